;;; poparg1 -> string_or_false: an active variable, the first argument of
;;; pop11's command line after its % options (the file pop11 runs, or the
;;; ":statements" argument), false if there is none (REF SYSTEM).

section;

define global active poparg1;
    lvars l = tl(poparglist0);
    while l /== [] and isstring(hd(l)) and datalength(hd(l)) > 0
    and subscrs(1, hd(l)) == `%` do
        tl(l) -> l
    endwhile;
    l /== [] and hd(l)
enddefine;

endsection;
