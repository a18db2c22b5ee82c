;;; subscr_loop(varlist, isfast, index, subscrpdr, checkpdr): compiles the
;;; rest of a vector-type for loop, `EXPR1, ..., EXPRn do BODY endfor`
;;; (HELP FOR_FORM), for the for-forms in_vector, in_string ...
;;;   varlist   the loop variables, one for each expression;
;;;   isfast    true for fast_for: checkpdr is not run, and the first
;;;             structure's length gives the number of iterations (else
;;;             the shortest one's);
;;;   index     a word, the variable that counts 1, 2 ... (with_index),
;;;             or false for a hidden one;
;;;   subscrpdr subscrpdr(i, struct) is the i-th element;
;;;   checkpdr  checkpdr(struct) mishaps on a structure of the wrong kind
;;;             (false: no check).  class_subscr_loop passes the word
;;;             "class": subscrpdr is then applied to each structure's key
;;;             and gives that structure's subscriptor.

section;

define global subscr_loop(varlist, isfast, index, subscrpdr, checkpdr);
    lvars varlist, isfast, index, subscrpdr, checkpdr;
    lvars v, t, k, n = listlength(varlist), structs = [], subs = [],
        lim = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_next = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    ;;; the structures, each in a variable of its own
    for k from 1 to n do
        sysNEW_LVAR() -> t;
        pop11_comp_expr();
        sysPOP(t);
        structs <> [^t] -> structs;
        pop11_need_nextitem(if k == n then "do" else "," endif) ->;
    endfor;
    for t in structs do
        if checkpdr == "class" then
            sysNEW_LVAR() -> v;
            sysPUSH(t); sysCALLQ(datakey); sysCALLQ(subscrpdr); sysPOP(v);
            subs <> [^v] -> subs;
        elseif checkpdr and not(isfast) then
            sysPUSH(t); sysCALLQ(checkpdr);
        endif;
    endfor;
    ;;; how many times round
    sysPUSH(hd(structs)); sysCALLQ(length);
    unless isfast then
        for t in tl(structs) do sysPUSH(t); sysCALLQ(length); sysCALLQ(min) endfor;
    endunless;
    sysPOP(lim);
    unless index then sysNEW_LVAR() -> index endunless;
    sysPUSHQ(1); sysPOP(index);
    sysLABEL(l_top);
    sysPUSH(index); sysPUSH(lim); sysCALLQ(nonop <=); sysIFNOT(l_end);
    for v, t, k in varlist, structs, [% for k from 1 to n do k endfor %] do
        sysPUSH(index); sysPUSH(t);
        if checkpdr == "class" then sysCALL(subs(k)) else sysCALLQ(subscrpdr) endif;
        sysPOP(v);
    endfor;
    pop11_loop_start(l_next);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysLABEL(l_next);
    sysPUSH(index); sysPUSHQ(1); sysCALLQ(nonop +); sysPOP(index);
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
