;;; database_which(vars, patterns) -> list (REF DATABASE): for each way
;;; for ... allequalto patterns matches the database, the value of vars
;;; (a word or identifier), or the list of the values of vars (a list).

section;

define global database_which(vs, pats);
    lvars vs, pats, m, w;
    unless islist(vs) or isident(vs) or isword(vs) then
        mishap(vs, 1, 'WORD, IDENTIFIER, OR LIST NEEDED')
    elseunless islist(pats) then
        mishap(pats, 1, 'LIST NEEDED')
    endunless;
    define lconstant val(w);
        lvars w;
        if isword(w) then valof(w) else idval(w) endif
    enddefine;
    [% for m in sys_allequalto_matches(pats, database) do
        sys_allequalto_assign(m) -> ;
        if islist(vs) then maplist(vs, val) else val(vs) endif
    endfor %]
enddefine;

endsection;
