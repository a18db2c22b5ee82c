;;; impread() -> list: the items of the expression sequence (expressions
;;; separated by commas) that comes next in proglist, read but not compiled.

section;

uses readimp;

define global impread();
    readimp(false)
enddefine;

endsection;
