;;; matchvar_instantiate(struct [, flags]) -> struct2: struct with its
;;; matchvars (=?x, =??x, =*, =**, REF RECORDS) replaced by the values of
;;; their variables, sharing every part that has none to replace.  A
;;; segment matchvar is replaced (by its list's elements) only as an
;;; element of a list.  flags: bit 0, only variables bound by the call of
;;; = in progress (pop_matchvars_bound); bit 1, mishap when a matchvar is
;;; left; bit 2, replace those left by pop_undef (one item) or nothing
;;; (a segment in a list).

section;

define global matchvar_instantiate(struct);
    lvars struct, flags = 0, bound, orig;
    if isinteger(struct) then struct -> (struct, flags) endif;
    struct -> orig;
    if flags &&/=_0 1 then
        if ispair(pop_matchvars_bound) then back(pop_matchvars_bound) else [] endif
    else false
    endif -> bound;

    define lconstant mv_flags(mv);
        lvars mv;
        destmatchvar(mv) -> (, , , mv);
        mv
    enddefine;

    ;;; the value matchvar mv stands for, and true; false if it stays;
    ;;; "bad" if it must not stay
    define lconstant value_of(mv, inlist);
        lvars mv, inlist, name, w, r, fl;
        destmatchvar(mv) -> (name, w, r, fl);
        if w and not(fl &&/=_0 1 and not(inlist))
        and (not(bound) or lmember(w, bound)) then
            if isword(w) then valof(w) else idval(w) endif, true
        elseif fl &&/=_0 1 and not(inlist) and w then
            false
        elseif flags &&/=_0 2 then
            "bad"
        elseif flags &&/=_0 4 then
            if fl &&/=_0 1 and inlist then [] else pop_undef endif, true
        else
            false
        endif
    enddefine;

    define lconstant Instance(item) -> item;
        lvars item, h, t, v, n;
        if datakey(item) == matchvar_key then
            value_of(item, false) -> v;
            if v == "bad" then mishap(orig, 1, 'STRUCTURE CONTAINS UNINSTANTIATED MATCHVAR') elseif v then -> item endif
        elseif ispair(item) then
            fast_front(item) -> h;
            if datakey(h) == matchvar_key and mv_flags(h) &&/=_0 1 then
                Instance(fast_back(item)) -> t;
                value_of(h, true) -> v;
                if v == "bad" then mishap(orig, 1, 'STRUCTURE CONTAINS UNINSTANTIATED MATCHVAR') endif;
                if v then
                    -> v;
                    v <> t -> item
                elseif t /== fast_back(item) then
                    conspair(h, t) -> item
                endif
            else
                Instance(h) -> v;
                Instance(fast_back(item)) -> t;
                if v /== h or t /== fast_back(item) then conspair(v, t) -> item endif
            endif
        elseif isvector(item) then
            false -> n;
            fast_for v from 1 to datalength(item) do
                Instance(fast_subscrv(v, item)) -> h;
                if h /== fast_subscrv(v, item) then
                    unless n then copy(item) -> n endunless;
                    h -> fast_subscrv(v, n)
                endif
            endfor;
            if n then n -> item endif
        endif
    enddefine;

    Instance(struct)
enddefine;

endsection;
