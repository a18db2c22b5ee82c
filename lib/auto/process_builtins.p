;;; process_builtins: Pop-11 versions of the built-in procedures that
;;; call a procedure argument (applist, maplist, ncmaplist, appdata,
;;; appproperty, syssort, nc_listsort), which the built-ins run instead
;;; of their C code when called inside a process with a procedure
;;; argument that is not itself a built-in (vm/library/process.c,
;;; process_redirect).  A process is suspended by copying its stack
;;; frames out (HELP PROCESS); the frames of these versions can be
;;; copied, a C function's cannot, so a suspend inside the procedure
;;; argument works as in Poplog.  Each one is named as the built-in it
;;; stands for (pdprops), for mishap reports and the profiler.
;;;
;;; process_builtins is a list of alternate built-in names and versions.

section;

define lconstant Applist(l, p);
    lvars l, procedure p;
    until null(l) do fast_destpair(l) -> l; p() enduntil
enddefine;
"applist" -> pdprops(Applist);

define lconstant Maplist(l, p);
    lvars l, p;
    [% Applist(l, p) %]
enddefine;
"maplist" -> pdprops(Maplist);

define lconstant Ncmaplist(l, p) -> l;
    lvars l, procedure p, w = l;
    until null(w) do
        p(fast_front(w)) -> fast_front(w);
        fast_back(w) -> w
    enduntil
enddefine;
"ncmaplist" -> pdprops(Ncmaplist);

define lconstant Appdata(v, p);
    lvars v, procedure p, x;
    if ispair(v) then
        p(fast_front(v));
        p(fast_back(v))
    else
        ;;; the fields, as the built-in gives them (identfn is a built-in)
        for x in [% appdata(v, identfn) %] do p(x) endfor
    endif
enddefine;
"appdata" -> pdprops(Appdata);

define lconstant Appproperty(prop, p);
    lvars prop, procedure p, e;
    ;;; the entries of a copy of the table, as the built-in's (conspair
    ;;; is a built-in)
    for e in [% appproperty(prop, conspair) %] do p(fast_front(e), fast_back(e)) endfor
enddefine;
"appproperty" -> pdprops(Appproperty);

;;; The merge sort of the built-in syssort, with the same order of
;;; comparisons and so the same result for any before_p: runs (maximal
;;; chains with before_p(prev, next) true) merged as nc_listsort does.
;;; pairs, next and elems are the work vectors (indices from 1, 0: none).
define lconstant Listsort(l, before_p) -> l;
    lvars l, procedure before_p, n = 0, w, i, pos = 1, res, k, pairs, next, elems;
    returnif(l == []);
    for w on l do n + 1 -> n endfor;
    initv(n) -> pairs; initv(n) -> next; initv(n) -> elems;
    1 -> i;
    for w on l do
        w -> fast_subscrv(i, pairs);
        fast_front(w) -> fast_subscrv(i, elems);
        (if i < n then i + 1 else 0 endif) -> fast_subscrv(i, next);
        i + 1 -> i
    endfor;
    define lconstant Get_run() -> start;
        lvars start = pos;
        pos + 1 -> pos;
        while pos <= n do
            quitunless(before_p(fast_subscrv(pos - 1, elems), fast_subscrv(pos, elems)));
            pos + 1 -> pos
        endwhile;
        0 -> fast_subscrv(pos - 1, next)
    enddefine;
    define lconstant Merge(a, b) -> head;
        lvars a, b, head = 0, tail = 0, take;
        repeat
            if before_p(fast_subscrv(a, elems), fast_subscrv(b, elems)) then
                a -> take; fast_subscrv(a, next) -> a
            else
                b -> take; fast_subscrv(b, next) -> b
            endif;
            if tail == 0 then take -> head else take -> fast_subscrv(tail, next) endif;
            take -> tail;
            if a == 0 then b -> fast_subscrv(tail, next); return endif;
            if b == 0 then a -> fast_subscrv(tail, next); return endif
        endrepeat
    enddefine;
    define lconstant Get_sequence(k) -> a;
        lvars k, a, b;
        if k < 2 then return(Get_run() -> a) endif;
        Get_sequence(k - 1) -> a;
        returnif(pos > n);
        Get_sequence(k - 1) -> b;
        Merge(a, b) -> a
    enddefine;
    Get_run() -> res;
    1 -> k;
    while pos <= n do
        Merge(res, Get_sequence(k)) -> res;
        k + 1 -> k
    endwhile;
    fast_subscrv(res, pairs) -> l;
    while res /== 0 do
        fast_subscrv(res, next) -> w;
        (if w == 0 then [] else fast_subscrv(w, pairs) endif)
            -> fast_back(fast_subscrv(res, pairs));
        w -> res
    endwhile
enddefine;

;;; l expanded (if dynamic) and ended with [], reusing its pairs
define lconstant Expanded(l) -> l;
    lvars l, w = l, last = false;
    until null(w) do w -> last; fast_back(w) -> w enduntil;
    if last then [] -> fast_back(last) endif;
    if null(l) then [] -> l endif
enddefine;

false -> pdprops(Expanded);

define lconstant Syssort(l, p);
    lvars l, p, copy = true, x;
    if l == true or l == false then l -> copy; -> l endif;
    ;;; (chained, so that a mishap's DOING line names nc_listsort, as
    ;;; Poplog's syssort does)
    chain(if copy then [% for x in l do x endfor %] else Expanded(l) endif, p, Listsort)
enddefine;
"syssort" -> pdprops(Syssort);

define lconstant Nc_listsort(l, p);
    lvars l, p;
    chain(Expanded(l), p, Listsort)
enddefine;
"nc_listsort" -> pdprops(Nc_listsort);
"nc_listsort" -> pdprops(Listsort);

global constant process_builtins = [
    applist ^Applist maplist ^Maplist ncmaplist ^Ncmaplist appdata ^Appdata
    appproperty ^Appproperty syssort ^Syssort nc_listsort ^Nc_listsort
];

endsection;
