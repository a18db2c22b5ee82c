/*
** database.c -- the teaching database (HELP DATABASE): the list `database`
** of items, add, remove, present, lookup, flush, alladd, allremove,
** allpresent, which, pattern_instance and the loops
**     foreach PATTERN [in LIST] do ... endforeach
**     forevery PATTERNS [in LIST] do ... endforevery
** All the searches use the matcher (match.h), so pattern variables are
** bound by them; `it` is set to the last item matched and `them` to the
** items (or, in forevery, the instantiated patterns) of a combined match.
**
** Design notes
**   foreach keeps a pair (pattern . rest-of-list) in a hidden local and
**   asks sys_foreach_next for the next matching item each time round.
**   forevery needs every consistent way of matching several patterns
**   (Poplog suspends a process inside a recursive search); here the search
**   runs to completion first, recording for each solution the bound
**   variables, their values and `them`, and sys_forevery_next re-assigns
**   one solution per iteration.  The database list is fixed when the loop
**   starts in both implementations, so only a loop body that changes the
**   pattern variables between iterations could tell the difference.
**   The procedures are redefinable, as the library procedures are in
**   Poplog.
**
**   Every search calls the matcher, which runs Pop-11 code (restriction
**   procedures ?x:p, and anything a program traces), so each loop over
**   the database keeps its pattern and its place in the list in
**   data_slots; the database, it and them are read and written through
**   their identifiers (DB, IT, THEM below) each time, never cached, since
**   that code may assign them.  match_frame_push gives each primitive a
**   frame of its own while it runs, so that a mishap inside a match
**   names add, remove, present ... on its DOING line, as Poplog's do.
**
**   The loop syntax (db_loop) is compiled here rather than in Pop-11
**   because its code is two calls per iteration: the state lives in a
**   hidden local slot of the enclosing procedure, and the body is
**   compiled inline, so quitloop/nextloop work as in any loop.
*/
#include <string.h>
#include "prim.h"
#include "data.h"
#include "compile_int.h"
#include "match.h"
#include "database.h"

static Val id_database, id_it, id_them, id_matchvars;

#define DB      (IDENT_PTR(id_database)->value)
#define IT      (IDENT_PTR(id_it)->value)
#define THEM    (IDENT_PTR(id_them)->value)
#define MVARS   (IDENT_PTR(id_matchvars)->value)

/* ---- single items ------------------------------------------------------------- */

/* Does x contain a pattern word (? ?? = ==) anywhere in its list structure? */
static int varies(VM *vm, Val x)
{
    while (IS_PAIR(x)) {
        vm_check_cstack(vm);
        if (varies(vm, FRONT(x))) return 1;
        x = BACK(x);
    }
    return IS_WORD(x) && (strcmp(WORD_PTR(x)->chars, "?") == 0 || strcmp(WORD_PTR(x)->chars, "??") == 0 ||
                          strcmp(WORD_PTR(x)->chars, "=") == 0 || strcmp(WORD_PTR(x)->chars, "==") == 0);
}

/* add(x): the mishap for an item with pattern words comes first, so the
   database is unchanged by a failed add. */
static void db_add(VM *vm, Val x)
{
    Val saved = match_frame_push(vm, "add");
    if (varies(vm, x)) vm_mishap(vm, "ATTEMPT TO ADD UNDER SPECIFIED ITEM", 1, x);
    IT = x;
    DB = mk_pair(vm, x, DB);
    match_frame_pop(vm, saved);
}

/* The first database item matching pattern (setting it), or 0. */
static int db_present(VM *vm, Val pattern)
{
    Val *s = data_slots(vm, 2);
    s[0] = pattern;
    Val saved = match_frame_push(vm, "present");
    int found = 0;
    for (s[1] = DB; IS_PAIR(s[1]); s[1] = BACK(s[1])) {
        if (match_call(vm, FRONT(s[1]), s[0])) {
            IT = FRONT(s[1]);
            found = 1;
            break;
        }
    }
    match_frame_pop(vm, saved);
    data_release(vm, s);
    return found;
}

/* Remove the first item matching pattern: the items before it are copied
   (the list after it is shared), so that a loop already walking the old
   list (foreach over database) is not disturbed; ATTEMPT TO REMOVE
   NON-EXISTENT ITEM if none matches.  s[2] collects the items passed, in
   reverse, for the copy. */
static void db_remove(VM *vm, Val pattern)
{
    Val *s = data_slots(vm, 3);
    s[0] = pattern;
    s[2] = NIL_V;                            /* the items passed, reversed */
    Val saved = match_frame_push(vm, "remove");
    for (s[1] = DB; IS_PAIR(s[1]); s[1] = BACK(s[1])) {
        if (match_call(vm, FRONT(s[1]), s[0])) {
            IT = FRONT(s[1]);
            Val rest = BACK(s[1]);
            for (Val l = s[2]; IS_PAIR(l); l = BACK(l)) rest = mk_pair(vm, FRONT(l), rest);
            DB = rest;
            match_frame_pop(vm, saved);
            data_release(vm, s);
            return;
        }
        s[2] = mk_pair(vm, FRONT(s[1]), s[2]);
    }
    vm_mishap(vm, "ATTEMPT TO REMOVE NON-EXISTENT ITEM", 1, s[0]);
}

/* Call the library procedure `name` (add, remove, present) through its
   variable, as Poplog's library does, so that tracing or redefining it is
   seen; returns its result (present) or false. */
static Val call_var(VM *vm, const char *name, Val arg, int nres)
{
    Val id = word_ident(vm, word_cstr(vm, name));
    Val *base = vm->sp;
    PUSH(arg);
    vm_apply(vm, IDENT_PTR(id)->value);
    Val r = FALSE_V;
    if (nres && vm->sp > base) r = POP();
    return r;
}

static void var_add(VM *vm, Val x) { (void)call_var(vm, "add", x, 0); }
static void var_remove(VM *vm, Val x) { (void)call_var(vm, "remove", x, 0); }
static int var_present(VM *vm, Val x) { return call_var(vm, "present", x, 1) != FALSE_V; }

PRIM(p_add, "add", 1, 0, "add(item): put item (which must contain no pattern elements) at the front of database; it becomes it")
{
    db_add(vm, POP());
}

PRIM(p_remove, "remove", 1, 0, "remove(pattern): remove the first database item matching pattern (it becomes it); mishap if there is none")
{
    db_remove(vm, POP());
}

PRIM(p_present, "present", 1, 1, "present(pattern) -> bool: is an item matching pattern in database (it becomes it, its variables are bound)")
{
    PUSH(BOOL_V(db_present(vm, POP())));
}

PRIM(p_lookup, "lookup", 1, 0, "lookup(pattern): bind the variables of pattern from the first matching database item; mishap if there is none")
{
    Val *s = data_slots(vm, 1);
    s[0] = POP();
    Val saved = match_frame_push(vm, "lookup");
    int found = var_present(vm, s[0]);
    match_frame_pop(vm, saved);
    if (!found) vm_mishap(vm, "LOOKUP FAILURE", 1, s[0]);
    data_release(vm, s);
}

PRIM(p_flush, "flush", 1, 0, "flush(pattern): remove every database item matching pattern; them is the list of those items")
{
    Val *s = data_slots(vm, 1);
    s[0] = POP();
    Val saved = match_frame_push(vm, "flush");
    THEM = NIL_V;
    while (var_present(vm, s[0])) {
        var_remove(vm, IT);
        THEM = mk_pair(vm, IT, THEM);
    }
    match_frame_pop(vm, saved);
    data_release(vm, s);
}

/* alladd / allremove: apply op to each element of list; them collects it. */
static void db_all(VM *vm, Val list, void (*op)(VM *, Val), const char *name)
{
    Val *s = data_slots(vm, 1);
    s[0] = list;
    Val saved = match_frame_push(vm, name);
    THEM = NIL_V;
    while (s[0] != NIL_V) {
        if (!IS_PAIR(s[0])) vm_mishap(vm, "LIST NEEDED", 1, s[0]);
        Val x = FRONT(s[0]);
        s[0] = BACK(s[0]);
        op(vm, x);
        THEM = mk_pair(vm, IT, THEM);
    }
    match_frame_pop(vm, saved);
    data_release(vm, s);
}

PRIM(p_alladd, "alladd", 1, 0, "alladd(list): add every item of list to database; them is the list of them")
{
    db_all(vm, POP(), var_add, "alladd");
}

PRIM(p_allremove, "allremove", 1, 0, "allremove(patterns): remove an item matching each pattern from database; them is the list removed")
{
    db_all(vm, POP(), var_remove, "allremove");
}

/* ---- several patterns at once -------------------------------------------------- */

/* The call-stack words a level of the recursive searches below costs
   (vm_cs_charge, vm.h): deep patterns end in Poplog's "rle" mishap at
   pop_callstack_lim, as its own recursion in Pop-11 code does, and
   before the C stack runs out. */
#define DB_COST 8

/* allpresent's search: true at the first consistent match of every pattern
   of pl against database items; them lists the items in pattern order. */
static int all_present(VM *vm, Val pl, int unused)
{
    (void)unused;                   /* (with_fresh_matchvars' search type) */
    if (pl == NIL_V) { THEM = NIL_V; return 1; }
    if (!IS_PAIR(pl)) vm_mishap(vm, "LIST NEEDED", 1, pl);
    Val *s = data_slots(vm, 3);
    s[0] = pl;
    s[1] = MVARS;
    for (s[2] = DB; IS_PAIR(s[2]); s[2] = BACK(s[2])) {
        MVARS = s[1];
        if (!match_sys(vm, FRONT(s[0]), FRONT(s[2]))) continue;
        vm_cs_charge(vm, DB_COST);
        int ok = all_present(vm, BACK(s[0]), 0);
        vm_cs_release(vm, DB_COST);
        if (ok) {
            THEM = mk_pair(vm, FRONT(s[2]), THEM);
            data_release(vm, s);
            return 1;
        }
    }
    data_release(vm, s);
    return 0;
}

/* Run search(vm, arg) with popmatchvars [] and restore it afterwards (also
   when a mishap passes).  Not every caller has a match frame of its own
   (forevery, which), so this cannot use interp_dlocal. */
static int with_fresh_matchvars(VM *vm, int (*search)(VM *, Val, int), Val arg)
{
    Val *s = data_slots(vm, 2);
    s[0] = MVARS;
    s[1] = arg;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        MVARS = s[0];
        data_release(vm, s);
        vm_throw(vm);
    }
    MVARS = NIL_V;
    int ok = search(vm, s[1], 0);
    vm->catch = c.prev;
    MVARS = s[0];
    data_release(vm, s);
    return ok;
}

PRIM(p_allpresent, "allpresent", 1, 1, "allpresent(patterns) -> bool: can all the patterns be matched consistently by database items (them lists the items)")
{
    Val pl = POP();
    PUSH(pl);                                /* rooted across the frame push */
    Val saved = match_frame_push(vm, "allpresent");
    pl = POP();
    int ok = with_fresh_matchvars(vm, all_present, pl);
    match_frame_pop(vm, saved);
    PUSH(BOOL_V(ok));
}

/* isin / arein: present / allpresent with database dynamically local and
   set to the list given. */
static int with_database(VM *vm, Val list, Val arg, int all, const char *name)
{
    Val *s = data_slots(vm, 1);
    s[0] = arg;
    Val saved = match_frame_push(vm, name);
    interp_dlocal(vm, id_database, list);
    int ok = all ? with_fresh_matchvars(vm, all_present, s[0]) : var_present(vm, s[0]);
    match_frame_pop(vm, saved);
    data_release(vm, s);
    return ok;
}

PRIM(p_isin, "isin", 2, 1, "pattern isin list -> bool: present(pattern) with database set to list (an operator of precedence 5)")
{
    Val list = POP(), pat = POP();
    PUSH(BOOL_V(with_database(vm, list, pat, 0, "isin")));
}

PRIM(p_arein, "arein", 2, 1, "patterns arein list -> bool: allpresent(patterns) with database set to list (an operator of precedence 5)")
{
    Val list = POP(), pats = POP();
    PUSH(BOOL_V(with_database(vm, list, pats, 1, "arein")));
}

/* pattern_instance: a copy of pattern with ?x replaced by x's value and
   ??x by the elements of its value; restrictions are dropped. */
static Val instance(VM *vm, Val pat)
{
    Val *s = data_slots(vm, 2);
    s[0] = pat;
    Val *base = vm->sp;
    while (s[0] != NIL_V) {
        if (!IS_PAIR(s[0])) vm_mishap(vm, "LIST NEEDED", 1, s[0]);
        Val x = FRONT(s[0]);
        s[0] = BACK(s[0]);
        int one = IS_WORD(x) && strcmp(WORD_PTR(x)->chars, "?") == 0;
        int seg = IS_WORD(x) && strcmp(WORD_PTR(x)->chars, "??") == 0;
        if (one || seg) {
            if (!IS_PAIR(s[0])) vm_mishap(vm, "PAIR NEEDED", 1, s[0]);
            Val v = match_valof(vm, FRONT(s[0]));
            s[0] = BACK(s[0]);
            if (one) PUSH(v);
            else {
                for (s[1] = v; IS_PAIR(s[1]); s[1] = BACK(s[1])) PUSH(FRONT(s[1]));
                if (s[1] != NIL_V) vm_mishap(vm, "LIST NEEDED", 1, v);
            }
            if (IS_PAIR(s[0]) && IS_WORD(FRONT(s[0])) && strcmp(WORD_PTR(FRONT(s[0]))->chars, ":") == 0) {
                Val r = BACK(s[0]);
                if (!IS_PAIR(r)) vm_mishap(vm, "PAIR NEEDED", 1, r);
                s[0] = BACK(r);
            }
        } else if (IS_PAIR(x)) {
            vm_cs_charge(vm, DB_COST);
            Val sub = instance(vm, x);
            vm_cs_release(vm, DB_COST);
            PUSH(sub);
        } else {
            PUSH(x);
        }
    }
    Val l = data_list_from_stack(vm, (size_t)(vm->sp - base));
    data_release(vm, s);
    return l;
}

PRIM(p_pattern_instance, "pattern_instance", 1, 1, "pattern_instance(pattern) -> list: a copy of pattern with its ? and ?? variables replaced by their values")
{
    Val *s = data_slots(vm, 1);
    s[0] = POP();
    Val l = instance(vm, s[0]);
    data_release(vm, s);
    PUSH(l);
}

/* ---- forevery / which ----------------------------------------------------------- */

/* State of a forevery search: the patterns, the database list and the
   solutions found so far (reversed), each a vector {vars values them}. */
enum { F_PATS, F_DB, F_SOLS, F_N };

/* The search has matched every pattern: record a solution {vars values
   them}, the match variables bound now (popmatchvars), their values in the
   same order, and the patterns instantiated with them (them). */
static void every_record(VM *vm, Val *st)
{
    Val *s = data_slots(vm, 3);
    Val *base = vm->sp;                        /* the values, on the stack */
    for (s[1] = MVARS; IS_PAIR(s[1]); s[1] = BACK(s[1])) {
        Val v = match_valof(vm, FRONT(s[1]));
        PUSH(v);
    }
    s[0] = data_list_from_stack(vm, (size_t)(vm->sp - base));
    s[2] = instance(vm, st[F_PATS]);
    Val sol = mk_vector(vm, 3, FALSE_V);
    VEC_PTR(sol)->items[0] = MVARS;
    VEC_PTR(sol)->items[1] = s[0];
    VEC_PTR(sol)->items[2] = s[2];
    st[F_SOLS] = mk_pair(vm, sol, st[F_SOLS]);
    data_release(vm, s);
}

/* Depth-first search: match the first pattern of pl against each item of
   the database in turn; after each success, search the rest of pl with
   the bindings made, then undo them (popmatchvars back to s[1]) before
   trying the next item.  Each level is charged to the call stack, so a
   search too deep ends in Poplog's recursion-limit mishap. */
static void every_search(VM *vm, Val *st, Val pl)
{
    if (pl == NIL_V) { every_record(vm, st); return; }
    if (!IS_PAIR(pl)) vm_mishap(vm, "LIST NEEDED", 1, pl);
    Val *s = data_slots(vm, 3);
    s[0] = pl;
    s[1] = MVARS;
    for (s[2] = st[F_DB]; IS_PAIR(s[2]); s[2] = BACK(s[2])) {
        MVARS = s[1];
        if (!match_sys(vm, FRONT(s[0]), FRONT(s[2]))) continue;
        vm_cs_charge(vm, DB_COST);
        every_search(vm, st, BACK(s[0]));
        vm_cs_release(vm, DB_COST);
    }
    data_release(vm, s);
}

/* The state of the innermost every_solutions, for every_run (the callback
   type of with_fresh_matchvars has no room for it); saved and restored
   around each search, so that a restriction procedure that itself runs a
   forevery or which nests correctly. */
static Val *every_state;

static int every_run(VM *vm, Val pats, int depth)
{
    (void)depth;
    every_search(vm, every_state, pats);
    return 1;
}

/* Every solution of patterns against db, in the order found. */
static Val every_solutions(VM *vm, Val pats, Val db)
{
    Val *st = data_slots(vm, F_N);
    st[F_PATS] = pats;
    st[F_DB] = db;
    st[F_SOLS] = NIL_V;
    Val *outer = every_state;
    every_state = st;
    with_fresh_matchvars(vm, every_run, pats);
    every_state = outer;
    Val sols = NIL_V;
    for (Val l = st[F_SOLS]; IS_PAIR(l); l = BACK(l)) sols = mk_pair(vm, FRONT(l), sols);
    data_release(vm, st);
    return sols;
}

/* Make solution sol current: assign its variables, set them. */
static void every_apply(VM *vm, Val sol)
{
    Val *s = data_slots(vm, 3);
    s[0] = sol;
    s[1] = VEC_PTR(sol)->items[0];
    s[2] = VEC_PTR(sol)->items[1];
    while (IS_PAIR(s[1]) && IS_PAIR(s[2])) {
        Val var = FRONT(s[1]), v = FRONT(s[2]);
        s[1] = BACK(s[1]);
        s[2] = BACK(s[2]);
        match_assign(vm, var, v);
    }
    THEM = VEC_PTR(s[0])->items[2];
    data_release(vm, s);
}

PRIM(p_sys_forevery_start, "sys_forevery_start", 2, 1, "sys_forevery_start(patterns, list) -> state: what forevery plants: every consistent match of patterns against items of list")
{
    Val db = POP(), pats = POP();
    if (!IS_PAIR(pats)) vm_mishap(vm, "LIST NEEDED", 1, pats);
    PUSH(mk_ref(vm, every_solutions(vm, pats, db)));
}

PRIM(p_sys_forevery_next, "sys_forevery_next", 1, 1, "sys_forevery_next(state) -> bool: bind the variables (and them) for forevery's next match; false when there are no more")
{
    Val st = POP();
    if (!IS_TYPE(st, T_REF)) vm_mishap(vm, "REF NEEDED", 1, st);
    Val sols = ((Ref *)st)->cont;
    if (!IS_PAIR(sols)) { PUSH(FALSE_V); return; }
    ((Ref *)st)->cont = BACK(sols);
    PUSH(st);        /* keep the state alive while match_assign may run code */
    every_apply(vm, FRONT(sols));
    (void)POP();
    PUSH(TRUE_V);
}

PRIM(p_which, "which", 2, 1, "which(vars, patterns) -> list: the values of vars (a word or list of words) for every way patterns match database")
{
    Val pats = POP(), vars = POP();
    if (!IS_PAIR(vars) && !IS_WORD(vars)) {
        Val l = mk_pair(vm, vars, NIL_V);
        vm_mishapv(vm, "WORD OR LIST NEEDED FOR \"WHICH\"", 1, &l);
    }
    if (!IS_PAIR(pats)) {
        Val l = mk_pair(vm, pats, NIL_V);
        vm_mishapv(vm, "LIST NEEDED FOR \"WHICH\"", 1, &l);
    }
    /* All solutions first, then each made current in turn and the vars'
       values read: a word gives its value, a list the list of theirs. */
    Val *s = data_slots(vm, 3);
    s[0] = vars;
    s[1] = every_solutions(vm, pats, DB);
    Val *base = vm->sp;
    for (; IS_PAIR(s[1]); s[1] = BACK(s[1])) {
        every_apply(vm, FRONT(s[1]));
        if (IS_WORD(s[0])) { PUSH(match_valof(vm, s[0])); continue; }
        Val *b2 = vm->sp;
        for (s[2] = s[0]; IS_PAIR(s[2]); s[2] = BACK(s[2])) PUSH(match_valof(vm, FRONT(s[2])));
        PUSH(data_list_from_stack(vm, (size_t)(vm->sp - b2)));
    }
    Val l = data_list_from_stack(vm, (size_t)(vm->sp - base));
    data_release(vm, s);
    PUSH(l);
}

/* ---- foreach ------------------------------------------------------------------------ */

PRIM(p_sys_foreach_next, "sys_foreach_next", 1, 1, "sys_foreach_next(state) -> bool: what foreach plants: find the next item matching the pattern in state (pattern . items), setting it")
{
    Val *s = data_slots(vm, 2);
    s[0] = POP();
    if (!IS_PAIR(s[0])) vm_mishap(vm, "PAIR NEEDED", 1, s[0]);
    /* the state's back is the rest of the list still to be tried: it is
       advanced past each item that matches, so the next call goes on
       from there */
    for (s[1] = BACK(s[0]); IS_PAIR(s[1]); s[1] = BACK(s[1])) {
        if (match_call(vm, FRONT(s[1]), FRONT(s[0]))) {
            IT = FRONT(s[1]);
            BACK(s[0]) = BACK(s[1]);
            data_release(vm, s);
            PUSH(TRUE_V);
            return;
        }
    }
    data_release(vm, s);
    PUSH(FALSE_V);
}

/* foreach / forevery EXPR [in EXPR] do STMTS endforeach/endforevery,
   compiled as
       conspair(EXPR, LIST) -> s      (forevery: sys_forevery_start)
   top: if sys_foreach_next(s) then STMTS; goto top endif
   with LIST the value of database when there is no in part, and the loop
   registered for quitloop / nextloop (nextloop goes to top). */
static void db_loop(VM *vm, int every)
{
    FuncState *fs = FS(vm);
    const char *endw = every ? "endforevery" : "endforeach";
    fs->depth++;
    if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    flush(vm);
    Val kw = cmp_read(vm);
    if (cmp_is(kw, "in")) {
        if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush(vm);
        kw = cmp_read(vm);
    } else {
        emit_push_ref(vm, resolve(vm, word_cstr(vm, "database"), 1));
    }
    if (!cmp_is(kw, "do") && !cmp_is(kw, "then"))
        cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, kw);
    flush(vm);
    const char *startp = every ? "sys_forevery_start" : "conspair";
    const char *nextp = every ? "sys_forevery_next" : "sys_foreach_next";
    emit(vm, INS(OP_CALLQ, emit_const(vm, IDENT_PTR(word_ident(vm, word_cstr(vm, startp)))->value)));
    uint32_t slot = new_slot(vm);
    emit(vm, INS(OP_POPL, slot));
    int top = new_label(vm), exit = new_label(vm);
    place_label(vm, top);
    emit(vm, INS(OP_PUSHL, slot));
    emit(vm, INS(OP_CALLQ, emit_const(vm, IDENT_PTR(word_ident(vm, word_cstr(vm, nextp)))->value)));
    emit_jump(vm, OP_JMPF, exit);
    if (fs->nloops >= 64) cmp_error(vm, "LOOPS NESTED TOO DEEPLY", 0);
    fs->loops[fs->nloops++] = (LoopInfo){ top, exit };
    char rep[32];
    snprintf(rep, sizeof rep, "=%s", endw);
    const char *cl[] = { endw, rep, "={close}", NULL };
    fs->depth++;
    comp_stmts(vm, cl);
    fs->depth--;
    fs->nloops--;
    emit_jump(vm, OP_JMP, top);
    place_label(vm, exit);
    fs->depth--;
}

static void syn_foreach(VM *vm, Val w) { (void)w; db_loop(vm, 0); }
static void syn_forevery(VM *vm, Val w) { (void)w; db_loop(vm, 1); }

PVAR("database", "database: the list of items add, remove, present, foreach ... work on (initially [])")
PVAR("it", "it: the database item last added, removed or matched")
PVAR("them", "them: the items matched by allpresent, forevery (instantiated patterns), alladd, allremove, flush")

void database_init(VM *vm)
{
    id_database = vm_defvar(vm, "database", NIL_V);
    id_it = vm_defvar(vm, "it", mk_undef(vm, word_cstr(vm, "it")));
    id_them = vm_defvar(vm, "them", mk_undef(vm, word_cstr(vm, "them")));
    id_matchvars = word_ident(vm, word_cstr(vm, "popmatchvars"));
    static const char *const names[] = {
        "add", "remove", "present", "lookup", "flush", "alladd", "allremove", "allpresent",
        "which", "pattern_instance", "isin", "arein", NULL
    };
    data_make_redefinable(vm, names);
    for (int i = 10; names[i]; i++) {        /* isin, arein: operators of precedence 5 */
        Val id = word_ident(vm, word_cstr(vm, names[i]));
        IDENT_PTR(id)->h.flags |= IDF_OP;
        IDENT_PTR(id)->prec = 50;
    }
    syntax_register(vm, "foreach", syn_foreach);
    syntax_register(vm, "forevery", syn_forevery);
    syntax_register_closer(vm, "endforeach");
    syntax_register_closer(vm, "endforevery");
}
