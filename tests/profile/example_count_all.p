;;; With profile_count_all, example (the outermost procedure) is active for
;;; every tick: 100%; procA is active for all of them too, procB for half.
uses profile;
1000 -> profile_tick_every;
true -> profile_count_all;
define example();
    define procB();
        repeat 100000 times endrepeat;
    enddefine;
    define procA();
        repeat 100000 times endrepeat;
        procB();
    enddefine;
    procA();
enddefine;
profile example();
