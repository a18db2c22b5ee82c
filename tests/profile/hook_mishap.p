;;; A mishap inside a user hook stops the profiler and is reported; the
;;; profiled program's state is unwound normally.
uses profile;
1000 -> profile_tick_every;
define busy(); repeat 20000 times endrepeat enddefine;
define profile_ignore(item);
    hd(item)
enddefine;
profile busy();
'not reached' =>
