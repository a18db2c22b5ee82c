;;; define :inline (LIB define_inline, HELP INLINE): macros that look like
;;; procedure calls.
define :inline MYPYTHAG(a,b);
    sqrt(a**2 + b**2)
enddefine;
MYPYTHAG(4,3) =>
MYPYTHAG(1+3,3) =>
define :inline lconstant MIN(a,b);
    if a < b then a else b endif
enddefine;
MIN(3, 2), MIN(1, 5) =>
define :inline QUOTE(name=item);
    "name"
enddefine;
QUOTE(hello) =>
define :inline FOO(name=item);
    [this name is replaced - its read as an item and substituted] =>
    'Strings aren\'t substituted, so this name won\'t be replaced'=>
enddefine;
FOO('Jon');
define :inline REWRITE;
    1001
enddefine;
REWRITE() + 1 =>
define :inline FOO2(a);
    a, a;
enddefine;
vars t = 1;
define test();
    t + 1 ->> t;
enddefine;
FOO2(test()) =>
isprocedure(valof("MYPYTHAG")), identprops("MYPYTHAG") =>
define :inline SUM3(a, b, c); a + b + c enddefine;
SUM3(1, [2 3](1), 3) =>
define :inline SILLY(a,a);
    a
enddefine;
