;;; pop11_comp_constructor and its old name sysstructure: a syntax word
;;; made from the elements of a constructor
vars dl_list = [d e];
define syntax mylist;
    sysPUSHQ(pop11_comp_constructor("endmylist"));
enddefine;
mylist 1 2 %3+4% endmylist =>
mylist a [b ^(1+1)] {c} ^^dl_list endmylist =>
define syntax vec_of;
    lvars t = sysNEW_LVAR();
    sysCALL("stacklength"); sysPOP(t);
    sysstructure("endvec_of") ->;
    sysCALL("stacklength"); sysPUSH(t); sysCALL("-"); sysCALL("consvector");
enddefine;
vec_of x y ^(hd(dl_list)) endvec_of =>
define f(); vec_of 1 %2, 3% endvec_of enddefine;
f() =>
