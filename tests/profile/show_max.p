;;; profile_show_max limits the rows; false shows them all.
uses profile;
1000 -> profile_tick_every;
define p1(); repeat 40000 times endrepeat enddefine;
define p2(); repeat 30000 times endrepeat enddefine;
define p3(); repeat 20000 times endrepeat enddefine;
define all(); p1(); p2(); p3() enddefine;
2 -> profile_show_max;
profile all();
false -> profile_show_max;
profile all();
