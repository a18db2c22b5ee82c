;;; impseqread() -> list: the items of the statement sequence (statements
;;; separated by ; => or ==>) that comes next in proglist, read but not
;;; compiled.

section;

uses readimp;

define global impseqread();
    readimp(true)
enddefine;

endsection;
