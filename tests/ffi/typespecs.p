;;; Type specs: structures, arrays, typed pointer results, nested exacc,
;;; defexacc access and subscriptor procedures (REF DEFSTRUCT).
l_typespec pt { x :int, y :int },
           mixed { c :byte, d :dfloat, s :short, | u :long };
exload 'typespecs'
    c_malloc(n) :exptr.{:pt} <- malloc,
    c_calloc(n, s) :exptr.:pt[] <- calloc
endexload;
vars p = exacc c_malloc(8);
5 -> exacc :pt p.x;
-6 -> exacc :pt p.y;
exacc :pt p.x, exacc :pt p.y =>
;;; the type of a nested exacc's result is known from the function's spec
exacc (exacc c_malloc(8)).x -> ;
vars a = exacc c_calloc(4, 8);
9 -> exacc :int[] a[3];
exacc :int[] a[3], exacc :int[] a[1] =>
defexacc :int;
defexacc :int[];
exacc_int(p) =>
exsub_int(3, a) =>
12 -> exsub_int(3, a);
exacc :pt[] a[2] =>
exacc :pt (exacc :pt[] a[2]).x =>
defexacc fast_thing [fast] :int;
fast_thing(p) =>
;;; a structure is laid out as C lays it out
vars m = exacc c_calloc(1, 32);
255 -> exacc :mixed m.c;
2.5 -> exacc :mixed m.d;
-2 -> exacc :mixed m.s;
exacc :mixed m.c, exacc :mixed m.d, exacc :mixed m.s =>
exacc :int[] m[5] =>
;;; fields after | overlay the first ones
exacc :mixed m.u =>
;;; a compound element cannot be assigned to
9 -> exacc :pt[] a[2];
