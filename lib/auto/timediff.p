;;; timediff() -> secs: the CPU time in seconds since the previous call
;;; of timediff (the first call's result means nothing) (REF TIMES).

section;

lvars last_time = 0;

define global timediff();
    lvars t = systime(), d = (t - last_time) / 100.0;
    t -> last_time;
    d
enddefine;

endsection;
