;;; exload_runtime_assign(exptr1, p1, id1, ..., exptrN, pN, idN, N): what a
;;; load made by exload runs for its names at run time: for each of the N
;;; triples (taken from the top of the stack down), p(exptr) assigned to
;;; the identifier id; when id is false, p(exptr) is only run; when id is
;;; any other item, p(exptr, id) is run (id is an extra argument for p,
;;; and nothing is assigned).

section;

define global exload_runtime_assign(n);
    lvars n, id, p;
    repeat n times
        () -> id;
        if id == false then
            fast_apply()
        elseif isident(id) then
            fast_apply() -> idval(id)
        else
            () -> p;
            p(id)
        endif
    endrepeat
enddefine;

endsection;
