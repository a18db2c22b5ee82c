;;; LIB LR_PARSER: the default lr_parse_error is a mishap
uses lr_parser;
uses lr_build;
vars G = lr_build("G", [a b], [s], "s", [[s a s b] [s]]);
vars input = [a a b b];
define next() -> (item, n);
    if input == [] then (termin, 0) else
        dest(input) -> input -> item;
        if item == "a" then 1 elseif item == "b" then 2 else -1 endif
    endif -> n
enddefine;
define count(n); [rule ^n] => enddefine;
lr_parse(next, count, G);
[a b b] -> input;
0 -> pop_mishap_doing_lim;
lr_parse(next, count, G);
