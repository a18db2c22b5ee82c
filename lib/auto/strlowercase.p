;;; strlowercase(struct1) -> struct2: a copy of struct1 (a string, word,
;;; or a structure of them) with upper case letters made lower case
;;; (REF STRINGS): mapdata with uppertolower.

section;

define global strlowercase(struct);
    lvars struct;
    mapdata(struct, uppertolower)
enddefine;

endsection;
