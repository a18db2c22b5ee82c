;;; sys_nonlocal_equals(item1, item2 [, accept_p]) -> bool: the matcher
;;; behind the operator equals (REF DATA): item1 = item2, where item2 may
;;; hold matchvars (=?x, =??x, =*, =**), trying every way the segment
;;; matchvars can divide the lists, so that a repeated segment variable
;;; is matched correctly wherever it occurs (= does not go back into a
;;; sub-list it has matched).  Segments are tried shortest first.  With
;;; accept_p, each complete match calls accept_p(); false makes the search
;;; go on.  Uses the current pop_matchvars_bound (equals localises it);
;;; conversions (#p restrictions) are assigned when the match succeeds.

section;

define global sys_nonlocal_equals(item1, item2) -> bool;
    lvars item1, item2, accept = false, bool;
    if isprocedure(item2) then (item1, item2) -> (item1, item2, accept) endif;

    define lconstant wval(w);
        lvars w;
        if isword(w) then valof(w) else idval(w) endif
    enddefine;

    define lconstant updaterof wval(v, w);
        lvars v, w;
        if isword(w) then v -> valof(w) else v -> idval(w) endif
    enddefine;

    define lconstant is_bound(w);
        lvars w;
        ispair(pop_matchvars_bound) and lmember(w, back(pop_matchvars_bound))
    enddefine;

    ;;; bind matchvar mv to value, then run k
    define lconstant bind(mv, value, k);
        lvars mv, value, procedure k, name, w, r, fl, res, saved = pop_matchvars_bound;
        destmatchvar(mv) -> (name, w, r, fl);
        if w and is_bound(w) then
            return(wval(w) = value and k())
        endif;
        if isident(r) then idval(r) -> r endif;
        if isinteger(r) then
            unless length(value) == r then return(false) endunless
        elseif isprocedure(r) then
            r(value) -> res;
            unless res then return(false) endunless;
            if fl &&/=_0 2 and w then
                conspair(conspair(res, conspair(w,
                    if ispair(pop_matchvars_bound) then front(pop_matchvars_bound)
                    else [] endif)),
                    if ispair(pop_matchvars_bound) then back(pop_matchvars_bound)
                    else [] endif) -> pop_matchvars_bound
            endif
        endif;
        if w then
            value -> wval(w);
            conspair(if ispair(pop_matchvars_bound) then front(pop_matchvars_bound)
                     else [] endif,
                     conspair(w, if ispair(pop_matchvars_bound) then
                                    back(pop_matchvars_bound) else [] endif))
                -> pop_matchvars_bound
        endif;
        if k() then true else saved -> pop_matchvars_bound; false endif
    enddefine;

    define lconstant is_seg(x);
        lvars x, fl;
        datakey(x) == matchvar_key and (destmatchvar(x) -> (, , , fl); fl &&/=_0 1)
    enddefine;

    ;;; match d against p, then run k
    define lconstant M(d, p, k);
        lvars d, p, procedure k, n, l, i;
        if datakey(p) == matchvar_key then
            not(is_seg(p)) and bind(p, d, k)
        elseif ispair(p) and is_seg(fast_front(p)) then
            ;;; l: d after its first n items
            0 -> n;
            d -> l;
            repeat
                if bind(fast_front(p),
                        [% d -> i; repeat n times fast_destpair(i) -> i endrepeat %],
                        procedure; M(l, fast_back(p), k) endprocedure)
                then
                    return(true)
                endif;
                quitunless(ispair(l));
                fast_back(l) -> l;
                n + 1 -> n
            endrepeat;
            false
        elseif ispair(p) then
            ispair(d) and M(fast_front(d), fast_front(p),
                            procedure; M(fast_back(d), fast_back(p), k) endprocedure)
        elseif isvector(p) then
            unless isvector(d) and datalength(d) == datalength(p) then
                return(false)
            endunless;
            define lconstant elems(i, d, p, k);
                lvars i, d, p, procedure k;
                if i > datalength(p) then k()
                else M(fast_subscrv(i, d), fast_subscrv(i, p),
                       procedure; elems(i + 1, d, p, k) endprocedure)
                endif
            enddefine;
            elems(1, d, p, k)
        else
            d = p and k()
        endif
    enddefine;

    define lconstant finish();
        lvars l;
        if ispair(pop_matchvars_bound) then
            front(pop_matchvars_bound) -> l;
            until l == [] do
                front(l) -> wval(front(back(l)));
                back(back(l)) -> l
            enduntil
        endif;
        if accept then accept() else true endif
    enddefine;

    M(item1, item2, finish) -> bool
enddefine;

endsection;
