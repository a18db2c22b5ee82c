;;; copydata(struct1) -> struct2: a copy of struct1 whose components
;;; are copied too, all the way down (REF DATA); words, numbers,
;;; booleans, procedures, keys ... are shared, not copied.

section;

define global copydata(item) -> item;
    lvars item, k;
    if isword(item) or isnumber(item) or isboolean(item) or isprocedure(item)
    or iskey(item) or item == [] or item == termin or isundef(item)
    or isident(item) or isdevice(item) then
        return
    endif;
    copy(item) -> item;
    if isstring(item) then return endif;
    fill(appdata(item, copydata), item) -> item
enddefine;

endsection;
