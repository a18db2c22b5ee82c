;;; readtill(item_or_list) -> (item1, ..., itemN): reads items of proglist
;;; with readitem (no macro expansion) up to and including item (or one of
;;; the list) and leaves them all on the stack (HELP READTILL).

section;

define global readtill(stop);
    lvars stop, item;
    unless islist(stop) then [^stop] -> stop endunless;
    repeat
        readitem() -> item;
        item;
        quitif(item == termin or lmember(item, stop))
    endrepeat
enddefine;

endsection;
