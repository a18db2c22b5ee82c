;;; for VAR allequalto PATTERNS [in LIST] do ... endfor (HELP ALLEQUALTO):
;;; VAR runs over every list of items of LIST (default: database), one for
;;; each pattern of the list PATTERNS, such that the list = PATTERNS, the
;;; patterns' matchvars holding one consistent set of values, which each
;;; round of the loop sees.  Each item is matched to its pattern in the
;;; first way = finds (segment matchvars are not tried in other ways).
;;; The matches are all found before the first round.
;;; sys_allequalto_matches(patterns, list) gives them as a list of pairs
;;; (items . [wident value ...]); sys_allequalto_assign(match) assigns
;;; one and gives its items.

section;

uses define_for_extension;

define global sys_allequalto_matches(pats, list);
    lvars pats, list;
    dlocal pop_matchvars_bound = [];
    define lconstant wval(w);
        lvars w;
        if isword(w) then valof(w) else idval(w) endif
    enddefine;
    define lconstant try(pats, done);
        lvars pats, done, item, saved, w;
        if pats == [] then
            conspair(rev(done),
                [% if ispair(pop_matchvars_bound) then
                       for w in back(pop_matchvars_bound) do w, wval(w) endfor
                   endif %])
        else
            for item in list do
                pop_matchvars_bound -> saved;
                if sys_nonlocal_equals(item, front(pats), procedure; true endprocedure)
                then
                    try(back(pats), item :: done)
                endif;
                saved -> pop_matchvars_bound
            endfor
        endif
    enddefine;
    [% try(pats, []) %]
enddefine;

define global sys_allequalto_assign(match);
    lvars match, b = back(match);
    until b == [] do
        if isword(front(b)) then front(back(b)) -> valof(front(b))
        else front(back(b)) -> idval(front(b))
        endif;
        back(back(b)) -> b
    enduntil;
    front(match)
enddefine;

define :for_extension global allequalto(varlist, isfast);
    lvars varlist, isfast, v = hd(varlist), pat = sysNEW_LVAR(), ms = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    pop11_comp_expr(); sysPOP(pat);
    sysPUSH(pat);
    if pop11_try_nextitem("in") then pop11_comp_expr() else sysPUSH("database") endif;
    sysCALLQ(sys_allequalto_matches); sysPOP(ms);
    pop11_need_nextitem("do") ->;
    sysLABEL(l_top);
    sysPUSH(ms); sysPUSHQ([]); sysCALLQ(nonop ==); sysIFSO(l_end);
    sysPUSH(ms); sysCALLQ(hd); sysCALLQ(sys_allequalto_assign); sysPOP(v);
    sysPUSH(ms); sysCALLQ(tl); sysPOP(ms);
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
