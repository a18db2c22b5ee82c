;;; Call-site lines in stack samples, on the deterministic tick: each
;;; frame of a sample names the source line of the call it was making.
;;; Every call below is on a line of its own, so the expected lines can be
;;; read off this file: main calls work on lines 21 and 22 (a call whose
;;; argument list spans two lines is at the line of the name called), 24
;;; (with .), through the operator +++ on line 25 (+++ calls work on line
;;; 18), from a built-in on line 26 (applist calls back) and through a
;;; closure on line 28; the loop in work is the last frame, with no line.
uses profile;
false -> profile_show_ledger;
false -> poplinewidth; false -> poplinemax;
1 -> profile_tick_every;

define work(n);
    lvars i;
    for i from 1 to n do endfor
enddefine;
define 5 x +++ y; work(x + y) enddefine;

define main();
    work(10);
    work(
        20);
    30.work;
    15 +++ 25;
    applist([50], work);
    lvars w60 = work(% 60 %);
    w60()
enddefine;

define show();
    lvars s, i, f;
    for s in profile_last_run("stacks") do
        s(1) -> f;
        for i from 1 to datalength(f) do
            pr(pdprops(f(i)));
            if s(2)(i) > 0 then pr(":"); pr(s(2)(i)) endif;
            if i < datalength(f) then pr(";") endif
        endfor;
        pr(' '); pr(s(3)); nl(1)
    endfor
enddefine;

profile_apply(main);
show();

;;; the same samples as collapsed stacks, with the switch on and off
profile_export('stack_lines_1.folded');
lvars c, d = discin('stack_lines_1.folded');
until (d() ->> c) == termin do cucharout(c) enduntil;
false -> profile_stack_lines;
profile_export('stack_lines_2.folded');
discin('stack_lines_2.folded') -> d;
until (d() ->> c) == termin do cucharout(c) enduntil;
sysdelete('stack_lines_1.folded') ->;
sysdelete('stack_lines_2.folded') ->;

;;; sys_procedure_file: the file a procedure was compiled from
sys_procedure_file(work) =>
sys_procedure_file(work(% 1 %)) =>
sys_procedure_file(hd) =>
