;;; HELP PROFILE's example under the deterministic tick (one tick every 1000
;;; safe points): procA and procB each run a loop of 100000 iterations, so
;;; each is charged 100 ticks, give or take the entry safe points.
uses profile;
1000 -> profile_tick_every;
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
