;;; A procedure and its updater are two procedures: each has a row of its
;;; own, named as the report names it (pdprops, and updater(NAME) for an
;;; updater with its owner's name, which Poplog also calls NAME), with its
;;; own figures, in the report, the exports and the saved run alike.
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
true -> profile_count_all;
true -> profile_call_counts;
defclass node {key, left};
vars w = 0;
define getw(n); lvars i; for i to 300 do endfor; w enddefine;
define updaterof getw(v, n); lvars i; for i to 100 do endfor; v -> w enddefine;
define loop(n);
    repeat 10 times
        left(n) -> ; n -> left(n); n -> left(n);
        getw(n) -> ; 1 -> getw(n)
    endrepeat
enddefine;
vars names = [loop getw ^(consword('updater(getw)')) left ^(consword('updater(left)'))];
profile loop(consnode(1, false));
show_rows(names);
;;; the exact counts stay keyed by procedure
profile_calls(left), profile_calls(updater(left)) =>
profile_calls(getw), profile_calls(updater(getw)) =>
profile_proc_name(left), profile_proc_name(updater(left)) =>
;;; own ticks add up to the total, and no row's own exceeds its active
lvars run = profile_last_run, item, n, sum = 0;
for item, n in_property run("counts") do sum + n -> sum endfor;
sum =>
for item, n in_property run("active_counts") do
    if run("counts")(item) > n then item => endif
endfor;

;;; the folded export: one stack per procedure
define lines_of(file) -> l;
    lvars c, rep = discin(file), s = '';
    [% until (rep() ->> c) == termin do
           if c == `\n` then s; '' -> s else s <> consstring(c, 1) -> s endif
       enduntil %] -> l;
    sysdelete(file) ->
enddefine;
profile_export('updater_rows.folded');
applist(syssort(lines_of('updater_rows.folded'), alphabefore), npr);

;;; the saved run, loaded again: the same rows
profile_save('updater_rows.run');
profile_load('updater_rows.run');
sysdelete('updater_rows.run') ->;
profile_report_last();
show_rows(names);
;;; an exclusion by the name excludes both, as in Poplog
[getw] -> profile_exclude_list;
profile loop(consnode(1, false));
show_rows(names);
