;;; packitem(list) -> item: the digits of a list of integers as one
;;; integer ([1 3 5] gives 135), else the characters of the items joined
;;; in one word (REF DATA).  unpackitem does the reverse.

section;

define global packitem(list);
    lvars list, x, n = 0, all = true;
    for x in list do
        unless isinteger(x) then false -> all; quitloop endunless
    endfor;
    if all then
        for x in list do n * 10 + x -> n endfor;
        n
    else
        consword(#| for x in list do dest_characters(x) endfor |#)
    endif
enddefine;

endsection;
