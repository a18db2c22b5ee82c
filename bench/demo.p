;;; demo.p -- the example program of HELP PROFILE: two nested procedures
;;; sharing the work.  When the profiler is loaded (uses profile) this file
;;; profiles it; until then it runs it and times it with systime.
define example();
    define procB();
        repeat 1e7 times endrepeat;
    enddefine;
    define procA();
        repeat 1e7 times endrepeat;
        procB();
    enddefine;
    procA();
enddefine;

lvars t0 = systime();
example();
printf(systime() - t0, 'example() ran in %p hundredths of a second of CPU time\n');
