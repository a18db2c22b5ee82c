;;; lib/auto: define_for_extension, define_with_index_hook, subscr_loop,
;;; class_subscr_loop: new for-forms as HELP FOR_FORM shows them
uses subscr_loop, class_subscr_loop;
define check_vec(item);
    unless isvector(item) then mishap(item, 1, 'VECTOR NEEDED') endunless
enddefine;
define :for_extension in_myvec(varlist, isfast);
    subscr_loop(varlist, isfast, false, fast_subscrv, check_vec)
enddefine;
define :with_index_hook in_myvec(varlist, isfast, index);
    subscr_loop(varlist, isfast, index, fast_subscrv, check_vec)
enddefine;
define :for_extension in_anyvec with_nargs 2;
    class_subscr_loop(false, class_fast_subscr)
enddefine;
vars x, y, i;
for x in_myvec {a b c} do x => endfor;
for x, y in_myvec {1 2 3}, {p q} do [^x ^y] => endfor;
for x with_index i in_myvec {u v} do [^x ^i] => endfor;
for x, y in_anyvec 'ab', {7 8 9} do [^x ^y] => endfor;
;;; a for-form of one's own that reads the rest of the loop itself
define :for_extension twice(varlist, isfast);
    lvars v = hd(varlist), t = sysNEW_LVAR(), n = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    pop11_comp_expr_to("do") ->;
    sysPOP(t);
    sysPUSHQ(0); sysPOP(n);
    sysLABEL(l_top);
    sysPUSH(n); sysPUSHQ(2); sysCALL("<"); sysIFNOT(l_end);
    sysPUSH(t); sysPOP(v);
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    sysPUSH(n); sysPUSHQ(1); sysCALL("+"); sysPOP(n);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;
for x twice "hello" do x => endfor;
isprocedure(back(valof("twice"))), front(valof("twice")) =>
