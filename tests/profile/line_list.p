;;; Time per line for code compiled from lists (issue 31): code that a
;;; macro plants while a file is compiled has the file's lines (the
;;; line the macro was used on); code compiled from a list at run time
;;; (popval) has no line, and its samples are the row <list>, never a
;;; wrong line.  Deterministic tick.
uses profile;
popval([define lw(n); lvars i, s = 0; for i from 1 to n do s + i -> s endfor; s enddefine]);
define macro twice x; x, "+", x enddefine;
define mw(n); lvars i, s = 1;
    for i from 1 to n do
        twice s -> s;
        s mod 1000 -> s;
    endfor;
enddefine;
sys_procedure_file(lw), sys_procedure_lines(lw), sys_procedure_place(lw) =>
sys_procedure_file(mw), sys_procedure_lines(mw), sys_procedure_place(mw) =>
true -> profile_lines;
false -> profile_show_ledger;
7 -> profile_tick_every;
profile lw(100) -> ;
profile mw(100);
