;;; set_global_valof(item, word_or_ident): make item the value of the
;;; permanent identifier everywhere: in the environment of each active
;;; procedure that has it as a dynamic local, and outside all procedure
;;; calls, so that it stays item as those procedures return (REF IDENT;
;;; with caller_valof and isdlocal).

section;

define global set_global_valof(item, wident);
    lvars item, wident, n = 1, p;
    while (caller(n) ->> p) do
        if isdlocal(wident, p) then item -> caller_valof(wident, n) endif;
        n + 1 -> n
    endwhile;
    item -> caller_valof(wident, false)
enddefine;

endsection;
