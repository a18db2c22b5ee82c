;;; outcharitem(char_cons) -> item_cons: a procedure that prints each
;;; item it is given with pr, cucharout being char_cons (REF PRINT).

section;

define lconstant item_out(item, char_cons);
    lvars item, char_cons;
    dlocal cucharout = char_cons;
    pr(item)
enddefine;

define global outcharitem(char_cons);
    lvars char_cons;
    item_out(% char_cons %)
enddefine;

endsection;
