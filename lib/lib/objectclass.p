;;; objectclass.p -- LIB OBJECTCLASS (HELP OBJECTCLASS): classes whose
;;; instances are records, generic procedures made of methods chosen by the
;;; classes of all their arguments, and call_next_method.  Written for
;;; pop11 from the behaviour Poplog's HELP OBJECTCLASS documents.
;;;
;;; A class is a key made by conskey (a mixin: a mixinclass record standing
;;; for one), described by an oc_class record in the property oc_class_of:
;;; its name, kind, direct superclasses, class precedence list (itself
;;; first, then the superclasses merged so that each keeps its own order),
;;; slot names in record order and their initialisers.  A generic procedure
;;; is a closure of oc_call on an oc_generic record holding its methods and
;;; updater methods; a method is an oc_method record: the classes of its
;;; arguments (or false: any), last argument first, and its procedure.
;;; Calling a generic procedure ranks the methods that apply to the
;;; arguments on the stack, the rightmost argument deciding first (a class
;;; earlier in the argument's precedence list is more specific, no
;;; constraint least), runs the best and keeps the rest in oc_next_methods
;;; for call_next_method.  The ranking is cached per generic by the keys of
;;; the arguments until a method is added.
;;;
;;; Slot access is a generic procedure per slot name, with one method for
;;; the class that declares the slot; it finds the field through
;;; oc_slot_table(name)(datakey(instance)), so subclasses and multiple
;;; inheritance (where a slot's position differs) share it.

section;

recordclass oc_class
    oc_class_name oc_class_kind oc_class_key oc_class_supers oc_class_cpl
    oc_class_slots oc_class_procs oc_class_vals oc_class_own
    oc_class_wrappers oc_class_cons oc_class_isa oc_class_new;
recordclass oc_generic
    oc_generic_name oc_generic_methods oc_generic_umethods oc_generic_cache
    oc_generic_one;
recordclass oc_method oc_method_classes oc_method_proc;

;;; key (or mixin) -> oc_class
vars oc_class_of = newproperty([], 64, false, "perm");
;;; generic procedure -> oc_generic
vars oc_generic_of = newproperty([], 64, false, "perm");
;;; slot name -> property (key -> field access procedure)
vars oc_slot_tables = newproperty([], 64, false, "perm");
;;; the methods call_next_method may run next
vars oc_next_methods = [];
;;; the instance being initialised by a class new procedure
vars myself = undef;
vars procedure (print_instance, sys_print_instance);

lconstant mixin_key = conskey("mixinclass", [full]);
procedure(m);
    printf('<mixinclass %p>', [% class_access(1, mixin_key)(m) %])
endprocedure -> class_print(mixin_key);

define lconstant slot_table(name);
    lvars name, t = oc_slot_tables(name);
    unless t then
        newproperty([], 16, false, "perm") ->> t -> oc_slot_tables(name)
    endunless;
    t
enddefine;

;;; the class precedence list of key (a list starting with key)
define lconstant cpl_of(key);
    lvars key, c = oc_class_of(key);
    if c then oc_class_cpl(c) else [^key] endif
enddefine;

;;; ---- class precedence lists ---------------------------------------------

;;; Merge lists so that each keeps its order; false if impossible.
define lconstant merge_cpls(seqs) -> result;
    lvars seqs, result = [], seq, cand, found, other;
    repeat
        [% for seq in seqs do unless seq == [] then seq endunless endfor %]
            -> seqs;
        quitif(seqs == []);
        false -> found;
        for seq in seqs do
            hd(seq) -> cand;
            true -> found;
            for other in seqs do
                if lmember(cand, tl(other)) then false -> found; quitloop endif
            endfor;
            if found then cand -> found; quitloop endif
        endfor;
        unless found then false -> result; return endunless;
        found :: result -> result;
        [% for seq in seqs do
            if hd(seq) == found then tl(seq) else seq endif
        endfor %] -> seqs
    endrepeat;
    rev(result) -> result
enddefine;

;;; ---- generic procedures --------------------------------------------------

;;; The ranked list of the methods of ms that apply to the arguments on the
;;; stack.
define lconstant rank_methods(ms) -> ranked;
    lvars ms, ranked, m, n = 0, j, k, c, cpls, cv, pos, p, ok, entries = [];
    for m in ms do max(n, datalength(oc_method_classes(m))) -> n endfor;
    min(n, stacklength()) -> n;
    initv(n) -> cpls;
    for j from 1 to n do cpl_of(datakey(subscr_stack(j))) -> cpls(j) endfor;
    for m in ms do
        oc_method_classes(m) -> cv;
        datalength(cv) -> k;
        nextif(k > n);
        initv(n) -> pos;
        true -> ok;
        for j from 1 to n do
            if j > k or not(cv(j) ->> c) then
                1e9 -> pos(j)
            else
                0 -> p;
                for c in cpls(j) do
                    p + 1 -> p;
                    quitif(c == cv(j))
                endfor;
                unless c == cv(j) then false -> ok; quitloop endunless;
                p -> pos(j)
            endif
        endfor;
        if ok then conspair(pos, m) :: entries -> entries endif
    endfor;
    define lconstant before(a, b);
        lvars a, b, j;
        for j from 1 to datalength(front(a)) do
            if front(a)(j) < front(b)(j) then return(true)
            elseif front(a)(j) > front(b)(j) then return(false)
            endif
        endfor;
        false
    enddefine;
    [% for m in syssort(entries, before) do back(m) endfor %] -> ranked
enddefine;

define lconstant method_failed(g, upd, ms);
    lvars g, upd, ms, m, n = 0, j, culprits = [];
    for m in ms do max(n, datalength(oc_method_classes(m))) -> n endfor;
    for j from 1 to min(n, stacklength()) do
        subscr_stack(j) :: culprits -> culprits
    endfor;
    mishap('Method "' >< oc_generic_name(g)
            >< if upd then '" updater failed' else '" failed' endif,
           culprits)
enddefine;

;;; The cache key of the arguments on the stack: their keys, last first.
define lconstant arg_keys(ms);
    lvars ms, m, n = 0, j;
    for m in ms do max(n, datalength(oc_method_classes(m))) -> n endfor;
    min(n, stacklength()) -> n;
    {% for j from 1 to n do datakey(subscr_stack(j + j - 1)) endfor %}
enddefine;

;;; Apply generic g (its updater if upd) to the arguments on the stack.
define oc_call(g, upd);
    lvars g, upd, ms, ranked, cache, keys, e, i, same;
    if upd then oc_generic_umethods(g) else oc_generic_methods(g) endif -> ms;
    ;;; all methods on one argument: the ranking by that argument's key
    if not(upd) and (oc_generic_one(g) ->> cache) and stacklength() > 0 then
        datakey(subscr_stack(1)) -> keys;
        unless cache(keys) ->> ranked then
            rank_methods(ms) ->> ranked -> cache(keys)
        endunless;
        if ranked == [] then method_failed(g, upd, ms) endif;
        dlocal oc_next_methods = tl(ranked);
        return(oc_method_proc(hd(ranked))())
    endif;
    oc_generic_cache(g) -> cache;
    arg_keys(ms) -> keys;
    false -> ranked;
    for e in cache(upd) do
        if datalength(front(e)) == datalength(keys) then
            true -> same;
            for i from 1 to datalength(keys) do
                unless front(e)(i) == keys(i) then false -> same; quitloop endunless
            endfor;
            if same then back(e) -> ranked; quitloop endif
        endif
    endfor;
    unless ranked then
        rank_methods(ms) -> ranked;
        conspair(keys, ranked) :: cache(upd) -> cache(upd)
    endunless;
    if ranked == [] then method_failed(g, upd, ms) endif;
    dlocal oc_next_methods = tl(ranked);
    oc_method_proc(hd(ranked))()
enddefine;

;;; Neither is named on DOING lines (in Poplog a generic procedure's method
;;; runs in its place, and call_next_method is syntax).
false -> pdprops(oc_call);

;;; call_next_method(ARGS): run the next method of the current chain.
define call_next_method();
    lvars ms = oc_next_methods;
    if ms == [] then
        mishap('CALL_NEXT_METHOD: no next method', [])
    endif;
    dlocal oc_next_methods = tl(ms);
    oc_method_proc(hd(ms))()
enddefine;
false -> pdprops(call_next_method);

define lconstant new_cache();
    newproperty([], 4, [], "perm")
enddefine;

;;; Add method proc for classes (a vector, in argument order, of keys or
;;; false) to the generic procedure old (or to a new one called name if old
;;; is not one), replacing a method with the same classes; the result is the
;;; generic procedure.
define oc_add_method(old, name, upd, classes, proc) -> gp;
    lvars old, name, upd, classes, proc, gp, g, ms, m, found = false, n, j;
    if isprocedure(old) and oc_generic_of(old) then
        old -> gp; oc_generic_of(gp) -> g
    else
        consoc_generic(name, [], [], new_cache(), false) -> g;
        oc_call(% g, false %) -> gp;
        name -> pdprops(gp);
        oc_call(% g, true %) -> updater(gp);
        name -> pdprops(updater(gp));
        g -> oc_generic_of(gp)
    endif;
    datalength(classes) -> n;
    consoc_method({% for j from n by -1 to 1 do classes(j) endfor %}, proc)
        -> m;
    if upd then oc_generic_umethods(g) else oc_generic_methods(g) endif -> ms;
    [% for old in ms do
        if oc_method_classes(old) = oc_method_classes(m) then
            m; true -> found
        else
            old
        endif
    endfor; unless found then m endunless %] -> ms;
    if upd then ms -> oc_generic_umethods(g) else ms -> oc_generic_methods(g) endif;
    if upd then updater(gp) else gp endif -> old;
    max(pdnargs(old), n) -> pdnargs(old);
    new_cache() -> oc_generic_cache(g);
    unless upd then
        true -> found;
        for m in ms do
            unless datalength(oc_method_classes(m)) == 1 then false -> found endunless
        endfor;
        found and newproperty([], 16, false, "perm") -> oc_generic_one(g)
    endunless
enddefine;

;;; ---- classes -------------------------------------------------------------

define lconstant slot_get(x, table);
    lvars x, table;
    table(datakey(x))(x)
enddefine;

define lconstant slot_put(v, x, table);
    lvars v, x, table;
    v -> table(datakey(x))(x)
enddefine;

define lconstant has_wrappers(c, kind);
    lvars c, kind, k, w;
    for k in oc_class_cpl(c) do
        for w in oc_class_wrappers(oc_class_of(k)) do
            if front(w) == kind then return(true) endif
        endfor
    endfor;
    false
enddefine;

;;; Run the wrappers of kind ("cons" or "new") of class c and its
;;; superclasses on inst, the most general class first.
define lconstant run_wrappers(inst, c, kind);
    lvars inst, c, kind, k, w;
    for k in rev(oc_class_cpl(c)) do
        for w in oc_class_wrappers(oc_class_of(k)) do
            if front(w) == kind then back(w)(inst) endif
        endfor
    endfor
enddefine;

;;; A shared slot's value: a ref, holding shared_unset until an =
;;; initialiser (init) has run.
lconstant shared_unset = consref("unset");

define lconstant shared_get(x, r, init);
    lvars x, r, init;
    if cont(r) == shared_unset then init() -> cont(r) endif;
    cont(r)
enddefine;

define lconstant shared_put(v, x, r, init);
    lvars v, x, r, init;
    v -> cont(r)
enddefine;

define oc_is(x, key);
    lvars x, key, c = oc_class_of(datakey(x));
    c and lmember(key, oc_class_cpl(c)) and true
enddefine;

;;; The new procedure of class c: an instance with every slot initialised
;;; in record order (myself is the instance meanwhile), then given to the
;;; cons and new wrappers of its classes.
define oc_new(c) -> inst;
    lvars c, inst, key = oc_class_key(c), procs = oc_class_procs(c), i, w;
    dlocal myself;
    class_cons(key)(explode(oc_class_vals(c))) -> inst;
    inst -> myself;
    for i from 1 to datalength(procs) do
        if procs(i) then procs(i)() -> class_access(i, key)(inst) endif
    endfor;
    ;;; the cons wrappers see the initialised instance
    run_wrappers(inst, c, "cons");
    run_wrappers(inst, c, "new")
enddefine;

;;; The cons procedure of class c when it has cons wrappers.
define oc_cons(c) -> inst;
    lvars c, inst;
    class_cons(oc_class_key(c))() -> inst;
    run_wrappers(inst, c, "cons")
enddefine;

define lconstant named(p, w);
    lvars p, w;
    w -> pdprops(p);
    p
enddefine;

define lconstant idname(prefix, name, suffix);
    lvars prefix, name, suffix;
    consword(prefix >< name >< suffix)
enddefine;

;;; Make class name of kind ("class", "mixin" or "singleton") from clauses
;;; (slot descriptors {name type initkind initproc}, and superclass keys, in
;;; source order); gens are the present values of its own slots' names.
;;; Returns the values of the identifiers the definition assigns: key,
;;; then consNAME destNAME newNAME (class) or NAME (singleton), then isNAME,
;;; then the slot generic procedures.
define oc_make_class(clauses, gens, name, kind);
    lvars clauses, gens, name, kind, supers, own, s, c, key, cpl, names = [],
        i, n, procs, vals, types, cls, d, e, g, inst;
    lvars wraps, decls;
    [% for c in clauses do
        unless isvector(c) or ispair(c) then c endunless
    endfor %] -> supers;
    [% for c in clauses do if ispair(c) then c endif endfor %] -> wraps;
    [% for c in clauses do if isvector(c) then c endif endfor %] -> decls;
    ;;; from here on, clauses are the record's slots and the superclasses
    [% for c in clauses do
        unless ispair(c) or isvector(c) and c(5) then c endunless
    endfor %] -> clauses;
    for c in supers do
        unless oc_class_of(c) then mishap(c, 1, 'CLASS NEEDED') endunless
    endfor;
    ;;; own slots: {name type initproc initval}, == initialisers run now
    [% for c in clauses do
        if isvector(c) then
            {% c(1), c(2),
               if c(3) == "=" then c(4) else false endif,
               if c(3) == "==" then c(4)()
               elseif c(2) == "full" then undef else 0 endif %}
        endif
    endfor %] -> own;
    ;;; slot names in record order
    for c in clauses do
        if isvector(c) then
            unless lmember(c(1), names) then c(1) :: names -> names endunless
        else
            for s in oc_class_slots(oc_class_of(c)) do
                unless lmember(s, names) then s :: names -> names endunless
            endfor
        endif
    endfor;
    rev(names) -> names;
    if kind == "mixin" then
        class_cons(mixin_key)(name) -> key
    else
        false -> key
    endif;
    merge_cpls([% for c in supers do oc_class_cpl(oc_class_of(c)) endfor,
                   supers %]) -> cpl;
    unless cpl then mishap(name, 1, 'INCONSISTENT SUPERCLASSES') endunless;
    ;;; each slot's initialiser and type: from the first class of the
    ;;; precedence list that declares it
    length(names) -> n;
    initv(n) -> procs; initv(n) -> vals; initv(n) -> types;
    for i from 1 to n do
        false -> d;
        for e in own do if e(1) == names(i) then e -> d endif endfor;
        unless d then
            for c in cpl do
                for e in oc_class_own(oc_class_of(c)) do
                    if e(1) == names(i) then e -> d; quitloop endif
                endfor;
                quitif(d)
            endfor
        endunless;
        d(2) -> types(i); d(3) -> procs(i); d(4) -> vals(i)
    endfor;
    unless key then conskey(name, datalist(types)) -> key endunless;
    key :: cpl -> cpl;
    consoc_class(name, kind, key, supers, cpl, names, procs, vals, own,
                 [% for c in wraps do conspair(front(c), back(c)) endfor %],
                 kind /== "mixin" and class_cons(key),
                 named(oc_is(% key %), idname('is', name, '')),
                 kind == "class" and named(oc_new(% cls %), idname('new', name, '')))
        -> cls;
    if oc_class_new(cls) then cls -> frozval(1, oc_class_new(cls)) endif;
    cls -> oc_class_of(key);
    if kind /== "mixin" and has_wrappers(cls, "cons") then
        oc_cons(% cls %) -> oc_class_cons(cls);
        pdnargs(class_cons(key)) -> pdnargs(oc_class_cons(cls))
    endif;
    unless kind == "mixin" then
        sys_print_instance -> class_print(key);
        for i from 1 to n do
            class_access(i, key) -> slot_table(names(i))(key)
        endfor
    endunless;
    ;;; the results
    key;
    if kind == "class" then
        named(oc_class_cons(cls), idname('cons', name, ''));
        named(class_dest(key), idname('dest', name, ''));
        oc_class_new(cls);
    endif;
    oc_class_isa(cls);
    if kind == "singleton" then oc_new(cls) endif;
    for e, g in decls, gens do
        if e(5) then
            ;;; a shared slot: a ref cell of the class
            consref(if e(3) == "==" then e(4)()
                    elseif e(3) == "=" then shared_unset
                    else undef endif) -> s;
            shared_get(% s, e(4) %), shared_put(% s, e(4) %)
        else
            slot_table(e(1)) -> s;
            slot_get(% s %), slot_put(% s %)
        endif -> (d, i);
        oc_add_method(g, e(1), false, {^key},
            named(d, idname(e(1), '(' >< name, ')'))) -> g;
        oc_add_method(g, e(1), true, {^false ^key},
            named(i, idname('->' >< e(1), '(_,' >< name, ')')))
    endfor
enddefine;

;;; print_instance(x): how an instance prints, <NAME slot:value ...>; a
;;; generic procedure, so classes can have their own print methods.
lvars printing = [];     ;;; the instances being printed
vars pop_oc_print_loop_check = true;

;;; sys_print_instance(x): the class_print of every class: print_instance,
;;; or (LOOP <CLASS>) for an instance met again inside its own printing.
define sys_print_instance(x);
    lvars x;
    if pop_oc_print_loop_check and lmember(x, printing) then
        printf('(LOOP <%p>)', [% oc_class_name(oc_class_of(datakey(x))) %]);
        return
    endif;
    dlocal printing = x :: printing;
    print_instance(x)
enddefine;

;;; ---- operations on classes (REF OBJECTCLASS) ----------------------------

;;; isclass(item): the kind of class item is ("object", "mixin" or
;;; "singleton"), or false if it is not one.
define isclass(item);
    lvars item, c = oc_class_of(item);
    if not(c) then false
    elseif oc_class_kind(c) == "class" then "object"
    else oc_class_kind(c)
    endif
enddefine;

define isinstance(item);
    lvars item;
    isclass(datakey(item))
enddefine;

define lconstant need_class(item);
    lvars item, c = oc_class_of(item);
    unless c then mishap(item, 1, 'CLASS NEEDED') endunless;
    c
enddefine;

define class_name(c);       oc_class_name(need_class(c))      enddefine;
define class_supers(c);     copylist(oc_class_supers(need_class(c))) enddefine;
define class_isa(c);        oc_class_isa(need_class(c))       enddefine;
define class_new(c);        oc_class_new(need_class(c))       enddefine;
define class_construct(c);  oc_class_cons(need_class(c))      enddefine;
oc_add_method(false, "print_instance", false, {^false},
    procedure(x);
        lvars x, c = oc_class_of(datakey(x)), s, i = 0;
        unless c then return(syspr(x)) endunless;
        cucharout(`<`);
        pr(oc_class_name(c));
        for s in oc_class_slots(c) do
            i + 1 -> i;
            cucharout(`\s`); pr(s); cucharout(`:`);
            pr(class_access(i, oc_class_key(c))(x))
        endfor;
        cucharout(`>`)
    endprocedure) -> print_instance;
consword('print_instance(_)')
    -> pdprops(oc_method_proc(hd(oc_generic_methods(oc_generic_of(print_instance)))));

;;; ---- define forms --------------------------------------------------------

lconstant decl_words = [vars constant lvars lconstant];

define lconstant read_decl();
    if lmember(nextreaditem(), decl_words) then readitem() else false endif
enddefine;

;;; Declare w (a procedure identifier if isproc) as decl says; with no
;;; decl, a permanent variable unless w is declared already.
define lconstant declare(w, decl, isproc);
    lvars w, decl, isproc, props = if isproc then "procedure" else 0 endif;
    if decl == "lvars" or decl == "lconstant" then
        sysLVARS(w, props)
    elseif decl or identprops(w) == "undef" then
        sysVARS(w, props)
    endif
enddefine;

define lconstant need_word(w);
    lvars w;
    unless isword(w) then mishap(w, 1, 'WORD NEEDED') endunless;
    w
enddefine;

;;; The body of define :class, :mixin and :singleton.
define lconstant define_a_class(kind);
    lvars kind, decl = read_decl(), name = need_word(readitem()), w, clauses = [],
        sdecl, sname, type, ikind, init, ids, c, shared;
    ;;; declare what the definition assigns
    [% idname('', name, '_key'),
       if kind == "class" then
           idname('cons', name, ''), idname('new', name, ''),
           idname('dest', name, '')
       endif,
       idname('is', name, ''),
       if kind == "singleton" then name endif %] -> ids;
    for w in ids do
        declare(w, decl, w /== hd(ids) and w /== name)
    endfor;
    if nextreaditem() == "[" then
        ;;; attributes for conskey: accepted and ignored
        until readitem() == "]" do enduntil
    endif;
    repeat
        readitem() -> w;
        if w == ";" then
            nextloop
        elseif w == "enddefine" then
            quitloop
        elseif w == "is" or w == "isa" then
            repeat
                need_word(readitem()) :: clauses -> clauses;
                readitem() -> w;
                quitunless(w == ",")
            endrepeat
        elseif w == "on" then
            ;;; on cons(VAR) do EXPR;  on new(VAR) do EXPR;
            need_word(readitem()) -> ikind;
            unless ikind == "cons" or ikind == "new" then
                mishap(ikind, 1, 'UNSUPPORTED WRAPPER (only cons and new)')
            endunless;
            pop11_need_nextreaditem("(") -> ;
            need_word(readitem()) -> sname;
            pop11_need_nextreaditem(")") -> ;
            pop11_need_nextreaditem("do") -> ;
            sysPROCEDURE(idname(ikind, '_wrapper', ''), 1);
            sysLVARS(sname, 0); sysPOP(sname);
            pop11_comp_expr_to([; enddefine]) -> w;
            sysENDPROCEDURE() -> init;
            conspair(ikind, init) :: clauses -> clauses
        elseif w == "slot" or w == "shared_slot" then
            w == "shared_slot" -> shared;
            repeat
                read_decl() -> sdecl;
                need_word(readitem()) -> sname;
                declare(sname, sdecl or decl, true);
                "full" -> type; false -> ikind; false -> init;
                if nextreaditem() == ":" then
                    readitem() -> ; need_word(readitem()) -> type
                endif;
                if nextreaditem() == "=" or nextreaditem() == "==" then
                    readitem() -> ikind;
                    sysPROCEDURE(idname('', sname, '_init'), 0);
                    pop11_comp_expr_to([, ; enddefine]) -> w;
                    sysENDPROCEDURE() -> init
                else
                    readitem() -> w
                endif;
                {^sname ^type ^ikind ^init ^sdecl ^shared} :: clauses -> clauses;
                quitunless(w == ",")
            endrepeat
        else
            mishap(w, 1, 'SLOT, IS OR enddefine EXPECTED IN CLASS DEFINITION')
        endif;
        if w == "enddefine" then quitloop endif;
        unless w == ";" then
            mishap(w, 1, 'SEMICOLON EXPECTED IN CLASS DEFINITION')
        endunless
    endrepeat;
    rev(clauses) -> clauses;
    ;;; oc_make_class(clauses, gens, name, kind), then assign its results
    for c in clauses do
        if isvector(c) then
            sysPUSHQ({% c(1), c(2), c(3), c(4), c(6) %})
        elseif ispair(c) then
            sysPUSHQ(c)
        else
            sysPUSH(idname('', c, '_key'))
        endif
    endfor;
    sysPUSHQ(length(clauses)); sysCALLQ(conslist);
    [% for c in clauses do unless ispair(c) then c endunless endfor %] -> clauses;
    for c in clauses do if isvector(c) then sysPUSH(c(1)) endif endfor;
    sysPUSHQ(length([% for c in clauses do if isvector(c) then c endif endfor %]));
    sysCALLQ(conslist);
    sysPUSHQ(name); sysPUSHQ(kind);
    sysCALLQ(oc_make_class);
    for c in rev(clauses) do if isvector(c) then sysPOP(c(1)) endif endfor;
    if kind == "singleton" then sysPOP(name) endif;
    sysPOP(idname('is', name, ''));
    if kind == "class" then
        sysPOP(idname('new', name, ''));
        sysPOP(idname('dest', name, ''));
        sysPOP(idname('cons', name, ''))
    endif;
    sysPOP(idname('', name, '_key'))
enddefine;

define :define_form class;
    define_a_class("class")
enddefine;

define :define_form mixin;
    define_a_class("mixin")
enddefine;

define :define_form singleton;
    define_a_class("singleton")
enddefine;

;;; define :method [decl] [updaterof] NAME(ARG[:CLASS], ...) ... enddefine
define :define_form method;
    lvars decl = read_decl(), upd = false, name, args = [], classes = [], w, p,
        props, a;
    if nextreaditem() == "updaterof" then readitem() -> ; true -> upd endif;
    unless decl then read_decl() -> decl endunless;
    need_word(readitem()) -> name;
    pop11_need_nextreaditem("(") -> ;
    unless nextreaditem() == ")" then
        repeat
            need_word(readitem()) :: args -> args;
            if nextreaditem() == ":" then
                readitem() -> ; need_word(readitem())
            else
                false
            endif :: classes -> classes;
            readitem() -> w;
            quitif(w == ")");
            unless w == "," then mishap(w, 1, 'COMMA OR ) EXPECTED IN METHOD HEADER') endunless
        endrepeat
    else
        readitem() ->
    endunless;
    rev(args) -> args; rev(classes) -> classes;
    [( % for a in args do a, unless a == last(args) then "," endunless endfor % )]
        <> proglist -> proglist;
    consword((if upd then '->' else '' endif) >< name >< '('
        >< (procedure; lvars c, s = '';
                for c in classes do
                    s >< (if s = '' then '' else ',' endif) >< (c or "_") -> s
                endfor;
                s
            endprocedure)()
        >< ')') -> props;
    declare(name, decl, true);
    pop11_comp_procedure([enddefine], props, props) -> p;
    sysPUSH(name); sysPUSHQ(name); sysPUSHQ(upd);
    for w in classes do
        if w then
            idname('', w, '_key') -> a;
            ;;; a permanent NAME_key must hold a class already
            if identprops(a) /== "undef" and not(oc_class_of(valof(a))) then
                mishap(w, 1, 'CLASS NAME NEEDED')
            endif;
            sysPUSH(a)
        else
            sysPUSHQ(false)
        endif
    endfor;
    sysPUSHQ(length(classes)); sysCALLQ(consvector);
    sysPUSHQ(p);
    sysCALLQ(oc_add_method);
    sysPOP(name)
enddefine;

;;; The kernel (innermost) procedure of each method that has a wrapper.
vars oc_wrapper_kernels = newproperty([], 16, false, "tmparg");

;;; Wrap the method of generic gp (its updater's if upd) whose classes are
;;; the vector classes (in argument order): it becomes wproc(%kernel%),
;;; kernel being the method's own procedure (a new wrapper replaces an
;;; old one).
define oc_add_wrapper(gp, name, upd, classes, wproc);
    lvars gp, name, upd, classes, wproc, g, m, cv, j, n, kernel;
    unless isprocedure(gp) and (oc_generic_of(gp) ->> g) then
        mishap(name, 1, 'WRAPPER FOR NON-EXISTENT METHOD')
    endunless;
    datalength(classes) -> n;
    {% for j from n by -1 to 1 do classes(j) endfor %} -> cv;
    for m in if upd then oc_generic_umethods(g) else oc_generic_methods(g) endif do
        if oc_method_classes(m) = cv then
            oc_wrapper_kernels(m) or oc_method_proc(m) -> kernel;
            kernel -> oc_wrapper_kernels(m);
            wproc(% kernel %) -> oc_method_proc(m);
            return
        endif
    endfor;
    mishap(name, 1, 'WRAPPER FOR NON-EXISTENT METHOD')
enddefine;

;;; define :wrapper [updaterof] NAME(ARG[:CLASS], ..., WRAPPED) ... enddefine
;;; (REF OBJECTCLASS): WRAPPED is the method of NAME with those classes,
;;; which the wrapper may call.
define :define_form wrapper;
    lvars upd = false, name, args = [], classes = [], w, p, a;
    if nextreaditem() == "updaterof" then readitem() -> ; true -> upd endif;
    need_word(readitem()) -> name;
    pop11_need_nextreaditem("(") -> ;
    repeat
        need_word(readitem()) :: args -> args;
        if nextreaditem() == ":" then
            readitem() -> ; need_word(readitem())
        else
            false
        endif :: classes -> classes;
        readitem() -> w;
        quitif(w == ")");
        unless w == "," then mishap(w, 1, 'COMMA OR ) EXPECTED IN WRAPPER HEADER') endunless
    endrepeat;
    rev(args) -> args; rev(tl(classes)) -> classes;
    [( % for a in args do a, unless a == last(args) then "," endunless endfor % )]
        <> proglist -> proglist;
    pop11_comp_procedure([enddefine], name, name) -> p;
    sysPUSH(name); sysPUSHQ(name); sysPUSHQ(upd);
    for w in classes do
        if w then sysPUSH(idname('', w, '_key')) else sysPUSHQ(false) endif
    endfor;
    sysPUSHQ(length(classes)); sysCALLQ(consvector);
    sysPUSHQ(p);
    sysCALLQ(oc_add_wrapper)
enddefine;

;;; instance CLASS SLOT = EXPR; ... endinstance: a new instance with those
;;; slots assigned.
vars syntax endinstance;

define lconstant instance_body(cname, closer);
    lvars cname, closer, tmp = sysNEW_LVAR(), w, slotname;
    sysCALL(idname('new', cname, '')); sysPOP(tmp);
    repeat
        readitem() -> w;
        quitif(w == closer);
        nextif(w == ";");
        need_word(w) -> slotname;
        pop11_need_nextreaditem("=") -> ;
        pop11_comp_expr_to([; ^closer]) -> w;
        sysPUSH(tmp); sysUCALL(slotname);
        quitif(w == closer)
    endrepeat;
    sysPUSH(tmp)
enddefine;

define syntax instance;
    instance_body(need_word(readitem()), "endinstance")
enddefine;

;;; define :instance [decl] NAME:CLASS; SLOT = EXPR; ... enddefine
define :define_form instance;
    lvars decl = read_decl(), name = need_word(readitem());
    pop11_need_nextreaditem(":") -> ;
    declare(name, decl, false);
    instance_body(need_word(readitem()), "enddefine");
    sysPOP(name)
enddefine;

endsection;
