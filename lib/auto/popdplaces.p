;;; popdplaces -> int, int -> popdplaces: the old name of pop_pr_places,
;;; as an active variable (REF PRINT).

section;

define global active popdplaces;
    pop_pr_places
enddefine;

define updaterof active popdplaces(n);
    lvars n;
    n -> pop_pr_places
enddefine;

endsection;
