/*
** matchvar.c -- matchvars: their class, printing, syntax and their
** matching inside `=` (see matchvar.h for what they are).
**
** Design notes
**   equal.c calls mv_match when the right-hand item is a matchvar, or a
**   list whose head is a segment matchvar.  A segment is tried with 0, 1,
**   2 ... elements, shortest first, the rest of the pattern list being
**   compared with the rest of the datum by equal_sub for each; a failed
**   try restores pop_matchvars_bound (so its bindings are forgotten, their
**   variables keep whatever they were last given, as in Poplog).  Once a
**   sub-list has matched the choice is final: = does not go back into it
**   (HELP EQUAL 6.3; `equals` is the operator that does).
**   The bound list is rebuilt functionally (new pairs at each binding) so
**   that restoring it is one assignment.
**   GC: everything held across Pop-11 calls (restriction procedures,
**   active variables) is in data_slots or reachable from the arguments of
**   val_equal, which roots them.
*/
#include <string.h>
#include "prim.h"
#include "data.h"
#include "gc.h"
#include "print.h"
#include "class.h"
#include "compile_int.h"
#include "match.h"
#include "matchvar.h"

#define KEY_CONS(k)   (((Key *)(k))->cons_p)
#define MV_FIELDS(v)  (((Record *)(v))->fields)
enum { F_NAME, F_WIDENT, F_RESTR, F_FLAGS };
enum { MVF_SEG = 1, MVF_CONV = 2 };

/* BOUND, pop_matchvars_bound, during a call of = that meets matchvars:
   a pair (CONVS . WIDENTS).  WIDENTS lists the variables bound so far in
   this call, newest first; CONVS holds the pending conversions of #p
   restrictions as a flat list (value wident value wident ...), newest
   first, assigned only when the whole = succeeds (mv_finish).  Both are
   rebuilt with new pairs, never changed in place, so a saved BOUND is a
   snapshot that one assignment restores. */
static Val mv_key;
#define BOUND (IDENT_PTR(equal_mv_bound_id)->value)

/* The MVF_* bits of a matchvar record (0 if its flags field holds no integer). */
static int mv_flags(Val mv)
{
    Val f = MV_FIELDS(mv)[F_FLAGS];
    return IS_INT(f) ? (int)INT_VAL(f) : 0;
}

/* Do widents a and b name the same variable?  The identifiers made for a
   lexical variable differ at each evaluation of the pattern: they are the
   same variable when they have the same name (one pattern sees one
   variable of a name). */
static bool same_wident(Val a, Val b)
{
    if (a == b) return true;
    return IS_IDENT(a) && IS_IDENT(b) && OBJ(a)->aux == ID_LVARS_TOP && OBJ(b)->aux == ID_LVARS_TOP
        && (OBJ(a)->flags & IDF_ACTIVE) && (OBJ(b)->flags & IDF_ACTIVE)
        && IDENT_PTR(a)->name == IDENT_PTR(b)->name;
}

/* The wident bound earlier in this call of = that is the same variable as
   w, or 0. */
static Val bound_as(Val w)
{
    Val b = BOUND;
    if (!IS_PAIR(b)) return 0;
    for (Val l = BACK(b); IS_PAIR(l); l = BACK(l))
        if (same_wident(FRONT(l), w)) return FRONT(l);
    return 0;
}

/* Match matchvar mv against value (one item, or the list of a segment).
   Phases: a variable already bound in this = must have an equal value
   (nothing more is checked or assigned); else the restriction: an
   integer is the length a segment must have, a procedure must return
   non-false (for #p its result is the conversion, recorded in CONVS); then
   the variable (if any: =* and =** have none) is assigned at once and
   pushed on WIDENTS.  Restriction procedures and active variables run
   Pop-11 code, so mv and value live in slots and the fields are read
   again after each call. */
static bool mv_bind(VM *vm, Val mv, Val value)
{
    Val *s = data_slots(vm, 3);
    s[0] = mv;
    s[1] = value;
    Val w = MV_FIELDS(mv)[F_WIDENT], restr = MV_FIELDS(mv)[F_RESTR];
    bool ok = true;
    if (w != FALSE_V) {
        Val prev = bound_as(w);
        if (prev) {
            ok = equal_sub(vm, s[1], match_valof(vm, prev));
            data_release(vm, s);
            return ok;
        }
    }
    if (IS_IDENT(restr) && !(OBJ(restr)->flags & IDF_ACTIVE)) restr = IDENT_PTR(restr)->value;
    if (IS_INT(restr)) {
        PUSH(s[1]);
        vm_apply(vm, ident_value(vm, "length"));
        ok = POP() == restr;
    } else if (IS_PROC(restr)) {
        PUSH(s[1]);
        vm_apply(vm, restr);
        Val r = POP();
        ok = r != FALSE_V;
        w = MV_FIELDS(s[0])[F_WIDENT];
        if (ok && (mv_flags(s[0]) & MVF_CONV) && w != FALSE_V) {
            s[2] = r;
            Val conv = mk_pair(vm, w, IS_PAIR(BOUND) ? FRONT(BOUND) : NIL_V);
            conv = mk_pair(vm, s[2], conv);
            BOUND = mk_pair(vm, conv, IS_PAIR(BOUND) ? BACK(BOUND) : NIL_V);
        }
    }
    w = MV_FIELDS(s[0])[F_WIDENT];
    if (ok && w != FALSE_V) {
        match_assign(vm, w, s[1]);
        Val l = mk_pair(vm, w, IS_PAIR(BOUND) ? BACK(BOUND) : NIL_V);
        BOUND = mk_pair(vm, IS_PAIR(BOUND) ? FRONT(BOUND) : NIL_V, l);
    }
    data_release(vm, s);
    return ok;
}

/* Is v a segment matchvar? */
static bool is_segment(Val v)
{
    return IS_TYPE(v, T_RECORD) && ((Record *)v)->key == mv_key && (mv_flags(v) & MVF_SEG);
}

/* The list of the first k elements of list l. */
static Val first_n(VM *vm, Val l, long k)
{
    Val *s = data_slots(vm, 1);
    s[0] = NIL_V;
    Val last = 0;
    for (long i = 0; i < k; i++, l = BACK(l)) {
        Val c = mk_pair(vm, FRONT(l), NIL_V);
        if (last) BACK(last) = c; else s[0] = c;
        last = c;
    }
    Val r = s[0];
    data_release(vm, s);
    return r;
}

/* Drop the newest binding of wident w from the bound list (the others,
   made since, stay) and give the list of conversions back its state conv
   (from before w was bound). */
static void forget_binding(VM *vm, Val w, Val conv)
{
    Val *s = data_slots(vm, 2);
    s[0] = NIL_V;                            /* the entries before w's, reversed */
    Val l = BACK(BOUND);
    for (; IS_PAIR(l) && FRONT(l) != w; l = BACK(l)) s[0] = mk_pair(vm, FRONT(l), s[0]);
    if (IS_PAIR(l)) {
        s[1] = BACK(l);
        for (Val r = s[0]; IS_PAIR(r); r = BACK(r)) s[1] = mk_pair(vm, FRONT(r), s[1]);
        BOUND = mk_pair(vm, conv, s[1]);
    }
    data_release(vm, s);
}

/* a against b, b a matchvar or a list headed by a segment matchvar. */
static bool mv_match(VM *vm, Val a, Val b)
{
    if (!IS_PAIR(b))                       /* a segment matches list elements only */
        return !(mv_flags(b) & MVF_SEG) && mv_bind(vm, b, a);
    /* Three cases for a segment at the head of b: it is the last element
       (it takes all of a, which must be a proper list); the next pattern
       element is an ordinary item (Poplog's scan for that item, below);
       the next is another segment (every length tried in turn, shortest
       first, BOUND restored after each failure). */
    Val *s = data_slots(vm, 4);
    s[0] = a;
    s[1] = b;
    s[2] = BOUND;
    bool ok = false;
    Val p = a;
    if (BACK(b) == NIL_V) {                /* last in its list: all the rest */
        long n = 0;
        for (; IS_PAIR(p); p = BACK(p)) n++;
        if (p == NIL_V) {
            s[3] = first_n(vm, s[0], n);
            ok = mv_bind(vm, FRONT(s[1]), s[3]);
        }
    } else if (!is_segment(FRONT(BACK(b)))) {
        /* As Poplog's = does: the segment ends where the element after it
           is = to an item of the datum, tried item by item (what that
           comparison binds stays bound); the rest of the pattern is then
           matched from that item, and only then is the segment bound.  A
           try that fails is not undone, so a variable it bound keeps its
           value for the later tries (HELP EQUAL 6.3's limits). */
        Val next = FRONT(BACK(b));
        bool restricted = MV_FIELDS(FRONT(b))[F_RESTR] != FALSE_V;
        for (long k = 0; IS_PAIR(p); k++, p = BACK(p)) {
            Val w = 0, conv = NIL_V;
            if (restricted) {
                /* a restricted segment is tried first, as Poplog does: a
                   length it does not accept is skipped, one it accepts is
                   bound before the element after it is compared (which
                   sees it), and forgotten again if the rest fails */
                Val before = BOUND;
                conv = IS_PAIR(before) ? FRONT(before) : NIL_V;
                s[3] = first_n(vm, s[0], k);
                if (!mv_bind(vm, FRONT(s[1]), s[3])) continue;
                if (BOUND != before) w = FRONT(BACK(BOUND));
            }
            bool hit = equal_sub(vm, FRONT(p), next) && equal_sub(vm, p, BACK(s[1]));
            if (restricted) {
                if (hit) { ok = true; break; }
                if (w) forget_binding(vm, w, conv);
                continue;
            }
            if (!hit) continue;
            s[3] = first_n(vm, s[0], k);
            if (mv_bind(vm, FRONT(s[1]), s[3])) { ok = true; break; }
        }
        data_release(vm, s);
        return ok;
    } else {
        for (long k = 0;; k++) {
            s[3] = first_n(vm, s[0], k);
            if (mv_bind(vm, FRONT(s[1]), s[3]) && equal_sub(vm, p, BACK(s[1]))) { ok = true; break; }
            BOUND = s[2];
            if (!IS_PAIR(p)) break;
            p = BACK(p);
        }
    }
    if (!ok) BOUND = s[2];
    data_release(vm, s);
    return ok;
}

/* At the end of a call of = that bound some matchvar: on success the
   conversions (#p restrictions) are assigned. */
static bool mv_finish(VM *vm, bool ok)
{
    if (!ok || !IS_PAIR(BOUND)) return ok;
    Val *s = data_slots(vm, 1);
    for (s[0] = FRONT(BOUND); IS_PAIR(s[0]) && IS_PAIR(BACK(s[0])); s[0] = BACK(BACK(s[0])))
        match_assign(vm, FRONT(BACK(s[0])), FRONT(s[0]));
    data_release(vm, s);
    return ok;
}

/* ---- printing ------------------------------------------------------------------- */

static void out_word(VM *vm, Val w)
{
    if (IS_WORD(w)) out_str(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len);
    else print_pr(vm, w);
}

/* =?name, =??"word", =*, =** followed by :restriction or #restriction; a
   procedure restriction that is the value of its name prints as the name. */
PRIM(p_sys_print_matchvar, "sys_print_matchvar", 1, 0, "sys_print_matchvar(matchvar): the class_print of matchvars: print it as the syntax that makes it (=?x:isword, =??\"w\", =*)")
{
    Val mv = PEEK(0);
    if (!IS_TYPE(mv, T_RECORD) || ((Record *)mv)->key != mv_key)
        vm_mishap(vm, "MATCHVAR NEEDED", 1, mv);
    int fl = mv_flags(mv);
    Val name = MV_FIELDS(mv)[F_NAME], w = MV_FIELDS(mv)[F_WIDENT], r = MV_FIELDS(mv)[F_RESTR];
    if (w == FALSE_V) out_cstr(vm, fl & MVF_SEG ? "=**" : "=*");
    else {
        out_cstr(vm, fl & MVF_SEG ? "=??" : "=?");
        if (IS_WORD(w)) { out_char(vm, '"'); out_word(vm, w); out_char(vm, '"'); }
        else out_word(vm, IS_WORD(name) ? name : IS_IDENT(w) ? IDENT_PTR(w)->name : name);
    }
    if (r != FALSE_V) {
        out_char(vm, fl & MVF_CONV ? '#' : ':');
        Val pn = IS_PROC(r) ? PROC_PTR(r)->props : 0;
        Val pid = pn && IS_WORD(pn) ? WORD_PTR(pn)->ident : 0;
        if (pid && IDENT_PTR(pid)->value == r) out_word(vm, pn);
        else print_pr(vm, r);
    }
    (void)POP();
}

/* ---- syntax -------------------------------------------------------------------- */

/* Compile the tokens toks (NULL-ended; "$" stands for the word w) followed
   by ")" as a parenthesised expression. */
static void compile_tokens(VM *vm, const char *const *toks, Val w)
{
    int n = 0;
    while (toks[n]) n++;
    cmp_unread(vm, cmp_word(vm, ")"));
    for (int i = n - 1; i >= 0; i--)
        cmp_unread(vm, strcmp(toks[i], "$") == 0 ? w : cmp_word(vm, toks[i]));
    static const char *const cl[] = { ")", NULL };
    FS(vm)->depth++;
    comp_stmts(vm, cl);
    FS(vm)->depth--;
}

/* Plant code pushing the identifier that stands for variable w. */
static void plant_wident(VM *vm, Val w)
{
    VarRef r = resolve(vm, w, 0);
    if (r.kind == VR_NONE) r = resolve(vm, w, 1);        /* declared, as Poplog does */
    if (r.kind == VR_IDENT) {
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, r.ident);
        flush(vm);
        return;
    }
    static const char *const t[] = {
        "sys_matchvar_ident", "(", "\"", "$", "\"", ",",
        "procedure", "(", ")", ";", "$", "endprocedure", ",",
        "procedure", "(", ")", ";", "->", "$", "endprocedure", ")", NULL };
    compile_tokens(vm, t, w);
}

/* Plant code pushing a restriction named by w: a constant's or lexical's
   value, else the identifier (looked at each time a match is tried). */
static void plant_restriction_name(VM *vm, Val w)
{
    VarRef r = resolve(vm, w, 0);
    if (r.kind == VR_NONE) r = resolve(vm, w, 1);
    if (r.kind == VR_IDENT && OBJ(r.ident)->aux != ID_CONSTANT) {
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, r.ident);
    } else set_pending(vm, PEND_PUSH, r, 0);
    flush(vm);
}

/* =? =?? =* =**: read the rest of the matchvar and plant code pushing it. */
static void syn_matchvar(VM *vm, Val kw)
{
    const char *k = WORD_PTR(kw)->chars;
    int seg = strcmp(k, "=??") == 0 || strcmp(k, "=**") == 0;
    int named = k[1] == '?';
    int flags = seg ? MVF_SEG : 0;
    flush(vm);
    if (named) {
        Val v = cmp_read_raw(vm);
        if (cmp_is(v, "\"")) {
            Val w = cmp_read_raw(vm);
            if (!IS_WORD(w)) cmp_error(vm, "WORD NEEDED AFTER \" IN MATCHVAR", 1, w);
            cmp_need(vm, "\"");
            set_pending(vm, PEND_PUSHQ, (VarRef){0}, w);
            flush(vm);
            set_pending(vm, PEND_PUSHQ, (VarRef){0}, w);
            flush(vm);
        } else {
            if (!IS_WORD(v) || syntax_lookup(v))
                cmp_error(vm, "INAPPROPRIATE MATCHVAR VARIABLE", 1, v);
            set_pending(vm, PEND_PUSHQ, (VarRef){0}, v);
            flush(vm);
            if (syntax_is_closer(v)) {             /* `=? ]`: taken as a name, as Poplog does */
                set_pending(vm, PEND_PUSHQ, (VarRef){0}, v);
                flush(vm);
            } else plant_wident(vm, v);
        }
    } else {
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, FALSE_V);
        flush(vm);
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, FALSE_V);
        flush(vm);
    }
    Val nx = cmp_read_raw(vm);
    if (cmp_is(nx, ":") || cmp_is(nx, "#")) {
        if (cmp_is(nx, "#")) flags |= MVF_CONV;
        Val r = cmp_read_raw(vm);
        if (IS_INT(r)) {
            set_pending(vm, PEND_PUSHQ, (VarRef){0}, r);
            flush(vm);
        } else if (cmp_is(r, "%")) {
            static const char *const cl[] = { "%", NULL };
            FS(vm)->depth++;
            comp_stmts(vm, cl);
            FS(vm)->depth--;
        } else if (IS_WORD(r) && !syntax_lookup(r)) {
            plant_restriction_name(vm, r);
        } else if (cmp_is(r, "[") || cmp_is(r, "{") || cmp_is(r, "\"")) {
            /* taken as the restriction's name, as Poplog does, so what
               follows it is a missing separator (=?x:[1]) */
            set_pending(vm, PEND_PUSHQ, (VarRef){0}, FALSE_V);
            flush(vm);
        } else if (!IS_WORD(r)) {
            cmp_error(vm, "INTEGER NEEDED", 1, r);       /* =?x:1.5, =?x:'s' */
        } else cmp_error(vm, "INVALID MATCHVAR RESTRICTION", 1, r);
    } else {
        cmp_unread(vm, nx);
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, FALSE_V);
        flush(vm);
    }
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, MK_INT(flags));
    flush(vm);
    emit(vm, INS(OP_CALLQ, emit_const(vm, KEY_CONS(mv_key))));
}

PRIM(p_sys_matchvar_ident, "sys_matchvar_ident", 3, 1, "sys_matchvar_ident(word, getter, setter) -> ident: the identifier a matchvar (=?x) uses for a lexical variable x (reading runs getter, assigning runs setter)")
{
    Val set = check_proc(vm, POP()), get = check_proc(vm, POP()), w = check_word(vm, POP());
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    id->h.aux = ID_LVARS_TOP;
    id->h.flags = IDF_ACTIVE;
    id->name = w;
    id->value = get;
    PROC_PTR(get)->updater = set;
    PUSH((Val)id);
}

PRIM(p_equal_assign, "=->", 2, 0, "item1 =-> item2: mishap unless item1 = item2 (an operator of precedence 10; item2's matchvars assign their variables, as in list =-> [=?x =?y])")
{
    Val *s = data_slots(vm, 2);
    s[1] = POP();
    s[0] = POP();
    if (!val_equal(vm, s[0], s[1])) vm_mishap(vm, "NON-EQUAL ARGUMENTS FOR =->", 2, s[0], s[1]);
    data_release(vm, s);
}

PVAR("matchvar_key", "matchvar_key: the key of matchvar records (dataword \"matchvar\"; HELP MATCHVARS)")
PVAR("consmatchvar", "consmatchvar(name, wident, restriction, flags) -> matchvar: a new matchvar: wident a word, an identifier or false; restriction false, an integer, a procedure or an identifier holding one; flags bit 0 a segment, bit 1 a conversion restriction (HELP MATCHVARS)")
PVAR("destmatchvar", "destmatchvar(matchvar) -> (name, wident, restriction, flags): the fields of a matchvar")
PVAR("pop_matchvars_bound", "pop_matchvars_bound: the matchvar variables bound so far by the call of = in progress ([] if none; see REF RECORDS)")

void matchvar_init(VM *vm)
{
    static const char *const spec[] = { "full", "full", "full", "full" };
    Val sl = NIL_V;
    data_root(vm, &sl);
    for (int i = 3; i >= 0; i--) sl = mk_pair(vm, word_cstr(vm, spec[i]), sl);
    mv_key = class_key_for(vm, word_cstr(vm, "matchvar"), sl);
    data_unroot(vm, 1);
    /* (kept alive by the constant matchvar_key) */
    struct { const char *name; Val v; } defs[] = {
        { "matchvar_key", mv_key }, { "consmatchvar", KEY_CONS(mv_key) },
        { "destmatchvar", ((Key *)mv_key)->dest_p },
    };
    for (size_t i = 0; i < sizeof defs / sizeof *defs; i++) {
        Val w = word_cstr(vm, defs[i].name);
        Val id = word_declare(vm, w, ID_CONSTANT, IDF_PROTECTED);
        IDENT_PTR(id)->value = defs[i].v;
        if (IS_PROC(defs[i].v)) PROC_PTR(defs[i].v)->props = w;
    }
    class_set_print(mv_key, ident_value(vm, "sys_print_matchvar"));
    equal_mv_bound_id = vm_defvar(vm, "pop_matchvars_bound", NIL_V);
    equal_mv_key = mv_key;
    equal_mv_match = mv_match;
    equal_mv_finish = mv_finish;
    Val eqa = word_ident(vm, word_cstr(vm, "=->"));          /* an operator, precedence 10 */
    IDENT_PTR(eqa)->h.flags |= IDF_OP;
    IDENT_PTR(eqa)->prec = 100;
    static const char *const words[] = { "=?", "=??", "=*", "=**" };
    for (int i = 0; i < 4; i++) syntax_register(vm, words[i], syn_matchvar);
}
