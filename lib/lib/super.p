;;; super.p -- LIB SUPER (HELP SUPER): the database with Prolog's kind
;;; of inference.  Written for pop11 from the behaviour Poplog's HELP
;;; SUPER and TEACH SUPER_EXAMPLE document and its LIB SUPER shows.
;;;
;;; The database becomes a list of groups [WORD ITEM ...], one for each
;;; first word, the group last added to first and its items in the order
;;; they were added.  An item's ?x and ??x variables are stored as refs
;;; holding the word (<ref x>); "=" and "==" as refs holding false.
;;;
;;; Goals are proved by a small machine.  Its state is the current
;;; operation and argument, a continuation (the list of (OPERATION .
;;; ARGUMENT) pairs still to do) and a stack of choice points: each is
;;; three entries (operation, argument, continuation), and above them are
;;; single entries, the refs bound since, which are unbound again when
;;; the machine backtracks to that choice point.  The variables of a
;;; stored item are not copied when it is tried: its refs are paired
;;; with the values they match in an association list (the store), and
;;; each condition of a rule is copied with that list just before it is
;;; tried.  A cut, reached again on backtracking, goes back to the
;;; number of stack entries there were when its goal started, which is
;;; what Poplog's LIB SUPER does (see HELP SUPER, section 5).

section;

lvars
    spylist = [],
    ;;; the machine (dlocal to each run, so that a "do" may prove goals)
    operand, argument, continuation, choices = [], depth = 0,
    store = [], unified = true, goal_count = 0;


;;; -- Variables and conversions ---------------------------------------------

define lconstant known(key);
    lvars s = store;
    while ispair(s) do
        if fast_front(s) == key then return(fast_front(fast_back(s))) endif;
        fast_back(fast_back(s)) -> s
    endwhile;
    false
enddefine;

define lconstant remember(key, val);
    conspair(key, conspair(val, store)) -> store
enddefine;

define lconstant variable_for(word);
    lvars r = known(word);
    unless r then consref(word) -> r; remember(word, r) endunless;
    r
enddefine;

;;; An item or goal as written (with ? ?? = ==) to its stored form.
define lconstant from_pattern(c) -> c;
    lvars x, rest, a, b;
    unless ispair(c) then
        if c == "=" then
            consref(false) -> c
        elseif isref(c) then
            unless known(c) ->> a then consref(false) -> a; remember(c, a) endunless;
            a -> c
        endif;
        return
    endunless;
    fast_destpair(c) -> (x, rest);
    if x == "?" then
        destpair(rest) -> (x, rest);
        conspair(variable_for(x), from_pattern(rest)) -> c
    elseif x == "??" then
        variable_for(front(rest)) -> c
    elseif x == "==" then
        consref(false) -> c
    else
        from_pattern(x) -> a;
        from_pattern(rest) -> b;
        unless a == x and b == rest then conspair(a, b) -> c endunless
    endif
enddefine;

;;; A stored structure to a fresh copy, its variables looked up in store.
define lconstant from_stored(c);
    lvars t;
    if ispair(c) then
        conspair(from_stored(fast_front(c)), from_stored(fast_back(c)))
    elseif isref(c) then
        unless known(c) ->> t then consref(false) -> t; remember(c, t) endunless;
        t
    else
        c
    endif
enddefine;

;;; A copy of x with every bound ref replaced by its value.
define lconstant deref_all(x);
    if ispair(x) then
        conspair(deref_all(fast_front(x)), deref_all(fast_back(x)))
    elseif isref(x) then
        fast_deref(x) -> x;
        if isref(x) then x else deref_all(x) endif
    else
        x
    endif
enddefine;


;;; -- The choice-point stack ------------------------------------------------

define lconstant push_choice(op, arg, cont);
    conspair(cont, conspair(arg, conspair(op, choices))) -> choices;
    depth + 3 -> depth
enddefine;

define lconstant bind(r, val);
    val -> fast_cont(r);
    conspair(r, choices) -> choices;
    depth + 1 -> depth
enddefine;

define lconstant pop_entry();
    if choices == [] then
        mishap(0, 'ste: STACK EMPTY (missing argument? missing result?)')
    endif;
    fast_destpair(choices) -> choices;
    depth - 1 -> depth
enddefine;

;;; Undo the bindings made since the last choice point and resume it.
define lconstant backtrack();
    lvars e;
    while isref(pop_entry() ->> e) do false -> fast_cont(e) endwhile;
    e -> continuation;
    pop_entry() -> argument;
    pop_entry() -> operand
enddefine;

;;; Go on with the next thing in the continuation.
define lconstant proceed();
    lvars p;
    fast_destpair(continuation) -> (p, continuation);
    fast_destpair(p) -> (operand, argument)
enddefine;


;;; -- Unification --------------------------------------------------------------

;;; Two structures made during the proof.
define lconstant unify_made(x, y);
    repeat
        fast_deref(x) -> x;
        fast_deref(y) -> y;
        returnif(x == y);
        if isref(x) then bind(x, y); return endif;
        if isref(y) then bind(y, x); return endif;
        unless ispair(x) and ispair(y) then false -> unified; return endunless;
        unify_made(fast_front(x), fast_front(y));
        returnunless(unified);
        fast_back(x) -> x;
        fast_back(y) -> y
    endrepeat
enddefine;

;;; A stored structure x with a structure y made during the proof.
define lconstant unify_stored(x, y);
    lvars t;
    repeat
        fast_deref(y) -> y;
        if isref(y) then bind(y, from_stored(x)); return endif;
        unless ispair(x) then
            if not(isref(x)) then
                x == y -> unified
            elseif known(x) ->> t then
                unify_made(t, y)
            else
                remember(x, y)
            endif;
            return
        endunless;
        unless ispair(y) then false -> unified; return endunless;
        unify_stored(fast_front(x), fast_front(y));
        returnunless(unified);
        fast_back(x) -> x;
        fast_back(y) -> y
    endrepeat
enddefine;


;;; -- The operations ----------------------------------------------------------

lvars procedure solve;      ;;; (solve_goal, defined below)

;;; Marks the end of a goal in the continuation; its argument is the
;;; depth of the stack when the goal started.
define lconstant goal_exit();
    proceed()
enddefine;

;;; Ends a run: its argument is the result (true or false).
define lconstant finish();
enddefine;

define lconstant undo_cut();
    lvars n = argument;
    until depth == n do backtrack() enduntil
enddefine;

define lconstant tell_done();
    lvars (n, goal) = fast_destpair(argument);
    deref_all([DONE ^n ^goal]) ==>
    push_choice(procedure; [RETRY ^argument] ==>; backtrack() endprocedure,
                n, []);
    proceed()
enddefine;

define lconstant tell_failed();
    [FAILED ^argument] ==>
    backtrack()
enddefine;

;;; and: do the first goal, the others after it
define lconstant prove_all();
    lvars goals, g, later;
    if ispair(argument) then
        fast_destpair(argument) -> (g, goals);
        [% fast_for later in goals do conspair(solve, later) endfor %]
            <> continuation -> continuation;
        g -> argument;
        solve()
    else
        proceed()
    endif
enddefine;

;;; or: do the first goal, with the others as choice points
define lconstant prove_any();
    lvars g, alts, alt;
    unless ispair(argument) then backtrack(); return endunless;
    fast_destpair(argument) -> (g, alts);
    for alt in rev(alts) do push_choice(solve, alt, continuation) endfor;
    g -> argument;
    solve()
enddefine;

;;; The rest of a rule's conditions: (STORE . CONDITIONS)
define lconstant next_condition();
    lvars conds, c;
    fast_destpair(argument) -> (store, conds);
    fast_destpair(conds) -> (c, conds);
    from_stored(c) -> argument;
    unless atom(conds) then
        conspair(conspair(next_condition, conspair(store, conds)),
                 continuation) -> continuation
    endunless;
    solve()
enddefine;

;;; Try the stored items in argument against the goal operand.
define lconstant try_items();
    lvars item, rule, conds;
    unless ispair(argument) then backtrack(); return endunless;
    fast_destpair(argument) -> (item, argument);
    [] -> store;
    unless argument == [] then
        push_choice(operand, argument, continuation)
    endunless;
    if isprocedure(item) then
        operand -> argument;
        item();
        return
    endif;
    true -> unified;
    if ispair(item) and fast_front(item) == "ifneeded" then
        dest(fast_back(item)) -> (rule, conds);
        unify_stored(back(rule), back(operand));
        if unified then
            if ispair(conds) then
                fast_destpair(conds) -> (rule, conds);
                from_stored(rule) -> argument;
                unless atom(conds) then
                    conspair(conspair(next_condition, conspair(store, conds)),
                             continuation) -> continuation
                endunless;
                solve()
            else
                proceed()
            endif;
            return
        endif
    else
        unify_stored(back(item), back(operand));
        if unified then proceed(); return endif
    endif;
    backtrack()
enddefine;

define lconstant solve_goal();
    lvars g = argument, pred, args, group, db, results, n;
    if g = "fail" then backtrack(); return endif;
    if g = "cut" then
        ;;; back to where the goal whose rule this is started
        continuation -> db;
        until fast_front(fast_front(db)) == goal_exit do
            fast_back(db) -> db
        enduntil;
        push_choice(undo_cut, fast_back(fast_front(db)), []);
        proceed();
        return
    endif;
    if ispair(g) then
        if fast_front(g) == "and" then
            fast_back(g) -> argument; prove_all(); return
        elseif fast_front(g) == "or" then
            fast_back(g) -> argument; prove_any(); return
        endif
    endif;
    conspair(conspair(goal_exit, depth), continuation) -> continuation;
    g -> operand;
    destpair(fast_deref(g)) -> (pred, args);
    fast_deref(pred) -> pred;
    unless atom(pred) then backtrack(); return endunless;
    if pred == "set" then
        destpair(deref_all(args)) -> (g, args);
        valof(front(args))(dl(fast_back(args))) -> results;
        true -> unified;
        unify_made(g, results);
        if unified then proceed() else backtrack() endif;
        return
    elseif pred == "do" then
        deref_all(args) -> args;
        [% valof(front(args))(dl(back(args))) %] -> results;
        if results == [] or front(results) then proceed() else backtrack() endif;
        return
    endif;
    if lmember(pred, spylist) then
        goal_count + 1 -> goal_count;
        deref_all([GOAL ^goal_count ^operand]) ==>
        push_choice(tell_failed, goal_count, []);
        conspair(conspair(tell_done, conspair(goal_count, operand)),
                 continuation) -> continuation
    endif;
    for group in database do
        if fast_front(group) == pred then
            fast_back(group) -> argument;
            try_items();
            return
        endif
    endfor;
    backtrack()
enddefine;
solve_goal -> solve;

;;; Run the machine on the saved stack of STATE until it finishes.
define lconstant run(state) -> result;
    dlocal operand, argument, continuation, choices = state(3),
        depth = state(4), store, unified;
    backtrack();
    until operand == finish do
        if isprocedure(operand) then operand() else try_items() endif
    enduntil;
    argument -> result;
    choices -> state(3);
    depth -> state(4)
enddefine;

;;; -- The database procedures -------------------------------------------------

;;; A search for pattern: {GOAL STORE CHOICES DEPTH GOAL_COUNT}
define vars fetch(pattern);
    lvars goal, s, top;
    dlocal store = [];
    from_pattern(pattern) -> goal;
    store -> s;
    until s == [] do
        false -> fast_cont(fast_front(fast_back(s)));
        fast_back(fast_back(s)) -> s
    enduntil;
    ;;; at the bottom, the end of the search: failure; above it, the goal
    [% [%conspair(goal_exit, 0), conspair(finish, true)%], goal, solve,
       [], false, finish %] -> top;
    {^goal ^store ^top 6 0}
enddefine;

;;; The next way of proving the goal of STATE: true or false.  Sets it
;;; (and them for an "and"), and the variables of the pattern.
define vars trynext(state) -> result;
    lvars s, word, val;
    dlocal goal_count = state(5);
    run(state) -> result;
    deref_all(state(1)) -> it;
    if front(it) = "and" then fast_back(it) -> them endif;
    goal_count -> state(5);
    state(2) -> s;
    until s == [] do
        fast_destpair(fast_destpair(s)) -> (word, val, s);
        if isword(word) then deref_all(val) -> valof(word) endif
    enduntil
enddefine;

define vars present(pattern);
    trynext(fetch(pattern))
enddefine;

define vars allpresent(patterns);
    trynext(fetch(conspair("and", patterns)))
enddefine;

define vars lookup(pattern);
    unless present(pattern) then mishap(pattern, 1, 'LOOKUP FAILURE') endunless
enddefine;

;;; The group of the database for item: its first word (the first word
;;; of the head of a rule), its items, the database without it.
define lconstant take_group(item) -> (pred, items, others);
    lvars group;
    front(item) -> pred;
    if pred == "ifneeded" then front(front(back(item))) -> pred endif;
    [] -> items;
    [% for group in database do
        if items == [] and front(group) == pred then
            back(group) -> items
        else
            group
        endif
    endfor %] -> others
enddefine;

define vars add(item);
    lvars (pred, items, others) = take_group(item);
    dlocal store = [];
    from_pattern(item) -> item;
    conspair(conspair(pred, items <> [^item]), others) -> database
enddefine;

define vars remove(item);
    lvars (pred, items, others) = take_group(item), before = [];
    dlocal store = [];
    from_pattern(item) -> item;
    until items == [] do
        if item = front(items) then
            rev(before) <> back(items) -> items;
            if items == [] then others
            else conspair(conspair(pred, items), others)
            endif -> database;
            return
        endif;
        conspair(destpair(items) -> items, before) -> before
    enduntil;
    mishap('REMOVE FAILURE', [^item])
enddefine;

define vars alladd(items);
    [] -> them;
    until items == [] do
        add(dest(items) -> items);
        conspair(it, them) -> them
    enduntil
enddefine;

define vars allremove(items);
    [] -> them;
    until items == [] do
        remove(dest(items) -> items);
        conspair(it, them) -> them
    enduntil
enddefine;

define vars newdatabase(items);
    [] -> database;
    alladd(items)
enddefine;

define vars flush(pattern);
    [] -> them;
    while present(pattern) do
        remove(it);
        conspair(it, them) -> them
    endwhile
enddefine;

define vars which(vars_wanted, patterns) -> list;
    lvars state;
    unless ispair(vars_wanted) or isword(vars_wanted) then
        mishap('WORD OR LIST NEEDED FOR "WHICH"', [^vars_wanted])
    endunless;
    unless ispair(patterns) then
        mishap('LIST NEEDED FOR "WHICH"', [^patterns])
    endunless;
    fetch(conspair("and", patterns)) -> state;
    [% while trynext(state) do
        if isword(vars_wanted) then valof(vars_wanted)
        else maplist(vars_wanted, valof)
        endif
    endwhile %] -> list
enddefine;


;;; -- foreach, forevery ---------------------------------------------------------

;;; foreach PATTERN do ... endforeach, forevery PATTERNS do ... endforevery:
;;; a loop over the ways of proving PATTERN (all of PATTERNS).
define lconstant compile_search_loop(closer, all);
    lvars state = sysNEW_LVAR(), next = sysNEW_LABEL(), done = sysNEW_LABEL();
    pop11_loop_start(next);
    pop11_loop_end(done);
    if all then sysPUSHQ("and") endif;
    erase(pop11_comp_expr_to([do then]));
    if all then sysCALL("conspair") endif;
    sysCALL("fetch");
    sysPOP(state);
    sysLABEL(next);
    sysPUSH(state);
    sysCALL("trynext");
    sysIFNOT(done);
    erase(pop11_comp_stmnt_seq_to([^closer {close}]));
    sysGOTO(next);
    sysLABEL(done)
enddefine;

global vars syntax (endforeach, endforevery);

define global syntax foreach;
    compile_search_loop("endforeach", false)
enddefine;

define global syntax forevery;
    compile_search_loop("endforevery", true)
enddefine;


;;; -- spy, nospy ---------------------------------------------------------------

;;; The words up to the end of the line (or a ;).
define lconstant read_line_words() -> words;
    lvars w;
    dlocal popnewline = true;
    [] -> words;
    unless poplastchar == `\n` then
        until (readitem() ->> w) == termin or w == newline or w == ";" do
            conspair(w, words) -> words
        enduntil
    endunless
enddefine;

define global macro spy;
    lvars words = read_line_words();
    if words == [] then
        maplist(database, front) -> spylist
    else
        words <> spylist -> spylist
    endif
enddefine;

define global macro nospy;
    lvars words = read_line_words(), w;
    if words == [] then
        [] -> spylist
    else
        for w in words do delete(w, spylist) -> spylist endfor
    endif
enddefine;

;;; As in Poplog, the library's own procedures have no names, so that a
;;; mishap's DOING line shows only the procedures of the interface.
applist([% known, remember, variable_for, from_pattern, from_stored,
    deref_all, push_choice, bind, pop_entry, backtrack, proceed, unify_made,
    unify_stored, goal_exit, finish, undo_cut, tell_done, tell_failed,
    prove_all, prove_any, next_condition, try_items, solve_goal, run,
    take_group, compile_search_loop, read_line_words %],
    procedure(p); false -> pdprops(p) endprocedure);

endsection;
