/*
** compile_stmt.c -- the syntax words of Pop-11.
**
** Each opener (if, while, for, define, vars, [, ...) is a SyntaxFn called
** by the expression compiler when it meets the word in operand position;
** it reads the rest of its construct and emits code.  Closers (then, endif,
** do, ...) end expressions.  The table is keyed by the interned word.
*/
#include <math.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include "compile_int.h"
#include "gc.h"
#include "itemise.h"
#include "num.h"
#include "print.h"
#include "lib.h"
#include "prim.h"
#include "data.h"
#include "section.h"
#include "vmcode.h"
#include "vmcode.h"

/* define's header ran into the end of the input (Poplog's text) */
#define MSG_DEFINE_WORD "ids: INCORRECT DEFINE SYNTAX (word needed)"


/* ---- the syntax table ------------------------------------------------------ */

#define NSYN 256
static struct { Val word; SyntaxFn fn; } syntab[NSYN];
static int nsyn;
static Val closer_words[160];
static int ncloser;

SyntaxFn syntax_lookup(Val w)
{
    for (int i = 0; i < nsyn; i++) if (syntab[i].word == w) return syntab[i].fn;
    return NULL;
}

int syntax_is_closer(Val w)
{
    for (int i = 0; i < ncloser; i++) if (closer_words[i] == w) return 1;
    return vmcode_is_user_closer(w);
}

/* ---- small helpers ------------------------------------------------------------ */

static Val read_word(VM *vm)
{
    Val w = cmp_read(vm);
    if (!IS_WORD(w)) cmp_error(vm, "WORD NEEDED", 1, w);
    return w;
}

static void stmts_to(VM *vm, const char *const *closers)
{
    FS(vm)->depth++;
    comp_stmts(vm, closers);
    FS(vm)->depth--;
}

/* Compile a condition (a statement sequence) ending at `closer`. */
static void condition(VM *vm, const char *closer)
{
    /* Poplog accepts `do` for `then` and `then` for `do` */
    const char *cl[] = { closer, strcmp(closer, "then") == 0 ? "do" : "then", NULL };
    stmts_to(vm, cl);
}

/* ---- if / unless ----------------------------------------------------------- */

static void syn_if_common(VM *vm, int negate)
{
    static const char *const arms_if[] = { "elseif", "elseunless", "else", "endif", "endunless",
                                           "=endif", "={close}", NULL };
    static const char *const arms_unless[] = { "elseif", "elseunless", "else", "endif", "endunless",
                                               "=endunless", "={close}", NULL };
    const char *const *arms = negate ? arms_unless : arms_if;
    int end = new_label(vm);
    FS(vm)->depth++;
    const char *endw = negate ? "endunless" : "endif";
    for (;;) {
        condition(vm, "then");
        int next = new_label(vm);
        int32_t br = cover_branch(vm, 2);     /* (coverage: -1 when off) */
        emit_jump(vm, negate ? OP_JMPT : OP_JMPF, next);
        cover_arm(vm, br, 0);
        Val cl = comp_stmts(vm, arms);
        if (cmp_is(cl, "elseif") || cmp_is(cl, "elseunless")) {
            emit_jump(vm, OP_JMP, end);
            place_label(vm, next);
            cover_arm(vm, br, 1);
            negate = cmp_is(cl, "elseunless");
            continue;
        }
        if (cmp_is(cl, "else")) {
            emit_jump(vm, OP_JMP, end);
            place_label(vm, next);
            cover_arm(vm, br, 1);
            const char *cl2[] = { endw, NULL, "={close}", NULL };
            char rep[32];
            snprintf(rep, sizeof rep, "=%s", endw);
            cl2[1] = rep;
            comp_stmts(vm, cl2);
        } else {
            if (!cmp_is(cl, endw) && !(cmp_is(cl, "endif") || cmp_is(cl, "endunless")))
                cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, cl);
            if (br >= 0) emit_jump(vm, OP_JMP, end);   /* the arm not taken: counted */
            place_label(vm, next);
            cover_arm(vm, br, 1);
        }
        break;
    }
    place_label(vm, end);
    FS(vm)->depth--;
}
/* After `->`: if C then T1 elseif C2 then T2 ... else TN endif, assigning
   the value to the target the conditions choose (Poplog's libraries write
   `[] -> if last then back(last) else list endif`).  See compile_int.h. */
void comp_if_target(VM *vm)
{
    int end = new_label(vm);
    for (;;) {
        condition(vm, "then");
        int next = new_label(vm);
        emit_jump(vm, OP_JMPF, next);
        if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
            cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush_update_pub(vm);
        Val cl = cmp_read(vm);
        emit_jump(vm, OP_JMP, end);
        place_label(vm, next);
        if (cmp_is(cl, "elseif")) continue;
        if (cmp_is(cl, "else")) {
            if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
                cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
            flush_update_pub(vm);
            cl = cmp_read(vm);
        }
        if (!cmp_is(cl, "endif")) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, cl);
        break;
    }
    place_label(vm, end);
}

static void syn_if(VM *vm, Val w) { (void)w; syn_if_common(vm, 0); }
static void syn_unless(VM *vm, Val w) { (void)w; syn_if_common(vm, 1); }

/* ---- loops ------------------------------------------------------------------- */

static void push_loop(VM *vm, int cont, int exit)
{
    FuncState *fs = FS(vm);
    if (fs->nloops >= 64) cmp_error(vm, "LOOPS NESTED TOO DEEPLY", 0);
    fs->loops[fs->nloops++] = (LoopInfo){ cont, exit };
}

static void loop_body(VM *vm, const char *endw, int cont, int exit)
{
    push_loop(vm, cont, exit);
    char rep[32];
    snprintf(rep, sizeof rep, "=%s", endw);
    /* as in Poplog, fast_repeat may also end with endrepeat */
    const char *alt = strcmp(endw, "endfast_repeat") == 0 ? "endrepeat" : NULL;
    const char *cl[] = { endw, rep, "={close}", alt, NULL };
    stmts_to(vm, cl);
    FS(vm)->nloops--;
}

static void syn_while_common(VM *vm, int until)
{
    int top = new_label(vm), exit = new_label(vm);
    FS(vm)->depth++;
    place_label(vm, top);
    condition(vm, "do");
    int32_t br = cover_branch(vm, 2);
    int left = br >= 0 ? new_label(vm) : exit;   /* left by the test */
    emit_jump(vm, until ? OP_JMPT : OP_JMPF, left);
    cover_arm(vm, br, 0);
    loop_body(vm, until ? "enduntil" : "endwhile", top, exit);
    emit_jump(vm, OP_JMP, top);
    if (br >= 0) { place_label(vm, left); cover_arm(vm, br, 1); }
    place_label(vm, exit);
    FS(vm)->depth--;
}
static void syn_while(VM *vm, Val w) { (void)w; syn_while_common(vm, 0); }
static void syn_until(VM *vm, Val w) { (void)w; syn_while_common(vm, 1); }

static void syn_repeat(VM *vm, Val w)
{
    const char *endw = cmp_is(w, "fast_repeat") ? "endfast_repeat" : "endrepeat";
    FuncState *fs = FS(vm);
    int top = new_label(vm), cont = new_label(vm), exit = new_label(vm);
    fs->depth++;
    flush(vm);
    uint32_t start = fs->ncode;
    set_barrier(fs);
    Val nx = cmp_peek(vm);
    int first = 0;
    if (cmp_is(nx, "forever")) cmp_read(vm);
    else if (!cmp_is(nx, endw)) {
        /* the first expression may already be the body: quitloop in it */
        push_loop(vm, cont, exit);
        first = comp_expr(vm);
        fs->nloops--;
    }
    if (first && cmp_is(cmp_peek(vm), "times")) {
        cmp_read(vm);
        flush(vm);
        uint32_t t = new_slot(vm);
        emit(vm, INS(OP_POPL, t));
        place_label(vm, top);
        int32_t br = cover_branch(vm, 2);
        int left = br >= 0 ? new_label(vm) : exit;
        emit_raw(vm, INS(OP_REPDEC, t));
        emit_label_word_pub(vm, left);
        cover_arm(vm, br, 0);
        loop_body(vm, endw, cont, exit);
        place_label(vm, cont);
        emit_jump(vm, OP_JMP, top);
        if (br >= 0) { place_label(vm, left); cover_arm(vm, br, 1); }
        place_label(vm, exit);
        fs->depth--;
        return;
    }
    /* plain repeat: what was compiled is the start of the body */
    fs->labels[top].pos = (int32_t)start;
    Val sep = cmp_read(vm);
    flush(vm);
    if (!cmp_is(sep, endw) && !(cmp_is(w, "fast_repeat") && cmp_is(sep, "endrepeat"))) {
        if (!cmp_is(sep, ";") && !cmp_is(sep, ",")) cmp_unread(vm, sep);
        loop_body(vm, endw, cont, exit);
    }
    place_label(vm, cont);
    emit_jump(vm, OP_JMP, top);
    place_label(vm, exit);
    fs->depth--;
}

/* The slot a loop variable lives in: its own slot if it is a local of
   this procedure, else a temporary copied into it at each iteration. */
static uint32_t loop_var_slot(VM *vm, Val word, VarRef *ref, int *copy)
{
    *ref = resolve(vm, word, 1);
    if (ref->kind == VR_LOCAL) { *copy = 0; return ref->index; }
    *copy = 1;
    return new_slot(vm);
}

/* for-forms defined by other modules (for_form_register). */
static struct { Val word; ForHeadFn head; ForTailFn tail; } forforms[16];
static int nforforms;

void for_form_register(VM *vm, const char *kw, ForHeadFn head, ForTailFn tail)
{
    if (nforforms < 16) {
        forforms[nforforms].word = word_cstr(vm, kw);
        forforms[nforforms].head = head;
        forforms[nforforms].tail = tail;
        nforforms++;
    }
}

/* Whether kw, read after a for loop's variable, is another variable
   (for x y in ...): a word that is not a keyword of for (in, on, from
   ..., a for-form or for-extension, loaded or autoloadable). */
static int for_variable(VM *vm, Val kw)
{
    if (!IS_WORD(kw) || syntax_is_closer(kw) || syntax_lookup(kw)) return 0;
    static const char *const kws[] = { "in", "on", "in_list", "on_list", "from", "to", "by", "step", "till",
        "forever", "in_property", "with_index", "do", NULL };
    for (int i = 0; kws[i]; i++) if (cmp_is(kw, kws[i])) return 0;
    for (int f = 0; f < nforforms; f++) if (forforms[f].word == kw) return 0;
    Val id = WORD_PTR(kw)->ident;
    if (id && (IDENT_PTR(id)->h.flags & IDF_SYNTAX)) return 0;
    char path[1024], file[512];
    snprintf(file, sizeof file, "%s.p", WORD_PTR(kw)->chars);
    int saved = errno;
    int lib = lib_search(vm, ident_value(vm, "popautolist"), file, path, sizeof path);
    errno = saved;
    return !lib;
}

/* for V in STRUCT using_subscriptor P do ... endfor (HELP FOR): V is
   P(i, STRUCT) for i from 1 to length(STRUCT).  The structure's code has
   been planted; the subscriptor expression and `do` come next. */
static void for_subscriptor(VM *vm, Val var, const char *endw, int cont, int exit)
{
    FuncState *fs = FS(vm);
    uint32_t sv = new_slot(vm), pv = new_slot(vm), iv = new_slot(vm), nv = new_slot(vm);
    emit(vm, INS(OP_POPL, sv));
    if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    flush(vm);
    emit(vm, INS(OP_POPL, pv));
    cmp_need(vm, "do");
    emit(vm, INS(OP_PUSHL, sv));
    emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "length"))->ident)));
    emit(vm, INS(OP_POPL, nv));
    emit(vm, INS(OP_PUSHI, 1));
    emit(vm, INS(OP_POPL, iv));
    int top = new_label(vm);
    place_label(vm, top);
    emit(vm, INS(OP_PUSHL, iv));
    emit(vm, INS(OP_PUSHL, nv));
    emit(vm, INS(OP_GT, 0));
    emit_jump(vm, OP_JMPT, exit);
    emit(vm, INS(OP_PUSHL, iv));
    emit(vm, INS(OP_PUSHL, sv));
    emit(vm, INS(OP_PUSHL, pv));
    emit(vm, INS(OP_CALLS, 0));
    VarRef ref; int copy;
    uint32_t vs = loop_var_slot(vm, var, &ref, &copy);
    emit(vm, INS(OP_POPL, vs));
    if (copy) { emit(vm, INS(OP_PUSHL, vs)); emit_pop_ref(vm, ref); }
    set_barrier(fs);
    push_loop(vm, cont, exit);
    const char *cl[] = { endw, "endfor", NULL };
    stmts_to(vm, cl);
    fs->nloops--;
    place_label(vm, cont);
    emit(vm, INS(OP_PUSHL, iv));
    emit(vm, INS(OP_PUSHI, 1));
    emit(vm, INS(OP_ADD, 0));
    emit(vm, INS(OP_POPL, iv));
    emit_jump(vm, OP_JMP, top);
    place_label(vm, exit);
}

static void for_step(VM *vm, const char *endw)
{
    FuncState *fs = FS(vm);
    int stepl = new_label(vm), test = new_label(vm), exit = new_label(vm);
    static const char *const cs[] = { "step", NULL };
    stmts_to(vm, cs);
    emit_jump(vm, OP_JMP, test);
    place_label(vm, stepl);
    static const char *const ct[] = { "till", NULL };
    stmts_to(vm, ct);
    place_label(vm, test);
    static const char *const cd[] = { "do", NULL };
    stmts_to(vm, cd);
    int32_t br = cover_branch(vm, 2);
    int left = br >= 0 ? new_label(vm) : exit;
    emit_jump(vm, OP_JMPT, left);
    set_barrier(fs);
    cover_arm(vm, br, 0);
    push_loop(vm, stepl, exit);
    const char *cl[] = { endw, "endfor", NULL };
    stmts_to(vm, cl);
    fs->nloops--;
    emit_jump(vm, OP_JMP, stepl);
    if (br >= 0) { place_label(vm, left); cover_arm(vm, br, 1); }
    place_label(vm, exit);
}

/* The header of `for v1, ..., vN in/on/in_list/on_list L1, ..., LN do`
   (kw is the word after the variables): the lists' slots, the loop top
   and the FORIN steps that take each variable's next item, jumping to
   the loop's exit (or, under coverage, to *left) at the end of a list.
   Returns 1 if it compiled the whole loop instead (`using_subscriptor`). */
static int for_in_header(VM *vm, Val kw, const Val *vars, int nv, const char *endw,
                         int top, int cont, int exit, int32_t *pbr, int *pleft)
{
    FuncState *fs = FS(vm);
    int on = cmp_is(kw, "on") || cmp_is(kw, "on_list");
    int inlist = cmp_is(kw, "in_list");    /* (using_subscriptor is not allowed) */
    uint32_t lslot[8];
    /* as in Poplog, the lists are the results of an expression
       sequence up to do: for x, y in f() do, f returning two lists */
    for (;;) {
        if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush(vm);
        Val sep = cmp_read(vm);
        if (cmp_is(sep, "do")) break;
        if (!on && !inlist && cmp_is(sep, "using_subscriptor")) {
            if (nv > 1)
                cmp_error(vm, "for: ONLY ONE LOOP VARIABLE ALLOWED", nv, vars[0], vars[1],
                          nv > 2 ? vars[2] : 0, nv > 3 ? vars[3] : 0);
            for_subscriptor(vm, vars[0], endw, cont, exit);
            return 1;
        }
        if (!cmp_is(sep, ",")) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 1, sep);
    }
    for (int i = 0; i < nv; i++) lslot[i] = new_slot(vm);
    for (int i = nv; i-- > 0; ) emit(vm, INS(OP_POPL, lslot[i]));
    place_label(vm, top);
    int32_t br = cover_branch(vm, 2);
    int left = br >= 0 ? new_label(vm) : exit;
    for (int i = 0; i < nv; i++) {
        VarRef ref; int copy;
        uint32_t vs = loop_var_slot(vm, vars[i], &ref, &copy);
        emit_raw(vm, INS(OP_FORIN, lslot[i]));
        emit_raw(vm, vs | ((uint32_t)on << 23));
        emit_label_word_pub(vm, left);
        if (copy) { emit(vm, INS(OP_PUSHL, vs)); emit_pop_ref(vm, ref); }
    }
    set_barrier(fs);
    cover_arm(vm, br, 0);
    *pbr = br;
    *pleft = left;
    return 0;
}

/* The whole of `for v from A by B to C do ... endfor` (any of the three
   parts may be missing; kw is the first of them): the variable's slot,
   and two hidden slots, the limit and (at limit + 1) the step, which
   FORTEST and FORINC read.  With coverage on, the loop's test counts its
   two arms. */
static void for_numeric(VM *vm, Val var, Val kw, const char *endw)
{
    FuncState *fs = FS(vm);
    int top = new_label(vm), cont = new_label(vm), exit = new_label(vm);
    int32_t br;
    int left = exit;
    VarRef ref; int copy;
    uint32_t vs = loop_var_slot(vm, var, &ref, &copy);
    uint32_t t = new_slot(vm);
    uint32_t ts = new_slot(vm);   /* step lives at t + 1 */
    (void)ts;
    fs->nslots_free += 2;
    int have_by = 0, have_to = 0, from_given = 0;
    for (;;) {
        int dest;
        if (cmp_is(kw, "from")) { dest = (int)vs; from_given = 1; }
        else if (cmp_is(kw, "by")) { dest = (int)t + 1; have_by = 1; }
        else if (cmp_is(kw, "to")) { dest = (int)t; have_to = 1; }
        else if (cmp_is(kw, "do")) break;
        else cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, kw);
        if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush(vm);
        emit(vm, INS(OP_POPL, (uint32_t)dest));
        kw = cmp_read(vm);
    }
    if (!from_given) { emit(vm, INS(OP_PUSHI, 1)); emit(vm, INS(OP_POPL, vs)); }
    if (!have_to) {
        /* no limit: count for ever (limit = a huge integer; a negative
           step with no limit counts down for ever) */
        emit(vm, INS(OP_PUSHQ, emit_const(vm, MK_INT(FIX_MAX))));
        emit(vm, INS(OP_POPL, t));
    }
    uint32_t w2 = t | ((uint32_t)have_by << 23);
    br = cover_branch(vm, 2);
    if (br >= 0) left = new_label(vm);
    emit_raw(vm, INS(OP_FORTEST, vs));
    emit_raw(vm, w2);
    emit_label_word_pub(vm, left);
    place_label(vm, top);
    cover_arm(vm, br, 0);
    if (copy) { emit(vm, INS(OP_PUSHL, vs)); emit_pop_ref(vm, ref); }
    push_loop(vm, cont, exit);
    const char *cl[] = { endw, "endfor", NULL };
    stmts_to(vm, cl);
    fs->nloops--;
    place_label(vm, cont);
    if (copy) { emit_push_ref(vm, ref); emit(vm, INS(OP_POPL, vs)); }
    emit_raw(vm, INS(OP_FORINC, vs));
    emit_raw(vm, w2);
    emit_label_word_pub(vm, top);
    if (br >= 0) { place_label(vm, left); cover_arm(vm, br, 1); }  /* FORINC falls through */
    place_label(vm, exit);
}

static void syn_for(VM *vm, Val w)
{
    FuncState *fs = FS(vm);
    const char *endw = cmp_is(w, "fast_for") ? "endfast_for" : "endfor";
    fs->depth++;
    /* for ACTION step ACTION till CONDITION do ... endfor (HELP FOR): an
       action starts with a non-word or a word followed by -> ( ; step;
       the two items are read and kept, so the usual form pays nothing */
    Val vars[8]; int nv = 0;
    Val t1 = cmp_read(vm), kw = IS_WORD(t1) ? cmp_read(vm) : 0;
    if (!IS_WORD(t1) || cmp_is(kw, "->") || cmp_is(kw, "(") || cmp_is(kw, ";")
        || cmp_is(kw, "step") || cmp_is(kw, "->>")) {
        if (kw) cmp_unread(vm, kw);
        cmp_unread(vm, t1);
        for_step(vm, endw);
        fs->depth--;
        return;
    }
    vars[nv++] = t1;
    /* variables separated by commas or spaces: for x y in l1, l2 do */
    while (nv < 8 && (cmp_is(kw, ",") || for_variable(vm, kw))) {
        if (cmp_is(kw, ",")) vars[nv++] = read_word(vm);
        else vars[nv++] = kw;
        kw = cmp_read(vm);
    }
    if (cmp_is(kw, "from") || cmp_is(kw, "by") || cmp_is(kw, "to")) {
        for_numeric(vm, vars[0], kw, endw);
        fs->depth--;
        return;
    }
    int top = new_label(vm), cont = new_label(vm), exit = new_label(vm);
    int32_t br = -1;             /* coverage: the loop's test, its arms */
    int left = exit;             /* (a label of its own while counted)  */
    ForTailFn tailfn = NULL;
    void *tailinfo = NULL;
    Owned own;                  /* tailinfo, until tailfn takes it */
    if (cmp_is(kw, "in") || cmp_is(kw, "on") || cmp_is(kw, "in_list") || cmp_is(kw, "on_list")) {
        if (for_in_header(vm, kw, vars, nv, endw, top, cont, exit, &br, &left)) {
            fs->depth--;
            return;
        }
    } else if (vmcode_for_extension(vm, kw, vars, nv, cmp_is(w, "fast_for"),
                   /* as in Poplog, fast_for may also end with endfor */
                   cmp_is(w, "fast_for") ? mk_list(vm, 2, (Val[]){ cmp_word(vm, "endfor"),
                                                                  cmp_word(vm, endw) })
                                         : cmp_word(vm, endw))) {
        fs->depth--;                 /* the extension compiled the whole loop */
        return;
    } else {
        int f;
        for (f = 0; f < nforforms; f++) if (forforms[f].word == kw) break;
        if (f == nforforms) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, kw);
        tailfn = forforms[f].tail;
        tailinfo = forforms[f].head(vm, kw, vars, nv, top, exit);
        vm_own(vm, &own, &tailinfo);
    }
    push_loop(vm, cont, exit);
    const char *cl[] = { endw, "endfor", NULL };
    stmts_to(vm, cl);
    fs->nloops--;
    place_label(vm, cont);
    if (tailfn) {
        vm_disown(vm, &own);
        tailfn(vm, tailinfo);
    }
    emit_jump(vm, OP_JMP, top);
    if (br >= 0) { place_label(vm, left); cover_arm(vm, br, 1); }
    place_label(vm, exit);
    fs->depth--;
}

/* quitloop / nextloop [(N)], quitif / quitunless / nextif / nextunless (c) [(N)] */
static int loop_count(VM *vm)
{
    Val nx = cmp_peek(vm);
    if (!cmp_is(nx, "(")) return 1;
    cmp_read(vm);
    Val n = cmp_read(vm);
    if (cmp_is(n, ")")) return 1;            /* quitloop(): the innermost loop */
    cmp_need(vm, ")");
    if (!IS_INT(n) || INT_VAL(n) < 1) cmp_error(vm, "INVALID LOOP NUMBER FOR quitloop", 1, n);
    return (int)INT_VAL(n);
}

static LoopInfo *get_loop(VM *vm, int n, Val w)
{
    FuncState *fs = FS(vm);
    if (n > fs->nloops) cmp_error(vm, "INVALID LOOP NUMBER FOR quitloop", 1, w);
    return &fs->loops[fs->nloops - n];
}

static void syn_quitloop(VM *vm, Val w)
{
    int n = loop_count(vm);
    LoopInfo *l = get_loop(vm, n, w);
    emit_jump(vm, OP_JMP, cmp_is(w, "quitloop") ? l->exit : l->cont);
}

static void syn_quitif(VM *vm, Val w)
{
    cmp_need(vm, "(");
    static const char *const cl[] = { ")", NULL };
    stmts_to(vm, cl);
    int32_t br = cover_branch(vm, 2);    /* (at the line of the `)`) */
    int n = loop_count(vm);
    LoopInfo *l = get_loop(vm, n, w);
    int quit = cmp_is(w, "quitif") || cmp_is(w, "quitunless");
    int neg = cmp_is(w, "quitunless") || cmp_is(w, "nextunless");
    if (br < 0) {
        emit_jump(vm, neg ? OP_JMPF : OP_JMPT, quit ? l->exit : l->cont);
        return;
    }
    /* counted: arm 0 the jump out (or to the next iteration), arm 1 on */
    int stay = new_label(vm);
    emit_jump(vm, neg ? OP_JMPT : OP_JMPF, stay);
    cover_arm(vm, br, 0);
    emit_jump(vm, OP_JMP, quit ? l->exit : l->cont);
    place_label(vm, stay);
    cover_arm(vm, br, 1);
}

static void syn_return(VM *vm, Val w)
{
    static const char *const cl[] = { ")", NULL };
    if (cmp_is(w, "return")) {
        if (cmp_is(cmp_peek(vm), "(")) { cmp_read(vm); stmts_to(vm, cl); }
        flush(vm);
        emit_out_copies(vm);
        emit(vm, INS(OP_RETURN, 0));
        return;
    }
    /* returnif(c) [(results)] / returnunless */
    cmp_need(vm, "(");
    stmts_to(vm, cl);
    int skip = new_label(vm);
    int32_t br = cover_branch(vm, 2);    /* arm 0: returned, arm 1: went on */
    emit_jump(vm, cmp_is(w, "returnif") ? OP_JMPF : OP_JMPT, skip);
    cover_arm(vm, br, 0);
    if (cmp_is(cmp_peek(vm), "(")) { cmp_read(vm); stmts_to(vm, cl); }
    flush(vm);
    emit_out_copies(vm);
    emit(vm, INS(OP_RETURN, 0));
    place_label(vm, skip);
    cover_arm(vm, br, 1);
}

/* goto and labels */
int find_goto_label(VM *vm, Val name)
{
    FuncState *fs = FS(vm);
    for (uint32_t i = 0; i < fs->nlabels; i++)
        if (fs->labels[i].name == name) return (int)i;
    int l = new_label(vm);
    FS(vm)->labels[l].name = name;
    return l;
}

void define_goto_label(VM *vm, Val name)
{
    place_label(vm, find_goto_label(vm, name));
}

static void syn_goto(VM *vm, Val w)
{
    (void)w;
    Val name = read_word(vm);
    emit_jump(vm, OP_JMP, find_goto_label(vm, name));
}

/* go_on EXPR to LAB1 ... LABn [else LAB]; -- jump to the EXPR'th label.
   sys_go_on checks the value and maps it to 1..n, or 0 for the else label. */
PRIM(p_sys_go_on, "sys_go_on", 3, 1, "sys_go_on(n, nlabels, has_else) -> i: the label index a go_on statement jumps to (0: its else label); mishaps as Poplog for a non-integer or, without else, an out-of-range n")
{
    Val has_else = POP();
    intptr_t k = INT_VAL(POP());
    Val n = POP();
    if (!IS_INT(n)) vm_mishap(vm, "INTEGER NEEDED (e.g. for go_on)", 1, n);
    if (INT_VAL(n) >= 1 && INT_VAL(n) <= k) { PUSH(n); return; }
    if (has_else == FALSE_V) vm_mishap(vm, "go_on: INTEGER OUT OF RANGE", 1, n);
    PUSH(MK_INT(0));
}

static void syn_go_on(VM *vm, Val w)
{
    if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    cmp_need(vm, "to");
    Val labels[256];
    int n = 0, els = -1;
    for (;;) {
        Val it = cmp_read(vm);
        if (cmp_is(it, ";") || it == TERMIN_V) { cmp_unread(vm, it); break; }
        if (cmp_is(it, "else")) { els = find_goto_label(vm, read_word(vm)); continue; }
        if (!IS_WORD(it) || n == 256) cmp_error(vm, "INVALID go_on LABEL", 1, it);
        labels[n++] = it;
    }
    flush(vm);
    emit(vm, INS(OP_PUSHI, n));
    emit(vm, INS(OP_PUSHQ, emit_const(vm, BOOL_V(els >= 0))));
    emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "sys_go_on"))->ident)));
    uint32_t t = new_slot(vm);
    emit(vm, INS(OP_POPL, t));
    for (int i = 0; i < n; i++) {
        int skip = new_label(vm);
        emit(vm, INS(OP_PUSHL, t));
        emit(vm, INS(OP_PUSHI, i + 1));
        emit_jump(vm, OP_JNIDEQ, skip);
        emit_jump(vm, OP_JMP, find_goto_label(vm, labels[i]));
        place_label(vm, skip);
    }
    if (els >= 0) emit_jump(vm, OP_JMP, els);
    (void)w;
}

/* ---- declarations ------------------------------------------------------------ */


/* `vars y` in a procedure whose output local is y (TEACH DEFINE's
   `define total_perim(list) -> total; vars ..., total = 0;`): y becomes a
   dynamic local, as Poplog's does, and its value at the exit is the
   result.  The output slot's name is hidden, so that y now means the
   dynamic variable, and each return copies the variable's value into the
   slot (emit_out_copies), before the dynamic locals are restored. */
static void vars_over_output(VM *vm, Val name)
{
    FuncState *fs = FS(vm);
    VarRef lr = resolve_local_only(vm, name);
    if (lr.kind != VR_LOCAL) return;
    int out = -1;
    for (uint32_t i = 0; i < fs->noutputs; i++) if (fs->outslots[i] == lr.index) out = (int)i;
    if (out < 0) return;
    for (uint32_t i = fs->nvars; i-- > fs->block_base; )
        if (fs->vars[i].name == name) { fs->vars[i].name = cmp_word(vm, " output local"); break; }
    fs->outdyn[out] = word_declare(vm, name, ID_VARS, 0);
}

void emit_out_copies(VM *vm)
{
    FuncState *fs = FS(vm);
    for (uint32_t i = 0; i < fs->noutputs; i++)
        if (fs->outdyn[i]) {
            emit(vm, INS(OP_PUSHV, emit_const(vm, fs->outdyn[i])));
            emit(vm, INS(OP_POPL, fs->outslots[i]));
        }
}

void declare_name(VM *vm, int kind, Val name, int isproc, VarRef *out)
{
    FuncState *fs = FS(vm);
    if (kind == D_DLOCAL) {
        VarRef r = resolve(vm, name, 1);
        if (r.kind == VR_IDENT) {
            uint32_t i;
            for (i = 0; i < fs->ndlocals; i++) if (fs->dlocals[i] == r.ident) break;
            if (i == fs->ndlocals && fs->ndlocals < 128) fs->dlocals[fs->ndlocals++] = r.ident;
        }
        *out = r;
        return;
    }
    if (kind == D_VARS || kind == D_CONSTANT || ((kind == D_LVARS || kind == D_LCONSTANT) && fs->toplevel && fs->parent == NULL)) {
        if (kind == D_LVARS || kind == D_LCONSTANT) {
            Val id = toplex_declare(vm, name);
            *out = (VarRef){ VR_IDENT, 0, id };
            return;
        }
        Val old = WORD_PTR(name)->ident;
        if (old && (IDENT_PTR(old)->h.flags & IDF_PROTECTED))
            cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD (missing ; after vars?)", 1, name);
        if (kind == D_VARS && (!fs->toplevel || fs->parent)) vars_over_output(vm, name);
        Val id = word_declare(vm, name, kind == D_CONSTANT ? ID_CONSTANT : ID_VARS,
                              (isproc ? IDF_PROCEDURE : 0)
                              | (C(vm)->global || C(vm)->global_next ? IDF_GLOBAL : 0));
        if (!fs->toplevel || fs->parent) {
            /* vars inside a procedure: a dynamic local (old style) */
            uint32_t i;
            for (i = 0; i < fs->ndlocals; i++) if (fs->dlocals[i] == id) break;
            if (i == fs->ndlocals && fs->ndlocals < 128) fs->dlocals[fs->ndlocals++] = id;
        }
        *out = (VarRef){ VR_IDENT, 0, id };
        return;
    }
    /* an lconstant in a procedure has its value from compile time */
    if (kind == D_LCONSTANT) { *out = (VarRef){ VR_IDENT, 0, declare_local_const(vm, name) }; return; }
    /* lvars are procedure-wide: redeclaring a name reuses its slot */
    VarRef old = resolve_local_only(vm, name);
    if (old.kind == VR_LOCAL) { *out = old; return; }
    uint32_t slot = new_slot(vm);
    declare_local(vm, name, slot, kind == D_LCONSTANT);
    *out = (VarRef){ VR_LOCAL, slot, 0 };
}

/* `= expr` of an lconstant in a procedure: expr is compiled as a procedure
   of its own and run now, once (as Poplog does), and its results become
   the values of the n hidden identifiers; it may use constants, not the
   procedure's variables. */
static void lconst_init(VM *vm, VarRef *refs, int n)
{
    FuncState *nfs = open_func(vm, FALSE_V);
    nfs->line0 = 0;                 /* (not a procedure of the program's) */
    if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    Proto *p = finish_func(vm, nfs);
    uint32_t nup = nfs->nupvals;
    Val pv = (Val)p;
    gc_push_root(vm, &pv);
    close_func(vm);
    /* (Poplog reports it later, at the end of the procedure) */
    if (nup) {
        gc_pop_root(vm);
        cmp_error(vm, "ILLEGAL CODE FOR COMPILE-TIME EVALUATION", 0);
    }
    pv = interp_make_proc(vm, p, FALSE_V);
    Val *base = vm->sp;
    vm_apply(vm, pv);
    gc_pop_root(vm);
    if (vm->sp - base < n) vm_stack_empty(vm);
    for (int i = n; i-- > 0; ) {
        IDENT_PTR(refs[i].ident)->value = *--vm->sp;
        IDENT_PTR(refs[i].ident)->h.flags |= IDF_ASSIGNED;
    }
}

/* Compile `= expr` (already read) and assign it to the n refs, last first. */
static void decl_init(VM *vm, int kind, VarRef *refs, int n)
{
    if (kind == D_LCONSTANT && n > 0 && refs[0].kind == VR_IDENT
        && IDENT_PTR(refs[0].ident)->h.aux == ID_CONSTANT) {
        lconst_init(vm, refs, n);
        return;
    }
    if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    flush(vm);
    for (int i = n; i-- > 0; ) {
        if (refs[i].kind == VR_IDENT && kind == D_CONSTANT)
            emit(vm, INS(OP_POPV, emit_const(vm, refs[i].ident)));
        else emit_pop_ref(vm, refs[i]);
    }
}

/* `= expr` of a macro constant: the expression's items (to the next `,`,
   `;` or unmatched `)`) are evaluated now, so that later declarations in
   the same statement can use the macro. */
static void macro_init(VM *vm, Val ident)
{
    Val items = NIL_V, last = NIL_V;
    gc_push_root(vm, &items);
    int depth = 0;
    for (;;) {
        Val x = cmp_read_raw(vm);
        if (x == TERMIN_V) break;
        if (depth == 0 && (cmp_is(x, ",") || cmp_is(x, ";") || cmp_is(x, ")"))) { cmp_unread(vm, x); break; }
        if (cmp_is(x, "(") || cmp_is(x, "[") || cmp_is(x, "{")) depth++;
        else if (cmp_is(x, ")") || cmp_is(x, "]") || cmp_is(x, "}")) depth--;
        Val cell = mk_pair(vm, x, NIL_V);
        if (items == NIL_V) items = cell; else BACK(last) = cell;
        last = cell;
    }
    Val *base = vm->sp;
    compile_items_now(vm, items);
    gc_pop_root(vm);
    IDENT_PTR(ident)->value = vm->sp > base ? vm->sp[-1] : FALSE_V;
    IDENT_PTR(ident)->h.flags |= IDF_ASSIGNED;
    vm->sp = base;
}

/* dlocal %EXPR%: run with the two procedures for EXPR (reading it, and
   assigning to it) on the stack: saves EXPR's value, restored at exit */
static void dlocal_expr_fn(VM *vm)
{
    Val u = POP(), g = POP();
    gc_push_root(vm, &u);
    gc_push_root(vm, &g);
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    id->name = FALSE_V;
    id->value = g;
    id->h.aux = ID_VARS;
    id->h.flags |= IDF_ACTIVE;
    PROC_PTR(g)->updater = u;
    gc_pop_root(vm);
    gc_pop_root(vm);
    Val idv = (Val)id;                  /* rooted while g runs (a safe point) */
    gc_push_root(vm, &idv);
    interp_dlocal_active(vm, idv);
    gc_pop_root(vm);
}

/* Append item to the list *head..*last (both rooted by the caller). */
static void append_item(VM *vm, Val *head, Val *last, Val item)
{
    Val cell = mk_pair(vm, item, NIL_V);
    if (*head == NIL_V) *head = cell; else BACK(*last) = cell;
    *last = cell;
}

/* Append the items of list l to the list *head..*last. */
static void append_list(VM *vm, Val *head, Val *last, Val l)
{
    for (; IS_PAIR(l); l = BACK(l)) append_item(vm, head, last, FRONT(l));
}

static void append_words(VM *vm, Val *head, Val *last, const char *const *w)
{
    for (int i = 0; w[i]; i++) append_item(vm, head, last, cmp_word(vm, w[i]));
}

/* dlocal [M] %ENTRY [, EXIT]% [= INIT] (HELP DLOCAL): on entry the M
   values of ENTRY are saved (M defaults to 1); INIT's values are then
   assigned by the update of ENTRY; at the exit the saved values are
   given back by the update of ENTRY, or, after a comma, by running EXIT
   with them on the stack.  Compiled as an active identifier whose reader
   is `procedure; ENTRY endprocedure` and whose updater gives the value
   back (M other than 1: the values travel as one vector). */
static void dlocal_expr(VM *vm, int mult)
{
    Val head = NIL_V, last = NIL_V, e1 = NIL_V, l1 = NIL_V, e2 = NIL_V, l2 = NIL_V, x = FALSE_V;
    gc_push_root(vm, &head); gc_push_root(vm, &last);
    gc_push_root(vm, &e1); gc_push_root(vm, &l1);
    gc_push_root(vm, &e2); gc_push_root(vm, &l2); gc_push_root(vm, &x);
    int depth = 0, comma = 0;
    for (;;) {
        x = cmp_read_raw(vm);
        if (x == TERMIN_V) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, x);
        if (depth == 0 && cmp_is(x, "%")) break;
        if (depth == 0 && !comma && cmp_is(x, ",")) { comma = 1; continue; }
        if (cmp_is(x, "(") || cmp_is(x, "[") || cmp_is(x, "{")) depth++;
        if (cmp_is(x, ")") || cmp_is(x, "]") || cmp_is(x, "}")) depth--;
        if (comma) append_item(vm, &e2, &l2, x); else append_item(vm, &e1, &l1, x);
    }
    static const char *const pro[] = { "procedure", ";", NULL };
    static const char *const endp[] = { "endprocedure", NULL };
    static const char *const popen[] = { "(", NULL }, *const pclose[] = { ")", NULL };
    /* reader */
    append_words(vm, &head, &last, pro);
    if (mult != 1) {
        static const char *const cv[] = { "consvector", "(", NULL };
        append_words(vm, &head, &last, cv);
        append_list(vm, &head, &last, e1);
        append_item(vm, &head, &last, cmp_word(vm, ","));
        append_item(vm, &head, &last, MK_INT(mult));
        append_words(vm, &head, &last, pclose);
    } else append_list(vm, &head, &last, e1);
    append_words(vm, &head, &last, endp);
    /* updater */
    append_words(vm, &head, &last, pro);
    if (mult != 1) {
        static const char *const ex[] = { "explode", "(", ")", ";", NULL };
        append_words(vm, &head, &last, ex);
    }
    if (comma) {
        append_words(vm, &head, &last, popen);
        append_list(vm, &head, &last, e2);
        append_words(vm, &head, &last, pclose);
    } else {
        append_item(vm, &head, &last, cmp_word(vm, "->"));
        append_list(vm, &head, &last, e1);
    }
    append_words(vm, &head, &last, endp);
    BACK(last) = vm->itm->pushback;          /* read next: the two procedures */
    vm->itm->pushback = head;
    flush(vm);
    comp_expr_prec(vm, PREC_INTERNAL(1));
    flush(vm);
    comp_expr_prec(vm, PREC_INTERNAL(1));
    flush(vm);
    Val prim = mk_prim(vm, NULL, dlocal_expr_fn, 2, 0);
    emit(vm, INS(OP_CALLQ, emit_const(vm, prim)));
    set_barrier(FS(vm));
    Val eq = cmp_read(vm);
    if (cmp_is(eq, "=")) {
        /* INIT's values, then (procedure; -> ENTRY endprocedure)() */
        if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
            cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush(vm);
        head = last = NIL_V;
        append_words(vm, &head, &last, pro);
        append_item(vm, &head, &last, cmp_word(vm, "->"));
        append_list(vm, &head, &last, e1);
        append_words(vm, &head, &last, endp);
        BACK(last) = vm->itm->pushback;
        vm->itm->pushback = head;
        comp_expr_prec(vm, PREC_INTERNAL(1));
        flush(vm);
        emit(vm, INS(OP_CALLS, 0));
    } else cmp_unread(vm, eq);
    for (int i = 0; i < 7; i++) gc_pop_root(vm);
}

/* The names of a declaration, up to `;` (or the `)` of a group when
   ingroup): names separated by commas or spaces, each optionally
   `procedure`, an operator precedence and `= expr`; `( names ) = expr`
   assigns several at once, `( A = 1, B = 2 )` groups initialised names.
   Declared refs are appended to out[] (for a group's multiple assignment). */
static int decl_items(VM *vm, int kind, int isproc0, int ismacro, int ingroup,
                      VarRef *out, int maxout)
{
    int nout = 0;
    for (;;) {
        Val it = cmp_read_name(vm);            /* names being declared: no macro expansion */
        if (cmp_is(it, ";") || it == TERMIN_V) {
            if (ingroup) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, it);
            cmp_unread(vm, it);
            return nout;
        }
        if (ingroup && cmp_is(it, ")")) return nout;
        if (cmp_is(it, ",")) continue;
        if (kind == D_DLOCAL && cmp_is(it, "%")) { dlocal_expr(vm, 1); continue; }
        if (kind == D_DLOCAL && IS_INT(it) && cmp_is(cmp_peek(vm), "%")) {   /* dlocal M %...% */
            cmp_read(vm);
            dlocal_expr(vm, (int)INT_VAL(it));
            continue;
        }
        int gproc = isproc0;
        if (cmp_is(it, "procedure") && cmp_is(cmp_peek(vm), "(")) { gproc = 1; it = cmp_read_name(vm); }
        if (cmp_is(it, "(")) {
            VarRef refs[64];
            int n = decl_items(vm, kind, gproc, ismacro, 1, refs, 64);
            Val eq = cmp_read(vm);
            if (cmp_is(eq, "=")) decl_init(vm, kind, refs, n);
            else cmp_unread(vm, eq);
            for (int i = 0; i < n && nout < maxout; i++) out[nout++] = refs[i];
        } else {
            int isproc = isproc0;
            for (;;) {
                if (cmp_is(it, "procedure")) isproc = 1;
                else if (!(cmp_is(it, "global") || cmp_is(it, "nonactive") || cmp_is(it, "constant")
                           || IS_INT(it))) break;     /* operator precedence: ignored here */
                it = cmp_read_name(vm);
            }
            /* (a closing word may be declared a syntax word: constant
               syntax updating_last = pop_undef, as Poplog's libraries do) */
            if (!IS_WORD(it) || (syntax_is_closer(it) && ismacro != 2))
                cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 1, it);
            VarRef ref;
            declare_name(vm, kind, it, isproc, &ref);
            if (ismacro && ref.kind == VR_IDENT) {
                IDENT_PTR(ref.ident)->h.flags |= ismacro == 2 ? IDF_SYNTAX : IDF_MACRO;
                if (IDENT_PTR(ref.ident)->h.aux == ID_LVARS_TOP) OBJ(it)->flags |= WORDF_LEXMACRO;
            }
            if (nout < maxout) out[nout++] = ref;
            Val eq = cmp_read(vm);
            if (cmp_is(eq, "=") && ismacro == 1 && ref.kind == VR_IDENT) macro_init(vm, ref.ident);
            else if (cmp_is(eq, "=")) decl_init(vm, kind, &ref, 1);
            else cmp_unread(vm, eq);
        }
        Val sep = cmp_peek(vm);
        if (!ingroup && !cmp_is(sep, ",") && !IS_WORD(sep)) return nout;
        if (!ingroup && IS_WORD(sep) && syntax_is_closer(sep) && !cmp_is(sep, ",") && !cmp_is(sep, ";"))
            return nout;
    }
}

static void syn_declare(VM *vm, Val w)
{
    int kind = cmp_is(w, "vars") ? D_VARS :
               cmp_is(w, "lvars") || cmp_is(w, "dlvars") ? D_LVARS :
               cmp_is(w, "lconstant") ? D_LCONSTANT :
               cmp_is(w, "dlocal") ? D_DLOCAL : D_CONSTANT;
    int ismacro = 0, isproc = 0;
    for (;;) {
        Val it = cmp_read_name(vm);          /* a name declared may be a macro's */
        if (cmp_is(it, "macro")) ismacro = 1;
        else if (cmp_is(it, "syntax")) ismacro = 2;
        else if (cmp_is(it, "procedure") && !cmp_is(w, "dlocal")) isproc = 1;
        else if (!(cmp_is(it, "global") || cmp_is(it, "nonactive"))) { cmp_unread(vm, it); break; }
    }
    /* a file-level lconstant macro is the file's own (a toplex ident that
       cmp_read finds); other macros are permanent */
    if (ismacro && kind == D_LCONSTANT && !(FS(vm)->toplevel && FS(vm)->parent == NULL))
        kind = D_CONSTANT;
    VarRef dummy[1];
    decl_items(vm, kind, isproc, ismacro, 0, dummy, 1);
}

/* ---- define and procedure ------------------------------------------------------ */

/* Compile formals, outputs and body up to `endw`; leaves the new procedure
   (a constant or a CLOSURE instruction) as the pending push. */
void proc_body(VM *vm, Val name, const char *endw, int has_header, const Val *pre, int npre)
{
    FuncState *fs = open_func(vm, name);
    for (int i = 0; i < npre; i++) {          /* operator forms: define 5 x op y */
        declare_local(vm, pre[i], new_slot(vm), 0);
        fs->nformals++;
    }
    if (has_header) {
        /* names being declared (formals, outputs) are not macro-expanded */
        Val it = cmp_read_name(vm);
        /* old-style header without parentheses: define f x y; */
        while (npre == 0 && IS_WORD(it) && !cmp_is(it, "(") && !cmp_is(it, ";") && !cmp_is(it, "->")
               && !cmp_is(it, "with_props") && !cmp_is(it, "with_nargs") && !cmp_is(it, "=")
               && !syntax_is_closer(it) && !syntax_lookup(it)) {
            declare_local(vm, it, new_slot(vm), 0);
            fs->nformals++;
            it = cmp_read_name(vm);
        }
        if (cmp_is(it, "(")) {
            for (;;) {
                Val f = cmp_read_name(vm);
                if (cmp_is(f, ")")) break;
                if (cmp_is(f, ",")) continue;
                int isproc = 0;
                if (cmp_is(f, "procedure")) { isproc = 1; f = cmp_read_name(vm); }
                if (cmp_is(f, "lvars") || cmp_is(f, "dlocal")) f = cmp_read_name(vm);
                if (f == TERMIN_V) cmp_error(vm, MSG_DEFINE_WORD, 1, f);
                if (!IS_WORD(f)) cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 1, f);
                uint32_t s = new_slot(vm);
                declare_local(vm, f, s, 0);
                if (isproc && s < 32) fs->procformals |= 1u << s;
                fs->nformals++;
            }
            it = cmp_read(vm);
        }
        if (cmp_is(it, "->")) {
            Val o = cmp_read_name(vm);
            Val outs[64]; int no = 0;
            if (cmp_is(o, "(")) {
                for (;;) {
                    Val x = cmp_read_name(vm);
                    if (cmp_is(x, ")")) break;
                    if (cmp_is(x, ",")) continue;
                    if (x == TERMIN_V) cmp_error(vm, MSG_DEFINE_WORD, 1, x);
                    if (!IS_WORD(x))
                        cmp_error(vm, "ids: INCORRECT DEFINE SYNTAX (missing closing \")\" in header)", 0);
                    if (no < 64) outs[no++] = x;
                }
            } else {
                /* -> a -> b: the results are pushed b first, then a, so
                   that "f() -> a -> b" gets them back (the same as -> (b, a)) */
                outs[no++] = o;
                Val nx;
                while (cmp_is(nx = cmp_read(vm), "->")) {
                    Val x = cmp_read_name(vm);
                    if (!IS_WORD(x)) cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 1, x);
                    if (no < 64) outs[no++] = x;
                }
                cmp_unread(vm, nx);
                for (int i = 0; i < no / 2; i++) {
                    Val t = outs[i]; outs[i] = outs[no - 1 - i]; outs[no - 1 - i] = t;
                }
            }
            for (int i = 0; i < no; i++) {
                uint32_t s;
                VarRef r = resolve_local_only(vm, outs[i]);
                if (r.kind == VR_LOCAL) s = r.index;
                else { s = new_slot(vm); declare_local(vm, outs[i], s, 0); }
                fs->outslots[fs->noutputs++] = (uint16_t)s;
            }
            it = cmp_read(vm);
        }
        while (cmp_is(it, "with_props") || cmp_is(it, "with_nargs")) {
            Val v = cmp_read(vm);
            if (cmp_is(it, "with_props")) fs->name = v;
            it = cmp_read(vm);
        }
        if (!cmp_is(it, ";")) cmp_unread(vm, it);
    }
    char rep[32];
    snprintf(rep, sizeof rep, "=%s", endw);
    const char *cl[] = { endw, rep, "={end}", NULL };
    comp_stmts(vm, cl);
    Proto *p = finish_func(vm, fs);
    Val pv = (Val)p;
    gc_push_root(vm, &pv);
    close_func(vm);
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, proto_value(vm, p));
    gc_pop_root(vm);
}

VarRef resolve_local_only(VM *vm, Val word)
{
    FuncState *fs = FS(vm);
    for (uint32_t i = fs->nvars; i-- > fs->block_base; )
        if (fs->vars[i].name == word)
            return fs->vars[i].ident ? (VarRef){ VR_IDENT, 0, fs->vars[i].ident }
                                     : (VarRef){ VR_LOCAL, fs->vars[i].slot, 0 };
    return (VarRef){ VR_NONE, 0, 0 };
}

static void syn_procedure(VM *vm, Val w)
{
    (void)w;
    proc_body(vm, FALSE_V, "endprocedure", 1, NULL, 0);
}

/* define :NAME ... : run the define form procedure define_NAME (a syntax
   procedure, autoloaded if need be) on the rest of the definition. */
static void syn_define(VM *vm, Val w);

static void define_form(VM *vm)
{
    Val form = read_word(vm);
    if (cmp_is(form, "define_form")) {
        /* define :define_form NAME; ... enddefine  defines the syntax
           procedure define_NAME run by `define :NAME` */
        Val nm = read_word(vm);
        int global = 0;
        while (cmp_is(nm, "global") || cmp_is(nm, "vars") || cmp_is(nm, "constant")) {
            if (cmp_is(nm, "global")) global = 1;      /* seen in sections below too */
            nm = read_word(vm);
        }
        char buf[300];
        snprintf(buf, sizeof buf, "define_%s", WORD_PTR(nm)->chars);
        cmp_unread(vm, cmp_word(vm, buf));
        cmp_unread(vm, cmp_word(vm, "syntax"));
        if (global) cmp_unread(vm, cmp_word(vm, "global"));
        syn_define(vm, cmp_word(vm, "define"));
        return;
    }
    if (cmp_is(form, "sub_syntax")) {
        /* define :sub_syntax CONSTRUCT NAME ... : NAME becomes a syntax word
           of CONSTRUCT (e.g. a for extension) valued conspair(CONSTRUCT, proc) */
        C(vm)->subsyntax = read_word(vm);
        syn_define(vm, cmp_word(vm, "define"));
        return;
    }
    char name[300];
    snprintf(name, sizeof name, "define_%s", WORD_PTR(form)->chars);
    Val w = cmp_word(vm, name);
    if (!WORD_PTR(w)->ident) lib_autoload(vm, w);
    Val id = WORD_PTR(w)->ident;
    if (!id || !IS_PROC(IDENT_PTR(id)->value))
        cmp_error(vm, "UNKNOWN DEFINE FORM", 1, form);
    vmcode_run_syntax(vm, w, IDENT_PTR(id)->value);
}

/* The header of a define, as its prefix words set it: kind (D_*, or -1
   for the default), and one flag per prefix word.  Why a struct rather
   than a dozen locals: the prefixes are read in one place and used in
   three (declaring the name, planting the assignment, the retrace), and
   each of those is a function of its own below. */
typedef struct DefHead {
    int kind;
    int ismacro, isupdater, isop, isproc, isdlocal, isactive, issyntax, isglobal;
    int synop;                 /* define syntax PREC NAME: a syntax operator */
    int prec;                  /* an operator's precedence, in tenths */
    Val precv;                 /* the precedence as written            */
    Val subsyntax;             /* define :sub_syntax CONSTRUCT          */
} DefHead;

/* Read the prefix words of a define (vars, lconstant, macro, updaterof,
   a precedence ...) into h; returns the item after them (the name), or
   0 when it was `define :FORM`, which define_form has compiled. */
static Val define_prefixes(VM *vm, DefHead *h)
{
    for (;;) {
        Val it = cmp_read_name(vm);        /* a macro being redefined is not expanded */
        if (cmp_is(it, "vars")) h->kind = D_VARS;
        else if (cmp_is(it, "lvars") || cmp_is(it, "dlvars")) h->kind = D_LVARS;
        else if (cmp_is(it, "lconstant")) h->kind = D_LCONSTANT;
        else if (cmp_is(it, "constant") || cmp_is(it, "iconstant")) h->kind = D_CONSTANT;
        else if (cmp_is(it, "dlocal")) h->isdlocal = 1;
        else if (cmp_is(it, "global")) h->isglobal = 1;
        else if (cmp_is(it, "nonactive")) { }
        else if (cmp_is(it, "active")) h->isactive = 1;
        else if (cmp_is(it, "procedure")) h->isproc = 1;
        else if (cmp_is(it, "macro")) h->ismacro = 1;
        else if (cmp_is(it, "updaterof")) h->isupdater = 1;
        else if (cmp_is(it, "syntax")) h->issyntax = 1;
        else if (cmp_is(it, ":") && h->kind < 0 && !h->issyntax) { define_form(vm); return 0; }
        else if (IS_INT(it) || IS_FLOAT(it)) {
            /* an operator's precedence: -12.7 .. 12.7 as in Poplog */
            double v = IS_INT(it) ? (double)INT_VAL(it) : FLOAT_VAL(it);
            h->isop = 1;
            h->precv = it;
            h->prec = fabs(v) <= 12.75 ? (int)(v * 10 + (v < 0 ? -0.5 : 0.5)) : 10000;
        }
        else return it;
    }
}

/* An operator's header: define PREC x NAME y (pre = x, y) or define PREC
   NAME x (pre = x); returns the name, npre in *npre. */
static Val define_op_header(VM *vm, Val name, Val pre[2], int *npre)
{
    Val nx = cmp_read_name(vm);
    if (IS_WORD(nx) && !cmp_is(nx, "(") && !cmp_is(nx, ";") && !cmp_is(nx, "->")
        && !cmp_is(nx, "=") && !cmp_is(nx, "with_nargs") && !cmp_is(nx, "with_props")) {
        Val nx2 = cmp_read_name(vm);
        if (IS_WORD(nx2) && !cmp_is(nx2, ";") && !cmp_is(nx2, "->") && !cmp_is(nx2, "(")
            && !cmp_is(nx2, "with_nargs") && !cmp_is(nx2, "with_props")) {
            pre[0] = name; pre[1] = nx2; *npre = 2;                    /* x NAME y */
            return nx;
        }
        cmp_unread(vm, nx2);
        pre[0] = nx; *npre = 1;                                        /* NAME x */
        return name;
    }
    cmp_unread(vm, nx);
    return name;
}

/* Declare the name a define assigns (as h says, in a procedure or at
   file level) and return the reference the assignment goes to. */
static VarRef define_target(VM *vm, const DefHead *h, Val name, int nested)
{
    FuncState *fs = FS(vm);
    VarRef target;
    int kind = h->kind;
    if (h->isupdater) return resolve(vm, name, 1);
    if (h->isdlocal) {
        declare_name(vm, D_DLOCAL, name, 0, &target);
        return target;
    }
    if (kind == D_LVARS || kind == D_LCONSTANT) {
        if (nested) {
            uint32_t s = new_slot(vm);
            declare_local(vm, name, s, kind == D_LCONSTANT);
            return (VarRef){ VR_LOCAL, s, 0 };
        }
        target = (VarRef){ VR_IDENT, 0, toplex_declare(vm, name) };
        if (h->isop) {                 /* define lconstant 4 x OP y: the file's own */
            IDENT_PTR(target.ident)->h.flags |= IDF_OP;
            IDENT_PTR(target.ident)->prec = (int16_t)h->prec;
            OBJ(name)->flags |= WORDF_LEXOP;
        }
        /* define lconstant macro NAME: a macro of the file's own */
        if (h->ismacro) {
            IDENT_PTR(target.ident)->h.flags |= IDF_MACRO;
            OBJ(name)->flags |= WORDF_LEXMACRO;
        }
        if (h->issyntax) IDENT_PTR(target.ident)->h.flags |= IDF_SYNTAX;
        return target;
    }
    Val old = WORD_PTR(name)->ident;
    if (old && (IDENT_PTR(old)->h.flags & IDF_PROTECTED))
        cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD (missing ; after vars?)", 1, name);
    if (kind == D_VARS && (!fs->toplevel || fs->parent)) vars_over_output(vm, name);
    Val id = word_declare(vm, name, kind == D_CONSTANT ? ID_CONSTANT : ID_VARS,
                          (h->isproc ? IDF_PROCEDURE : 0)
                          | (C(vm)->global || C(vm)->global_next || h->isglobal ? IDF_GLOBAL : 0));
    if (h->subsyntax) IDENT_PTR(id)->h.flags |= IDF_SYNTAX;
    if (h->isop || h->synop) { IDENT_PTR(id)->h.flags |= IDF_OP; IDENT_PTR(id)->prec = (int16_t)h->prec; }
    if (h->ismacro) IDENT_PTR(id)->h.flags |= IDF_MACRO;
    if (h->isactive) IDENT_PTR(id)->h.flags |= IDF_ACTIVE;
    if (h->issyntax) IDENT_PTR(id)->h.flags |= IDF_SYNTAX;
    return (VarRef){ VR_IDENT, 0, id };
}

/* After the body: plant the assignment of the procedure to target (as
   an updater, through systrace_redefine so that a traced procedure stays
   traced, or as a sub_syntax construct's procedure). */
static void define_assign(VM *vm, const DefHead *h, Val name, VarRef target)
{
    (void)name;
    /* a traced procedure stays traced when redefined (trace.c) */
    Val retrace = WORD_PTR(cmp_word(vm, h->isupdater ? "systrace_target" : "systrace_redefine"))->ident;
    if (h->isupdater) {
        /* proc -> updater(f) */
        emit_push_ref(vm, target);
        if (retrace) emit(vm, INS(OP_CALLV, emit_const(vm, retrace)));
        emit(vm, INS(OP_UCALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "updater"))->ident)));
        return;
    }
    if (retrace && !h->isactive && target.kind == VR_IDENT && !h->subsyntax) {
        emit_push_ref(vm, target);
        emit(vm, INS(OP_CALLV, emit_const(vm, retrace)));
    }
    if (h->subsyntax) {
        emit(vm, INS(OP_PUSHQ, emit_const(vm, h->subsyntax)));
        emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "sys_cons_sub_syntax"))->ident)));
    }
    emit_pop_ref(vm, target);
}

static void syn_define(VM *vm, Val w)
{
    (void)w;
    FuncState *fs = FS(vm);
    DefHead h = { .kind = -1, .precv = FALSE_V };
    h.subsyntax = C(vm)->subsyntax;       /* define :sub_syntax CONSTRUCT */
    C(vm)->subsyntax = 0;
    Val it = define_prefixes(vm, &h);
    if (!it) return;
    if (!IS_WORD(it)) cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 1, it);
    if (h.isop && h.prec == 10000) cmp_error(vm, "ILLEGAL VALUE FOR IDENTPROPS", 2, it, h.precv);
    Val name = it;
    /* operator headers: define PREC x NAME y, define PREC NAME x */
    Val pre[2]; int npre = 0;
    /* define syntax 8 NAME: a syntax operator, run where an operator of
       that precedence would be (LIB FLAVOURS' <-) */
    h.synop = h.issyntax && h.isop;
    if (h.issyntax) h.isop = 0;
    if (h.isop) name = define_op_header(vm, name, pre, &npre);
    int nested = !(fs->toplevel && fs->parent == NULL);
    if (h.kind < 0) h.kind = nested ? D_LCONSTANT : (C(vm)->defcon ? D_CONSTANT : D_VARS);
    VarRef target = define_target(vm, &h, name, nested);
    /* nonactive: the procedure itself (index is the slot of a local) */
    if ((h.isupdater || h.isactive) && target.kind == VR_IDENT) target.index = 1;
    /* define NAME = expr enddefine */
    Val nx = cmp_read(vm);
    if (cmp_is(nx, "=")) {
        static const char *const cl[] = { "enddefine", NULL };
        stmts_to(vm, cl);
        flush(vm);
        emit(vm, INS(OP_DUP, 0));
        emit(vm, INS(OP_PUSHQ, emit_const(vm, name)));
        emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "sys_set_default_pdprops"))->ident)));
        emit_pop_ref(vm, target);
        return;
    }
    cmp_unread(vm, nx);
    proc_body(vm, name, "enddefine", 1, pre, npre);
    flush(vm);
    define_assign(vm, &h, name, target);
}

/* ---- brackets and constructors ---------------------------------------------- */

static void syn_paren(VM *vm, Val w)
{
    (void)w;
    static const char *const cl[] = { ")", NULL };
    stmts_to(vm, cl);
}

/* [ ... ] and { ... }: items are quoted except after ^ / ^^ and inside % %. */
static void list_items(VM *vm, const char *closer)
{
    for (;;) {
        Val it = cmp_read_raw(vm);
        if (it == TERMIN_V)
            cmp_error(vm, "mcb: MISSING CLOSING BRACKET", 3, it, cmp_word(vm, "EXPECTING"),
                      cmp_word(vm, closer));
        if (cmp_is(it, closer)) return;
        if (cmp_is(it, "%")) {
            static const char *const cl[] = { "%", NULL };
            stmts_to(vm, cl);
            flush(vm);
            continue;
        }
        if (cmp_is(it, "^") || cmp_is(it, "^^")) {
            int splice = cmp_is(it, "^^");
            Val nx = cmp_read(vm);
            if (cmp_is(nx, "(")) {
                static const char *const cl[] = { ")", NULL };
                stmts_to(vm, cl);
            } else if (IS_WORD(nx)) {
                set_pending(vm, PEND_PUSH, resolve(vm, nx, 1), 0);
            } else set_pending(vm, PEND_PUSHQ, (VarRef){0}, nx);
            flush(vm);
            if (splice) emit(vm, INS(OP_SPLICE, 0));
            continue;
        }
        if (IS_WORD(it) && WORD_PTR(it)->chars[0] == '=' && WORD_PTR(it)->chars[1] &&
            (cmp_is(it, "=?") || cmp_is(it, "=??") || cmp_is(it, "=*") || cmp_is(it, "=**"))) {
            SyntaxFn mv = syntax_lookup(it);      /* a matchvar (vm/library/matchvar.c) */
            if (mv) { mv(vm, it); flush(vm); continue; }
        }
        if (cmp_is(it, "[") || cmp_is(it, "{")) {
            int vec = cmp_is(it, "{");
            uint32_t m = new_slot(vm);
            flush(vm);
            emit(vm, INS(OP_MARK, m));
            list_items(vm, vec ? "}" : "]");
            flush(vm);
            emit(vm, INS(vec ? OP_MKVEC : OP_MKLIST, m));
            continue;
        }
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, it);
        flush(vm);
    }
}

static void syn_list(VM *vm, Val w)
{
    int vec = cmp_is(w, "{");
    FS(vm)->depth++;
    uint32_t m = new_slot(vm);
    emit(vm, INS(OP_MARK, m));
    list_items(vm, vec ? "}" : "]");
    flush(vm);
    emit(vm, INS(vec ? OP_MKVEC : OP_MKLIST, m));
    FS(vm)->depth--;
}

PRIM(p_pop11_comp_constructor, "pop11_comp_constructor", 1, 1, "pop11_comp_constructor(closer) -> false: after the opening bracket of a list or vector constructor, compile its elements up to the word closer, planting code to push them (false: pop11 makes no constructor a compile-time constant)")
{
    Val closer = POP();
    if (!IS_WORD(closer)) vm_mishap(vm, "WORD NEEDED", 1, closer);
    if (!vm->comp || !vm->comp->fs)
        vm_mishap(vm, "NOT COMPILING (code-planting procedure used outside compilation)", 1,
                  cmp_word(vm, "pop11_comp_constructor"));
    list_items(vm, WORD_PTR(closer)->chars);
    flush(vm);
    PUSH(FALSE_V);
}

/* cons_with EXPR { ... }: the items of the vector constructor, and their
   number, given to the procedure EXPR yields (consstring, consword ...) */
static void syn_cons_with(VM *vm, Val w)
{
    (void)w;
    uint32_t p = new_slot(vm);
    if (!comp_expr_prec(vm, PREC_INTERNAL(1)))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    flush(vm);
    emit(vm, INS(OP_POPL, p));
    Val b = cmp_read(vm);
    if (!cmp_is(b, "{")) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 2, w, b);
    FS(vm)->depth++;
    uint32_t m = new_slot(vm);
    emit(vm, INS(OP_MARK, m));
    list_items(vm, "}");
    flush(vm);
    emit(vm, INS(OP_COUNT, m));
    emit(vm, INS(OP_PUSHL, p));
    emit(vm, INS(OP_CALLS, 0));
    FS(vm)->depth--;
}

static void syn_count(VM *vm, Val w)
{
    (void)w;
    uint32_t m = new_slot(vm);
    emit(vm, INS(OP_MARK, m));
    static const char *const cl[] = { "|#", NULL };
    stmts_to(vm, cl);
    flush(vm);
    emit(vm, INS(OP_COUNT, m));
}

static void syn_quote(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read_raw(vm);
    if (IS_STRING(it)) it = word_intern(vm, STR_PTR(it)->chars, STR_PTR(it)->len);
    int ident = cmp_is(it, "ident") && !cmp_is(cmp_peek(vm), "\"");
    if (ident) it = section_read_path(vm, cmp_read_raw(vm));    /* "ident NAME" */
    Val close = cmp_read_raw(vm);
    if (!cmp_is(close, "\"")) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 1, close);
    if (ident) {
        /* a word identifier: spelt as NAME, denoting NAME's identifier now */
        VarRef r = resolve(vm, it, 1);
        if (r.kind != VR_IDENT) cmp_error(vm, "ident OF LEXICAL VARIABLE NOT SUPPORTED", 1, it);
        it = section_word_identifier(vm, it, r.ident);
    }
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, it);
}

static void syn_nonop(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read_raw(vm);
    if (!IS_WORD(it)) cmp_error(vm, "WORD NEEDED", 1, it);
    set_pending(vm, PEND_PUSH, resolve(vm, it, 1), 0);
}

/* nonsyntax NAME: the procedure of a syntax word, as a value */
static void syn_nonsyntax(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read_raw(vm);
    if (!IS_WORD(it)) cmp_error(vm, "WORD NEEDED", 1, it);
    if (!syntax_lookup(it)) { set_pending(vm, PEND_PUSH, resolve(vm, it, 1), 0); return; }
    /* a built-in syntax word: sys_builtin_syntax(% word %) */
    Val *base = vm->sp;
    PUSH(IDENT_PTR(word_ident(vm, cmp_word(vm, "sys_builtin_syntax")))->value);
    PUSH(it);
    PUSH(data_list_from_stack(vm, 1));
    vm_apply(vm, IDENT_PTR(word_ident(vm, cmp_word(vm, "partial_apply")))->value);
    Val clos = vm->sp[-1];
    vm->sp = base;
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, clos);
}

PRIM(p_sys_builtin_syntax, "sys_builtin_syntax", 1, 0, "sys_builtin_syntax(word): compile the construct of the built-in syntax word (what nonsyntax WORD calls)")
{
    Val w = POP();
    SyntaxFn fn = IS_WORD(w) ? syntax_lookup(w) : NULL;
    if (!fn) vm_mishap(vm, "SYNTAX WORD NEEDED", 1, w);
    if (!vm->comp || !vm->comp->fs) vm_mishap(vm, "NOT COMPILING", 1, w);
    fn(vm, w);
}

/* nonactive NAME: the procedure of an active variable, not its value */
static void syn_nonactive(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read_raw(vm);
    if (!IS_WORD(it)) cmp_error(vm, "WORD NEEDED", 1, it);
    VarRef r = resolve(vm, it, 1);
    if (r.kind == VR_IDENT) r.index = 1;
    set_pending(vm, PEND_PUSH, r, 0);
}

static void syn_ident(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read_raw(vm);
    if (!IS_WORD(it)) cmp_error(vm, "ine: IDENTIFIER NAME EXPECTED AFTER ident", 1, it);
    VarRef r = resolve(vm, it, 1);
    if (r.kind != VR_IDENT) cmp_error(vm, "ident OF LEXICAL VARIABLE NOT SUPPORTED", 1, it);
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, r.ident);
}

/* ---- compile-time words -------------------------------------------------------- */

static void syn_compile_mode(VM *vm, Val w)
{
    (void)w;
    for (;;) {
        Val it = cmp_read_raw(vm);
        if (it == TERMIN_V || cmp_is(it, ";")) { cmp_unread(vm, it); return; }
        if (cmp_is(it, "+")) {
            Val f = cmp_read_raw(vm);
            if (cmp_is(f, "strict") || cmp_is(f, "defcon")) C(vm)->defcon = 1;
            if (cmp_is(f, "strict") || cmp_is(f, "global")) C(vm)->global = 1;
        } else if (cmp_is(it, "-")) {
            Val f = cmp_read_raw(vm);
            if (cmp_is(f, "strict") || cmp_is(f, "defcon")) C(vm)->defcon = 0;
            if (cmp_is(f, "strict") || cmp_is(f, "global")) C(vm)->global = 0;
        }
    }
}


/* ---- libraries: uses, lib, load, include ------------------------------------- */

static Val lib_name(VM *vm)
{
    Val w = cmp_read_raw(vm);
    if (IS_STRING(w)) w = word_intern(vm, STR_PTR(w)->chars, STR_PTR(w)->len);
    if (!IS_WORD(w)) cmp_error(vm, "WORD NEEDED", 1, w);
    return w;
}

/* uses-by_name: skip a list (NAME, ...) of the names the library defines
   (pop11 loads the library at once: as HELP USES says, for ordinary
   compilation that is the same as delaying it to their first use) */
static void skip_by_name_list(VM *vm)
{
    for (Val x = cmp_read_raw(vm); !cmp_is(x, ")"); x = cmp_read_raw(vm))
        if (x == TERMIN_V) cmp_error(vm, "mcb: MISSING CLOSING BRACKET", 1, cmp_word(vm, ")"));
}

static void syn_uses(VM *vm, Val kw)
{
    int byname = 0;
    for (;;) {
        Val w = lib_name(vm);
        if (cmp_is(w, "-")) {                       /* uses-now, uses-by_name */
            if (cmp_is(lib_name(vm), "by_name")) byname = 1;
            continue;
        }
        if (byname && cmp_is(w, "(")) {             /* uses-by_name (NAME, ...) */
            skip_by_name_list(vm);
            Val sep = cmp_read_raw(vm);
            if (cmp_is(sep, ",")) continue;
            cmp_unread(vm, sep);
            if (!cmp_is(sep, ";")) cmp_unread(vm, cmp_word(vm, ";"));
            return;
        }
        if (byname && cmp_is(w, "from")) w = lib_name(vm);    /* from LIB (NAME, ...) */
        w = section_read_path(vm, w);
        Val id = WORD_PTR(w)->ident;
        int defined = (id && !IS_TYPE(IDENT_PTR(id)->value, T_UNDEF))
                      || syntax_lookup(w) != NULL;       /* uses recordclass: built in */
        if (cmp_is(kw, "lib") || !defined) {
            /* the file of $-sect$-name is S-sectS-name.p */
            char file[512], path[1024];
            size_t n = 0;
            for (const char *c = WORD_PTR(w)->chars; *c && n + 1 < sizeof file; c++)
                file[n++] = (c[0] == '$' && c[1] == '-') ? 'S' : *c;
            file[n] = 0;
            if (!lib_find(vm, "popuseslist", file, ".p", path, sizeof path))
                cmp_error(vm, "LIBRARY FILE NOT FOUND", 1,
                          cmp_is(kw, "lib") ? mk_cstring(vm, WORD_PTR(w)->chars) : w);
            if (cmp_is(kw, "lib")) {
                /* the message is libwarning's, when a program has set it */
                Val lw = WORD_PTR(word_cstr(vm, "libwarning"))->ident;
                if (lw && IS_PROC(IDENT_PTR(lw)->value)) {
                    PUSH(w);
                    vm_apply(vm, IDENT_PTR(lw)->value);
                } else {
                    out_cstr(vm, ";;; LOADING LIB ");
                    out_cstr(vm, WORD_PTR(w)->chars);
                    out_char(vm, '\n');
                }
            }
            compile_file(vm, path, 0);
        }
        Val sep = cmp_read_raw(vm);
        if (byname && cmp_is(sep, "(")) {
            skip_by_name_list(vm);
            sep = cmp_read_raw(vm);
        }
        if (cmp_is(sep, ",") && cmp_is(kw, "uses")) {
            Val nx = cmp_read_raw(vm);          /* uses a, b, ;  (a trailing comma) */
            cmp_unread(vm, nx);
            if (cmp_is(nx, ";")) return;
            continue;
        }
        cmp_unread(vm, sep);
        /* uses and lib are macros in Poplog: what follows the names starts
           a new statement ("uses x" at the end of a line needs no ;) */
        if (!cmp_is(sep, ";")) cmp_unread(vm, cmp_word(vm, ";"));
        return;
    }
}

static void syn_load(VM *vm, Val kw)
{
    (void)kw;
    Val rest = itm_rest_of_line(vm);
    char path[1024];
    size_t n = 0;
    const char *s = STR_PTR(rest)->chars;
    while (*s == ' ' || *s == '\t') s++;
    while (*s && *s != ';' && n + 1 < sizeof path) path[n++] = *s++;
    while (n > 0 && (path[n - 1] == ' ' || path[n - 1] == '\t')) n--;
    path[n] = 0;
    /* load 'file.p' (HELP LOAD's first form): the name is inside the quotes */
    if (n >= 2 && path[0] == '\'' && path[n - 1] == '\'') {
        memmove(path, path + 1, n - 2);
        path[n - 2] = 0;
    }
    compile_file(vm, path, 1);
    cmp_unread(vm, cmp_word(vm, ";"));    /* load takes the whole line */
}

/* Splice the include file `name` (a word, a string path, or name.ph)
   into the current stream; the file name's directory part is dropped, the
   file is looked for in lib/include and on POP11LIBPATH. */
void compile_include_name(VM *vm, const char *name, int statement)
{
    char base[512], path[1024];
    const char *slash = strrchr(name, '/');
    snprintf(base, sizeof base, "%s", slash ? slash + 1 : name);
    size_t n = strlen(base);
    const char *ext = ".ph";
    if (n > 3 && strcmp(base + n - 3, ".ph") == 0) ext = "";
    if (!lib_find(vm, "popincludelist", base, ext, path, sizeof path))
        cmp_error(vm, "INCLUDE FILE NOT FOUND", 1, mk_cstring(vm, name));
    if (!statement) { compile_include(vm, path); return; }
    /* the statement `include NAME;` ends here; the file's items follow */
    /* (with no ; after NAME, as Poplog allows, the next item is given
       back to this source, to be read after the file) */
    Val sep = cmp_read_raw(vm);
    if (!cmp_is(sep, ";")) cmp_unread(vm, sep);
    compile_include(vm, path);
    cmp_unread(vm, cmp_word(vm, ";"));
}

static void syn_include(VM *vm, Val kw)
{
    (void)kw;
    Val w = lib_name(vm);
    char name[512];
    snprintf(name, sizeof name, "%s", WORD_PTR(w)->chars);
    Val dot = cmp_read_raw(vm);
    if (cmp_is(dot, ".")) {
        Val ext = cmp_read_raw(vm);
        if (IS_WORD(ext)) snprintf(name + strlen(name), sizeof name - strlen(name), ".%s", WORD_PTR(ext)->chars);
    } else cmp_unread(vm, dot);
    compile_include_name(vm, name, 1);
}

/* global/weak before a declaration: `global` makes the permanent
   identifiers it declares visible in every subsection; weak is accepted. */
static void syn_prefix(VM *vm, Val w)
{
    Val next = cmp_read(vm);
    SyntaxFn fn = IS_WORD(next) ? syntax_lookup(next) : NULL;
    if (!fn) cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 2, w, next);
    int was = C(vm)->global_next;
    if (cmp_is(w, "global")) C(vm)->global_next = 1;
    fn(vm, next);
    C(vm)->global_next = was;
}

/* writeable expr: the value is created writeable (all values are). */
static void syn_writeable(VM *vm, Val w)
{
    (void)w;
    if (!comp_expr_prec(vm, PREC_INTERNAL(10) | 1))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
}

/* lblock STATEMENTS endlblock: the statements, whose lvars and lconstant
   declarations are the block's own: they hide outer names of the same
   spelling and end with the block.  (The slots of a procedure's block
   variables are not reused afterwards.) */
static void syn_lblock(VM *vm, Val w)
{
    (void)w;
    static const char *const cl[] = { "endlblock", NULL };
    FuncState *fs = FS(vm);
    Compiler *c = C(vm);
    uint32_t nvars = fs->nvars, base = fs->block_base;
    uint32_t ntop = c->ntoplex, topbase = c->toplex_base;
    fs->block_base = fs->nvars;
    c->toplex_base = c->ntoplex;
    comp_stmts(vm, cl);
    fs->nvars = nvars;
    fs->block_base = base;
    c->ntoplex = ntop;
    c->toplex_base = topbase;
}

/* weakref NAME, weakref[DEPENDENTS] NAME: NAME's value (the reference does
   not force NAME to be loaded; pop11 links nothing, so it is the value). */
static void syn_weakref(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read(vm);
    if (cmp_is(it, "[")) {
        while (!cmp_is(it = cmp_read_raw(vm), "]"))
            if (it == TERMIN_V) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, it);
    } else if (!IS_PAIR(it)) cmp_unread(vm, it);
    /* (a list item is the dependents from a macro: [weakref[vedprocess]]) */
    if (!comp_expr_prec(vm, PREC_INTERNAL(1)))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
}

/* testdef NAME: outside POPC this is the identifier NAME denotes (declared
   as a variable if need be), i.e. always true, as in Poplog. */
static void syn_testdef(VM *vm, Val w)
{
    (void)w;
    Val name = section_read_path(vm, cmp_read_raw(vm));
    if (!IS_WORD(name)) cmp_error(vm, "WORD NEEDED", 1, name);
    VarRef r = resolve(vm, name, 1);
    if (r.kind != VR_IDENT) cmp_error(vm, "testdef: PERMANENT IDENTIFIER NEEDED", 1, name);
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, r.ident);
}

/* ---- registration ----------------------------------------------------------------- */

static void reg(VM *vm, const char *w, SyntaxFn fn)
{
    if (nsyn < NSYN) { syntab[nsyn].word = word_cstr(vm, w); syntab[nsyn].fn = fn; nsyn++; }
}

void syntax_register(VM *vm, const char *word, SyntaxFn fn)
{
    Val w = word_cstr(vm, word);
    for (int i = 0; i < nsyn; i++) if (syntab[i].word == w) { syntab[i].fn = fn; return; }
    reg(vm, word, fn);
}

void syntax_register_closer(VM *vm, const char *word)
{
    Val w = word_cstr(vm, word);
    if (!syntax_is_closer(w) && ncloser < (int)(sizeof closer_words / sizeof *closer_words))
        closer_words[ncloser++] = w;
}

PVAR("dlocal_context", "dlocal_context: in the exit actions of dynamic locals (dlocal %...%), how the procedure is left: 1 normally, 2 by chain, exitfrom or exitto, 3 by a mishap's unwinding (HELP DLOCAL)")

void compile_stmt_init(VM *vm)
{
    interp_id_dlocal_context = vm_defvar(vm, "dlocal_context", MK_INT(1));
    nsyn = ncloser = 0;
    reg(vm, "if", syn_if);
    reg(vm, "unless", syn_unless);
    reg(vm, "while", syn_while);
    reg(vm, "until", syn_until);
    reg(vm, "repeat", syn_repeat);
    reg(vm, "fast_repeat", syn_repeat);
    reg(vm, "for", syn_for);
    reg(vm, "fast_for", syn_for);
    reg(vm, "quitloop", syn_quitloop);
    reg(vm, "nextloop", syn_quitloop);
    reg(vm, "quitif", syn_quitif);
    reg(vm, "quitunless", syn_quitif);
    reg(vm, "nextif", syn_quitif);
    reg(vm, "nextunless", syn_quitif);
    reg(vm, "return", syn_return);
    reg(vm, "returnif", syn_return);
    reg(vm, "returnunless", syn_return);
    reg(vm, "goto", syn_goto);
    reg(vm, "go_on", syn_go_on);
    reg(vm, "vars", syn_declare);
    reg(vm, "lvars", syn_declare);
    reg(vm, "dlvars", syn_declare);
    reg(vm, "lconstant", syn_declare);
    reg(vm, "constant", syn_declare);
    reg(vm, "iconstant", syn_declare);
    reg(vm, "dlocal", syn_declare);
    reg(vm, "define", syn_define);
    reg(vm, "procedure", syn_procedure);
    reg(vm, "(", syn_paren);
    reg(vm, "[", syn_list);
    reg(vm, "{", syn_list);
    reg(vm, "#|", syn_count);
    reg(vm, "cons_with", syn_cons_with);
    reg(vm, "\"", syn_quote);
    reg(vm, "nonop", syn_nonop);
    reg(vm, "nonmac", syn_nonop);        /* a macro's value: read unexpanded */
    reg(vm, "ident", syn_ident);
    reg(vm, "nonactive", syn_nonactive);
    reg(vm, "nonsyntax", syn_nonsyntax);
    reg(vm, "compile_mode", syn_compile_mode);
    reg(vm, "uses", syn_uses);
    reg(vm, "global", syn_prefix);
    reg(vm, "weak", syn_prefix);
    reg(vm, "writeable", syn_writeable);
    reg(vm, "nonwriteable", syn_writeable);
    reg(vm, "weakref", syn_weakref);
    reg(vm, "lblock", syn_lblock);
    reg(vm, "testdef", syn_testdef);
    reg(vm, "lib", syn_uses);
    reg(vm, "load", syn_load);
    reg(vm, "include", syn_include);
    static const char *const closers[] = {
        "then", "elseif", "elseunless", "else", "endif", "endunless", "do", "endwhile",
        "enduntil", "endrepeat", "endfast_repeat", "times", "endfor", "endfast_for", "enddefine",
        "endprocedure", ")", "]", "}", "%", "|#", "from", "to", "by", "in", "on",
        "step", "till", ";", ",", "forever", "in_property", ":", "endlblock", NULL };
    for (int i = 0; closers[i]; i++) closer_words[ncloser++] = word_cstr(vm, closers[i]);
}
