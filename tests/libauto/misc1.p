;;; lib/auto: current_subsystem_name, sys_compiler_subsystem, switch_subsystem_to,
;;; is_subsystem_loaded, subsystem_valof, syslibwarning, sysloadwarning,
;;; libwarning, loadwarning, pop_args_warning, realpart, imagpart, realof,
;;; pdcomp, ncjoin, is_syntax_word, quote_pr, radix_apply, tabs, jumpout,
;;; prnum, subsystem_nest
current_subsystem_name() =>
sys_compiler_subsystem(`c`) =>
switch_subsystem_to("pop11");
is_subsystem_loaded("pop11"), is_subsystem_loaded("lisp_xx") =>
syslibwarning("mylib");
sysloadwarning('myfile.p');
libwarning == syslibwarning, loadwarning == sysloadwarning =>
pop_args_warning =>
realpart(3), imagpart(3), imagpart(2.5) =>
realof(3) =>
(identfn pdcomp npr)(7);
[1 2] ncjoin [3] =>
is_syntax_word("if"), is_syntax_word("hd"), is_syntax_word(3) =>
quote_pr("w"); quote_pr('s'); quote_pr(3); nl(1);
radix_apply(255, pr, 16); nl(1);
pr('<'); tabs(2); pr('>'); nl(1);
define jtest();
    lvars j = jumpout(procedure; npr('jumping') endprocedure, 1);
    1, 2, j(3);
    npr('not reached');
enddefine;
jtest() =>
prnum(3.14159, 4, 3); nl(1);
prnum(-2.5, 5, 4); nl(1);
prnum(7, 2, 0); nl(1);
prnum(12.75, 1, 1); nl(1);
isprocedure(subsystem_nest) =>
subsystem_valof("hd", "pop11") =>
is_subsystem_sensitive("hd") =>
islist(sys_subsystem_table) =>
member("hd", mapdic(identfn)) =>
