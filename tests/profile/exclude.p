;;; An excluded procedure's ticks go to its caller.
uses profile;
1000 -> profile_tick_every;
define inner(); repeat 50000 times endrepeat enddefine;
define outer(); repeat 50000 times endrepeat; inner() enddefine;
[inner] -> profile_exclude_list;
profile outer();
[null] -> profile_exclude;     ;;; the old name is the same variable
profile_exclude_list =>
