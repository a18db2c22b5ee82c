;;; A library that makes its own procedures anonymous (LIB FLAVOURS, as
;;; Poplog's, so that a mishap's DOING line shows only its methods) does
;;; so before any of them runs: a profile of its loading charges no tick
;;; to a name that the procedure has lost by the time the run is
;;; reported, so every counted item has its row and the stack samples add
;;; up to the report's total.
uses profile;
1 -> profile_tick_every;
true -> profile_count_all;
false -> profile_show_max;
define profile_report(cpu_time, gc_time, counts, active_counts); enddefine;
profile_apply(procedure; pop11_compile(stringin('uses flavours;')) endprocedure);
lvars run = profile_last_run, (rows, total) = profile_report_rows(run("counts"), run("active_counts")),
      row, item, n, missing = [], stacks = 0, s;
lvars named = newproperty([], 64, false, "perm");
for row in rows do true -> named(row(1)) endfor;
for item, n in_property run("counts") do
    unless named(item) then item :: missing -> missing endunless
endfor;
for s in profile_named_stacks(run) do stacks + s(3) -> stacks endfor;
[ticks counted ^(total > 0) without a row ^missing stacks add up ^(stacks = total)] =>
