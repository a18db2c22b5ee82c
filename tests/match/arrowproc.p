;;; --> failing inside a procedure
define first_two(l) -> (a, b);
    vars x y;
    l --> [?x ?y ==];
    x -> a; y -> b;
enddefine;
first_two([1 2 3]) =>
first_two([1]) =>
