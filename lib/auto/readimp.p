;;; readimp(seq) -> list: the items of the Pop-11 code that comes next in
;;; proglist, read (and checked) but not compiled: a statement sequence
;;; (separated by ; => ==>) if seq is true, else an expression sequence
;;; (separated by commas).  impread and impseqread call it.

section;

uses proglist_read_by;

define global readimp(seq);
    lvars seq;
    proglist_read_by(if seq then pop11_comp_stmnt_seq else pop11_comp_expr_seq endif)
enddefine;

endsection;
