;;; f(x) * y * z names * and the operands of the product that mishaps
define mul3(x, y, z);
    lvars x, y, z;
    identfn(x) * y * z =>
enddefine;
mul3(2, 3, 4);
mul3(2, 3, "z");
