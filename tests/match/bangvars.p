;;; ! patterns and permanent variables: pop_pattern_lvars false keeps a
;;; vars variable permanent inside a procedure; pop_lvars_warning
vars pv = "old";
vars pop_lvars_warning;
false -> pop_lvars_warning;
define usepv();
    [1 2] matches ![?pv ==] =>
    pv =>
enddefine;
usepv();
pv =>
false -> pop_pattern_lvars;
define usepv2();
    [3 4] matches ![?pv ==] =>
enddefine;
usepv2();
pv =>
true -> pop_pattern_lvars;
true -> pop_lvars_warning;
