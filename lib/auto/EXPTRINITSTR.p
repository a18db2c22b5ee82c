;;; EXPTRINITSTR(typespec) -> exptr: a macro making an external pointer to
;;; new zeroed memory the size of the type spec (initexptr_mem of
;;; SIZEOFTYPE(typespec)): a structure for exacc to fill (REF DEFSTRUCT):
;;;     l_typespec pt {x:int, y:int};
;;;     vars p = EXPTRINITSTR(:pt);  5 -> exacc :pt p.y;

section;

define global macro EXPTRINITSTR;
    lvars spec;
    pop11_need_nextitem("(") ->;
    typespecread() -> spec;
    pop11_need_nextitem(")") ->;
    "initexptr_mem", "(", "SIZEOFTYPE", "(", dl(spec), ")", ")"
enddefine;

endsection;
