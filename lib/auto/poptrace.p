;;; poptrace(): prints `doing:- ' and the names of the procedures being
;;; run, innermost first, as far as the top level (setpop); those whose
;;; names start with sys or ved only when popsyscall is true.

section;

global vars popsyscall;
if isundef(popsyscall) then false -> popsyscall endif;

define global poptrace();
    lvars n = 1, p, name;
    pr('\ndoing:- ');
    while (caller(n) ->> p) and p /== setpop do
        if (pdprops(p) ->> name) then
            if popsyscall
            or not(isstartstring('sys', name) or isstartstring('ved', name)) then
                spr(name)
            endif
        endif;
        n + 1 -> n
    endwhile
enddefine;

endsection;
