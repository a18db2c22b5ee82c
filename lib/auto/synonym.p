;;; synonym NEW OLD; : a macro that makes the word NEW a synonym of OLD,
;;; with syssynonym (HELP SYNONYM).

section;

define global macro synonym;
    lvars new = readitem(), old = readitem();
    syssynonym(new, old)
enddefine;

endsection;
