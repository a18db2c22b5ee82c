;;; demo.p -- the example program of HELP PROFILE, profiled: two nested
;;; procedures sharing the work equally.
define example();
    define procB();
        repeat 3e8 times endrepeat;
    enddefine;
    define procA();
        repeat 3e8 times endrepeat;
        procB();
    enddefine;
    procA();
enddefine;

uses profile;

profile example();

;;; the same with every active procedure counted
true -> profile_count_all;
profile example();
