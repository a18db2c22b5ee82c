;;; LIB LR_PARSER: building parsers, the grammar they keep, conflicts
uses lr_parser;
uses lr_build;
lr_build("Lambda", { VAR \ . ( ) }, { exp }, "exp",
    {{ exp VAR } { exp exp exp } { exp \ VAR . exp } { exp ( exp ) }}, true) =>
lr_parser("Lambda") =>
lr_parser(3) =>
lr_parser_name("Lambda") =>
lr_parser_terminal_symbols("Lambda") =>
lr_parser_nonterminal_symbols("Lambda") =>
lr_parser_start_symbol("Lambda") =>
lr_parser_rules("Lambda") =>
lr_parser_sr_conflicts("Lambda") =>
lr_parser_rr_conflicts("Lambda") =>
vars Lambda1 = lr_build("Lambda1", [ VAR \ . ( ) ], [ exp appexp aexp ], "exp",
    [[ exp \ VAR . exp ] [ exp appexp ] [ appexp appexp aexp ]
     [ appexp aexp ] [ aexp VAR ] [ aexp ( exp ) ]]);
Lambda1 =>
lr_parser("Lambda1") =>
lr_parser(Lambda1) == Lambda1 =>
lr_parser_sr_conflicts(Lambda1), lr_parser_rr_conflicts(Lambda1) =>
lr_parser_rules(Lambda1) =>
false -> lr_parser("Lambda");
lr_parser("Lambda") =>
;;; an ambiguous expression grammar, and the same with the conflicts
;;; resolved: * before +, both to the left
vars tokens = [n + * ( )], rules = [[e e + e] [e e * e] [e ( e )] [e n]];
vars Amb = lr_build("Amb", tokens, [e], "e", rules);
lr_parser_sr_conflicts(Amb), lr_parser_rr_conflicts(Amb) =>
define resolve(x, y);
    lvars rule = y, tok = x;
    if tok == "*" and rule(3) == "+" then tok    ;;; shift * over e + e
    else rule                                   ;;; reduce otherwise
    endif
enddefine;
vars Expr = lr_build("Expr", tokens, [e], "e", rules, resolve, false);
lr_parser_sr_conflicts(Expr), lr_parser_rr_conflicts(Expr) =>
;;; reduce/reduce conflicts; empty rules
vars RR = lr_build("RR", [a b], [s x y], "s",
    [[s x b] [s y b] [x a] [y a]]);
lr_parser_sr_conflicts(RR), lr_parser_rr_conflicts(RR) =>
vars Opt = lr_build("Opt", [a b c], [s opt list], "s",
    [[s opt list c] [opt] [opt a] [list] [list list b]]);
lr_parser_sr_conflicts(Opt), lr_parser_rr_conflicts(Opt) =>
vars Dangle = lr_build("Dangle", [if then else x], [s], "s",
    [[s if x then s] [s if x then s else s] [s x]]);
lr_parser_sr_conflicts(Dangle), lr_parser_rr_conflicts(Dangle) =>
