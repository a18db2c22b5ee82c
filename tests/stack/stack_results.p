define two(); 1, 2 enddefine;
define three(); two(), 3 enddefine;
[% three() %] =>
#| three() |# =>
