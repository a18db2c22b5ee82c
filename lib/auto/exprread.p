;;; exprread() -> list: the items of the one Pop-11 expression that comes
;;; next in proglist, read but not compiled.

section;

uses proglist_read_by;

define global exprread();
    proglist_read_by(pop11_comp_expr)
enddefine;

endsection;
