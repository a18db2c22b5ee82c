;;; declaration lists: spaces or commas, groups, procedure(x), macro constants
vars a b c;
1 -> a; 2 -> b; 3 -> c;
a + b + c =>
lvars (p, q) = (10, 20);
p, q =>
constant (K1, K2) = (5, 6);
K1 * K2 =>
iconstant macro (M_A = 2:1e3, M_B = M_A || 1, M_LIST = [x y]);
M_B =>
identprops("M_B") =>
define f(x, y);
    lvars x, y, i;       ;;; redeclaring formals is allowed
    1 -> i;
    x + y + i
enddefine;
f(1, 2) =>
define g;
    lvars a1 a2 procedure(c1) d1 = 4;
    identfn -> c1;
    c1(d1)
enddefine;
g() =>
define h x y; x * y enddefine;
h(6, 7) =>
vars syntax endthing;
identprops("endthing") =>
