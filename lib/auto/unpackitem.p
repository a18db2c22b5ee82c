;;; unpackitem(item) -> list: the base-10 digits of an integer as a list
;;; of integers, else the characters of item as words of one letter
;;; (REF DATA).

section;

define global unpackitem(item);
    lvars item, c, l = [];
    if isinteger(item) then
        if item < 0 then -item -> item endif;
        repeat
            (item rem 10) :: l -> l;
            item div 10 -> item;
            quitif(item == 0)
        endrepeat;
        l
    else
        [% appdata(item, procedure(c); consword(c, 1) endprocedure) %]
    endif
enddefine;

endsection;
