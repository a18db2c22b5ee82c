;;; mishaps from the compiler procedures used by syntax words
define syntax needfoo;
    pop11_need_nextitem("foo") -> ;
enddefine;
needfoo foo;
"ok" =>
needfoo bar;
"next" =>
