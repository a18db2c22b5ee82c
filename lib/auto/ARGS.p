;;; ARGS v1, ..., vn, &OPTIONAL o1:pred1, ..., ok:predk;
;;; a macro for procedures with optional trailing arguments (LIB ARGS):
;;; v1 ... vn are the procedure's last formal arguments; as long as vn
;;; holds an item some predi accepts (tried from the last one listed
;;; back), that item is moved into oi and v1 ... vn are shifted up by one,
;;; vn getting vn-1's value and v1 the next item from the stack -- the
;;; caller's argument before them.  Optional arguments may come in any
;;; order; each oi keeps its initial value when none is given.
;;;     define f(p, q) -> r; lvars flag = false;
;;;         ARGS p, q, &OPTIONAL flag:isboolean; [^p ^q ^flag] -> r
;;;     enddefine;
;;;     f(1, 2) => f(1, 2, true) =>
;;;     ** [1 2 <false>]
;;;     ** [1 2 <true>]

section;

define global macro ARGS;
    lvars item, vars_list = [], optional = [], last_var, o, first = true;
    ;;; the compulsory variables, up to & OPTIONAL
    repeat
        readitem() -> item;
        quitif(item == "&");
        unless isword(item) then mishap(item, 1, 'ARGS: VARIABLE NAME NEEDED') endunless;
        vars_list <> [^item] -> vars_list;
        pop11_need_nextitem(",") ->
    endrepeat;
    pop11_need_nextitem("OPTIONAL") ->;
    if vars_list == [] then mishap(0, 'ARGS: NO VARIABLES BEFORE &OPTIONAL') endif;
    last(vars_list) -> last_var;
    ;;; the optional ones, each VARIABLE:PREDICATE, up to ;
    repeat
        readitem() -> item;
        quitif(item == ";");
        pop11_need_nextitem(":") ->;
        conspair(item, readitem()) :: optional -> optional;    ;;; last first
        readitem() -> item;
        quitif(item == ";");
        unless item == "," then
            mishap(item, 1, 'ARGS: "," OR ";" EXPECTED IN OPTIONAL ARGUMENTS')
        endunless
    endrepeat;
    ;;; repeat if PRED(vn) then (v1, ..., vn) -> (v1, ..., vn, o) elseif ...
    ;;; else quitloop() endif endrepeat;
    [repeat
        ^^(maplist(optional,
              procedure(o);
                  lvars o;
                  [% if first then "if" else "elseif" endif, false -> first,
                     back(o), "(", last_var, ")", "then",
                     "(", for item in vars_list do item, "," endfor ->, ")",
                     "->",
                     "(", for item in vars_list do item, "," endfor, front(o), ")" %]
              endprocedure).flatten)
        else quitloop() endif
     endrepeat;] .dl
enddefine;

endsection;
