;;; mapdata(struct1, p) -> struct2: a copy of struct1 (a word, string,
;;; vector, list, record ...) whose elements are p applied to struct1's
;;; (REF DATA).  ncmapdata changes struct1 itself.

section;

define global mapdata(struct, p) -> result;
    lvars struct, p, result;
    if isword(struct) then
        consword(appdata(struct, p), datalength(struct)) -> result
    else
        fill(appdata(struct, p), copy(struct)) -> result
    endif
enddefine;

endsection;
