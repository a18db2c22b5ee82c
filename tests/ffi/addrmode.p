;;; Address mode: exacc [@] gives a pointer to the component, not its value.
l_typespec s {a:int, b:dfloat};
exload 'addr-test' c_malloc(n):exptr <- malloc endexload;
vars p = exacc c_malloc(16);
2.5 -> exacc :s p.b;
vars q = exacc[@] :s p.b;
exacc :dfloat q =>
3.5 -> exacc :dfloat q;
exacc :s p.b =>
vars r = exacc[@] :int[] p[2];
7 -> exacc :int r;
exacc :int[] p[2] =>
exacc[@] :s null_external_ptr.b =>
