;;; An ignored procedure's ticks are dropped altogether.
uses profile;
1000 -> profile_tick_every;
define inner(); repeat 50000 times endrepeat enddefine;
define outer(); repeat 50000 times endrepeat; inner() enddefine;
[inner] -> profile_ignore_list;
profile outer();
