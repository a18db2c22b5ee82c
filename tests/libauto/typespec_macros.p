;;; type spec macros: typespecread, SIZEOFTYPE, FIELDOFFSET, EXPTRINITSTR,
;;; initexptr_mem, i_typespec, and an inline macro with a typespec
;;; parameter
typespecread() => :int[3].exacc_ntstring ;
typespecread() => {a:int, b:byte} ;
typespecread() => (x, y):dfloat ;
typespecread() => !short ;
SIZEOFTYPE(:int[3]) =>
SIZEOFTYPE({a:int, b:byte}) =>
SIZEOFTYPE({a:int, b:byte}, :short) =>
SIZEOFTYPE(:dfloat, :int) =>
SIZEOFTYPE(:byte, :1) =>
FIELDOFFSET({a:int, b:byte, c:dfloat}, c) =>
i_typespec pt {x:int, y:int};
FIELDOFFSET(:pt, y) =>
SIZEOFTYPE(:pt) =>
vars e = EXPTRINITSTR(:pt);
is_null_external_ptr(e) =>
7 -> exacc :pt e.y;
exacc :pt e.y =>
vars m = initexptr_mem(10);
255 -> exacc :byte[10] m[10];
exacc :byte[10] m[10] =>
define :inline SIZE_IN_SHORTS(t=typespec);
    SIZEOFTYPE(t, :short)
enddefine;
SIZE_IN_SHORTS(:pt) =>
