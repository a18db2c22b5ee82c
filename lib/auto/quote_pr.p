;;; quote_pr(item): prints item with pr, in quotes if it is a word ("...")
;;; or a string ('...') (REF PRINT).

section;

define global quote_pr(item);
    lvars item;
    if isword(item) then cucharout(`"`); pr(item); cucharout(`"`)
    elseif isstring(item) then cucharout(`'`); pr(item); cucharout(`'`)
    else pr(item)
    endif
enddefine;

endsection;
