;;; appassoc(assoc_p, p): p(item, value) for each association of a table
;;; made by assoc, or of a property (then it is appproperty) (REF LISTS).

section;

uses assoc;

define global appassoc(assoc_p, p);
    lvars assoc_p, p, e;
    if isproperty(assoc_p) then
        appproperty(assoc_p, p)
    elseif isclosure(assoc_p) and pdprops(assoc_p) == "assoc" then
        for e in cont(frozval(1, assoc_p)) do p(front(e), back(e)) endfor
    else
        mishap(assoc_p, 1, 'ASSOC PROCEDURE NEEDED')
    endif
enddefine;

endsection;
