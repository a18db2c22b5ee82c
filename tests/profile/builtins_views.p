;;; heavy (with profile_tick_builtins a collection is a tick: the GC-stress
;;; build, which collects at every safe point, has other counts)
;;; With profile_tick_builtins (calls of built-ins are where ticks fall
;;; due), every view of a run agrees: the report's total plus the ignored
;;; ticks is the ledger's charged ticks, the folded export sums to the
;;; report's total, and no frame of the profiler's own (profile_apply, its
;;; clean-up, the sys_profile_ built-ins) is in any of them.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
false -> profile_show_ledger;
;;; (the figures are checked below, not printed)
define profile_report(cpu_time, gc_time, counts, active_counts); enddefine;
define work(n);
    lvars i, l = [];
    for i from 1 to n do conspair(i, l) -> l; i * i -> endfor;
    length(l)
enddefine;
define driver(); lvars k; for k from 1 to 30 do work(k) -> endfor enddefine;

define check(label);
    lvars run = profile_last_run, item, n, total = 0, sum = 0, line, bad = [];
    for item, n in_property run("counts") do
        total + n -> total;
        if isstartstring('sys_profile', item sys_>< '')
        or item == "profile_apply" then item :: bad -> bad endif
    endfor;
    profile_export('views.folded');
    lvars rep = discin('views.folded'), c, s;
    repeat
        consstring(#| while (rep() ->> c) /== termin and c /== `\n` do c endwhile |#) -> s;
        quitif(s = '' and c == termin);
        if issubstring('sys_profile', s) or issubstring('profile_apply', s) then
            s :: bad -> bad
        endif;
        ;;; the count is the last field
        sum + strnumber(allbutfirst(locchar_back(`\s`, length(s), s), s)) -> sum;
        quitif(c == termin)
    endrepeat;
    lvars ledger = run("ledger"),
          ignored = if datalength(ledger) >= 7 then ledger(7) else 0 endif;
    [^label report ^total folded ^sum] =>
    [charged ^(ledger(2)) ignored ^ignored] =>
    [agree ^(total = sum and total + ignored = ledger(2))] =>
    [profiler frames ^bad] =>
enddefine;

profile driver();
check("flat");
true -> profile_count_all;
profile driver();
check("count_all");
true -> profile_call_counts;
true -> profile_alloc;
profile driver();
check("counts");
;;; a procedure of the program's own that is excluded, at the top
[driver] -> profile_exclude_list;
profile driver();
check("excluded");
