define :define_form global twice;
    lvars name = readitem();
    lvars body = pop11_comp_procedure([enddefine], name, name);
    sysPASSIGN(body, name);
enddefine;
vars tw;
define :twice tw;
    "hello" =>
enddefine;
tw();
define syntax mywhile;
    nonsyntax while();
enddefine;
vars i = 0;
mywhile i < 3 do i + 1 -> i endwhile;
i =>
