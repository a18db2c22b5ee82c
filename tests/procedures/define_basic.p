define double(x); x * 2 enddefine;
double(21) =>
define add3(a, b, c) -> s; a + b + c -> s enddefine;
add3(1, 2, 3) =>
define noargs; 'no args' enddefine;
noargs() =>
