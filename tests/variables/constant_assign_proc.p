constant c = 5;
define t(); 3 -> c enddefine;
'compiled' =>
t();
'ran' =>
