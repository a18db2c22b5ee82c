;;; FIELDOFFSET(typespec, fieldname) -> n: a macro giving the offset in
;;; bytes of the field fieldname in the structure type spec typespec
;;; (REF DEFSTRUCT), e.g. FIELDOFFSET({a:int, b:byte, c:dfloat}, c) is 8:
;;; the address of the field in a structure at address 0, found when the
;;; macro is read.

section;

define global macro FIELDOFFSET;
    lvars spec, field;
    pop11_need_nextitem("(") ->;
    typespecread() -> spec;
    pop11_need_nextitem(",") ->;
    readitem() -> field;
    pop11_need_nextitem(")") ->;
    popval([% "exacc", "^", "uword", "(", "exacc", "[", "@", "]", dl(spec),
               "null_external_ptr", ".", field, ")", ";" %])
enddefine;

endsection;
