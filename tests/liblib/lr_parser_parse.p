;;; LIB LR_PARSER: lr_parse with an input procedure and a reduction
;;; procedure (after HELP LR_PARSER)
uses lr_parser;
uses lr_build;
vars Lambda1 = lr_build("Lambda1", [ VAR \ . ( ) ], [ exp appexp aexp ], "exp",
    [[ exp \ VAR . exp ] [ exp appexp ] [ appexp appexp aexp ]
     [ appexp aexp ] [ aexp VAR ] [ aexp ( exp ) ]]);
vars chars;
define input_p() -> (value, token_n);
    lvars c;
    if chars == [] then
        (termin, 0) -> (value, token_n)
    else
        dest(chars) -> (c, chars);
        consword(c, 1) -> value;
        if islowercode(c) then 1
        elseif c == `\\` then 2
        elseif c == `.` then 3
        elseif c == `(` then 4
        elseif c == `)` then 5
        else -1
        endif -> token_n
    endif
enddefine;
define reduce_p(n);
    lvars x, e, e1;
    go_on n to rule1 rule2 rule3 rule4 rule5 rule6;
rule1:
    () -> (, x, , e);
    return([ABS ^x ^e]);
rule3:
    () -> (e, e1);
    return([APP ^e ^e1]);
rule5:
    () -> x;
    return([VAR ^x]);
rule6:
    () -> (, e, );
    return(e);
rule2:
rule4:
enddefine;
define parse(string);
    [% explode(string) %] -> chars;
    lr_parse(input_p, reduce_p, Lambda1)
enddefine;
parse('x') =>
parse('x(yz)') =>
parse('(\\x.xx)(\\x.xx)') =>
;;; the order of input and reduction calls
define trace_input() -> (v, t);
    input_p() -> (v, t);
    [read ^v] =>
enddefine;
define trace_reduce(n);
    [reduce ^n] =>
    reduce_p(n)
enddefine;
[% explode('ab') %] -> chars;
lr_parse(trace_input, trace_reduce, Lambda1) =>
;;; a parse error of one's own (Poplog calls it again if it returns)
define lr_parse_error(item, token_n, state_n);
    [error at ^item token ^token_n] =>
    exitfrom(false, parse)
enddefine;
parse('x)') =>
parse('x?') =>
;;; a parser applied to two procedures
[% explode('\\y.y') %] -> chars;
Lambda1(input_p, reduce_p) =>
;;; errors found after reductions made without reading
[% explode('(x') %] -> chars;
procedure(item, token_n, state_n);
    [error at ^item] =>; exitfrom(false, lr_parse)
endprocedure -> lr_parse_error;
lr_parse(trace_input, trace_reduce, Lambda1) =>
