;;; Inclusive (active) bytes with profile_alloc and count-all: a built-in
;;; is active while it runs, so its active bytes are at least its own
;;; (substring, ><, and syssort whose comparison allocates), and a
;;; procedure that only has active bytes (it allocates nothing itself and
;;; calls nothing counted) still has a row.
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
                pr(row(1)); pr(': own '); pr(row(2)); pr(', active '); pr(row(3));
                if calls then pr(', calls '); pr(calls(name)) endif;
                if bytes then pr(', bytes '); pr(bytes(name)) endif;
                if incl then pr(', active bytes '); pr(incl(name)) endif;
                pr(newline)
            endif
        endfor
    endfor
enddefine;
100 -> profile_tick_every;
true -> profile_alloc;
true -> profile_count_all;
vars s = 'abcdefghijklmnopqrstuvwxyz';
define target(x); x enddefine;
define cmp(a, b); [^a] -> ; a < b enddefine;
define sorter(); syssort([3 1 2], cmp) -> enddefine;
define quiet(); substring(1, 3, s) -> enddefine;
define driver();
    quiet();
    repeat 200 times
        target(substring(1, 12, s)) -> ;
        23 >< 'ab' -> ;
        sorter()
    endrepeat
enddefine;
profile driver();
show_rows([driver sorter cmp target quiet syssort >< substring]);
;;; own and active bytes of each procedure: active never below own
lvars p, n, bad = [];
for p, n in_property profile_bytes do
    if profile_bytes_inclusive(p) < n then p :: bad -> bad endif
endfor;
bad =>
profile_bytes(substring) > 0, profile_bytes_inclusive(substring) = profile_bytes(substring) =>
profile_bytes(nonop ><) > 0, profile_bytes_inclusive(nonop ><) = profile_bytes(nonop ><) =>
;;; syssort is active while cmp allocates its lists
profile_bytes_inclusive(syssort) >= profile_bytes(syssort) + profile_bytes(cmp),
    profile_bytes(cmp) > 0 =>
profile_bytes_inclusive(sorter)
    = profile_bytes(sorter) + profile_bytes_inclusive(syssort) =>
;;; quiet allocates nothing itself, and had no tick: its row is there
profile_bytes(quiet), profile_bytes_inclusive(quiet) > 0 =>
