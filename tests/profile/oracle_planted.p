;;; The consistency oracle (HELP PROFILE_CHECK) must fail on planted
;;; faults: a clean run is consistent; then, one at a time, the .folded
;;; export is off by one tick, a row is dropped from the run's counts, the
;;; SVG has a frame one sample too wide, the HTML page's table has a row
;;; one tick more and its data block a total one more, the pprof file has a sample
;;; more and then is cut short, the saved file is off by
;;; one tick in its ledger, the run's ledger charges one tick more, and it
;;; says one tick more was ignored (the ticks charged are the counts plus
;;; the ignored ones); each is reported.
uses profile_check;
10 -> profile_tick_every;
true -> profile_count_all;
define leaf(n); repeat n times endrepeat enddefine;
define a(); leaf(100) enddefine;
define b(); leaf(200) enddefine;
define main(); repeat 5 times a(); b() endrepeat enddefine;
profile main();
define show(list); lvars p; length(list) > 0 =>
    for p in list do p => endfor
enddefine;
define dir(); systranslate('TMPDIR') or '/tmp' enddefine;
vars d = dir() <> '/oracle_planted_';
show(profile_check_run(d));
;;; rewrite a file with its first occurrence of old replaced by new
define edit(file, old, new);
    lvars s = consstring(#| lvars rep = discin(file), c;
                            until (rep() ->> c) == termin do c enduntil |#),
          i = issubstring(old, s);
    lvars out = discout(file);
    appdata(substring(1, i - 1, s), out);
    appdata(new, out);
    appdata(allbutfirst(i - 1 + datalength(old), s), out);
    out(termin)
enddefine;
;;; the .folded export off by one tick (main:12;a:10;leaf 50 -> 51)
define profile_check_after_write(f);
    if isendstring('.folded', f) then edit(f, 'leaf 50', 'leaf 51') endif
enddefine;
show(profile_check_run(d));
;;; the SVG: a frame one sample too wide
define profile_check_after_write(f);
    if isendstring('.svg', f) then edit(f, '(50 samples', '(51 samples') endif
enddefine;
show(profile_check_run(d));
;;; the HTML page: its table's row of leaf one tick more, and its data
;;; block stating one tick more than its samples hold
define profile_check_after_write(f);
    if isendstring('.html', f) then
        edit(f, 'data-name="leaf"><td class="num" data-v="150"',
             'data-name="leaf"><td class="num" data-v="151"');
        edit(f, '{"total":152', '{"total":153')
    endif
enddefine;
show(profile_check_run(d));
;;; the pprof file: a stack one sample more (written again by the
;;; export's own encoder, so that it is whole)
define profile_check_after_write(f);
    lvars st;
    if isendstring('.pb.gz', f) then
        profile_named_stacks(profile_last_run) -> st;
        hd(st)(3) + 1 -> hd(st)(3);
        profile_write_file(f, procedure;
                                  appdata(sys_gzip_string(profile_pprof_bytes(st, profile_last_run)),
                                          cucharout)
                              endprocedure)
    endif
enddefine;
show(profile_check_run(d));
;;; the pprof file cut short: the oracle reads it, reports the mishap, and
;;; goes on
define profile_check_after_write(f);
    lvars s;
    if isendstring('.pb.gz', f) then
        consstring(#| lvars rep = discin(f), c;
                      until (rep() ->> c) == termin do c enduntil |#) -> s;
        lvars out = discout(f);
        appdata(substring(1, datalength(s) - 10, s), out);
        out(termin)
    endif
enddefine;
show(profile_check_run(d));
;;; the saved file: its ledger charges one tick more
define profile_check_after_write(f);
    if isendstring('.run', f) then edit(f, 'ledger 152 152', 'ledger 152 153') endif
enddefine;
show(profile_check_run(d));
erase -> profile_check_after_write;
;;; a row dropped from the run
lvars c = profile_last_run("counts"), n = c("leaf");
0 -> c("leaf");
show(profile_check_run(d));
n -> c("leaf");
;;; the ledger charges a tick more
profile_last_run("ledger")(2) + 1 -> profile_last_run("ledger")(2);
show(profile_check_run(d));
profile_last_run("ledger")(2) - 1 -> profile_last_run("ledger")(2);
;;; the ledger says a tick was ignored that the counts have
profile_last_run("ledger")(7) + 1 -> profile_last_run("ledger")(7);
show(profile_check_run(d));
