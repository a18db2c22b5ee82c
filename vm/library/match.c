/*
** match.c -- the list pattern matcher: matches, -->, sysmatch (match.h).
**
** Design notes
**   The algorithm follows Poplog's documented behaviour step by step, since
**   programs can observe it: variables are assigned while the match runs
**   (a failed match leaves them as they were last set), a segment variable
**   (??x) first gets [] and then grows one item at a time by destructive
**   appending while the rest of the pattern is retried, a segment with an
**   integer restriction grows until it has that length, and before trying
**   segment lengths the matcher checks that the next plain (non-list,
**   non-pattern-word) element of the pattern occurs somewhere in the datum.
**   A failed (sub)match resets popmatchvars to its value on entry.
**
**   Each level of matching (one per nested list, == or ?? segment) keeps
**   its state in data_slots (GC-scanned slots on the local-slot stack),
**   because restriction procedures and user class equality may run Pop-11
**   code and so the garbage collector.  Recursion is bounded so that an
**   absurdly deep pattern gives the recursion-limit mishap, not a crash;
**   the loops along list tails detect going round cyclic lists
**   (cycle_step), which gives the same mishap rather than a hang.
**   matches, --> and the procedures the matcher calls get activation
**   records of their own while they run (match_frame_push), so that
**   mishaps inside a match name them in DOING lines as Poplog does.
**
**   ! [ ... ] (LIB READPATTERN) is a syntax word that rewrites the list
**   expression before the list compiler sees it: the word after each ? or
**   ?? becomes ^(ident x) for a permanent or file-level variable, and for a
**   variable local to a procedure ^(sys_pattern_ident("x", reader,
**   writer)), where reader and writer are small closures over the local.
**   That makes an active identifier record, which the matcher reads and
**   assigns like any other; sys_pattern_fix then makes the occurrences of
**   one variable share one record, so repeated variables are recognised.
*/
#include <string.h>
#include "prim.h"
#include "data.h"
#include "gc.h"
#include "print.h"
#include "compile_int.h"
#include "match.h"
#include "matchvar.h"
#include "report.h"

/* the pattern words, and the procedures the matcher borrows */
static Val w_one, w_seq, w_var, w_segvar, w_colon;
static Val id_matchvars;

enum { MATCH_DEPTH_MAX = 10000 };

/* slots of one matching level */
enum { S_PAT, S_DAT, S_HOLD, S_PROC, S_MV, S_ENTRY, S_N };

/* outcome of a restriction, or of a pattern element */
enum { R_FAIL, R_MATCHED, R_NEXT };

#define MATCHVARS (IDENT_PTR(id_matchvars)->value)

static int sysmatch(VM *vm, Val pattern, Val datum, int depth);
void p_matches(VM *vm);
static _Noreturn void mishap_as(VM *vm, const char *who, const char *msg, Val culprit);

/* ---- pattern variables ----------------------------------------------------- */

/* The identifier a pattern variable denotes: an identifier record as is,
   a word's permanent identifier (declared, with Poplog's note, if new). */
static Val var_ident(VM *vm, Val v)
{
    if (IS_IDENT(v)) return v;
    if (!IS_WORD(v)) mishap_as(vm, "valof", "WORD NEEDED", v);
    Val id = WORD_PTR(v)->ident;
    if (!id) {
        vm_declaring_warning(vm, v);
        id = word_declare(vm, v, ID_VARS, 0);
    }
    return id;
}

/* The value of a pattern variable (an active one runs its procedure). */
static Val var_get(VM *vm, Val v)
{
    Val id = var_ident(vm, v);
    if (!(IDENT_PTR(id)->h.flags & IDF_ACTIVE)) return IDENT_PTR(id)->value;
    vm_apply(vm, IDENT_PTR(id)->value);
    return POP();
}

/* Assign x to pattern variable v: through its updater if it is active
   (a ! pattern's lexical variable), the protected-identifier mishap, with
   valof on the DOING line, if it is protected.  x waits on the user stack, which roots it, and is popped
   by the assignment or consumed by the updater. */
static void var_set(VM *vm, Val v, Val x)
{
    PUSH(x);                                  /* rooted while v is looked up */
    Val id = var_ident(vm, v);
    if (IDENT_PTR(id)->h.flags & IDF_PROTECTED) {
        Val id2 = word_ident(vm, word_cstr(vm, "valof"));
        if (id2 && IS_PROC(IDENT_PTR(id2)->value)) vm->current = IDENT_PTR(id2)->value;
        vm_mishap(vm, "ILLEGAL ASSIGNMENT TO PROTECTED IDENTIFIER", 2, x, IDENT_PTR(id)->name);
    }
    if (IDENT_PTR(id)->h.flags & IDF_ACTIVE) {
        Val p = IDENT_PTR(id)->value;
        Val u = IS_PROC(p) ? PROC_PTR(p)->updater : FALSE_V;
        if (!IS_PROC(u)) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, p);
        vm_apply(vm, u);
        return;
    }
    IDENT_PTR(id)->value = POP();
}

/* Was v bound earlier in this match (an == member of popmatchvars)? */
static int var_bound(Val v)
{
    for (Val l = MATCHVARS; IS_PAIR(l); l = BACK(l))
        if (FRONT(l) == v) return 1;
    return 0;
}

/* Record v as bound in this match: popmatchvars, newest first, is what
   later occurrences of v (var_bound) and the database's forevery read. */
static void var_note(VM *vm, Val v)
{
    MATCHVARS = mk_pair(vm, v, MATCHVARS);
}

/* Add item to the end of the list held by segment variable v (nc_<>). */
static void var_append(VM *vm, Val v, Val item)
{
    Val l = var_get(vm, v);                   /* may run Pop-11 code: first */
    Val cell = mk_pair(vm, item, NIL_V);
    if (l == NIL_V) { var_set(vm, v, cell); return; }
    if (!IS_PAIR(l)) vm_mishap(vm, "LIST NEEDED", 1, l);
    while (IS_PAIR(BACK(l))) l = BACK(l);
    BACK(l) = cell;
}

/* ---- activation records for DOING lines ---------------------------------------- */

/* See match.h.  The frame is a built-in's (vm_push_prim_frame), whose
   procedure is the one now in the identifier `name`.  The recursion-limit
   mishap, not a crash, when the frame array is full. */
Val match_frame_push(VM *vm, const char *name)
{
    Val p = ident_value(vm, name);
    if (vm->fp + 1 >= vm->frames_lim)
        vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
    Val saved = vm->current;
    vm_push_prim_frame(vm, p);
    return saved;
}

/* See match.h.  The frame's dlocals (interp_dlocal of popmatchvars, say)
   are restored first, its data slots dropped, and the profiler told that
   frames below its remembered chain have changed (prof_low). */
void match_frame_pop(VM *vm, Val saved)
{
    Frame *f = &vm->frames[vm->fp];
    if (vm->ndsave > f->dsave) interp_restore_dlocals(vm, f->dsave);
    vm->locals_top = f->locals;
    vm->fp--;
    if (vm->fp < vm->prof_low) vm->prof_low = vm->fp;
    vm->current = saved;
}

/* Raise a mishap as the built-in procedure `who` (for DOING). */
static _Noreturn void mishap_as(VM *vm, const char *who, const char *msg, Val culprit)
{
    doing_as(vm, who);
    vm_mishap(vm, msg, 1, culprit);
}

/* ---- helpers ------------------------------------------------------------------- */

/* Call the named built-in procedure on one argument; its one result. */
static Val call1(VM *vm, const char *name, Val x)
{
    PUSH(x);
    Val saved = match_frame_push(vm, name);   /* DOING: name matches ... */
    vm_apply(vm, vm->current);
    match_frame_pop(vm, saved);
    return POP();
}

static Val call2(VM *vm, const char *name, Val x, Val y)
{
    PUSH(x);
    PUSH(y);
    Val saved = match_frame_push(vm, name);
    vm_apply(vm, vm->current);
    match_frame_pop(vm, saved);
    return POP();
}

/* v if it is a pair; else destpair's PAIR NEEDED, the mishap for taking
   apart what is no pair (a : with no restriction after it, a datum with
   a dotted tail under ==). */
static Val need_pair(VM *vm, Val v)
{
    if (!IS_PAIR(v)) mishap_as(vm, "destpair", "PAIR NEEDED", v);
    return v;
}

/* Apply restriction r (a procedure, or a word naming one) to x. */
static Val restrict_apply(VM *vm, Val r, Val x)
{
    if (IS_WORD(r)) r = var_get(vm, r);
    PUSH(x);
    vm_apply(vm, r);
    return POP();
}

/* The restriction r after an already bound variable v (s[S_PAT] is the
   pattern after it): an integer checks the length of v's value; a
   procedure result of true goes on, false fails, anything else must let
   the rest of the pattern match and then becomes v's value. */
static int restrict_bound(VM *vm, Val *s, Val v, Val r, int depth)
{
    if (IS_INT(r)) return call1(vm, "length", var_get(vm, v)) == r ? R_NEXT : R_FAIL;
    s[S_HOLD] = restrict_apply(vm, r, var_get(vm, v));
    if (s[S_HOLD] == FALSE_V) return R_FAIL;
    if (s[S_HOLD] == TRUE_V) return R_NEXT;
    if (!sysmatch(vm, s[S_PAT], s[S_DAT], depth)) return R_FAIL;
    var_set(vm, v, s[S_HOLD]);
    return R_MATCHED;
}

/* Split off the restriction after `:` (s[S_PAT] starts at the colon). */
static Val take_restriction(VM *vm, Val *s)
{
    Val p = need_pair(vm, BACK(s[S_PAT]));
    s[S_PAT] = BACK(p);
    return FRONT(p);
}

/* ? ?? = ==: the words with a meaning in a pattern (the ones the plain-
   element check before a segment skips). */
static int is_pattern_word(Val x)
{
    return x == w_segvar || x == w_var || x == w_one || x == w_seq;
}

/* ---- the pattern elements ------------------------------------------------------ */

/* Brent's cycle detection for the loops below that walk a pattern and a
   datum by their tails: going round cyclic lists (a pair of positions met
   again, with nothing failed on the way) would never end, and ends in
   "rle" as a match too deep does.  `saved` is the pair last saved, at
   steps 1, 3, 7, 15, ...; two comparisons a step. */
typedef struct { Val pat, dat; unsigned long power, steps; } Cycle;

static void cycle_step(VM *vm, Cycle *c, Val pat, Val dat)
{
    if (c->steps) {
        if (pat == c->pat && dat == c->dat)
            vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
        if (c->steps == c->power) { c->pat = pat; c->dat = dat; c->power <<= 1; c->steps = 0; }
    } else if (!c->power) {
        c->pat = pat; c->dat = dat; c->power = 1;
    }
    c->steps++;
}

/* ?v -- s[S_PAT] is the pattern after the ?, s[S_DAT] a non-empty datum.
   A variable already bound in this match must be = to the item; a new one
   is assigned and noted.  Then a :restriction, if any, is applied.  R_NEXT
   means go on with the rest of the pattern at this level. */
static int one_var(VM *vm, Val *s, int depth)
{
    Val v = FRONT(s[S_PAT]);
    s[S_PAT] = BACK(s[S_PAT]);
    Val item = FRONT(s[S_DAT]);
    s[S_DAT] = BACK(s[S_DAT]);
    if (var_bound(v)) {
        if (!val_equal(vm, var_get(vm, v), item)) return R_FAIL;
    } else {
        var_set(vm, v, item);
        var_note(vm, v);
    }
    if (s[S_PAT] == NIL_V || FRONT(s[S_PAT]) != w_colon) return R_NEXT;
    Val r = take_restriction(vm, s);
    return restrict_bound(vm, s, v, r, depth);
}

/* ??v bound earlier: the datum must continue with the same items */
static int seg_bound(VM *vm, Val *s, Val v, int depth)
{
    s[S_HOLD] = var_get(vm, v);
    while (s[S_HOLD] != NIL_V) {
        if (!IS_PAIR(s[S_DAT])) return R_FAIL;
        Val d = FRONT(s[S_DAT]);
        s[S_DAT] = BACK(s[S_DAT]);
        Val x = FRONT(need_pair(vm, s[S_HOLD]));
        s[S_HOLD] = BACK(s[S_HOLD]);
        if (!val_equal(vm, d, x)) return R_FAIL;
    }
    if (s[S_PAT] == NIL_V || FRONT(s[S_PAT]) != w_colon) return R_NEXT;
    Val r = take_restriction(vm, s);
    return restrict_bound(vm, s, v, r, depth);
}

/* Grow segment v by the datum's next item; false when the datum is used up. */
static int seg_grow(VM *vm, Val *s, Val v)
{
    if (!IS_PAIR(s[S_DAT])) return 0;
    Val item = FRONT(s[S_DAT]);
    s[S_DAT] = BACK(s[S_DAT]);
    var_append(vm, v, item);
    return 1;
}

/* ??v:r for a new v, s[S_PAT] after the restriction */
static int seg_restricted(VM *vm, Val *s, Val v, Val r, int depth)
{
    if (IS_INT(r)) {
        if (s[S_PAT] == NIL_V) {
            if (call1(vm, "length", s[S_DAT]) != r) return R_FAIL;
            var_set(vm, v, s[S_DAT]);
            return R_MATCHED;
        }
        while (call1(vm, "length", var_get(vm, v)) != r)
            if (!seg_grow(vm, s, v)) return R_FAIL;
        return R_NEXT;
    }
    s[S_PROC] = IS_WORD(r) ? var_get(vm, r) : r;
    if (s[S_PAT] == NIL_V) {
        Val res = restrict_apply(vm, s[S_PROC], s[S_DAT]);
        if (res == FALSE_V) return R_FAIL;
        var_set(vm, v, res == TRUE_V ? s[S_DAT] : res);
        return R_MATCHED;
    }
    s[S_MV] = MATCHVARS;
    for (;;) {
        if (sysmatch(vm, s[S_PAT], s[S_DAT], depth)) {
            s[S_HOLD] = restrict_apply(vm, s[S_PROC], var_get(vm, v));
            if (s[S_HOLD] != FALSE_V) {
                if (s[S_HOLD] != TRUE_V) var_set(vm, v, s[S_HOLD]);
                return R_MATCHED;
            }
        }
        if (!seg_grow(vm, s, v)) return R_FAIL;
        MATCHVARS = s[S_MV];
    }
}

/* ??v -- s[S_PAT] is the pattern after the ??, s[S_DAT] a list */
static int seg_var(VM *vm, Val *s, int depth)
{
    Val v = FRONT(s[S_PAT]);
    s[S_PAT] = BACK(s[S_PAT]);
    if (var_bound(v)) return seg_bound(vm, s, v, depth);
    var_note(vm, v);
    Val pat = s[S_PAT];
    if (pat == NIL_V) {
        var_set(vm, v, s[S_DAT]);
        return R_MATCHED;
    }
    var_set(vm, v, NIL_V);
    /* the next plain element must occur in the datum at all */
    Val next = FRONT(pat);
    if (next == w_colon) {
        Val t = BACK(need_pair(vm, BACK(pat)));
        next = IS_PAIR(t) ? FRONT(t) : FALSE_V;
    }
    if (next != FALSE_V && !IS_PAIR(next) && !is_pattern_word(next)
        && call2(vm, "lmember_=", next, s[S_DAT]) == FALSE_V)
        return R_FAIL;
    if (FRONT(pat) == w_colon) {
        Val r = take_restriction(vm, s);
        return seg_restricted(vm, s, v, r, depth);
    }
    Cycle cyc = { 0, 0, 0, 0 };
    for (;;) {
        cycle_step(vm, &cyc, s[S_PAT], s[S_DAT]);
        if (sysmatch(vm, s[S_PAT], s[S_DAT], depth)) return R_MATCHED;
        if (!seg_grow(vm, s, v)) return R_FAIL;
    }
}

/* ---- the matcher ------------------------------------------------------------------ */

/* Match s[S_PAT] against s[S_DAT] element by element, advancing both in
   the slots (never in C locals across a call that can run Pop-11 code).
   Per element: == tries every tail of the datum against the rest of the
   pattern (the shortest segment first); ??v is seg_var's; = skips one
   item; ?v is one_var's; a list element is matched recursively against
   the datum's element; anything else must be = to it.  A pattern that is
   no pair (its end, or a dotted tail) must be = to what is left. */
static int match_level(VM *vm, Val *s, int depth)
{
    Cycle cyc = { 0, 0, 0, 0 };
    for (;;) {
        Val pat = s[S_PAT], dat = s[S_DAT];
        cycle_step(vm, &cyc, pat, dat);
        if (!IS_PAIR(pat)) return val_equal(vm, dat, pat);
        if (!IS_PAIR(dat) && dat != NIL_V) return 0;
        Val el = FRONT(pat);
        s[S_PAT] = pat = BACK(pat);
        int r;
        if (el == w_seq) {
            if (pat == NIL_V) return 1;
            Cycle seq = { 0, 0, 0, 0 };
            for (;;) {
                cycle_step(vm, &seq, s[S_PAT], s[S_DAT]);
                if (sysmatch(vm, s[S_PAT], s[S_DAT], depth)) return 1;
                if (s[S_DAT] == NIL_V) return 0;
                s[S_DAT] = BACK(need_pair(vm, s[S_DAT]));
            }
        }
        if (el == w_segvar && pat != NIL_V) {
            r = seg_var(vm, s, depth);
        } else if (!IS_PAIR(dat)) {
            return 0;
        } else if (el == w_one) {
            s[S_DAT] = BACK(dat);
            continue;
        } else if (el == w_var && pat != NIL_V) {
            r = one_var(vm, s, depth);
        } else {
            if (IS_PAIR(el) ? !sysmatch(vm, el, FRONT(dat), depth) : !val_equal(vm, FRONT(dat), el))
                return 0;
            s[S_DAT] = BACK(s[S_DAT]);
            continue;
        }
        if (r != R_NEXT) return r == R_MATCHED;
    }
}

/* One level of matching: restores popmatchvars to its entry value when
   the match fails. */
static int sysmatch(VM *vm, Val pattern, Val datum, int depth)
{
    if (depth >= MATCH_DEPTH_MAX)
        vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
    vm_check_cstack(vm);
    Val *s = data_slots(vm, S_N);
    s[S_PAT] = pattern;
    s[S_DAT] = datum;
    s[S_ENTRY] = MATCHVARS;
    int ok = match_level(vm, s, depth + 1);
    if (!ok) MATCHVARS = s[S_ENTRY];
    data_release(vm, s);
    return ok;
}

/* See match.h.  popmatchvars is made dynamically local to the matches
   frame and starts empty, as for Poplog's matches. */
int match_datum(VM *vm, Val datum, Val pattern)
{
    Val *s = data_slots(vm, 2);
    s[0] = datum;
    s[1] = pattern;
    Val saved = match_frame_push(vm, "matches");
    interp_dlocal(vm, id_matchvars, NIL_V);
    int ok = sysmatch(vm, s[1], s[0], 0);
    match_frame_pop(vm, saved);
    data_release(vm, s);
    return ok;
}

/* See match.h.  The built-in matches is called directly in C; a
   program's own matches (or a traced one) through vm_apply. */
int match_call(VM *vm, Val datum, Val pattern)
{
    Val id = word_ident(vm, word_cstr(vm, "matches"));
    Val p = IDENT_PTR(id)->value;
    if (IS_PROC(p) && PROC_KIND(p) == PK_PRIM && PROC_PTR(p)->u.prim.fn == p_matches)
        return match_datum(vm, datum, pattern);
    PUSH(datum);
    PUSH(pattern);
    vm_apply(vm, p);
    return POP() != FALSE_V;
}

/* See match.h (sysmatch: popmatchvars is neither reset nor made local,
   so the bindings of earlier patterns carry over, as the database's
   searches need). */
int match_sys(VM *vm, Val pattern, Val datum)
{
    Val *s = data_slots(vm, 2);
    s[0] = pattern;
    s[1] = datum;
    int ok = sysmatch(vm, s[0], s[1], 0);
    data_release(vm, s);
    return ok;
}

Val match_valof(VM *vm, Val var) { return var_get(vm, var); }

void match_assign(VM *vm, Val var, Val value) { var_set(vm, var, value); }

/* ---- procedures -------------------------------------------------------------------- */

PRIM(p_matches, "matches", 2, 1, "datum matches pattern -> bool: match a list against a pattern with = == ?x ??x elements (HELP MATCHES)")
{
    Val pattern = POP(), datum = POP();
    PUSH(BOOL_V(match_datum(vm, datum, pattern)));
}

PRIM(p_matcharrow, "-->", 2, 0, "datum --> pattern: match datum against pattern, binding its variables; mishap if they do not match")
{
    Val pattern = POP(), datum = POP();
    Val *s = data_slots(vm, 2);
    s[0] = datum;
    s[1] = pattern;
    Val saved = match_frame_push(vm, "-->");
    int ok = match_call(vm, datum, pattern);
    match_frame_pop(vm, saved);
    if (!ok) vm_mishap(vm, "NON MATCHING ARGUMENTS FOR -->", 2, s[0], s[1]);
    data_release(vm, s);
}

PRIM(p_sysmatch, "sysmatch", 2, 1, "sysmatch(pattern, datum) -> bool: the matcher behind matches, adding to the current popmatchvars")
{
    Val datum = POP(), pattern = POP();
    PUSH(BOOL_V(match_sys(vm, pattern, datum)));
}

/* ---- ! patterns: variables as identifiers ------------------------------------ */

/* An identifier standing for a lexical variable in a ! pattern: active,
   its value a procedure returning the variable, whose updater assigns it. */
static int is_pattern_ident(Val v)
{
    return IS_IDENT(v) && (IDENT_PTR(v)->h.flags & IDF_ACTIVE) && OBJ(v)->aux == ID_LVARS_TOP;
}

PRIM(p_sys_pattern_ident, "sys_pattern_ident", 3, 1, "sys_pattern_ident(word, getter, setter) -> ident: the identifier a ! pattern uses for a lexical variable (reading runs getter, assigning runs setter)")
{
    Val set = check_proc(vm, POP()), get = check_proc(vm, POP()), w = check_word(vm, POP());
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    id->h.aux = ID_LVARS_TOP;
    id->h.flags = IDF_ACTIVE | IDF_PATTERN;
    id->name = w;
    id->value = get;
    PROC_PTR(get)->updater = set;
    PUSH((Val)id);
}

PRIM(p_sys_pattern_mark, "sys_pattern_mark", 1, 1, "sys_pattern_mark(ident) -> ident: note that ident is used in a ! pattern (it then prints as <ID name value>)")
{
    Val id = PEEK(0);
    if (IS_IDENT(id)) OBJ(id)->flags |= IDF_PATTERN;
}

Val match_ident_value(Val id)
{
    Val v = IDENT_PTR(id)->value;
    if (!(OBJ(id)->flags & IDF_ACTIVE)) return v;
    /* a lexical variable's reader: a closure with the variable as its
       one captured slot */
    if (IS_PROC(v) && PROC_KIND(v) == PK_CODE && PROC_PTR(v)->n >= 1 &&
        IS_TYPE(PROC_PTR(v)->vals[0], T_UPVAL))
        return *((UpVal *)PROC_PTR(v)->vals[0])->p;
    return v;
}

/* Make every occurrence of a lexical pattern variable in list l (not in
   vectors) the same identifier record, the first one met, so that a
   repeated variable is recognised. */
static void pattern_unify(VM *vm, Val l, Val *seen, int *nseen, int max)
{
    for (; IS_PAIR(l); l = BACK(l)) {
        Val x = FRONT(l);
        if (IS_PAIR(x)) { pattern_unify(vm, x, seen, nseen, max); continue; }
        if (!is_pattern_ident(x)) continue;
        int i;
        for (i = 0; i < *nseen; i++)
            if (IDENT_PTR(seen[i])->name == IDENT_PTR(x)->name) { FRONT(l) = seen[i]; break; }
        if (i == *nseen && *nseen < max) seen[(*nseen)++] = x;
    }
}

PRIM(p_sys_pattern_fix, "sys_pattern_fix", 1, 1, "sys_pattern_fix(pattern) -> pattern: share one identifier among the occurrences of each lexical variable of a ! pattern")
{
    Val l = PEEK(0);
    Val seen[256];
    int n = 0;
    pattern_unify(vm, l, seen, &n, 256);
}

static Val tok(VM *vm, const char *w) { return word_cstr(vm, w); }

/* Add item to the reversed token list *out (rooted by the caller). */
static void out_tok(VM *vm, Val *out, Val item)
{
    *out = mk_pair(vm, item, *out);
}

/* Poplog's note when a pattern variable is made lexical (on cucharout). */
static void lvars_note(VM *vm, Val w)
{
    out_cstr(vm, ";;; WARNING DECLARING PATTERN VARIABLE ");
    out_str(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len);
    out_cstr(vm, " AS LVARS\n");
    Val f = IDVAL(vm->id_popfilename);
    if (f != FALSE_V) {
        out_cstr(vm, ";;; IN FILE ");
        print_pr(vm, f);
        out_char(vm, '\n');
    }
    Val n = IDVAL(vm->id_poplinenum);
    if (IS_INT(n)) {
        char b[40];
        snprintf(b, sizeof b, ";;; LINE %ld\n", (long)INT_VAL(n));
        out_cstr(vm, b);
    }
}

/* The tokens standing for pattern variable w: its identifier, or for a
   lexical variable a sys_pattern_ident call with a reader and a writer.
   Returns 1 for a lexical variable. */
static int var_tokens(VM *vm, Val w, Val *out, Val *warned)
{
    Val id0 = WORD_PTR(w)->ident;
    if (syntax_lookup(w) || (id0 && (IDENT_PTR(id0)->h.flags & (IDF_OP | IDF_MACRO | IDF_SYNTAX))))
        cmp_error(vm, "INAPPROPRIATE PATTERN VARIABLE", 1, w);
    FuncState *fs = FS(vm);
    int outside = fs->toplevel && fs->parent == NULL;
    VarRef r = resolve(vm, w, 0);
    int lexical = r.kind == VR_LOCAL || r.kind == VR_UPVAL;
    Val plv = word_ident(vm, word_cstr(vm, "pop_pattern_lvars"));
    int force = !plv || IDENT_PTR(plv)->value != FALSE_V;
    if (!lexical && !(r.kind == VR_IDENT && OBJ(r.ident)->aux == ID_LVARS_TOP)
        && (r.kind == VR_NONE || force)) {
        if (outside) {
            (void)resolve(vm, w, 1);          /* declares a new word */
        } else {
            VarRef d;
            declare_name(vm, D_LVARS, w, 0, &d);
            lexical = 1;
            int seen = 0;
            for (Val l = *warned; IS_PAIR(l); l = BACK(l)) if (FRONT(l) == w) seen = 1;
            Val lw = word_ident(vm, word_cstr(vm, "pop_lvars_warning"));
            if (lw && IDENT_PTR(lw)->value == FALSE_V) seen = 1;
            if (!seen) {
                lvars_note(vm, w);
                *warned = mk_pair(vm, w, *warned);
            }
        }
    }
    out_tok(vm, out, tok(vm, "^"));
    out_tok(vm, out, tok(vm, "("));
    if (!lexical) {
        out_tok(vm, out, tok(vm, "sys_pattern_mark"));
        out_tok(vm, out, tok(vm, "("));
        out_tok(vm, out, tok(vm, "ident"));
        out_tok(vm, out, w);
        out_tok(vm, out, tok(vm, ")"));
    } else {
        static const char *const pre[] = { "sys_pattern_ident", "(", "\"", NULL };
        for (int i = 0; pre[i]; i++) out_tok(vm, out, tok(vm, pre[i]));
        out_tok(vm, out, w);
        static const char *const get[] = { "\"", ",", "procedure", "(", ")", ";", NULL };
        for (int i = 0; get[i]; i++) out_tok(vm, out, tok(vm, get[i]));
        out_tok(vm, out, w);
        static const char *const set[] = { "endprocedure", ",", "procedure", "(", ")", ";", "->", NULL };
        for (int i = 0; set[i]; i++) out_tok(vm, out, tok(vm, set[i]));
        out_tok(vm, out, w);
        out_tok(vm, out, tok(vm, "endprocedure"));
        out_tok(vm, out, tok(vm, ")"));
    }
    out_tok(vm, out, tok(vm, ")"));
    return lexical;
}

/* ! [ ... ] -- a list expression in which the variables after ? and ??
   (outside vectors and %...%) are replaced by their identifiers, so that
   matching assigns them, lexical ones included (LIB READPATTERN).  In a
   procedure a variable that is not lexical is declared lvars there. */
static void syn_bang(VM *vm, Val kw)
{
    (void)kw;
    Val open = cmp_read_raw(vm);
    if (!cmp_is(open, "["))
        cmp_error(vm, "LIST (PATTERN) EXPECTED AFTER \"!\"", 1, open);
    Val out = NIL_V, warned = NIL_V;
    data_root(vm, &out);
    data_root(vm, &warned);
    char kinds[256];                 /* '[' or '{' per open bracket     */
    char pct[256];                   /* inside %...% at that level      */
    int depth = 1, invec = 0, lexical = 0;
    kinds[0] = '[';
    pct[0] = 0;
    for (;;) {
        Val t = cmp_read_raw(vm);
        if (t == TERMIN_V) { cmp_unread(vm, t); break; }
        out_tok(vm, &out, t);
        if (cmp_is(t, "[") || cmp_is(t, "{")) {
            if (depth >= 255) cmp_error(vm, "PATTERN NESTED TOO DEEPLY", 0);
            kinds[depth] = cmp_is(t, "[") ? '[' : '{';
            pct[depth] = 0;
            if (kinds[depth] == '{') invec++;
            depth++;
            continue;
        }
        if (cmp_is(t, "]") || cmp_is(t, "}")) {
            depth--;
            if (kinds[depth] == '{') invec--;
            if (depth == 0) break;
            continue;
        }
        if (cmp_is(t, "%")) { pct[depth - 1] = !pct[depth - 1]; continue; }
        if (!(cmp_is(t, "?") || cmp_is(t, "??")) || invec || pct[depth - 1]) continue;
        Val n = cmp_read_raw(vm);
        if (n == TERMIN_V || cmp_is(n, "]") || cmp_is(n, "}") || cmp_is(n, "%") ||
            cmp_is(n, "^") || cmp_is(n, "\"")) {
            cmp_unread(vm, n);
            continue;
        }
        if (IS_IDENT(n)) { out_tok(vm, &out, n); continue; }
        if (!IS_WORD(n)) {
            char msg[40];
            snprintf(msg, sizeof msg, "NON-WORD AFTER %s", WORD_PTR(t)->chars);
            cmp_error(vm, msg, 1, n);
        }
        lexical |= var_tokens(vm, n, &out, &warned);
    }
    /* give the list back to the compiler, without its "[" */
    for (Val l = out; IS_PAIR(l); l = BACK(l)) cmp_unread(vm, FRONT(l));
    data_unroot(vm, 2);
    Val lw = word_cstr(vm, "[");
    SyntaxFn list_fn = syntax_lookup(lw);
    list_fn(vm, lw);
    if (lexical) {
        flush(vm);
        Val id = word_ident(vm, word_cstr(vm, "sys_pattern_fix"));
        emit(vm, INS(OP_CALLQ, emit_const(vm, IDENT_PTR(id)->value)));
    }
}

/* matchesoneof / matchesallof: datum against each pattern of a list */
static int match_each(VM *vm, Val datum, Val pats, int want)
{
    Val *s = data_slots(vm, 2);
    s[0] = datum;
    for (s[1] = pats; s[1] != NIL_V; s[1] = BACK(s[1])) {
        if (!IS_PAIR(s[1])) vm_mishap(vm, "LIST NEEDED", 1, s[1]);
        if (match_call(vm, s[0], FRONT(s[1])) == want) { data_release(vm, s); return want; }
    }
    data_release(vm, s);
    return !want;
}

PRIM(p_matchesoneof, "matchesoneof", 2, 1, "datum matchesoneof patterns -> bool: does datum match one of the list of patterns (tried in order)")
{
    Val pats = POP(), datum = POP();
    PUSH(BOOL_V(match_each(vm, datum, pats, 1)));
}

PRIM(p_matchesallof, "matchesallof", 2, 1, "datum matchesallof patterns -> bool: does datum match every one of the list of patterns")
{
    Val pats = POP(), datum = POP();
    PUSH(BOOL_V(match_each(vm, datum, pats, 0)));
}

PVAR("pop_pattern_lvars", "pop_pattern_lvars: true (default) makes a non-lexical pattern variable of a ! pattern inside a procedure a new lvars there")
PVAR("pop_lvars_warning", "pop_lvars_warning: true (default) prints a note when a ! pattern declares a variable lvars")
PVAR("popmatchvars", "popmatchvars: the pattern variables bound so far by the match in progress (a list of words)")

void match_init(VM *vm)
{
    print_set_pattern_value(match_ident_value);
    w_one = word_cstr(vm, "=");
    w_seq = word_cstr(vm, "==");
    w_var = word_cstr(vm, "?");
    w_segvar = word_cstr(vm, "??");
    w_colon = word_cstr(vm, ":");
    id_matchvars = vm_defvar(vm, "popmatchvars", NIL_V);
    vm_defvar(vm, "pop_pattern_lvars", TRUE_V);
    vm_defvar(vm, "pop_lvars_warning", TRUE_V);
    static const char *const names[] = { "matches", "-->", "sysmatch", "matchesoneof",
                                         "matchesallof", NULL };
    data_make_redefinable(vm, names);
    for (int i = 3; names[i]; i++) {             /* operators of precedence 9 */
        Val id = word_ident(vm, word_cstr(vm, names[i]));
        IDENT_PTR(id)->h.flags |= IDF_OP;
        IDENT_PTR(id)->prec = 90;
    }
    syntax_register(vm, "!", syn_bang);
    matchvar_init(vm);
}
