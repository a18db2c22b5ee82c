;;; Wall-clock mode ("wall" -> profile_clock, HELP PROFILE section 3): a
;;; program that spends half its time in syssleep (20 ms of busy work on
;;; the wall clock, then 20 ms of sleep, 50 times) gets a <sleep> row, its
;;; share the share of the run's time the program itself measured in its
;;; sleeps (within 3 points), every <sleep> sample under nap, the
;;; procedure that slept, at the line of its call of syssleep; the same
;;; program on the CPU clock (the default) has no <sleep> row.  (The
;;; figures depend on the machine: only whether they agree is printed.)
uses profile;
vars slept = 0;
define busy(us);
    lvars t0 = sys_microtime();
    until sys_microtime() - t0 >= us do enduntil
enddefine;
define nap();
    lvars t0 = sys_microtime();
    syssleep(2);
    slept + sys_microtime() - t0 -> slept
enddefine;
vars t_start, t_end;
define work();
    sys_microtime() -> t_start;
    repeat 50 times busy(20000); nap() endrepeat;
    sys_microtime() -> t_end
enddefine;
1000 -> profile_interval;
false -> profile_show_intervals;
vars sleep_word = consword('<sleep>');
define share(word) -> p;
    lvars c = profile_last_run("counts"), total = 0, k, n;
    for k, n in_property c do total + n -> total endfor;
    c(word) * 100.0 / total -> p
enddefine;
define quiet_profile(p);
    dlocal cucharout = erase;
    profile_apply(p)
enddefine;
"wall" -> profile_clock;
quiet_profile(work);
vars elapsed = t_end - t_start, measured = slept * 100.0 / elapsed,
     sleep_share = share(sleep_word);
;;; the program slept about half its time
measured > 40 and measured < 60 =>
;;; <sleep> has the share of the time it measured
abs(sleep_share - measured) <= 3 =>
;;; each <sleep> sample is nap's, at line 17 (its call of syssleep)
lvars s, ok = true, any = false;
for s in profile_named_stacks(profile_last_run) do
    lvars items = s(1), k = datalength(items);
    if items(k) == sleep_word then
        true -> any;
        unless k >= 2 and items(k - 1) == "nap" and s(2)(k - 1) == 17 then
            false -> ok
        endunless
    endif
endfor;
any and ok =>
profile_last_run("clock") =>
;;; the CPU clock: no <sleep> row
"cpu" -> profile_clock;
10000 -> profile_interval;
quiet_profile(work);
profile_last_run("counts")(sleep_word) =>
profile_last_run("clock") =>
