/*
** compile.c -- the incremental compiler: emission, names, expressions and
** the top-level statement loop.
**
** Design
**   Single pass, like Poplog's own pop11_comp_prec_expr: items are read from
**   the item stream (vm->itm, with macro expansion) and bytecode is emitted
**   directly.  The last instruction of an expression is held back in a
**   one-instruction buffer (FuncState.pend) so that `-> target` can turn the
**   target's final push into a pop and its final call into an updater call.
**
**   Precedence follows Poplog: an operator with identprops precedence p has
**   internal precedence |p|*20 (+1 when p > 0); an expression stops at an
**   operator whose internal precedence is >= the limit; the operand after an
**   operator is compiled with limit (prec | 1), so equal positive
**   precedences associate to the left and negative ones to the right.
**
**   Each FuncState compiles one procedure; nested ones form a chain, and a
**   variable of an enclosing procedure becomes a captured variable (an
**   upvalue, Lua-style: open while its frame lives, closed on exit).
**   Top-level statements are compiled to anonymous procedures and run at
**   once; file-level lvars are identifiers private to the compilation stream.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "compile_int.h"
#include "section.h"
#include "lib.h"
#include "vmcode.h"
#include "gc.h"
#include "itemise.h"
#include "print.h"
#include "num.h"
#include "prim.h"
#include "data.h"
#include "report.h"
#include "interp.h"
#include "sampler.h"


/* ---- errors -------------------------------------------------------------- */

_Noreturn void cmp_error(VM *vm, const char *msg, int n, ...)
{
    Val c[8];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n && i < 8; i++) c[i] = va_arg(ap, Val);
    va_end(ap);
    vm_mishapv(vm, msg, n, c);
}

void compile_print_compiling(VM *vm)
{
    int any = 0;
    for (FuncState *fs = FS(vm); fs; fs = fs->parent) {
        if (fs->toplevel || !IS_WORD(fs->name)) continue;
        if (!any) out_cstr(vm, ";;; COMPILING:  ");
        any = 1;
        out_str(vm, WORD_PTR(fs->name)->chars, WORD_PTR(fs->name)->len);
        out_char(vm, ' ');
    }
    if (any) out_char(vm, '\n');
}

/* ---- items ----------------------------------------------------------------- */

Val cmp_word(VM *vm, const char *s) { return word_cstr(vm, s); }

int cmp_is(Val item, const char *w)
{
    return IS_WORD(item) && strcmp(WORD_PTR(item)->chars, w) == 0;
}

/* Splice the items of a file into the current stream (include). */
void compile_include(VM *vm, const char *path)
{
    Compiler *c = C(vm);
    if (c->ninclude >= 16) cmp_error(vm, "INCLUDE FILES NESTED TOO DEEPLY", 0);
    FILE *fp = fopen(path, "r");
    if (!fp) cmp_error(vm, "CAN'T OPEN FILE (No such file or directory)", 1, mk_cstring(vm, path));
    Itemiser *it = itm_open_file(vm, fp, path);
    itm_push_source(vm, it);
    c->includes[c->ninclude] = it;
    c->include_fp[c->ninclude++] = fp;
}

static void end_include(VM *vm)
{
    Compiler *c = C(vm);
    c->ninclude--;
    itm_pop_source(vm);
    itm_close(vm, c->includes[c->ninclude]);
    fclose(c->include_fp[c->ninclude]);
}

/* See compile.h. */
int compile_running(VM *vm)
{
    const Compiler *c = vm->comp;
    return c && c->fp == vm->fp;
}

Val cmp_read_raw(VM *vm)
{
    /* while built-ins tick for the profiler (prof_sticky > 1), every item
       the compiler reads is a safe point too, charged to <compile> */
    if (__builtin_expect(vm->prof_sticky > 1, 0) && compile_running(vm)) sampler_builtin(vm);
    Val it = itm_read(vm);
    while (it == TERMIN_V && C(vm)->ninclude > 0 && vm->itm == C(vm)->includes[C(vm)->ninclude - 1]) {
        end_include(vm);
        it = itm_read(vm);
    }
    /* an item read again after being given back does not count twice */
    if (C(vm)->nunread > 0) C(vm)->nunread--;
    else {
        C(vm)->prev_item = C(vm)->last_item;
        C(vm)->last_item = it;
    }
    return it;
}

void cmp_unread(VM *vm, Val item)
{
    itm_unread(vm, item);
    C(vm)->nunread++;
}

static void compile_source(VM *vm, Itemiser *it, FILE *fp);
static int sees_outer_next;     /* the next stream is a #_IF/#_< expression */

/* ---- conditional compilation: #_IF ... #_ENDIF, #_TERMIN_IF, DEF ---------- */

static int compile_one(VM *vm);

/* Compile one expression from the current stream and run it (its result
   left on the stack), in a compiler of its own that sees the file's lvars. */
static void eval_expr_in_stream(VM *vm)
{
    Compiler c2;
    memset(&c2, 0, sizeof c2);
    c2.prev = vm->comp;
    c2.last_item = c2.prev_item = FALSE_V;
    c2.sees_outer = 1;
    c2.fp = vm->fp;
    vm->comp = &c2;
    Catch catch;
    vm_catch_push(vm, &catch);
    volatile int failed = 0;
    int saved_depth = vm->compiling_depth;
    if (setjmp(catch.jb) == 0) {
        FuncState *fs = open_func(vm, FALSE_V);
        fs->toplevel = 1;
        if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        Proto *p = finish_func(vm, fs);
        Val proc = interp_make_proc(vm, p, FALSE_V);
        close_func(vm);
        gc_push_root(vm, &proc);
        vm_apply(vm, proc);
        gc_pop_root(vm);
    } else failed = 1;
    vm->catch = catch.prev;
    while (c2.fs) close_func(vm);     /* those a mishap left open */
    vm->comp = c2.prev;
    vm->compiling_depth = saved_depth;
    free(c2.toplex);
    free(c2.synstack);
    if (failed) {
        vm_catch_restore(vm, vm->catch);
        longjmp(vm->catch->jb, 1);
    }
}

/* Evaluate the rest of the current line as an expression (at read time). */
static int eval_rest_of_line(VM *vm)
{
    /* items of the line the compiler has already read ahead (and given
       back) come first: they are no longer in the characters */
    Val pre = NIL_V, line = FALSE_V;
    gc_push_root(vm, &pre);
    gc_push_root(vm, &line);
    Itemiser *src = vm->itm;
    if (src && IS_PAIR(src->pushback)) {
        Val l = src->pushback;
        while (IS_PAIR(l)) l = BACK(l);
        if (l == NIL_V) {
            pre = src->pushback;
            src->pushback = NIL_V;
            for (l = pre; IS_PAIR(l) && C(vm)->nunread > 0; l = BACK(l)) C(vm)->nunread--;
        }
    }
    line = itm_rest_of_line(vm);
    Val *base = vm->sp;
    /* As in Poplog, the condition is one expression ended by the end of
       the line (read with popnewline true): what follows it on the line
       (#_IF COND 35 #_ELSE 11 #_ENDIF) is compiled as usual. */
    Val items = itm_string_to_list(vm, STR_PTR(line)->chars, STR_PTR(line)->len);
    gc_push_root(vm, &items);
    Val nl = TERMIN_V;
    if (items == NIL_V) items = mk_pair(vm, nl, NIL_V);
    else {
        Val last = items;
        while (BACK(last) != NIL_V) last = BACK(last);
        BACK(last) = mk_pair(vm, nl, NIL_V);
    }
    if (pre != NIL_V) {
        Val last = pre;
        while (BACK(last) != NIL_V) last = BACK(last);
        BACK(last) = items;
        items = pre;
    }
    src->pushback = items;
    gc_pop_root(vm);
    eval_expr_in_stream(vm);
    for (Val *l = &src->pushback; IS_PAIR(*l); l = &BACK(*l))
        if (FRONT(*l) == nl) { *l = BACK(*l); break; }
    gc_pop_root(vm);
    gc_pop_root(vm);
    if (vm->sp <= base) return 0;
    Val v = vm->sp[-1];
    vm->sp = base;
    return v != FALSE_V;
}

/* Skip items up to the #_ELSE/#_ELSEIF/#_ENDIF that closes this level;
   returns the word found (skipped items are itemised, not expanded). */
static Val skip_conditional(VM *vm)
{
    int depth = 0;
    for (;;) {
        Val it = itm_read(vm);
        if (it == TERMIN_V)
            cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 4, cmp_word(vm, "FOUND"), it,
                      cmp_word(vm, "READING TO"), cmp_word(vm, "#_ENDIF"));
        if (cmp_is(it, "#_IF")) depth++;
        else if (cmp_is(it, "#_ENDIF")) { if (depth-- == 0) return it; }
        else if (depth == 0 && (cmp_is(it, "#_ELSE") || cmp_is(it, "#_ELSEIF"))) return it;
    }
}

/* DEF NAME: whether NAME is declared with a non-false value; DEFV NAME OP
   NUMBER: also its value compared with NUMBER, both times 1000 rounded.
   (The macros DEF and DEFV: as in Poplog, library macros one may define
   again.) */
static Val def_test(VM *vm, int isdefv)
{
    if (!vm->comp || !vm->itm) vm_mishap(vm, "NOT COMPILING: NO ITEM STREAM", 0);
    Val name = section_read_path(vm, cmp_read_raw(vm));
    Val id = 0;
    if (IS_WORD(name)) {
        VarRef r = resolve(vm, name, 0);
        id = r.kind == VR_IDENT ? r.ident : 0;
    }
    int def = id && !IS_TYPE(IDENT_PTR(id)->value, T_UNDEF) && IDENT_PTR(id)->value != FALSE_V;
    if (isdefv) {
        static const char *const ops[] = { "=", "/=", "<", "<=", ">", ">=" };
        Val op = cmp_read_raw(vm), num = cmp_read_raw(vm);
        int k = -1;
        for (int i = 0; i < 6; i++) if (cmp_is(op, ops[i])) k = i;
        if (k < 0) cmp_error(vm, "ILLEGAL OPERATOR NAME", 1, op);
        if (!num_is_number(num)) cmp_error(vm, "REAL NUMBER NEEDED", 1, num);
        if (def) {
            double a = llround(num_to_double_checked(vm, IDENT_PTR(id)->value) * 1000);
            double b = llround(num_to_double(num) * 1000);
            def = k == 0 ? a == b : k == 1 ? a != b : k == 2 ? a < b :
                  k == 3 ? a <= b : k == 4 ? a > b : a >= b;
        }
    }
    return def ? TRUE_V : FALSE_V;
}

PRIM(p_DEF, "DEF", 0, 1, "DEF NAME (a macro, for #_IF): true if NAME is declared and its value is not false")
{
    PUSH(def_test(vm, 0));
}

PRIM(p_DEFV, "DEFV", 0, 1, "DEFV NAME OP NUMBER (a macro, for #_IF): DEF NAME, and NAME's value compared (OP one of = /= < <= > >=) with NUMBER, both to 3 decimal places")
{
    PUSH(def_test(vm, 1));
}

/* Handle a conditional-compilation word; 1 if it was one. */
static int conditional_word(VM *vm, Val it)
{
    const char *w = WORD_PTR(it)->chars;
    if (w[0] != '#' || w[1] != '_') return 0;
    if (strcmp(w, "#_IF") == 0) {
        for (;;) {
            if (eval_rest_of_line(vm)) return 1;       /* compile this branch */
            Val at = skip_conditional(vm);
            if (cmp_is(at, "#_ENDIF")) return 1;
            if (cmp_is(at, "#_ELSE")) return 1;
            /* #_ELSEIF: test the next condition */
        }
    }
    if (strcmp(w, "#_ELSE") == 0 || strcmp(w, "#_ELSEIF") == 0) {
        /* the branch before was taken: skip to the matching #_ENDIF */
        if (strcmp(w, "#_ELSEIF") == 0) itm_rest_of_line(vm);
        Val at;
        while (!cmp_is(at = skip_conditional(vm), "#_ENDIF")) {
            if (cmp_is(at, "#_ELSEIF")) itm_rest_of_line(vm);
        }
        return 1;
    }
    if (strcmp(w, "#_ENDIF") == 0) return 1;
    if (strcmp(w, "#_INCLUDE") == 0) {
        Val f = cmp_read(vm);
        if (!IS_STRING(f) && !IS_WORD(f)) cmp_error(vm, "STRING NEEDED", 1, f);
        compile_include_name(vm, IS_STRING(f) ? STR_PTR(f)->chars : WORD_PTR(f)->chars, 0);
        return 1;
    }
    if (strcmp(w, "#_<") == 0) {
        /* #_< stmts >_# : run at read time, splice the results in */
        Val items = NIL_V, last = NIL_V;
        gc_push_root(vm, &items);
        for (;;) {
            Val x = cmp_read_raw(vm);
            if (x == TERMIN_V)
                cmp_error(vm, "mcb: MISSING CLOSING BRACKET", 3, x, cmp_word(vm, "EXPECTING"),
                          cmp_word(vm, ">_#"));
            if (cmp_is(x, ">_#")) break;
            Val cell = mk_pair(vm, x, NIL_V);
            if (items == NIL_V) items = cell; else BACK(last) = cell;
            last = cell;
        }
        Val *base = vm->sp;
        sees_outer_next = 1;
        compile_items_now(vm, items);
        gc_pop_root(vm);
        while (vm->sp > base) cmp_unread(vm, *--vm->sp);
        return 1;
    }
    if (strcmp(w, "#_TERMIN_IF") == 0) {
        if (eval_rest_of_line(vm)) {
            /* end the current file here */
            vm->itm->pushback = NIL_V;
            vm->itm->eof = 1;
            vm->itm->npeek = 0;
        }
        return 1;
    }
    return 0;
}

/* See compile_int.h. */
void compile_items_now(VM *vm, Val items)
{
    Itemiser *src = itm_open_string(vm, "", 0);
    src->pushback = items;
    compile_source(vm, src, NULL);
}

/* Whether word is a lexical name where the compiler is: a local of a
   procedure being compiled or a file-level lvars/lconstant. */
static int is_lexical(VM *vm, Val word)
{
    Compiler *c = C(vm);
    if (!c) return 0;
    for (FuncState *fs = c->fs; fs; fs = fs->parent)
        for (uint32_t i = 0; i < fs->nvars; i++) if (fs->vars[i].name == word) return 1;
    for (uint32_t i = 0; i < c->ntoplex; i++) if (c->toplex[i].word == word) return 1;
    return 0;
}

/* Read an item, expanding macros: a word whose identifier is a macro is
   replaced by whatever its procedure leaves on the stack. */
static Val read_item(VM *vm, int expand)
{
    for (;;) {
        Val it = cmp_read_raw(vm);
        if (!IS_WORD(it)) return it;
        it = section_read_path(vm, it);
        if (WORD_PTR(it)->chars[0] == '#' && conditional_word(vm, it))
            continue;
        if (!expand) return it;
        Val id = WORD_PTR(it)->ident;
        if (OBJ(it)->flags & WORDF_LEXMACRO) {      /* the file's own macros first */
            Compiler *c = C(vm);
            for (uint32_t i = c->ntoplex; i-- > 0; )
                if (c->toplex[i].word == it) { id = c->toplex[i].ident; break; }
        }
        if (!id && !(OBJ(it)->flags & WORDF_LEXMACRO) && !syntax_lookup(it)
            && !syntax_is_closer(it) && !is_lexical(vm, it) && lib_autoload_macro(vm, it))
            id = WORD_PTR(it)->ident;      /* an autoloadable macro, at its first use */
        if (!id || !(IDENT_PTR(id)->h.flags & IDF_MACRO)) return it;
        Val m = IDENT_PTR(id)->value;
        if (IS_TYPE(m, T_UNDEF)) {                /* vars macro foo; with no value */
            itm_doing_nextitem(vm, NULL);
            vm_mishap(vm, "MACRO IDENTIFIER HAS UNDEFINED VALUE", 1, m);
        }
        Val *base = vm->sp;
        if (IS_PROC(m)) {
            int n = PROC_PTR(m)->nargs;
            for (int i = 0; i < n; i++) PUSH(cmp_read(vm));
            vm_apply(vm, m);
        } else if (IS_PAIR(m)) {
            for (Val l = m; IS_PAIR(l); l = BACK(l)) PUSH(FRONT(l));
        } else PUSH(m);
        while (vm->sp > base) itm_unread(vm, *--vm->sp);
    }
}

Val cmp_read(VM *vm) { return read_item(vm, 1); }

/* See compile_int.h. */
Val cmp_read_name(VM *vm) { return read_item(vm, 0); }

Val cmp_peek(VM *vm)
{
    Val it = cmp_read(vm);
    cmp_unread(vm, it);
    return it;
}

void cmp_need(VM *vm, const char *w)
{
    Val it = cmp_read(vm);
    if (!cmp_is(it, w))
        cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 4, cmp_word(vm, "FOUND"), it,
                  cmp_word(vm, "READING TO"), cmp_word(vm, w));
}

/* ---- emission ------------------------------------------------------------ */

/* The instructions that fuse an operator with what comes before or after
   it: PUSHI n; ADD -> ADDI n and the like (an operand folded in), and
   LT; JMPF -> JNLT (a comparison and the jump that tests it). */
static const struct { uint8_t op, push, fused; } fold[] = {
    { OP_ADD, OP_PUSHI, OP_ADDI }, { OP_SUB, OP_PUSHI, OP_SUBI },
    { OP_MUL, OP_PUSHI, OP_MULI }, { OP_BAND, OP_PUSHQ, OP_BANDK },
    { OP_BAND, OP_PUSHI, OP_BANDI },
    { OP_ADD, OP_PUSHL, OP_ADDL }, { OP_SUB, OP_PUSHL, OP_SUBL }, { OP_MUL, OP_PUSHL, OP_MULL },
    { OP_ADD, OP_PUSHLL, OP_ADDLL }, { OP_SUB, OP_PUSHLL, OP_SUBLL }, { OP_MUL, OP_PUSHLL, OP_MULLL },
    { OP_ADD, OP_MULLL, OP_ADDMLL }, { OP_SUB, OP_MULLL, OP_SUBMLL },
};
/* An instruction and the POPL b after it (`-> b`): its operand slot a and
   b in one operand, a | b << 12 (PUSHL a; POPL b -> MOVL). */
static const struct { uint8_t last, fused; } pop_fold[] = {
    { OP_PUSHL, OP_MOVL }, { OP_ADDL, OP_ADDLP }, { OP_SUBL, OP_SUBLP }, { OP_MULL, OP_MULLP },
};
static const struct { uint8_t op, fused; } cmp_jump[] = {
    { OP_LT, OP_JNLT }, { OP_LE, OP_JNLE }, { OP_GT, OP_JNGT }, { OP_GE, OP_JNGE },
    { OP_IDEQ, OP_JNIDEQ },
};

/* See compile.h. */
int compile_operator_of(int op)
{
    for (size_t i = 0; i < sizeof pop_fold / sizeof *pop_fold; i++)
        if (pop_fold[i].fused == op) op = pop_fold[i].last;
    for (size_t i = 0; i < sizeof fold / sizeof *fold; i++)
        if (fold[i].fused == op) return fold[i].op;
    for (size_t i = 0; i < sizeof cmp_jump / sizeof *cmp_jump; i++)
        if (cmp_jump[i].fused == op) return cmp_jump[i].op;
    return op;
}

/* The source line of the item read last (0: none known, as for items
   that came from a list). */
static int item_line(VM *vm)
{
    return vm->itm ? vm->itm->item_line : 0;
}

/* Note in the line table that the code from the current offset on comes
   from `line`: the table has an entry where the line changes (so it also
   knows the line of each call planted, which is what the profiler's stack
   samples ask, profile/stacks.c); entries at or past the current offset
   are dropped first, since the code there was taken back (a peephole
   fusing instructions, code moved). */
void line_note(FuncState *fs, int line)
{
    while (fs->nlt && fs->lt[fs->nlt - 1].off >= fs->ncode) fs->nlt--;
    if (line <= 0 || (fs->nlt && fs->lt[fs->nlt - 1].line == line)) return;
    if (fs->nlt == fs->caplt) {
        fs->caplt = fs->caplt ? fs->caplt * 2 : 8;
        fs->lt = realloc(fs->lt, fs->caplt * sizeof(LineEnt));
    }
    fs->lt[fs->nlt++] = (LineEnt){ fs->ncode, line };
}

void emit_raw(VM *vm, uint32_t w)
{
    FuncState *fs = FS(vm);
    line_note(fs, fs->emit_line ? fs->emit_line : item_line(vm));
    if (fs->ncode == fs->capcode) {
        fs->capcode = fs->capcode ? fs->capcode * 2 : 64;
        fs->code = realloc(fs->code, fs->capcode * sizeof(uint32_t));
    }
    fs->code[fs->ncode++] = w;
}

/* The peephole.  Why fusions happen here, as each instruction is
   emitted: the compiler is one pass with no intermediate form (as Lua's
   lcode.c), so the only place that sees two instructions together is
   the end of the code buffer.  emit looks back at the last one or two
   instructions planted and, where they and the new one form a pattern,
   rewrites them into one superinstruction; it never looks back past
   fs->barrier (a label, a data word, code moved), since a jump may land
   between the instructions there.  Each fusion is a function of its
   own, tried in turn, returning 1 when it has planted `ins`.  Operands
   packed two to an instruction (a | b << 12) must fit 12 bits each; a
   pattern whose operands do not fit is simply not fused. */

/* true if the last n instructions may be rewritten (no barrier in them) */
static int fusable(FuncState *fs, uint32_t n)
{
    return fs->ncode >= n && (int32_t)fs->ncode - (int32_t)n >= fs->barrier;
}

/* PUSHL a; PUSHI n; LT  ->  LTLI a, n (n in a data word after it) */
static int fuse_ltli(VM *vm, FuncState *fs, uint32_t ins)
{
    if (INS_OP(ins) != OP_LT || !fusable(fs, 2) ||
        INS_OP(fs->code[fs->ncode - 2]) != OP_PUSHL || INS_OP(fs->code[fs->ncode - 1]) != OP_PUSHI)
        return 0;
    uint32_t a = INS_A(fs->code[fs->ncode - 2]);
    int32_t n = INS_SA(fs->code[fs->ncode - 1]);
    fs->ncode -= 2;
    emit_raw(vm, INS(OP_LTLI, a));
    emit_raw(vm, (uint32_t)n);
    set_barrier(fs);     /* no peephole over a data word */
    fs->ltli_end = (int32_t)fs->ncode;   /* but JMPF may still fuse */
    return 1;
}

/* PUSHI n; ADD -> ADDI n, and the like (the table fold): an operand
   folded into the operator; then MULL a; MULL b -> MULL2 (x * a * b) */
static int fuse_operand(FuncState *fs, uint32_t ins)
{
    for (size_t i = 0; i < sizeof fold / sizeof *fold; i++) {
        if (INS_OP(ins) != fold[i].op || !fusable(fs, 1) ||
            INS_OP(fs->code[fs->ncode - 1]) != fold[i].push)
            continue;
        fs->code[fs->ncode - 1] = INS(fold[i].fused, INS_A(fs->code[fs->ncode - 1]));
        if (fold[i].fused == OP_MULL && fusable(fs, 2) && INS_OP(fs->code[fs->ncode - 2]) == OP_MULL) {
            uint32_t a = INS_A(fs->code[fs->ncode - 2]), b = INS_A(fs->code[fs->ncode - 1]);
            if (a < 4096 && b < 4096) {
                fs->ncode--;
                fs->code[fs->ncode - 1] = INS(OP_MULL2, a | b << 12);
            }
        }
        return 1;
    }
    return 0;
}

/* POPL b after: PUSHL b; ADDI n -> INCL b, n (n in 12 bits, signed);
   else an instruction of the table pop_fold and its POPL b in one
   (PUSHL a; POPL b -> MOVL a, b; ADDL a; POPL b -> ADDLP ...) */
static int fuse_pop(FuncState *fs, uint32_t ins)
{
    if (INS_OP(ins) != OP_POPL || INS_A(ins) >= 4096 || !fusable(fs, 1)) return 0;
    uint32_t last = fs->code[fs->ncode - 1], b = INS_A(ins);
    if (INS_OP(last) == OP_ADDI && INS_SA(last) >= -2048 && INS_SA(last) < 2048 &&
        fusable(fs, 2) && fs->code[fs->ncode - 2] == INS(OP_PUSHL, b)) {
        fs->ncode--;
        fs->code[fs->ncode - 1] = INS(OP_INCL, b | ((uint32_t)INS_SA(last) & 0xfff) << 12);
        return 1;
    }
    for (size_t i = 0; i < sizeof pop_fold / sizeof *pop_fold; i++)
        if (INS_OP(last) == pop_fold[i].last && INS_A(last) < 4096) {
            fs->code[fs->ncode - 1] = INS(pop_fold[i].fused, INS_A(last) | b << 12);
            return 1;
        }
    return 0;
}

/* PUSHL a; PUSHL b -> PUSHLL a, b */
static int fuse_pushll(FuncState *fs, uint32_t ins)
{
    if (INS_OP(ins) != OP_PUSHL || !fusable(fs, 1) || INS_OP(fs->code[fs->ncode - 1]) != OP_PUSHL ||
        INS_A(fs->code[fs->ncode - 1]) >= 4096 || INS_A(ins) >= 4096)
        return 0;
    fs->code[fs->ncode - 1] = INS(OP_PUSHLL, INS_A(fs->code[fs->ncode - 1]) | (INS_A(ins) << 12));
    return 1;
}

void emit(VM *vm, uint32_t ins)
{
    FuncState *fs = FS(vm);
    if (vm->cov_on) cover_emit(vm, fs, fs->emit_line ? fs->emit_line : item_line(vm));
    if (fuse_ltli(vm, fs, ins) || fuse_operand(fs, ins) || fuse_pop(fs, ins) || fuse_pushll(fs, ins))
        return;
    emit_raw(vm, ins);
}

uint32_t emit_const(VM *vm, Val v)
{
    FuncState *fs = FS(vm);
    for (uint32_t i = 0; i < fs->nconsts; i++)
        if (fs->consts[i] == v) return i;
    if (fs->nconsts == fs->capconsts) {
        fs->capconsts = fs->capconsts ? fs->capconsts * 2 : 16;
        fs->consts = realloc(fs->consts, fs->capconsts * sizeof(Val));
    }
    fs->consts[fs->nconsts] = v;
    return fs->nconsts++;
}

uint32_t new_slot(VM *vm)
{
    FuncState *fs = FS(vm);
    if (fs->nslots >= 60000) cmp_error(vm, "TOO MANY LOCAL VARIABLES", 0);
    return fs->nslots++;
}

int new_label(VM *vm)
{
    FuncState *fs = FS(vm);
    if (fs->nlabels == fs->caplabels) {
        fs->caplabels = fs->caplabels ? fs->caplabels * 2 : 16;
        fs->labels = realloc(fs->labels, fs->caplabels * sizeof(Label));
    }
    Label *l = &fs->labels[fs->nlabels];
    memset(l, 0, sizeof *l);
    l->pos = -1;
    l->name = FALSE_V;
    return (int)fs->nlabels++;
}

static void patch_at(FuncState *fs, uint32_t at, int32_t target)
{
    uint32_t w = fs->code[at];
    int op = INS_OP(w);
    if (op == OP_JMP || op == OP_JMPF || op == OP_JMPT || op == OP_ANDJ || op == OP_ORJ ||
        op == OP_JNLT || op == OP_JNLE || op == OP_JNGT || op == OP_JNGE || op == OP_JNIDEQ) {
        int32_t off = target - (int32_t)(at + 1);
        fs->code[at] = INS(op, (uint32_t)off & 0xffffff);
    } else {
        /* a raw offset word of a multi-word instruction: relative to the
           end of that instruction (at + 1) */
        fs->code[at] = (uint32_t)(target - (int32_t)(at + 1));
    }
}

void place_label(VM *vm, int li)
{
    FuncState *fs = FS(vm);
    flush(vm);
    if (fs->cov_arm) cover_pending(fs);
    Label *l = &fs->labels[li];
    l->pos = (int32_t)fs->ncode;
    set_barrier(fs);
    for (uint32_t i = 0; i < l->npatches; i++) patch_at(fs, l->patches[i], l->pos);
    l->npatches = 0;
}

static void add_patch(FuncState *fs, int li, uint32_t at)
{
    Label *l = &fs->labels[li];
    if (l->npatches == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 4;
        l->patches = realloc(l->patches, l->cap * sizeof(uint32_t));
    }
    l->patches[l->npatches++] = at;
}

/* ---- and / or ----------------------------------------------------------------
   `A and B` is A; ANDJ L; B; L:  (ANDJ jumps keeping A if it is false, else
   drops it), `A or B` the same with ORJ.  If A ends in a comparison, `and`
   fuses it with its jump instead: A..; JNLT Lf; B; JMP L; Lf: PUSHQ false;
   L:  (no more instructions run on either path than before).  If a JMPF or
   JMPT follows at once (the test of an if, while, until, quitif ...),
   emit_jump threads the jumps of the and/or, and of the and/ors that end
   where it ends, to that jump's targets and drops the JMP and PUSHQ, so
   that no boolean is made: `while i < n and x <= 4.0 do` runs
   PUSHLL; JNLT exit; ...; PUSHQ; JNLE exit. */

enum { THR_F = 1,   /* a fused comparison: jumps when false, pushes nothing */
       THR_A,       /* ANDJ */
       THR_O };     /* ORJ */

/* Emit the jump of an and/or; returns its site for andor_end. */
static uint32_t andor_jump(VM *vm, int is_and)
{
    flush(vm);
    FuncState *fs = FS(vm);
    if (is_and && fs->ncode >= 1 && (int32_t)fs->ncode - 1 >= fs->barrier) {
        int last = INS_OP(fs->code[fs->ncode - 1]);
        for (size_t i = 0; i < sizeof cmp_jump / sizeof *cmp_jump; i++)
            if (cmp_jump[i].op == last) {
                fs->code[fs->ncode - 1] = INS(cmp_jump[i].fused, 0);
                return (fs->ncode - 1) << 2 | THR_F;
            }
    }
    emit_raw(vm, INS(is_and ? OP_ANDJ : OP_ORJ, 0));
    return (fs->ncode - 1) << 2 | (is_and ? THR_A : THR_O);
}

/* The and/or whose jump is `site` ends here. */
static void andor_end(VM *vm, uint32_t site)
{
    flush(vm);
    FuncState *fs = FS(vm);
    AndOrChain r;
    if (fs->thr.n && fs->thr.n < 16 && fs->thr.pos == (int32_t)fs->ncode
        && fs->barrier == fs->thr.pos) {
        /* the last operand was an and/or that ended here: one chain, its
           fallback dropped (made anew below) */
        r = fs->thr;
        fs->ncode = (uint32_t)r.start;
    } else {
        r.n = 0;
        r.start = (int32_t)fs->ncode;
        r.barrier = fs->barrier;
        r.ltli_end = fs->ltli_end;
    }
    r.s[r.n].at = site >> 2;
    r.s[r.n++].kind = site & 3;
    int32_t lf = -1;
    for (uint32_t i = 0; i < r.n; i++)
        if (r.s[i].kind == THR_F && lf < 0) {
            emit_raw(vm, INS(OP_JMP, 1));
            lf = (int32_t)fs->ncode;
            emit_raw(vm, INS(OP_PUSHQ, emit_const(vm, FALSE_V)));
        }
    for (uint32_t i = 0; i < r.n; i++)
        patch_at(fs, r.s[i].at, r.s[i].kind == THR_F ? lf : (int32_t)fs->ncode);
    set_barrier(fs);
    r.pos = (int32_t)fs->ncode;
    fs->thr = r;
}

/* Emit a jump instruction (JMP/JMPF/JMPT/ANDJ/ORJ) to a label.  A backward
   JMP becomes LOOP, the safe point. */
void emit_jump(VM *vm, int op, int li)
{
    flush(vm);
    FuncState *fs = FS(vm);
    if (fs->cov_arm) cover_pending(fs);
    Label *l = &fs->labels[li];
    if ((op == OP_JMPF || op == OP_JMPT) && l->pos < 0 && fs->thr.n
        && fs->thr.pos == (int32_t)fs->ncode && fs->barrier == fs->thr.pos) {
        /* right after an and/or: thread its jumps (see andor_jump) */
        AndOrChain r = fs->thr;
        fs->ncode = (uint32_t)r.start;
        fs->barrier = r.barrier;
        fs->ltli_end = r.ltli_end;
        fs->thr.n = 0;
        emit_jump(vm, op, li);            /* may fuse with the last comparison */
        int32_t after = (int32_t)fs->ncode;
        for (uint32_t i = 0; i < r.n; i++) {
            uint32_t at = r.s[i].at;
            int k = r.s[i].kind;
            if (k == THR_A) fs->code[at] = INS(OP_JMPF, 0);
            if (k == THR_O) fs->code[at] = INS(OP_JMPT, 0);
            /* a jump taken on false goes where op goes on false */
            if ((k != THR_O) == (op == OP_JMPF)) add_patch(fs, li, at);
            else patch_at(fs, at, after);
        }
        return;
    }
    if (op == OP_JMPF && l->pos < 0) {
        /* LTLI a, n; JMPF -> JLTLI a, n, offset */
        if (fs->ltli_end == (int32_t)fs->ncode) {
            fs->code[fs->ncode - 2] = INS(OP_JLTLI, INS_A(fs->code[fs->ncode - 2]));
            add_patch(fs, li, fs->ncode);
            emit_raw(vm, 0);
            set_barrier(fs);
            return;
        }
        /* fuse a comparison with the conditional jump that tests it */
        int last = fs->ncode >= 1 && (int32_t)fs->ncode - 1 >= fs->barrier
                   ? INS_OP(fs->code[fs->ncode - 1]) : -1;
        for (size_t i = 0; i < sizeof cmp_jump / sizeof *cmp_jump; i++)
            if (cmp_jump[i].op == last) {
                fs->ncode--;
                add_patch(fs, li, fs->ncode);
                emit_raw(vm, INS(cmp_jump[i].fused, 0));
                return;
            }
    }
    if (l->pos >= 0) {
        if (op == OP_JMPF || op == OP_JMPT) {
            /* a backward conditional jump: skip over a polling LOOP */
            emit_raw(vm, INS(op == OP_JMPF ? OP_JMPT : OP_JMPF, 1));
            op = OP_JMP;
        }
        int32_t off = l->pos - (int32_t)(fs->ncode + 1);
        if (op == OP_JMP) emit_raw(vm, INS(OP_LOOP, (uint32_t)(-off)));
        else emit_raw(vm, INS(op, (uint32_t)off & 0xffffff));
        return;
    }
    add_patch(fs, li, fs->ncode);
    emit_raw(vm, INS(op, 0));
}

/* Emit a raw offset word that will be patched to jump to label li; the
   offset is relative to the word after it. */
static void emit_label_word(VM *vm, int li)
{
    FuncState *fs = FS(vm);
    Label *l = &fs->labels[li];
    if (l->pos >= 0) emit_raw(vm, (uint32_t)(l->pos - (int32_t)(fs->ncode + 1)));
    else { add_patch(fs, li, fs->ncode); emit_raw(vm, 0); }
    set_barrier(fs);     /* no peephole over a data word */
}
void emit_label_word_pub(VM *vm, int li) { emit_label_word(vm, li); }

/* ---- the pending instruction ------------------------------------------- */

static int op_for_ident(VM *vm, Val id)
{
    Ident *i = IDENT_PTR(id);
    if (!(i->h.flags & IDF_PROTECTED)) return -1;
    for (int op = 0; op < (int)(sizeof vm->opproc / sizeof *vm->opproc); op++)
        if (vm->opproc[op] && vm->opproc[op] == i->value) return op;
    return -1;
}

/* A protected constant holding a procedure (a built-in). */
static int is_system_proc(Val id)
{
    Ident *i = IDENT_PTR(id);
    return (i->h.flags & IDF_PROTECTED) && i->h.aux == ID_CONSTANT && IS_PROC(i->value);
}

/* An active variable, not accessed through `nonactive` (ref.index 1). */
static int is_active_ref(VarRef r)
{
    return r.kind == VR_IDENT && !r.index && (IDENT_PTR(r.ident)->h.flags & IDF_ACTIVE);
}

void emit_push_ref(VM *vm, VarRef r)
{
    switch (r.kind) {
    case VR_LOCAL: emit(vm, INS(OP_PUSHL, r.index)); break;
    case VR_UPVAL: emit(vm, INS(OP_PUSHU, r.index)); break;
    case VR_IDENT:
        if (is_active_ref(r)) emit(vm, INS(OP_CALLV, emit_const(vm, r.ident)));
        else emit(vm, INS(OP_PUSHV, emit_const(vm, r.ident)));
        break;
    default: break;
    }
}

void emit_pop_ref(VM *vm, VarRef r)
{
    switch (r.kind) {
    case VR_LOCAL: emit(vm, INS(OP_POPL, r.index)); break;
    case VR_UPVAL: emit(vm, INS(OP_POPU, r.index)); break;
    case VR_IDENT: {
        Ident *id = IDENT_PTR(r.ident);
        /* (assigning to an active variable runs its updater: allowed
           for a protected or constant one) */
        if ((id->h.flags & IDF_PROTECTED) && !is_active_ref(r))
            cmp_error(vm, "ASSIGNING TO PROTECTED IDENTIFIER", 1, id->name);
        if (is_active_ref(r)) emit(vm, INS(OP_UCALLV, emit_const(vm, r.ident)));
        else emit(vm, INS(OP_POPV, emit_const(vm, r.ident)));
        break;
    }
    default: break;
    }
}

/* Whether a call of identifier id (of its value's updater when upd) is
   planted as CALLF (UCALLF): its value now is a class field procedure
   that the interpreter runs inline (value.h's PF_FIELD_*).  The
   instruction looks at the value again at each call. */
static bool field_call(Val id, int upd)
{
    Val p = IDENT_PTR(id)->value;
    if (!IS_PROC(p)) return false;
    if (upd) return OBJ(PROC_PTR(p)->updater)->flags & PF_FIELD_SET;
    return OBJ(p)->flags & (PF_FIELD_GET | PF_FIELD_CONS);
}

void flush(VM *vm)
{
    FuncState *fs = FS(vm);
    Pending p = fs->pend;
    fs->pend.kind = PEND_NONE;
    fs->emit_line = p.line;
    switch (p.kind) {
    case PEND_NONE: break;
    case PEND_PUSH: emit_push_ref(vm, p.ref); break;
    case PEND_PUSHQ:
        if (IS_TYPE(p.k, T_PROTO))      /* a nested procedure with free variables */
            emit(vm, INS(OP_CLOSURE, emit_const(vm, p.k)));
        else if (IS_INT(p.k) && INT_VAL(p.k) >= -(1 << 22) && INT_VAL(p.k) < (1 << 22))
            emit(vm, INS(OP_PUSHI, (uint32_t)INT_VAL(p.k) & 0xffffff));
        else emit(vm, INS(OP_PUSHQ, emit_const(vm, p.k)));
        break;
    case PEND_CALL:
        switch (p.ref.kind) {
        case VR_LOCAL: emit(vm, INS(OP_CALLL, p.ref.index)); break;
        case VR_UPVAL: emit(vm, INS(OP_CALLU, p.ref.index)); break;
        case VR_IDENT: {
            int op = op_for_ident(vm, p.ref.ident);
            if (is_active_ref(p.ref)) {        /* call the active variable's value */
                emit(vm, INS(OP_CALLV, emit_const(vm, p.ref.ident)));
                emit(vm, INS(OP_CALLS, 0));
            } else if (op >= 0) emit(vm, INS(op, 0));
            else if (is_system_proc(p.ref.ident))
                /* as in Poplog, a system procedure is called directly:
                   tracing it later does not change code compiled now */
                emit(vm, INS(OP_CALLQ, emit_const(vm, IDENT_PTR(p.ref.ident)->value)));
            else emit(vm, INS(field_call(p.ref.ident, 0) ? OP_CALLF : OP_CALLV,
                              emit_const(vm, p.ref.ident)));
            break;
        }
        default: break;
        }
        break;
    case PEND_CALLQ:
        if (IS_INT(p.k) || num_is_number(p.k) || p.k == TRUE_V || p.k == FALSE_V || p.k == TERMIN_V)
            cmp_error(vm, "COMPILING CALL TO NON-STRUCTURE", 1, p.k);
        if (IS_TYPE(p.k, T_PROTO)) {
            emit(vm, INS(OP_CLOSURE, emit_const(vm, p.k)));
            emit(vm, INS(OP_CALLS, 0));
        } else emit(vm, INS(OP_CALLQ, emit_const(vm, p.k)));
        break;
    case PEND_CALLS: emit(vm, INS(OP_CALLS, 0)); break;
    }
    fs->emit_line = 0;
}

void set_pending(VM *vm, int kind, VarRef ref, Val k)
{
    flush(vm);
    FuncState *fs = FS(vm);
    fs->pend.kind = kind;
    fs->pend.ref = ref;
    fs->pend.k = k;
    fs->pend.line = item_line(vm);
}

/* Convert the pending instruction to its update form and emit it. */
static void flush_update(VM *vm)
{
    FuncState *fs = FS(vm);
    Pending p = fs->pend;
    fs->pend.kind = PEND_NONE;
    fs->emit_line = p.line;
    switch (p.kind) {
    case PEND_PUSH:
        if (p.ref.kind == VR_IDENT && IDENT_PTR(p.ref.ident)->h.aux == ID_CONSTANT
            && !is_active_ref(p.ref)) {
            /* assigning a constant: a compile-time mishap inside a procedure;
               at top level allowed once (sys_assign_constant checks) */
            if (!fs->toplevel || fs->parent)
                cmp_error(vm, "COMPILING ASSIGNMENT TO CONSTANT", 1, IDENT_PTR(p.ref.ident)->name);
            emit(vm, INS(OP_PUSHQ, emit_const(vm, p.ref.ident)));
            emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, "sys_assign_constant"))->ident)));
            break;
        }
        emit_pop_ref(vm, p.ref);
        break;
    case PEND_CALL:
        switch (p.ref.kind) {
        case VR_LOCAL: emit(vm, INS(OP_UCALLL, p.ref.index)); break;
        case VR_UPVAL: emit(vm, INS(OP_UCALLU, p.ref.index)); break;
        case VR_IDENT:
            emit(vm, INS(field_call(p.ref.ident, 1) ? OP_UCALLF : OP_UCALLV, emit_const(vm, p.ref.ident)));
            break;
        default: break;
        }
        break;
    case PEND_CALLQ: emit(vm, INS(OP_UCALLQ, emit_const(vm, p.k))); break;
    case PEND_CALLS: emit(vm, INS(OP_UCALLS, 0)); break;
    case PEND_PUSHQ:
        cmp_error(vm, "ima: IMPERMISSIBLE ASSIGNMENT TARGET", 1, p.k);
    default:
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_word(vm, "->"));
    }
    fs->emit_line = 0;
}

void flush_update_pub(VM *vm) { flush_update(vm); }

/* ---- names ------------------------------------------------------------------ */

void declare_local(VM *vm, Val word, uint32_t slot, int isconst)
{
    FuncState *fs = FS(vm);
    if (fs->nvars == fs->capvars) {
        fs->capvars = fs->capvars ? fs->capvars * 2 : 16;
        fs->vars = realloc(fs->vars, fs->capvars * sizeof(LocalVar));
    }
    fs->vars[fs->nvars++] = (LocalVar){ word, slot, (uint8_t)isconst, 0 };
}

/* See compile_int.h.  The identifier is a constant (assigning it is a
   compile-time mishap) known only to this procedure and those inside it,
   which use its value directly, with no upvalue. */
Val declare_local_const(VM *vm, Val word)
{
    Val u = mk_undef(vm, FALSE_V);
    gc_push_root(vm, &u);
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    gc_pop_root(vm);
    id->name = word;
    id->value = u;
    id->h.aux = ID_CONSTANT;
    declare_local(vm, word, 0, 1);
    FuncState *fs = FS(vm);
    fs->vars[fs->nvars - 1].ident = (Val)id;
    return (Val)id;
}

Val toplex_declare(VM *vm, Val word)
{
    Compiler *c = C(vm);
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    id->name = word;
    id->value = mk_undef(vm, FALSE_V);
    id->h.aux = ID_LVARS_TOP;
    /* (inside an lblock a new entry hides an outer one until endlblock) */
    for (uint32_t i = c->toplex_base; i < c->ntoplex; i++)
        if (c->toplex[i].word == word) { c->toplex[i].ident = (Val)id; return (Val)id; }
    if (c->ntoplex == c->captoplex) {
        c->captoplex = c->captoplex ? c->captoplex * 2 : 16;
        c->toplex = realloc(c->toplex, c->captoplex * sizeof(TopLex));
    }
    c->toplex[c->ntoplex++] = (TopLex){ word, (Val)id };
    return (Val)id;
}

static LocalVar *find_local(FuncState *fs, Val word)
{
    for (uint32_t i = fs->nvars; i-- > 0; )
        if (fs->vars[i].name == word) return &fs->vars[i];
    return NULL;
}

static int add_upval(FuncState *fs, Val word, int from_local, uint32_t index)
{
    for (uint32_t i = 0; i < fs->nupvals; i++)
        if (fs->upvals[i].from_local == from_local && fs->upvals[i].index == index) return (int)i;
    if (fs->nupvals >= 255) return -1;
    fs->upvals[fs->nupvals] = (UpvInfo){ word, (uint8_t)from_local, index };
    return (int)fs->nupvals++;
}

static VarRef resolve_in(VM *vm, FuncState *fs, Val word)
{
    VarRef r = { VR_NONE, 0, 0 };
    if (!fs) return r;
    LocalVar *lv = find_local(fs, word);
    if (lv && lv->ident) { r.kind = VR_IDENT; r.ident = lv->ident; return r; }
    if (lv) { r.kind = VR_LOCAL; r.index = lv->slot; return r; }
    for (uint32_t i = 0; i < fs->nupvals; i++)
        if (fs->upvals[i].name == word) { r.kind = VR_UPVAL; r.index = i; return r; }
    VarRef pr = resolve_in(vm, fs->parent, word);
    if (pr.kind == VR_LOCAL || pr.kind == VR_UPVAL) {
        if (pr.kind == VR_LOCAL) fs->parent->captures = 1;
        int u = add_upval(fs, word, pr.kind == VR_LOCAL, pr.index);
        if (u < 0) cmp_error(vm, "TOO MANY NON-LOCAL VARIABLES", 1, word);
        r.kind = VR_UPVAL; r.index = (uint32_t)u;
        return r;
    }
    return pr;
}

/* Resolve a word used as a variable.  declare: auto-declare an unknown
   word as a permanent variable, with Poplog's DECLARING VARIABLE note. */
VarRef resolve(VM *vm, Val word, int declare)
{
    if (!IS_WORD(word)) cmp_error(vm, "WORD NEEDED", 1, word);   /* (a caller's slip) */
    VarRef r = resolve_in(vm, FS(vm), word);
    if (r.kind != VR_NONE) return r;
    for (Compiler *c = C(vm); c; c = c->sees_outer ? c->prev : NULL)
        for (uint32_t i = c->ntoplex; i-- > 0; )
            if (c->toplex[i].word == word) { r.kind = VR_IDENT; r.ident = c->toplex[i].ident; return r; }
    Val id = WORD_PTR(word)->ident;
    if (!id && declare && C(vm)->syntax_only) {
        /* only checking syntax: a stand-in that declares nothing */
        Ident *sid = gc_alloc(vm, sizeof(Ident), T_IDENT);
        sid->name = word;
        sid->value = mk_undef(vm, FALSE_V);
        sid->h.aux = ID_VARS;
        id = (Val)sid;
    }
    if (!id && declare) {
        if (!lib_autoload(vm, word) || !(id = WORD_PTR(word)->ident)) {
            vm_declaring_warning(vm, word);
            id = word_declare(vm, word, ID_VARS, 0);
        }
    }
    if (id) { r.kind = VR_IDENT; r.ident = id; }
    return r;
}

Val word_ident_prec(VM *vm, Val w, int *prec)
{
    if (OBJ(w)->flags & WORDF_LEXOP)            /* a file-level operator first */
        for (Compiler *c = C(vm); c; c = c->sees_outer ? c->prev : NULL)
            for (uint32_t i = c->ntoplex; i-- > 0; )
                if (c->toplex[i].word == w) {
                    Val id = c->toplex[i].ident;
                    if (!(IDENT_PTR(id)->h.flags & IDF_OP)) return 0;
                    *prec = IDENT_PTR(id)->prec;
                    return id;
                }
    Val id = WORD_PTR(w)->ident;
    if (id && (IDENT_PTR(id)->h.flags & IDF_OP)) { *prec = IDENT_PTR(id)->prec; return id; }
    return 0;
}

int at_exec_level(VM *vm)
{
    FuncState *fs = FS(vm);
    return fs->toplevel && fs->depth == 0;
}

/* ---- expressions -------------------------------------------------------------- */

/* Call-stack words charged per level of nesting (see syntax_cost): an
   operator's right operand, a call's arguments f( ... ), and a syntax word
   the table does not list. */
#define OPERATOR_COST        10
#define CALL_COST            24
#define DEFAULT_SYNTAX_COST  32
/* Poplog compiles a statement 12 call-stack words below where it runs it. */
#define COMPILE_CREDIT       12

static int is_syntax_op(Val it, int *prec)
{
    static const struct { const char *w; int p; } ops[] = {
        { "->", 110 }, { "->>", 110 }, { "=>", 120 }, { "==>", 120 },
        { "and", 90 }, { "or", 100 },
    };
    if (!IS_WORD(it)) return 0;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(WORD_PTR(it)->chars, ops[i].w) == 0) { *prec = ops[i].p; return 1; }
    return 0;
}

/* Phase 1: one operand.  Returns 0 if the expression is empty. */
static int comp_operand(VM *vm)
{
    Val it = cmp_read(vm);
    if (it == TERMIN_V) { cmp_unread(vm, it); return 0; }
    if (!IS_WORD(it)) {
        set_pending(vm, PEND_PUSHQ, (VarRef){0}, it);
        return 1;
    }
    SyntaxFn fn = syntax_lookup(it);
    Val uproc;
    int p;
    if (!fn && !WORD_PTR(it)->ident && !vmcode_is_user_syntax(it, &uproc)
        && !syntax_is_closer(it) && !is_syntax_op(it, &p) && resolve(vm, it, 0).kind == VR_NONE)
        lib_autoload(vm, it);       /* it may define a syntax word (declare_incremental) */
    /* a syntax procedure defined in Pop-11 replaces a built-in one of the
       same name, as a library's does in Poplog (LIB SUPER's foreach) */
    if (fn && vmcode_is_user_syntax(it, &uproc)) fn = NULL;
    if (fn || vmcode_is_user_syntax(it, &uproc)) {
        flush(vm);
        if (fn) {
            uint32_t words = cmp_nest_enter(vm, it, 0);
            fn(vm, it);
            cmp_nest_leave(vm, it, words);
        } else {
            /* its own frame names it in DOING lines and charges its cost */
            vmcode_run_syntax(vm, it, uproc);
        }
        return 1;
    }
    if (syntax_is_closer(it) || is_syntax_op(it, &p)) { cmp_unread(vm, it); return 0; }
    Val opid = word_ident_prec(vm, it, &p);
    if (opid) {
        /* an operator in operand position is called, as in Poplog: on the
           operand that follows it, if one does, and on what the stack holds
           for the rest (`3; + 4` is 7, `1, 2; + =>` prints 3); a prefix
           minus negates (`- x`, and `3; -` is -3).  `nonop` makes it a
           value. */
        flush(vm);
        uint32_t words = cmp_nest_enter(vm, 0, OPERATOR_COST);
        comp_expr_prec(vm, PREC_INTERNAL(p) | 1);
        cmp_nest_leave(vm, 0, words);
        flush(vm);
        if (cmp_is(it, "-"))
            set_pending(vm, PEND_CALL, resolve(vm, cmp_word(vm, "negate"), 1), 0);
        else if (cmp_is(it, "+:") || cmp_is(it, "-:"))         /* i times */
            set_pending(vm, PEND_CALL, resolve(vm, cmp_word(vm, cmp_is(it, "+:") ? "unary_+:" : "unary_-:"), 1), 0);
        else set_pending(vm, PEND_CALL, (VarRef){ VR_IDENT, 0, opid }, 0);
        return 1;
    }
    set_pending(vm, PEND_PUSH, resolve(vm, it, 1), 0);
    return 1;
}

/* Compile the arguments of a call up to `)` (already past `(`). */
static void comp_args(VM *vm)
{
    static const char *const closers[] = { ")", NULL };
    Val paren = cmp_word(vm, "(");
    uint32_t words = cmp_nest_enter(vm, paren, CALL_COST);
    FS(vm)->depth++;
    comp_stmts(vm, closers);
    FS(vm)->depth--;
    cmp_nest_leave(vm, paren, words);
}

/* Phase 2 of an expression: what follows an operand, up to precedence
   `limit` (Poplog's internal precedence: PREC_INTERNAL).  This is
   precedence climbing, as Lua's subexpr, but without a static table like
   Lua's priority[]: in Pop-11 an operator is any identifier declared
   with a precedence (identprops), user operators included, so each
   word's precedence is looked up as it is read, and the loop dispatches
   on what kind of item follows the operand, one function per kind:
   a negative number literal (`x -5`: a subtraction), a call or partial
   application `( ... )`, `.f` (a call with the operand first), a syntax
   operator of the compiler's own (-> ->> => ==> and or), a syntax
   operator defined in Pop-11, and an ordinary operator.  Each returns
   OPS_MORE when it compiled something (the loop reads on) or OPS_END when
   the item ends the expression (given back, to be read by the caller). */
enum { OPS_END, OPS_MORE };
static void comp_ops(VM *vm, int limit);

/* `x -5`: the itemiser made -5 a number; after an operand it is a
   subtraction (docs/rules.md section 6) */
static int ops_negative(VM *vm, Val it, int limit)
{
    int p5 = 50;
    if (!num_is_number(it) || num_cmp(vm, it, MK_INT(0)) >= 0 || PREC_INTERNAL(p5) >= limit)
        return OPS_END;
    flush(vm);
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, num_neg(vm, it));
    uint32_t words = cmp_nest_enter(vm, 0, OPERATOR_COST);
    comp_ops(vm, PREC_INTERNAL(p5) | 1);
    cmp_nest_leave(vm, 0, words);
    flush(vm);
    set_pending(vm, PEND_CALL, resolve(vm, cmp_word(vm, "-"), 0), 0);
    return OPS_MORE;
}

/* `(` after an operand (already read): a call of it, or a partial
   application f(% a, b %) */
static int ops_call(VM *vm)
{
    FuncState *fs = FS(vm);
    Val nx = cmp_read(vm);
    if (cmp_is(nx, "%")) {
        static const char *const pc[] = { "%", NULL };
        /* the procedure goes on the stack first, under the mark, whether
           it is pending (f) or there already (f(%a%)(%b%), (f)(%a%)) */
        uint32_t m = new_slot(vm);
        flush(vm);
        emit(vm, INS(OP_MARK, m));
        fs->depth++;
        comp_stmts(vm, pc);
        fs->depth--;
        cmp_need(vm, ")");
        flush(vm);
        emit(vm, INS(OP_PARTIAL, m));
        return OPS_MORE;
    }
    cmp_unread(vm, nx);
    Pending p0 = fs->pend;
    if (p0.kind == PEND_PUSH) {
        fs->pend.kind = PEND_NONE;
        comp_args(vm);
        set_pending(vm, PEND_CALL, p0.ref, 0);
        fs->pend.line = p0.line;     /* the line of the name called */
    } else if (p0.kind == PEND_PUSHQ) {
        /* a call of a literal; a non-structure is reported when the call
           is planted (flush), as Poplog does */
        fs->pend.kind = PEND_NONE;
        comp_args(vm);
        set_pending(vm, PEND_CALLQ, (VarRef){0}, p0.k);
        fs->pend.line = p0.line;
    } else {
        flush(vm);
        uint32_t t = new_slot(vm);
        emit(vm, INS(OP_POPL, t));
        comp_args(vm);
        set_pending(vm, PEND_CALL, (VarRef){ VR_LOCAL, t, 0 }, 0);
    }
    return OPS_MORE;
}

/* `.` after an operand: x.f, x.(expr), x.<procedure constant> */
static int ops_dot(VM *vm)
{
    Val f = cmp_read(vm);
    if (cmp_is(f, "(")) {
        flush(vm);
        comp_args(vm);
        flush(vm);
        set_pending(vm, PEND_CALLS, (VarRef){0}, 0);
    } else if (IS_WORD(f) && !syntax_lookup(f)) {
        flush(vm);
        set_pending(vm, PEND_CALL, resolve(vm, f, 1), 0);
    } else if (IS_PROC(f)) {
        flush(vm);
        set_pending(vm, PEND_CALLQ, (VarRef){0}, f);
    } else cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, f);
    return OPS_MORE;
}

/* The compiler's own syntax operators, of precedence p: -> ->> (an
   assignment), => ==> (printing, which ends the statement), and / or */
static int ops_syntax(VM *vm, Val it, int p, int limit)
{
    if (PREC_INTERNAL(p) >= limit) { cmp_unread(vm, it); return OPS_END; }
    if (cmp_is(it, "->") || cmp_is(it, "->>")) {
        flush(vm);
        if (cmp_is(it, "->>")) emit(vm, INS(OP_DUP, 0));
        comp_to_target(vm);
        return OPS_MORE;
    }
    if (cmp_is(it, "=>") || cmp_is(it, "==>")) {
        cmp_syn_push(vm, it);
        flush(vm);
        cmp_syn_pop(vm);
        if (cmp_is(it, "=>")) emit(vm, INS(OP_ARROW, at_exec_level(vm) ? 1 : 0));
        else emit(vm, INS(OP_PRETTY, 0));
        /* like Poplog, the print arrow ends the statement (without
           reading ahead, so the REPL prints at once) */
        cmp_unread(vm, cmp_word(vm, ";"));
        return OPS_END;
    }
    /* and / or (see andor_jump) */
    uint32_t site = andor_jump(vm, cmp_is(it, "and"));
    uint32_t words = cmp_nest_enter(vm, 0, OPERATOR_COST);
    if (!comp_expr_prec(vm, PREC_INTERNAL(p) | 1))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, it);
    cmp_nest_leave(vm, 0, words);
    andor_end(vm, site);
    return OPS_MORE;
}

/* An ordinary operator (identifier opid, precedence p): its right
   operand, then the call */
static int ops_binary(VM *vm, Val it, Val opid, int p, int limit)
{
    int ip = PREC_INTERNAL(p);
    if (ip >= limit) { cmp_unread(vm, it); return OPS_END; }
    flush(vm);
    /* with no operand after it (`1, 2 + ;`) the operator takes its right
       argument from the stack, as in Poplog */
    uint32_t words = cmp_nest_enter(vm, 0, OPERATOR_COST);
    comp_expr_prec(vm, ip | 1);
    cmp_nest_leave(vm, 0, words);
    flush(vm);
    set_pending(vm, PEND_CALL, (VarRef){ VR_IDENT, 0, opid }, 0);
    return OPS_MORE;
}

/* The item after an operand: one of the kinds above, or the end */
static int ops_one(VM *vm, int limit)
{
    Val it = cmp_read(vm);
    int p;
    if (!IS_WORD(it)) {
        if (ops_negative(vm, it, limit) == OPS_MORE) return OPS_MORE;
        cmp_unread(vm, it);
        return OPS_END;
    }
    if (cmp_is(it, "(")) return ops_call(vm);
    if (cmp_is(it, ".")) return ops_dot(vm);
    if (is_syntax_op(it, &p)) return ops_syntax(vm, it, p, limit);
    Val opid = word_ident_prec(vm, it, &p);
    Val uproc;
    if (opid && !syntax_lookup(it) && vmcode_is_user_syntax(it, &uproc)) {
        /* a syntax operator: its procedure compiles what follows */
        if (PREC_INTERNAL(p) >= limit) { cmp_unread(vm, it); return OPS_END; }
        vmcode_run_syntax(vm, it, uproc);
        return OPS_MORE;
    }
    if (opid && !syntax_lookup(it)) return ops_binary(vm, it, opid, p, limit);
    cmp_unread(vm, it);
    return OPS_END;
}

static void comp_ops(VM *vm, int limit)
{
    while (ops_one(vm, limit) == OPS_MORE) { }
}

int comp_expr_prec(VM *vm, int limit)
{
    vm_check_cstack(vm);
    if (!comp_operand(vm)) {
        /* `=>` with nothing before it prints what is on the stack */
        Val nx = cmp_peek(vm);
        if ((cmp_is(nx, "=>") || cmp_is(nx, "==>")) && PREC_INTERNAL(120) < limit) {
            comp_ops(vm, limit);
            return 1;
        }
        /* `-> x` with nothing before it assigns from the stack */
        if ((cmp_is(nx, "->") || cmp_is(nx, "->>")) && PREC_INTERNAL(110) < limit) {
            comp_ops(vm, limit);
            return 1;
        }
        return 0;
    }
    comp_ops(vm, limit);
    return 1;
}

int comp_expr(VM *vm) { return comp_expr_prec(vm, 256); }

/* After `->`: compile the assignment target(s) in update mode. */
void comp_to_target(VM *vm)
{
    FuncState *fs = FS(vm);
    Val it = cmp_read(vm);
    if (IS_WORD(it) && !cmp_is(it, "(") && (syntax_is_closer(it) || cmp_is(it, "->"))) {
        /* `-> ;` with no target: the value is erased (`-> -> x` erases,
           then assigns the next) */
        cmp_unread(vm, it);
        flush(vm);
        emit(vm, INS(OP_ERASE, 0));
        return;
    }
    if (cmp_is(it, "if")) { comp_if_target(vm); return; }
    if (cmp_is(it, "(")) {
        /* -> (a, b, c): pop into c, then b, then a */
        /* (the snippets are vm_own'd: a mishap in a later target frees them) */
        uint32_t *snip[64]; uint32_t snlen[64]; Owned own[64]; int n = 0;
        for (;;) {
            Val nx = cmp_peek(vm);
            if (cmp_is(nx, ")") && n == 0) { cmp_read(vm); break; }
            uint32_t start = fs->ncode;
            set_barrier(fs);
            if (cmp_is(nx, ",") || cmp_is(nx, ")")) emit(vm, INS(OP_ERASE, 0));  /* -> (a, , b) */
            else if (cmp_is(nx, "(")) comp_to_target(vm);                 /* -> (a, (b, c)) */
            else {
                if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
                    cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
                flush_update(vm);
            }
            if (n < 64) {
                snlen[n] = fs->ncode - start;
                snip[n] = malloc(snlen[n] * sizeof(uint32_t) + 1);
                if (!snip[n]) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
                vm_own(vm, &own[n], &snip[n]);
                memcpy(snip[n], fs->code + start, snlen[n] * sizeof(uint32_t));
                n++;
            }
            fs->ncode = start;
            Val sep = cmp_read(vm);
            if (cmp_is(sep, ")")) break;
            if (!cmp_is(sep, ",")) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 1, sep);
        }
        for (int i = n; i-- > 0; ) {
            for (uint32_t j = 0; j < snlen[i]; j++) emit_raw(vm, snip[i][j]);
            vm_disown(vm, &own[i]);
            free(snip[i]);
        }
        set_barrier(fs);
        return;
    }
    cmp_unread(vm, it);
    if (!comp_expr_prec(vm, PREC_INTERNAL(110)))
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
    cmp_syn_push(vm, cmp_word(vm, "->"));    /* `->` is named in DOING lines */
    flush_update(vm);
    cmp_syn_pop(vm);
}

/* ---- statement sequences ----------------------------------------------------- */

/* A closers array lists the words that end a statement sequence; entries
   starting with '=' are not matched but are what a mishap report names
   (Poplog reports e.g. [endif {close}] for the arms of an if). */
static int is_closer_of(Val it, const char *const *closers)
{
    if (it == TERMIN_V) {
        for (int i = 0; closers && closers[i]; i++) if (strcmp(closers[i], "<termin>") == 0) return 1;
        return 0;
    }
    for (int i = 0; closers && closers[i]; i++)
        if (closers[i][0] != '=' && cmp_is(it, closers[i])) return 1;
    return 0;
}

static Val closer_item(VM *vm, const char *w)
{
    size_t n = strlen(w);
    if (n > 2 && w[0] == '{' && w[n - 1] == '}') {
        Val v = mk_vector(vm, 1, cmp_word(vm, "x"));
        VEC_PTR(v)->items[0] = word_intern(vm, w + 1, n - 2);
        return v;
    }
    return cmp_word(vm, w);
}

static Val closers_list(VM *vm, const char *const *closers)
{
    Val items[16];
    int n = 0, report = 0;
    for (int i = 0; closers && closers[i]; i++) if (closers[i][0] == '=') report = 1;
    for (int i = 0; closers && closers[i] && n < 16; i++) {
        if (report && closers[i][0] != '=') continue;
        items[n++] = closer_item(vm, closers[i] + (closers[i][0] == '='));
    }
    if (n == 1) return items[0];
    return mk_list(vm, (size_t)n, items);
}

static void check_label(VM *vm)
{
    /* `name:` at the start of a statement defines a goto label */
    Val it = cmp_read_raw(vm);
    Val uproc;
    if (IS_WORD(it) && !syntax_lookup(it) && !syntax_is_closer(it) && !cmp_is(it, ";")
        && !vmcode_is_user_syntax(it, &uproc)) {     /* (help NAME reads its line) */
        Val nx = cmp_read_raw(vm);
        if (cmp_is(nx, ":")) {
            extern void define_goto_label(VM *vm, Val name);
            define_goto_label(vm, it);
            check_label(vm);
            return;
        }
        cmp_unread(vm, nx);
    }
    cmp_unread(vm, it);
}

/* Compile statements separated by `;` or `,` up to one of `closers`; the
   closer is consumed and returned.  "<termin>" in closers accepts end of
   input. */
Val comp_stmts(VM *vm, const char *const *closers)
{
    vm_check_cstack(vm);
    for (;;) {
        check_label(vm);
        comp_expr(vm);
        Val it = cmp_read(vm);
        if (cmp_is(it, ";") || cmp_is(it, ",")) { flush(vm); continue; }
        if (is_closer_of(it, closers)) { flush(vm); return it; }
        if (it == TERMIN_V)
            cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 4, cmp_word(vm, "FOUND"), it,
                      cmp_word(vm, "READING TO"), closers_list(vm, closers));
        if (IS_WORD(it) && (syntax_is_closer(it) || syntax_lookup(it)))
            cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 4, cmp_word(vm, "FOUND"), it,
                      cmp_word(vm, "READING TO"), closers_list(vm, closers));
        cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 2, C(vm)->prev_item, it);
    }
}

/* ---- procedures ------------------------------------------------------------------ */

/* See compile_int.h. */
FuncState *open_func(VM *vm, Val name)
{
    FuncState *fs = calloc(1, sizeof *fs);
    if (!fs) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
    fs->parent = FS(vm);
    fs->name = name;
    fs->line0 = item_line(vm);
    fs->ltli_end = -1;
    C(vm)->fs = fs;
    vm->compiling_depth++;
    if (vm->cov_on) cover_open(vm, fs);
    return fs;
}

static void free_func(FuncState *fs)
{
    free(fs->code); free(fs->consts); free(fs->vars); free(fs->lt);
    for (uint32_t i = 0; i < fs->nlabels; i++) free(fs->labels[i].patches);
    free(fs->labels);
}

/* See compile_int.h. */
void close_func(VM *vm)
{
    FuncState *fs = FS(vm);
    C(vm)->fs = fs->parent;
    vm->compiling_depth--;
    if (fs->cov_fn) cover_finish(vm, fs);
    free_func(fs);
    free(fs);
}

/* See compile_int.h. */
Val proto_value(VM *vm, Proto *p)
{
    return p->nupvals == 0 ? interp_make_proc(vm, p, p->name) : (Val)p;
}

/* The line table of a Proto: for each entry of fs->lt, the offset's
   increase as an unsigned LEB128 number, then the line's change, zigzag
   coded (0, -1, 1, -2 ... as 0, 1, 2, 3 ...), the same way: two bytes an
   entry for most, one entry per source line a procedure's code spans. */
static void put_varint(uint8_t *b, uint32_t *n, uint32_t v)
{
    while (v >= 0x80) { b[(*n)++] = (uint8_t)(v | 0x80); v >>= 7; }
    b[(*n)++] = (uint8_t)v;
}

static uint32_t get_varint(const uint8_t *b, uint32_t *i, uint32_t n)
{
    uint32_t v = 0;
    for (int shift = 0; *i < n && shift < 32; shift += 7) {
        uint8_t c = b[(*i)++];
        v |= (uint32_t)(c & 0x7f) << shift;
        if (!(c & 0x80)) break;
    }
    return v;
}

static void encode_lines(FuncState *fs, Proto *p)
{
    p->lines = NULL;
    p->nlines = 0;
    if (!fs->nlt) return;
    uint8_t *b = malloc((size_t)fs->nlt * 10);
    uint32_t n = 0, off = 0;
    int32_t line = 0;
    for (uint32_t i = 0; i < fs->nlt; i++) {
        int32_t d = fs->lt[i].line - line;
        put_varint(b, &n, fs->lt[i].off - off);
        put_varint(b, &n, d < 0 ? (uint32_t)(-(int64_t)d) * 2 - 1 : (uint32_t)d * 2);
        off = fs->lt[i].off;
        line = fs->lt[i].line;
    }
    p->lines = realloc(b, n);
    p->nlines = n;
}

/* See compile.h. */
int compile_line_at(const Proto *p, uint32_t off)
{
    uint32_t i = 0, at = 0;
    int32_t line = 0, result = 0;
    while (i < p->nlines) {
        at += get_varint(p->lines, &i, p->nlines);
        if (at > off) break;
        uint32_t z = get_varint(p->lines, &i, p->nlines);
        line += (z & 1) ? -(int32_t)((z + 1) / 2) : (int32_t)(z / 2);
        result = line;
    }
    return result;
}

void compile_line_range(const Proto *p, int *lo, int *hi)
{
    uint32_t i = 0;
    int32_t line = 0;
    *lo = *hi = 0;
    while (i < p->nlines) {
        get_varint(p->lines, &i, p->nlines);
        uint32_t z = get_varint(p->lines, &i, p->nlines);
        line += (z & 1) ? -(int32_t)((z + 1) / 2) : (int32_t)(z / 2);
        if (line > 0 && (*lo == 0 || line < *lo)) *lo = line;
        if (line > *hi) *hi = line;
    }
}

/* Turn the finished FuncState into a Proto (the caller then closes it). */
Proto *finish_func(VM *vm, FuncState *fs)
{
    flush(vm);
    for (uint32_t i = 0; i < fs->nlabels; i++) {
        Label *l = &fs->labels[i];
        if (l->pos < 0 && l->npatches)
            cmp_error(vm, "UNDEFINED LABEL(S)", 1, l->name);
    }
    emit_out_copies(vm);
    flush(vm);
    emit_raw(vm, INS(OP_RETURN, 0));
    Proto *p = gc_alloc(vm, sizeof(Proto), T_PROTO);
    p->file = vm->itm && vm->itm->file ? vm->itm->file : FALSE_V;
    encode_lines(fs, p);
    p->line0 = fs->toplevel ? 0 : fs->line0;
    p->ncode = fs->ncode;
    p->code = malloc(fs->ncode * sizeof(uint32_t));
    memcpy(p->code, fs->code, fs->ncode * sizeof(uint32_t));
    p->nconsts = fs->nconsts;
    p->consts = malloc((fs->nconsts + 1) * sizeof(Val));
    if (fs->nconsts) memcpy(p->consts, fs->consts, fs->nconsts * sizeof(Val));
    p->ndlocals = fs->ndlocals;
    p->dlocals = malloc((fs->ndlocals + 1) * sizeof(Val));
    memcpy(p->dlocals, fs->dlocals, fs->ndlocals * sizeof(Val));
    p->noutputs = (uint16_t)fs->noutputs;
    p->outslots = malloc((fs->noutputs + 1) * sizeof(uint16_t));
    memcpy(p->outslots, fs->outslots, fs->noutputs * sizeof(uint16_t));
    p->nlocals = (uint16_t)fs->nslots;
    /* Poplog's frame size in call-stack words, so that pop_callstack_lim
       (98304) stops recursion at the same depth as Poplog does (checked
       against Poplog: a repeat's counter and a for-in's list count as a
       slot each, a numeric for's limit and step do not) */
    uint32_t counted = fs->nslots - fs->nslots_free;
    p->cs_cost = (uint16_t)(2 + 2 * ((counted + 1) / 2));
    p->captures = (uint16_t)fs->captures;
    p->nformals = (uint16_t)fs->nformals;
    p->procformals = fs->procformals;
    p->nupvals = (uint16_t)fs->nupvals;
    p->upvals = malloc((fs->nupvals + 1) * sizeof(UpvalDesc));
    for (uint32_t i = 0; i < fs->nupvals; i++)
        p->upvals[i] = (UpvalDesc){ fs->upvals[i].from_local, fs->upvals[i].index };
    p->name = fs->name;
    if (getenv("POP11_DISASM")) interp_disassemble(vm, p);
    return p;
}

/* ---- roots and the top-level loop ---------------------------------------------- */

/* The syntax words being compiled, innermost first, for a DOING line. */
void compile_doing(VM *vm, void (*add)(VM *, Val, Val *, int *), Val *last, int *count)
{
    Compiler *c = vm->comp;
    if (!c) return;
    for (int i = c->nsyn; i-- > 0; ) add(vm, c->synstack[i], last, count);
}

/* ---- the depth of nesting ---------------------------------------------------- */

/* Poplog's cost, in call-stack words, of one level of each construct as
   its compiler descends (measured on the reference: the depth at which
   nesting it ends in "rle" for two values of pop_callstack_lim); other
   syntax words cost DEFAULT_SYNTAX_COST. */
static uint32_t syntax_cost(Val w)
{
    static const struct { const char *w; uint32_t cost; } costs[] = {
        { "(", 22 }, { "if", 48 }, { "unless", 48 }, { "define", 40 },
        { "while", 32 }, { "until", 32 }, { "repeat", 30 }, { "for", 56 },
        { "{", 28 }, { "[", 54 }, { "procedure", 46 },
    };
    if (IS_WORD(w))
        for (size_t i = 0; i < sizeof costs / sizeof *costs; i++)
            if (strcmp(WORD_PTR(w)->chars, costs[i].w) == 0) return costs[i].cost;
    return DEFAULT_SYNTAX_COST;
}

void cmp_syn_push(VM *vm, Val w)
{
    Compiler *c = C(vm);
    if (c->nsyn >= c->capsyn) {
        int cap = c->capsyn ? 2 * c->capsyn : 64;
        Val *n = realloc(c->synstack, (size_t)cap * sizeof(Val));
        if (!n) vm_recursion_limit(vm);
        for (int i = c->capsyn; i < cap; i++) n[i] = FALSE_V;
        c->synstack = n;
        c->capsyn = cap;
    }
    c->synstack[c->nsyn++] = w;
}

uint32_t cmp_nest_enter(VM *vm, Val w, uint32_t words)
{
    if (w && !words) words = syntax_cost(w);
    vm_cs_charge(vm, words);
    if (w) cmp_syn_push(vm, w);
    return words;
}

void cmp_nest_leave(VM *vm, Val w, uint32_t words)
{
    if (w) cmp_syn_pop(vm);
    vm_cs_release(vm, words);
}

void compile_mark_roots(VM *vm)
{
    for (Compiler *c = vm->comp; c; c = c->prev) {
        for (FuncState *fs = c->fs; fs; fs = fs->parent) {
            for (uint32_t i = 0; i < fs->nconsts; i++) gc_mark(vm, fs->consts[i]);
            for (uint32_t i = 0; i < fs->ndlocals; i++) gc_mark(vm, fs->dlocals[i]);
            for (uint32_t i = 0; i < fs->nvars; i++) if (fs->vars[i].ident) gc_mark(vm, fs->vars[i].ident);
            gc_mark(vm, fs->pend.k);
            gc_mark(vm, fs->pend.ref.ident);
            gc_mark(vm, fs->name);
        }
        for (int i = 0; i < c->nsyn; i++) gc_mark(vm, c->synstack[i]);
        for (uint32_t i = 0; i < c->ntoplex; i++) gc_mark(vm, c->toplex[i].ident);
        gc_mark(vm, c->last_item);
        gc_mark(vm, c->prev_item);
    }
}

/* Compile one top-level statement into an anonymous procedure and run it.
   Returns 0 at end of input. */
static int compile_one(VM *vm)
{
    uint32_t credit = vm->frames[vm->fp].cs >= COMPILE_CREDIT ? COMPILE_CREDIT : 0;
    vm->frames[vm->fp].cs -= credit;
    /* opened before the first item is read: a macro there may plant code */
    FuncState *fs = open_func(vm, FALSE_V);
    fs->toplevel = 1;
    vm->compiling_depth--;          /* top-level statements are "execute level" */
    Val it = cmp_read(vm);
    if (it == TERMIN_V || cmp_is(it, ";")) {
        vm->compiling_depth++;
        close_func(vm);
        vm->frames[vm->fp].cs += credit;
        return it != TERMIN_V;
    }
    cmp_unread(vm, it);
    static const char *const closers[] = { ";", "<termin>", NULL };
    check_label(vm);
    comp_expr(vm);
    Val end = cmp_read(vm);
    while (cmp_is(end, ",")) {
        flush(vm);
        comp_expr(vm);
        end = cmp_read(vm);
    }
    if (!cmp_is(end, ";") && end != TERMIN_V) {
        if (IS_WORD(end) && (syntax_is_closer(end)))
            cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 4, cmp_word(vm, "FOUND"), end,
                      cmp_word(vm, "READING TO"), closers_list(vm, closers + 1));
        cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 2, C(vm)->prev_item, end);
    }
    if (end == TERMIN_V) cmp_unread(vm, end);
    Proto *p = finish_func(vm, fs);
    Val proc = interp_make_proc(vm, p, FALSE_V);
    vm->compiling_depth++;
    close_func(vm);
    vm->frames[vm->fp].cs += credit;
    gc_push_root(vm, &proc);
    /* (resumable: a catch with prmishap's exitfrom goes on here, vm.h) */
    vm_apply_resumable(vm, proc);
    gc_pop_root(vm);
    return 1;
}

static void compile_stream_of(VM *vm, Itemiser *source, FILE *source_fp);

void compile_stream(VM *vm)
{
    compile_stream_of(vm, NULL, NULL);
}

/* See compile.h. */
void compile_abandon(VM *vm)
{
    while (vm->comp) {
        Compiler *c = vm->comp;
        while (c->fs) close_func(vm);
        for (int i = c->ninclude - 1; i >= 0; i--) {
            itm_close(vm, c->includes[i]);
            fclose(c->include_fp[i]);
        }
        c->ninclude = 0;
        if (c->source) itm_close(vm, c->source);
        if (c->source_fp) fclose(c->source_fp);
        c->source = NULL;
        c->source_fp = NULL;
        free(c->toplex);
        free(c->synstack);
        c->toplex = NULL;
        c->synstack = NULL;
        c->ntoplex = c->captoplex = 0;
        c->nsyn = c->capsyn = 0;
        vm->comp = c->prev;
    }
    vm->compiling_depth = 0;
}

/* compile_stream, of the source compile_source opened (if not NULL). */
static void compile_stream_of(VM *vm, Itemiser *source, FILE *source_fp)
{
    Compiler c;
    memset(&c, 0, sizeof c);
    c.source = source;
    c.source_fp = source_fp;
    c.prev = vm->comp;
    c.last_item = c.prev_item = FALSE_V;
    c.nunread = 0;
    c.sees_outer = sees_outer_next;
    sees_outer_next = 0;
    c.fp = vm->fp;
    vm->comp = &c;
    Val *saved_base = vm->exec_base;
    int saved_depth = vm->compiling_depth;
    vm->exec_base = vm->sp;
    Catch catch;
    vm_catch_push(vm, &catch);
    volatile int failed = 0;
    if (setjmp(catch.jb) == 0) {
        while (compile_one(vm)) { }
    } else failed = 1;
    vm->catch = catch.prev;
    /* unwind the compiler state of this stream */
    while (c.ninclude > 0) end_include(vm);
    /* the FuncStates a mishap left open (they are on the C heap, chained
       from c.fs: the C frames that opened them are gone) */
    while (c.fs) close_func(vm);
    vm->comp = c.prev;
    free(c.toplex);
    free(c.synstack);
    vm->exec_base = saved_base;
    vm->compiling_depth = saved_depth;
    if (failed) {
        /* propagate the mishap to the enclosing handler (already reported) */
        Catch *outer = vm->catch;
        if (!outer) exit(1);
        vm_unwind_frames(vm, outer);
        vm_catch_restore(vm, outer);
        longjmp(outer->jb, 1);
    }
}

/* Compile a whole source as its own stream; the source is closed after,
   also when a mishap passes through (it is re-raised to the caller). */
static void compile_source(VM *vm, Itemiser *it, FILE *fp)
{
    itm_push_source(vm, it);
    Catch catch;
    vm_catch_push(vm, &catch);
    volatile int failed = 0;
    int smark = section_mark(vm);          /* a stream's sections end with it */
    uint32_t scur = vm->cur_section;
    if (setjmp(catch.jb) == 0) compile_stream_of(vm, it, fp);
    else failed = 1;
    vm->catch = catch.prev;
    section_restore(vm, smark, scur);
    itm_pop_source(vm);
    itm_close(vm, it);
    if (fp) fclose(fp);
    if (failed) {
        vm_catch_restore(vm, vm->catch);
        longjmp(vm->catch->jb, 1);
    }
}

void compile_file(VM *vm, const char *path, int warn)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        char msg[300];
        snprintf(msg, sizeof msg, "CAN'T OPEN FILE (%s)", "No such file or directory");
        vm_mishap(vm, msg, 1, mk_cstring(vm, path));
    }
    if (warn) {
        out_cstr(vm, ";;; LOADING ");
        out_cstr(vm, path);
        out_char(vm, '\n');
    }
    compile_source(vm, itm_open_file(vm, fp, path), fp);
}

void compile_string(VM *vm, const char *s, size_t len)
{
    compile_source(vm, itm_open_string(vm, s, len), NULL);
}

void compile_charrep(VM *vm, Val proc)
{
    gc_push_root(vm, &proc);
    compile_source(vm, itm_open_charrep(vm, proc), NULL);
    gc_pop_root(vm);
}

/* ---- the item stream as seen from Pop-11 -------------------------------------- */

static void need_compiler(VM *vm)
{
    if (!vm->comp || !vm->itm) vm_mishap(vm, "NOT COMPILING: NO ITEM STREAM", 0);
}

/* The item itemread/readitem returns, also left in poplastitem. */
static void push_read(VM *vm, Val it)
{
    Val id = word_ident(vm, cmp_word(vm, "poplastitem"));
    if (id) IDENT_PTR(id)->value = it;
    PUSH(it);
}

PRIM(p_itemread, "itemread", 0, 1, "itemread() -> item: the next item of the compiler's input, macros expanded (also left in poplastitem)")
{
    need_compiler(vm);
    push_read(vm, cmp_read(vm));
}

PRIM(p_readitem, "readitem", 0, 1, "readitem() -> item: the next item of the compiler's input, without macro expansion (also left in poplastitem)")
{
    need_compiler(vm);
    push_read(vm, cmp_read_raw(vm));
}

PVAR("poplastitem", "poplastitem: the item last read by itemread or readitem")

PRIM(p_nextitem, "nextitem", 0, 1, "nextitem() -> item: the next item of the input, left in place")
{
    need_compiler(vm);
    Val it = cmp_read(vm);
    cmp_unread(vm, it);
    PUSH(it);
}

PRIM(p_nextreaditem, "nextreaditem", 0, 1, "nextreaditem() -> item: the next item of the input, without macro expansion, left in place")
{
    need_compiler(vm);
    Val it = cmp_read_raw(vm);
    cmp_unread(vm, it);
    PUSH(it);
}

/* Read raw items up to a newline or termin, pushing them, with popnewline
   true (and restored on every way out); returns the newline word or termin,
   whichever stopped the reading. */
static Val read_line(VM *vm)
{
    Val stop = word_intern(vm, "\n", 1);
    Val id = vm->id_popnewline;
    Val saved = IDVAL(id);
    IDENT_PTR(id)->value = TRUE_V;
    Catch c;
    vm_catch_push(vm, &c);
    volatile Val last = TERMIN_V;
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        IDENT_PTR(id)->value = saved;
        vm_throw(vm);
    }
    for (;;) {
        Val it = cmp_read_raw(vm);
        if (it == TERMIN_V || it == stop) { last = it; break; }
        PUSH(it);
    }
    vm->catch = c.prev;
    IDENT_PTR(id)->value = saved;
    return last;
}

/* The items above base, as a list (or a vector), taken off the stack. */
static Val items_above(VM *vm, Val *base, int vector)
{
    size_t n = (size_t)(vm->sp - base);
    return vector ? data_vector_from_stack(vm, n) : data_list_from_stack(vm, n);
}

PRIM(p_readline, "readline", 0, 1, "readline() -> list: the items of the input up to the end of the line (read with popnewline true), or termin at the end of the input with none; a procedure variable")
{
    need_compiler(vm);
    itm_skip_space(vm);
    Val *base = vm->sp;
    Val last = read_line(vm);
    PUSH(last == TERMIN_V && vm->sp == base ? TERMIN_V : items_above(vm, base, 0));
}

/* listread: an item, or a bracketed list or vector of them. */
static Val list_item(VM *vm)
{
    Val it = cmp_read_raw(vm);
    Val open_l = word_cstr(vm, "["), open_v = word_cstr(vm, "{");
    if (it != open_l && it != open_v) return it;
    int vector = it == open_v;
    Val close = word_cstr(vm, vector ? "}" : "]");
    Val *base = vm->sp;
    for (;;) {
        Val x = cmp_read_raw(vm);
        if (x == close) break;
        if (x == TERMIN_V)
            vm_mishap(vm, vector ? "listread: EXPECTING } CLOSING BRACKET"
                                 : "listread: EXPECTING ] CLOSING BRACKET", 1, x);
        cmp_unread(vm, x);
        PUSH(list_item(vm));
    }
    return items_above(vm, base, vector);
}

PRIM(p_listread, "listread", 0, 1, "listread() -> item: the next item of the input, or a list [...] or vector {...} of items read as written (% and ^ are not evaluated)")
{
    need_compiler(vm);
    PUSH(list_item(vm));
}

PRIM(p_compile, "compile", 1, 0, "compile(filename): compile and run a file of Pop-11")
{
    Val f = check_string(vm, POP());
    compile_file(vm, STR_PTR(f)->chars, 0);
}

/* ---- operators and syntax words ------------------------------------------------ */

void compile_init(VM *vm)
{
    interp_hooks.operator_of = compile_operator_of;
    static const struct { const char *w; int prec; int op; } ops[] = {
        { "+", 50, OP_ADD }, { "-", 50, OP_SUB }, { "*", 40, OP_MUL }, { "/", 40, -1 },
        { "//", 40, -1 }, { "div", 20, -1 }, { "rem", 20, -1 }, { "mod", 20, -1 },
        { "**", 30, -1 }, { "<", 60, OP_LT }, { ">", 60, OP_GT }, { "<=", 60, OP_LE },
        { ">=", 60, OP_GE }, { "=", 70, OP_EQ }, { "/=", 70, OP_NE }, { "==", 70, OP_IDEQ },
        { "/==", 70, OP_IDNE }, { "&&", 40, OP_BAND }, { "||", 40, OP_BOR }, { "||/&", 40, -1 },
        { "&&~~", 40, -1 }, { "&&/=_0", 60, -1 }, { "&&=_0", 60, -1 }, { "~~", 40, -1 },
        { "<<", 40, -1 }, { ">>", 40, -1 }, { "::", 40, OP_CONS }, { "<>", 50, -1 },
        { "><", 50, -1 }, { "sys_><", 50, -1 }, { "dir_><", 40, -1 }, { "fi_+", 50, -1 }, { "fi_-", 50, -1 },
        { "fi_*", 40, -1 }, { "fi_<", 60, -1 }, { "fi_>", 60, -1 }, { "fi_<=", 60, -1 },
        { "fi_>=", 60, -1 }, { "fi_//", 40, -1 }, { "fi_&&", 40, -1 }, { "fi_||", 40, -1 },
        { "fi_<<", 40, -1 }, { "fi_>>", 40, -1 }, { "fi_rem", 20, -1 }, { "fi_div", 20, -1 },
        { "matches", 80, -1 }, { "-->", 80, -1 }, { "nc_<>", -50, -1 },
        { "==#", 70, -1 }, { "fi_mod", 20, -1 }, { "fi_||/&", 40, -1 }, { "fi_&&~~", 40, -1 },
        { "fi_~~", 40, -1 }, { "+:", 50, -1 }, { "-:", 50, -1 },
    };
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        Val w = word_cstr(vm, ops[i].w);
        Val id = WORD_PTR(w)->ident;
        if (!id) id = word_declare(vm, w, ID_CONSTANT, IDF_PROTECTED);
        IDENT_PTR(id)->h.flags |= IDF_OP;
        IDENT_PTR(id)->prec = (int16_t)ops[i].prec;
        if (ops[i].op >= 0) vm->opproc[ops[i].op] = IDENT_PTR(id)->value;
    }
    /* calls of hd and tl: instructions with the list access inline */
    vm->opproc[OP_HD] = ident_value(vm, "hd");
    vm->opproc[OP_TL] = ident_value(vm, "tl");
    compile_stmt_init(vm);
}
