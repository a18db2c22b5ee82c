;;; sprintf(string, list) -> string and sprintf(item_n, ..., item_1, string)
;;; -> string: what printf would print, as a new string (HELP SPRINTF).

section;

define global sprintf(string);
    lvars string, chars = [];
    procedure;
        dlocal cucharout = procedure(c); lvars c; c :: chars -> chars endprocedure;
        printf(string)
    endprocedure();
    consstring(destlist(ncrev(chars)))
enddefine;

endsection;
