;;; sys_capture_char, the internal helper that collects the characters of
;;; ><, sys_>< and pr_field, is no procedure of the user's: it has no
;;; row, no call count, no bytes and no frame in any stack; what it does
;;; is charged to the built-in the user called (or, applied by the user's
;;; own print procedure, to that procedure).
uses profile;
;;; the report is left out (its heading and ledger are not what is
;;; tested here): the rows of the named items, as the report has them,
;;; with their exact counts
false -> profile_show_max;
procedure(cpu, gc, counts, active); endprocedure -> profile_report;
define show_rows(names);
    lvars row, name, (rows, total) = profile_report_rows(profile_last_run("counts"),
                                                         profile_last_run("active_counts")),
          calls = profile_by_name(profile_calls),
          bytes = profile_by_name(profile_bytes),
          incl = profile_by_name(profile_bytes_inclusive);
    for name in names do
        for row in rows do
            if row(1) = name then
                ;;; (ticks: only whether there are any, as the GC-stress
                ;;; build adds <gc> ticks to the active counts)
                pr(row(1)); pr(': own '); pr(row(2) > 0);
                if calls then pr(', calls '); pr(calls(name)) endif;
                if bytes then pr(', bytes '); pr(bytes(name)) endif;
                if incl then pr(', active bytes '); pr(incl(name)) endif;
                pr(newline)
            endif
        endfor
    endfor
enddefine;
1 -> profile_tick_every;
true -> profile_tick_builtins;
true -> profile_count_all;
true -> profile_call_counts;
true -> profile_alloc;
defclass pt {px};
procedure(p); cucharout(`P`); cucharout(`!`) endprocedure -> class_print(pt_key);
define show(); consword('show') -> pdprops(class_print(pt_key)) enddefine;
show();
define driver();
    lvars i, p = conspt(1);
    for i to 50 do
        i >< 'ab' -> ;
        i sys_>< 'cd' -> ;
        p >< '' -> ;
    endfor
enddefine;
profile driver();
show_rows([driver show >< sys_>< sys_capture_char]);
lvars helper = valof("sys_capture_char");
profile_calls(helper), profile_bytes(helper), profile_bytes_inclusive(helper) =>
profile_calls(nonop ><), profile_calls(nonop sys_><) =>
profile_calls(class_print(pt_key)) =>
;;; no stack has the helper, no tick went to it
lvars st, bad = false;
for st in profile_last_run("stacks") do
    if fast_lmember(helper, datalist(st(1))) then true -> bad endif
endfor;
bad, profile_last_run("counts")("sys_capture_char") =>
