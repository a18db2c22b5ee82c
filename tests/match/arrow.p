;;; --> assigns the pattern variables, or mishaps
vars x y z;
[1 2 3] --> [?x ?y ?z];
x, y, z =>
[a [b c]] --> [?x [== ?y]];
x, y =>
[1 2 3] --> [??x 3];
x =>
;;; --> leaves nothing on the stack
stacklength() =>
[a b c] --> [?x ==];
stacklength() =>
define pair_parts(p) -> (a, b);
    vars a1 b1;
    p --> [?a1 ?b1];
    a1 -> a; b1 -> b;
enddefine;
pair_parts([left right]) =>
[1 2 3] --> [?x ?y];
'not reached' =>
