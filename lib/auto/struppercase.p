;;; struppercase(struct1) -> struct2: a copy of struct1 (a string, word,
;;; or a structure of them) with lower case letters made upper case
;;; (REF STRINGS): mapdata with lowertoupper.

section;

define global struppercase(struct);
    lvars struct;
    mapdata(struct, lowertoupper)
enddefine;

endsection;
