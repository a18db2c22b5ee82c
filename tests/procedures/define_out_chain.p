;;; define f() -> a -> b: output locals written as a chain of assignments
define f() -> a -> b;
    1 -> a; 2 -> b
enddefine;
f() =>
vars x, y;
f() -> x -> y;
[^x ^y] =>
define g(n) -> first -> second -> third;
    n -> first; n * 2 -> second; n * 3 -> third
enddefine;
g(5) =>
g(1) -> x -> y -> ;
[^x ^y] =>
define h() -> (p, q); 1 -> p; 2 -> q enddefine;
h() =>
