;;; cancel NAME1, NAME2 ... ; : a macro that applies syscancel to each
;;; name: the names are then undeclared (HELP CANCEL).

section;

define global macro cancel;
    lvars item;
    until (readitem() ->> item) == ";" or item == termin do
        unless item == "," then syscancel(item) endunless
    enduntil;
    ";"
enddefine;

endsection;
