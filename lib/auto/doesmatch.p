;;; datum doesmatch pattern -> bool
;;; datum doesmatch (pattern, proc) -> bool
;;; doesmatch(datum, pattern [, proc]) -> bool: the matcher of HELP
;;; ALLMATCHES, an operator (precedence 8, as matches).  The patterns are
;;; those of matches: ?x, ??x, =, ==, restrictions ?x:R, ??x:R, = :R and
;;; == :R (R an integer length, a procedure, or a word or identifier whose
;;; value is one), sublists, and the identifiers of ![...].  Unlike
;;; matches it searches all the ways a pattern can match, backtracking
;;; into earlier segments (?? and ==) and sublists when a later element
;;; fails, so [[1 2 3 4][3 4 1 2]] doesmatch [[??x ??y][??y ??x]] is true.
;;; Segments are tried shortest first.  With proc, each complete match
;;; (the variables assigned) calls proc(); a false result makes the search
;;; go on to the next match, and doesmatch is false when none is left.
;;; A restriction procedure's result other than true replaces the value
;;; matched, as with matches.  sys_doesmatch_all(datum, pattern) -> list
;;; gives every match as a list of [var value var value ...] bindings
;;; (used by while_matching and forall_match).

section;

define lconstant dm_restriction(r);
    lvars r;
    while isword(r) or isident(r) do valof(r) -> r endwhile;
    r
enddefine;

;;; the value a restriction r lets val have (false: none)
define lconstant dm_check(val, r);
    lvars val, r, res;
    if r == false then
        val
    elseif isinteger(r) then
        length(val) == r and val
    else
        r(val) -> res;
        if res == false then false
        elseif res == true then val
        else res
        endif
    endif
enddefine;

;;; the variables bound so far in this match, a list of var :: value
;;; pairs (the values are kept here because valof does not read the
;;; identifiers of ![...]; the matcher itself assigns them)
lvars dm_bound = [];

;;; bind var (a word, an identifier, or false for = and ==) to val,
;;; then continue with k; undo the binding when k fails
define lconstant dm_bind(var, val, r, k);
    lvars var, val, r, k, save = popmatchvars, saveb = dm_bound, v, b;
    if r then
        ;;; a restriction of false never rejects; a procedure may convert
        if (dm_check(val, r) ->> v) == false then return(false) endif;
        v -> val
    endif;
    returnunless(var)(k());
    for b in dm_bound do
        if front(b) == var then return(back(b) = val and k()) endif
    endfor;
    ;;; let the matcher assign it (and note it in popmatchvars)
    sysmatch(conspair("?", conspair(var, [])), conspair(val, [])) ->;
    conspair(conspair(var, val), dm_bound) -> dm_bound;
    if k() then true else save -> popmatchvars; saveb -> dm_bound; false endif
enddefine;

;;; the element at the front of pattern list p: its kind ("one" for ? and
;;; =, "seg" for ?? and ==, false for a literal), variable, restriction
;;; and the rest of the pattern
define lconstant dm_element(p) -> (kind, var, r, rest);
    lvars p, kind = false, var = false, r = false, rest = back(p), e = front(p);
    if e == "?" or e == "??" then
        if rest == [] then return endif;
        if e == "?" then "one" else "seg" endif -> kind;
        front(rest) -> var; back(rest) -> rest
    elseif e == "=" then "one" -> kind
    elseif e == "==" then "seg" -> kind
    else return
    endif;
    if ispair(rest) and front(rest) == ":" and ispair(back(rest)) then
        dm_restriction(front(back(rest))) -> r;
        back(back(rest)) -> rest
    endif
enddefine;

define lconstant dm_list(d, p, k);
    lvars d, p, k, kind, var, r, rest, seg, n, dd, i, e;
    if p == [] then return(d == [] and k()) endif;
    dm_element(p) -> (kind, var, r, rest);
    if kind == "one" then
        ispair(d)
        and dm_bind(var, front(d), r, procedure; dm_list(back(d), rest, k) endprocedure)
    elseif kind == "seg" then
        ;;; try each initial segment of d, shortest first
        0 -> n; d -> dd;
        repeat
            unless isinteger(r) and n /== r then
                d -> e;
                [% for i from 1 to n do front(e); back(e) -> e endfor %] -> seg;
                returnif(dm_bind(var, seg, r,
                        procedure; dm_list(dd, rest, k) endprocedure))(true)
            endunless;
            quitunless(ispair(dd));
            back(dd) -> dd; n + 1 -> n
        endrepeat;
        false
    elseunless ispair(d) then
        false
    elseif ispair(front(p) ->> e) then
        ;;; a sublist: match it, then the rest of this list
        (ispair(front(d)) or front(d) == [])
        and dm_list(front(d), e,
                procedure; dm_list(back(d), rest, k) endprocedure)
    else
        ;;; (as in Poplog, a matchvar of the pattern is active, being the
        ;;; right-hand argument of =, only in the list's last element)
        if rest == [] then front(d) = e else e = front(d) endif
        and dm_list(back(d), rest, k)
    endif
enddefine;

define global 8 doesmatch(datum, pattern);
    lvars datum, pattern, proc = false, k;
    dlocal popmatchvars = [], dm_bound = [];
    if isprocedure(pattern) then
        ;;; datum doesmatch (pattern, proc)
        (), datum, pattern -> (datum, pattern, proc)
    endif;
    if proc then
        procedure; proc() and true endprocedure
    else
        procedure; true endprocedure
    endif -> k;
    if ispair(pattern) or pattern == [] then
        (ispair(datum) or datum == []) and dm_list(datum, pattern, k)
    else
        datum = pattern and k()
    endif
enddefine;

define global sys_doesmatch_all(datum, pattern) -> all;
    lvars datum, pattern, all = [];
    doesmatch(datum, pattern,
        procedure;
            lvars v;
            [% for v in rev(dm_bound) do front(v), back(v) endfor %] :: all
                -> all;
            false
        endprocedure) ->;
    rev(all) -> all
enddefine;

endsection;
