;;; LIB LR_PARSER: parse trees from lr_trace, and a parser applied to a list
uses lr_parser;
uses lr_build;
uses lr_trace;
false -> lr_trace_tracing;
vars Lambda1 = lr_build("Lambda1", [ VAR \ . ( ) ], [ exp appexp aexp ], "exp",
    [[ exp \ VAR . exp ] [ exp appexp ] [ appexp appexp aexp ]
     [ appexp aexp ] [ aexp VAR ] [ aexp ( exp ) ]], true);
lr_trace([ \ VAR . VAR VAR ], "Lambda1") =>
lr_trace([ VAR ( VAR VAR ) ], Lambda1) =>
lr_trace([ \ VAR VAR ], Lambda1) =>
lr_trace([ VAR ( ], Lambda1) =>
lr_trace([ nonsense ], Lambda1) =>
lr_trace([], Lambda1) =>
Lambda1([ ( VAR ) ]) =>
;;; other trees
define lr_trace_constree(symbol, n) -> tree;
    lvars kids = conslist(n);
    [^symbol has ^n ^^kids] -> tree
enddefine;
lr_trace([ VAR VAR ], Lambda1) =>
vars Expr = lr_build("Expr", [n + * ( )], [e], "e",
    [[e e + e] [e e * e] [e ( e )] [e n]],
    procedure(x, y);
        if x == "*" and y(3) == "+" then x else y endif
    endprocedure, false);
lr_trace([n + n * n + n], Expr) =>
lr_trace([( n + n ) * n], Expr) =>
vars Opt = lr_build("Opt", [a b c], [s opt list], "s",
    [[s opt list c] [opt] [opt a] [list] [list list b]]);
lr_trace([c], Opt) =>
lr_trace([a b b c], Opt) =>
lr_trace([a a c], Opt) =>
vars Dangle = lr_build("Dangle", [if then else x], [s], "s",
    [[s if x then s] [s if x then s else s] [s x]]);
lr_trace([if x then if x then x else x], Dangle) ==>
