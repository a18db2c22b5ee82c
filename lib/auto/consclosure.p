;;; consclosure(p, item1, ..., itemN, N) -> closure: p with the N items
;;; frozen in as its last arguments, as p(% item1, ..., itemN %) makes
;;; (REF PROCEDURE).

section;

define global consclosure(n);
    lvars n, items, p;
    unless isinteger(n) and n >= 0 then mishap(n, 1, 'INTEGER >= 0 NEEDED') endunless;
    conslist(n) -> items;
    -> p;
    unless isprocedure(p) then mishap(p, 1, 'PROCEDURE NEEDED') endunless;
    partial_apply(p, items)
enddefine;

endsection;
