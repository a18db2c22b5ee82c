/*
** vmcode.c -- code planting for user syntax words (REF VMCODE, REF
** POPCOMPILE), mapped onto pop11's compiler.
**
** Poplog's compiler keeps the last instruction of an expression in a
** one-instruction buffer (pop_expr_inst applied to pop_expr_item); ours
** is FuncState.pend, so the sys* procedures set or flush it exactly as the
** built-in syntax words do.  Labels made by sysNEW_LABEL are small
** integers (label indices of the procedure being compiled); a word given
** to sysLABEL/sysGOTO is a goto label.  Procedures opened with
** sysPROCEDURE are FuncStates on the C heap, closed by sysENDPROCEDURE.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vmcode.h"
#include "compile_int.h"
#include "data.h"
#include "lib.h"
#include "prim.h"
#include "itemise.h"

/* ---- helpers ------------------------------------------------------------- */

static FuncState *compiling(VM *vm, const char *who)
{
    if (!vm->comp || !vm->comp->fs)
        vm_mishap(vm, "NOT COMPILING (code-planting procedure used outside compilation)", 1,
                  word_cstr(vm, who));
    return vm->comp->fs;
}

/* pop_syntax_only: while it is true, the compiling procedures below check
   the syntax of what they read but plant nothing (proglist_read_by). */
static Val id_syntax_only;

static uint32_t syntax_only_begin(VM *vm, FuncState *fs)
{
    if (!id_syntax_only || IDENT_PTR(id_syntax_only)->value == FALSE_V) return 0;
    flush(vm);
    set_barrier(fs);
    vm->comp->syntax_only++;
    return fs->ncode + 1;
}

static void syntax_only_end(VM *vm, FuncState *fs, uint32_t mark)
{
    if (!mark) return;
    vm->comp->syntax_only--;
    flush(vm);
    fs->ncode = mark - 1;
    set_barrier(fs);
}

static VarRef word_ref(VM *vm, Val w)
{
    if (IS_TYPE(w, T_IDENT)) return (VarRef){ VR_IDENT, 0, w };
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    return resolve(vm, w, 1);
}

static int label_of(VM *vm, Val lab)
{
    FuncState *fs = compiling(vm, "sysLABEL");
    if (IS_INT(lab) && INT_VAL(lab) >= 0 && INT_VAL(lab) < (intptr_t)fs->nlabels) return (int)INT_VAL(lab);
    if (IS_WORD(lab)) return find_goto_label(vm, lab);
    vm_mishap(vm, "LABEL NEEDED", 1, lab);
}

static void set_var(VM *vm, const char *name, Val v)
{
    Val id = word_ident(vm, word_cstr(vm, name));
    if (id) IDENT_PTR(id)->value = v;
}

/* The closer words of `closer` (a word or a list of words) as C strings,
   in buf[max] (NULL-terminated). */
static void closer_strings(VM *vm, Val closer, const char **buf, int max)
{
    int n = 0;
    if (IS_WORD(closer)) buf[n++] = WORD_PTR(closer)->chars;
    else if (IS_PAIR(closer)) {
        for (Val l = closer; IS_PAIR(l) && n < max - 1; l = BACK(l))
            if (IS_WORD(FRONT(l))) buf[n++] = WORD_PTR(FRONT(l))->chars;
    } else vm_mishap(vm, "WORD OR LIST NEEDED", 1, closer);
    buf[n] = NULL;
}

static int item_matches(Val it, Val want)
{
    if (IS_PAIR(want)) {
        for (Val l = want; IS_PAIR(l); l = BACK(l)) if (FRONT(l) == it) return 1;
        return 0;
    }
    return it == want;
}

/* ---- user syntax words ------------------------------------------------------ */

/* See vmcode.h. */
int vmcode_is_user_syntax(Val w, Val *proc)
{
    Val id = WORD_PTR(w)->ident;
    if (!id || !(IDENT_PTR(id)->h.flags & IDF_SYNTAX)) return 0;
    if (!IS_PROC(IDENT_PTR(id)->value)) return 0;
    *proc = IDENT_PTR(id)->value;
    return 1;
}

/* See vmcode.h. */
int vmcode_is_user_closer(Val w)
{
    Val id = WORD_PTR(w)->ident;
    return id && (IDENT_PTR(id)->h.flags & IDF_SYNTAX) && !IS_PROC(IDENT_PTR(id)->value);
}

/* See vmcode.h. */
void vmcode_run_syntax(VM *vm, Val word, Val proc)
{
    (void)word;
    FuncState *fs = compiling(vm, "syntax");
    flush(vm);
    Val saved[2] = { ident_value(vm, "pop_expr_inst"), ident_value(vm, "pop_expr_item") };
    data_root(vm, &saved[0]);
    data_root(vm, &saved[1]);
    set_var(vm, "pop_expr_inst", ident_value(vm, "pop11_EMPTY"));
    set_var(vm, "pop_expr_item", FALSE_V);
    int nloops = fs->nloops;
    fs->depth++;                   /* not at execute level: => prints one item */
    vm_apply(vm, proc);
    fs->depth--;
    if (vm->comp && vm->comp->fs == fs && fs->nloops > nloops) fs->nloops = nloops;
    Val inst = ident_value(vm, "pop_expr_inst"), item = ident_value(vm, "pop_expr_item");
    set_var(vm, "pop_expr_inst", saved[0]);
    set_var(vm, "pop_expr_item", saved[1]);
    data_unroot(vm, 2);
    if (inst == ident_value(vm, "pop11_EMPTY") || !IS_PROC(inst)) return;
    if (inst == ident_value(vm, "sysPUSH")) set_pending(vm, PEND_PUSH, word_ref(vm, item), 0);
    else if (inst == ident_value(vm, "sysPUSHQ")) set_pending(vm, PEND_PUSHQ, (VarRef){0}, item);
    else if (inst == ident_value(vm, "sysCALL")) set_pending(vm, PEND_CALL, word_ref(vm, item), 0);
    else if (inst == ident_value(vm, "sysCALLQ")) set_pending(vm, PEND_CALLQ, (VarRef){0}, item);
    else if (inst == ident_value(vm, "sysCALLS")) set_pending(vm, PEND_CALLS, (VarRef){0}, 0);
    else { PUSH(item); vm_apply(vm, inst); }
}

PRIM(p_sys_cons_sub_syntax, "sys_cons_sub_syntax", 2, 1, "sys_cons_sub_syntax(proc, construct) -> pair: the value of a sub-syntax word (define :sub_syntax CONSTRUCT NAME)")
{
    Val construct = POP();
    Val proc = POP();
    PUSH(mk_pair(vm, construct, proc));
}

/* The procedure of a sub-syntax word of construct, or 0. */
static Val sub_syntax_proc(VM *vm, Val w, Val construct)
{
    if (!IS_WORD(w)) return 0;
    if (!WORD_PTR(w)->ident) lib_autoload(vm, w);
    Val id = WORD_PTR(w)->ident;
    if (!id || !(IDENT_PTR(id)->h.flags & IDF_SYNTAX)) return 0;
    Val v = IDENT_PTR(id)->value;
    if (!IS_PAIR(v) || FRONT(v) != construct || !IS_PROC(BACK(v))) return 0;
    return BACK(v);
}

PRIM(p_is_sub_syntax_word, "is_sub_syntax_word", 2, 1, "is_sub_syntax_word(item, construct_name) -> proc_or_false: the procedure of item if it is a sub-syntax word of construct_name (e.g. a for extension), autoloading it if need be")
{
    Val construct = POP();
    Val w = POP();
    Val p = sub_syntax_proc(vm, w, construct);
    PUSH(p ? p : FALSE_V);
}

/* See vmcode.h. */
int vmcode_for_extension(VM *vm, Val kw, const Val *vars, int nv, int isfast, Val closer)
{
    /* closer may be a list made for this loop (fast_for's two closers):
       autoloading the extension compiles a file, which may collect */
    data_root(vm, &closer);
    Val proc = sub_syntax_proc(vm, kw, cmp_word(vm, "for"));
    if (!proc) { data_unroot(vm, 1); return 0; }
    data_root(vm, &proc);
    Val saved = ident_value(vm, "popclosebracket");
    data_root(vm, &saved);
    for (int i = 0; i < nv; i++) PUSH(vars[i]);
    PUSH(data_list_from_stack(vm, (size_t)nv));
    PUSH(BOOL_V(isfast));
    set_var(vm, "popclosebracket", closer);
    vmcode_run_syntax(vm, kw, proc);
    set_var(vm, "popclosebracket", saved);
    data_unroot(vm, 3);
    return 1;
}

PVAR("pop_expr_inst", "pop_expr_inst -> p: the code-planting procedure of the instruction a syntax word leaves pending (with pop_expr_item)")
PVAR("pop_expr_item", "pop_expr_item -> item: the argument of pop_expr_inst")
PVAR("popclosebracket", "popclosebracket -> item: the closing word of the construct being compiled")

PRIM(p_pop11_EMPTY, "pop11_EMPTY", 1, 0, "pop11_EMPTY(item): plant nothing (the empty value of pop_expr_inst)")
{
    (void)POP();
}

PRIM(p_pop11_FLUSHED, "pop11_FLUSHED", 1, 0, "pop11_FLUSHED(item): plant nothing (the value of pop_expr_inst once code has been planted and flushed)")
{
    (void)POP();
}

/* ---- planting instructions ---------------------------------------------------- */

PRIM(p_sysPUSH, "sysPUSH", 1, 0, "sysPUSH(word): plant code to push the value of the variable word")
{
    compiling(vm, "sysPUSH");
    Val w = POP();
    set_pending(vm, PEND_PUSH, word_ref(vm, w), 0);
}

PRIM(p_sysPOP, "sysPOP", 1, 0, "sysPOP(word): plant code to pop the stack into the variable word")
{
    compiling(vm, "sysPOP");
    Val w = POP();
    flush(vm);
    emit_pop_ref(vm, word_ref(vm, w));
}

PRIM(p_sysPUSHQ, "sysPUSHQ", 1, 0, "sysPUSHQ(item): plant code to push item itself")
{
    compiling(vm, "sysPUSHQ");
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, POP());
}

PRIM(p_sysIDENT, "sysIDENT", 1, 0, "sysIDENT(word): plant code to push the identifier record of word")
{
    compiling(vm, "sysIDENT");
    VarRef r = word_ref(vm, POP());
    if (r.kind != VR_IDENT) vm_mishap(vm, "sysIDENT OF LEXICAL VARIABLE NOT SUPPORTED", 0);
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, r.ident);
}

PRIM(p_sysCALL, "sysCALL", 1, 0, "sysCALL(word): plant code to call the value of the variable word")
{
    compiling(vm, "sysCALL");
    Val w = POP();
    set_pending(vm, PEND_CALL, word_ref(vm, w), 0);
}

PRIM(p_sysCALLQ, "sysCALLQ", 1, 0, "sysCALLQ(p): plant code to call the procedure p")
{
    compiling(vm, "sysCALLQ");
    set_pending(vm, PEND_CALLQ, (VarRef){0}, POP());
}

PRIM(p_sysCALLS, "sysCALLS", 1, 0, "sysCALLS(dummy): plant code to call the procedure on top of the stack")
{
    compiling(vm, "sysCALLS");
    (void)POP();
    set_pending(vm, PEND_CALLS, (VarRef){0}, 0);
}

/* The update form of a word's call: flush, then UCALL. */
static void plant_ucall(VM *vm, VarRef r)
{
    flush(vm);
    switch (r.kind) {
    case VR_LOCAL: emit(vm, INS(OP_UCALLL, r.index)); break;
    case VR_UPVAL: emit(vm, INS(OP_UCALLU, r.index)); break;
    case VR_IDENT: emit(vm, INS(OP_UCALLV, emit_const(vm, r.ident))); break;
    default: break;
    }
}

PRIM(p_sysUCALL, "sysUCALL", 1, 0, "sysUCALL(word): plant code to call the updater of the value of word")
{
    compiling(vm, "sysUCALL");
    plant_ucall(vm, word_ref(vm, POP()));
}

PRIM(p_sysUCALLQ, "sysUCALLQ", 1, 0, "sysUCALLQ(p): plant code to call the updater of p")
{
    compiling(vm, "sysUCALLQ");
    Val p = POP();
    flush(vm);
    emit(vm, INS(OP_UCALLQ, emit_const(vm, p)));
}

PRIM(p_sysUCALLS, "sysUCALLS", 1, 0, "sysUCALLS(dummy): plant code to call the updater of the procedure on top of the stack")
{
    compiling(vm, "sysUCALLS");
    (void)POP();
    flush(vm);
    emit(vm, INS(OP_UCALLS, 0));
}

/* As in Poplog, the updaters of the push and call planters plant the
   update forms: x -> sysPUSH(w) is sysPOP(w), -> sysCALL(w) sysUCALL(w). */
UPDATER(u_sysPUSH, "sysPUSH", 1, "-> sysPUSH(word): plant code to pop the stack into the variable word (as sysPOP)")
{
    p_sysPOP(vm);
}

UPDATER(u_sysCALL, "sysCALL", 1, "-> sysCALL(word): plant code to call the updater of the value of word (as sysUCALL)")
{
    p_sysUCALL(vm);
}

UPDATER(u_sysCALLQ, "sysCALLQ", 1, "-> sysCALLQ(p): plant code to call the updater of p (as sysUCALLQ)")
{
    p_sysUCALLQ(vm);
}

UPDATER(u_sysCALLS, "sysCALLS", 1, "-> sysCALLS(dummy): plant code to call the updater of the procedure on top of the stack (as sysUCALLS)")
{
    p_sysUCALLS(vm);
}

PRIM(p_sysPUSHS, "sysPUSHS", 1, 0, "sysPUSHS(dummy): plant code to duplicate the top of the stack")
{
    compiling(vm, "sysPUSHS");
    (void)POP();
    flush(vm);
    emit(vm, INS(OP_DUP, 0));
}

PRIM(p_sysERASE, "sysERASE", 1, 0, "sysERASE(dummy): plant code to remove the top of the stack")
{
    compiling(vm, "sysERASE");
    (void)POP();
    flush(vm);
    emit(vm, INS(OP_ERASE, 0));
}

PRIM(p_sysSWAP, "sysSWAP", 2, 0, "sysSWAP(n, m): plant code to exchange the n-th and m-th items from the top of the stack (1 = top)")
{
    compiling(vm, "sysSWAP");
    Val m = POP(), n = POP();
    if (!IS_INT(n) || !IS_INT(m)) vm_mishap(vm, "INTEGER NEEDED", 2, n, m);
    flush(vm);
    emit(vm, INS(OP_PUSHI, (uint32_t)INT_VAL(n) & 0xffffff));
    emit(vm, INS(OP_PUSHI, (uint32_t)INT_VAL(m) & 0xffffff));
    emit(vm, INS(OP_CALLV, emit_const(vm, word_ident(vm, word_cstr(vm, "sys_swap_stack")))));
}

PRIM(p_sys_swap_stack, "sys_swap_stack", 2, 0, "sys_swap_stack(n, m): exchange the n-th and m-th items from the top of the stack (what sysSWAP plants)")
{
    Val m = POP(), n = POP();
    intptr_t len = vm->sp - vm->stack;
    if (!IS_INT(n) || !IS_INT(m) || INT_VAL(n) < 1 || INT_VAL(m) < 1 || INT_VAL(n) > len || INT_VAL(m) > len)
        vm_mishap(vm, "ste: STACK EMPTY (missing argument? missing result?)", 0);
    Val t = vm->sp[-INT_VAL(n)];
    vm->sp[-INT_VAL(n)] = vm->sp[-INT_VAL(m)];
    vm->sp[-INT_VAL(m)] = t;
}

PRIM(p_sysPASSIGN, "sysPASSIGN", 2, 0, "sysPASSIGN(item, word): plant code assigning item (e.g. a procedure from sysENDPROCEDURE) to word")
{
    compiling(vm, "sysPASSIGN");
    Val w = POP(), item = POP();
    VarRef r = word_ref(vm, w);
    if (r.kind == VR_IDENT && IS_WORD(w) && r.ident != WORD_PTR(w)->ident
        && IDENT_PTR(r.ident)->h.aux == ID_CONSTANT) {
        /* a lexical constant gets its value now (REF VMCODE), so that
           code compiled and run before the procedure ends sees it */
        IDENT_PTR(r.ident)->value = item;
        IDENT_PTR(r.ident)->h.flags |= IDF_ASSIGNED;
        return;
    }
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, item);
    flush(vm);
    emit_pop_ref(vm, r);
}

PRIM(p_sysUPASSIGN, "sysUPASSIGN", 2, 0, "sysUPASSIGN(p, word): plant code making p the updater of word's value")
{
    compiling(vm, "sysUPASSIGN");
    Val w = POP(), item = POP();
    set_pending(vm, PEND_PUSHQ, (VarRef){0}, item);
    flush(vm);
    emit_push_ref(vm, word_ref(vm, w));
    emit(vm, INS(OP_UCALLV, emit_const(vm, word_ident(vm, word_cstr(vm, "updater")))));
}

/* ---- labels and jumps -------------------------------------------------------------- */

PRIM(p_sysNEW_LABEL, "sysNEW_LABEL", 0, 1, "sysNEW_LABEL() -> lab: a new label for the procedure being compiled")
{
    compiling(vm, "sysNEW_LABEL");
    PUSH(MK_INT(new_label(vm)));
}

PRIM(p_sysLABEL, "sysLABEL", 1, 0, "sysLABEL(lab): plant the label lab here")
{
    place_label(vm, label_of(vm, POP()));
}

PRIM(p_sysDLABEL, "sysDLABEL", 1, 0, "sysDLABEL(lab): as sysLABEL")
{
    place_label(vm, label_of(vm, POP()));
}

PRIM(p_sysGOTO, "sysGOTO", 1, 0, "sysGOTO(lab): plant a jump to lab")
{
    emit_jump(vm, OP_JMP, label_of(vm, POP()));
}

PRIM(p_sysIFSO, "sysIFSO", 1, 0, "sysIFSO(lab): plant code to pop the stack and jump to lab if it is not false")
{
    emit_jump(vm, OP_JMPT, label_of(vm, POP()));
}

PRIM(p_sysIFNOT, "sysIFNOT", 1, 0, "sysIFNOT(lab): plant code to pop the stack and jump to lab if it is false")
{
    emit_jump(vm, OP_JMPF, label_of(vm, POP()));
}

PRIM(p_sysAND, "sysAND", 1, 0, "sysAND(lab): if the top of the stack is false jump to lab leaving it, else pop it")
{
    emit_jump(vm, OP_ANDJ, label_of(vm, POP()));
}

PRIM(p_sysOR, "sysOR", 1, 0, "sysOR(lab): if the top of the stack is not false jump to lab leaving it, else pop it")
{
    emit_jump(vm, OP_ORJ, label_of(vm, POP()));
}

PRIM(p_pop11_loop_start, "pop11_loop_start", 1, 0, "pop11_loop_start(lab): lab is where nextloop goes in the loop being compiled")
{
    FuncState *fs = compiling(vm, "pop11_loop_start");
    int l = label_of(vm, POP());
    if (fs->nloops >= 64) vm_mishap(vm, "LOOPS NESTED TOO DEEPLY", 0);
    fs->loops[fs->nloops++] = (LoopInfo){ l, -1 };
}

PRIM(p_pop11_loop_end, "pop11_loop_end", 1, 0, "pop11_loop_end(lab): lab is where quitloop goes in the loop being compiled")
{
    FuncState *fs = compiling(vm, "pop11_loop_end");
    int l = label_of(vm, POP());
    if (fs->nloops > 0 && fs->loops[fs->nloops - 1].exit < 0) fs->loops[fs->nloops - 1].exit = l;
    else if (fs->nloops < 64) fs->loops[fs->nloops++] = (LoopInfo){ -1, l };
}

/* ---- declarations ------------------------------------------------------------------ */

static int idprops_isproc(Val idprops) { return IS_WORD(idprops) && cmp_is(idprops, "procedure"); }

/* Declare as D_* kind with Poplog identprops (0, "procedure", "macro",
   "syntax" or an operator precedence). */
static void declare_with(VM *vm, int kind, Val w, Val idprops)
{
    compiling(vm, "sysVARS");
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    VarRef r;
    declare_name(vm, kind, w, idprops_isproc(idprops), &r);
    if (r.kind != VR_IDENT) return;
    Ident *id = IDENT_PTR(r.ident);
    if (IS_WORD(idprops) && cmp_is(idprops, "macro")) id->h.flags |= IDF_MACRO;
    else if (IS_WORD(idprops) && cmp_is(idprops, "syntax")) id->h.flags |= IDF_SYNTAX;
    else if (IS_INT(idprops) && INT_VAL(idprops) != 0) {
        id->h.flags |= IDF_OP;
        id->prec = (int16_t)(INT_VAL(idprops) * 10);
    } else if (IS_FLOAT(idprops)) {
        id->h.flags |= IDF_OP;
        id->prec = (int16_t)(FLOAT_VAL(idprops) * 10);
    }
}

PRIM(p_sysVARS, "sysVARS", 2, 0, "sysVARS(word, idprops): declare word as a permanent variable")
{
    Val p = POP(), w = POP();
    declare_with(vm, D_VARS, w, p);
}

PRIM(p_sysCONSTANT, "sysCONSTANT", 2, 0, "sysCONSTANT(word, idprops): declare word as a permanent constant")
{
    Val p = POP(), w = POP();
    declare_with(vm, D_CONSTANT, w, p);
}

PRIM(p_sysLVARS, "sysLVARS", 2, 0, "sysLVARS(word, idprops): declare word as a lexical variable of the procedure being compiled")
{
    Val p = POP(), w = POP();
    declare_with(vm, D_LVARS, w, p);
}

PRIM(p_sysDLVARS, "sysDLVARS", 2, 0, "sysDLVARS(word, idprops): as sysLVARS")
{
    Val p = POP(), w = POP();
    declare_with(vm, D_LVARS, w, p);
}

PRIM(p_sysLCONSTANT, "sysLCONSTANT", 2, 0, "sysLCONSTANT(word, idprops): declare word as a lexical constant")
{
    Val p = POP(), w = POP();
    declare_with(vm, D_LCONSTANT, w, p);
}

PRIM(p_sysSYNTAX, "sysSYNTAX", 3, 0, "sysSYNTAX(word, idprops, const_mode): declare word as a permanent identifier with the identprops idprops: 0 (an ordinary variable), \"procedure\", an operator precedence, \"macro\" or \"syntax\" (a syntax word: its value, a procedure, is run by the compiler; a non-procedure value makes it a closer); a constant when const_mode is true")
{
    Val cm = POP(), props = POP(), w = POP();
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    int flags = 0, prec = 0;
    if (IS_WORD(props)) {
        const char *pc = WORD_PTR(props)->chars;
        if (strcmp(pc, "procedure") == 0) flags = IDF_PROCEDURE;
        else if (strcmp(pc, "macro") == 0) flags = IDF_MACRO;
        else if (strncmp(pc, "syntax", 6) == 0) flags = IDF_SYNTAX;
    } else if (IS_INT(props) && props != MK_INT(0)) {
        flags = IDF_OP;
        prec = (int)INT_VAL(props) * 10;
    }
    Val id = word_declare(vm, w, IS_TRUE(cm) ? ID_CONSTANT : ID_VARS, flags & IDF_PROCEDURE);
    IDENT_PTR(id)->h.flags |= flags & ~IDF_PROCEDURE;
    if (flags & IDF_OP) IDENT_PTR(id)->prec = (int16_t)prec;
}

PRIM(p_sysGLOBAL, "sysGLOBAL", -1, 0, "sysGLOBAL(word [, bool]): mark word global for sections (accepted; pop11 has one section)")
{
    if (vm->sp > vm->stack && (vm->sp[-1] == TRUE_V || vm->sp[-1] == FALSE_V)) (void)POP();
    if (vm->sp > vm->stack) (void)POP();
}

PRIM(p_sysLOCAL, "sysLOCAL", 1, 0, "sysLOCAL(word): make word a dynamic local (dlocal) of the procedure being compiled")
{
    compiling(vm, "sysLOCAL");
    Val w = POP();
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    VarRef r;
    declare_name(vm, D_DLOCAL, w, 0, &r);
}

PRIM(p_sysNEW_LVAR, "sysNEW_LVAR", 0, 1, "sysNEW_LVAR() -> word: a new lexical variable of the procedure being compiled")
{
    compiling(vm, "sysNEW_LVAR");
    static unsigned counter;
    char name[32];
    snprintf(name, sizeof name, " lvar%u", ++counter);
    Val w = word_cstr(vm, name);
    VarRef r;
    declare_name(vm, D_LVARS, w, 0, &r);
    PUSH(w);
}

/* ---- procedures --------------------------------------------------------------------- */

PRIM(p_sysPROCEDURE, "sysPROCEDURE", 2, 0, "sysPROCEDURE(props, nargs): start compiling a new procedure (ended by sysENDPROCEDURE)")
{
    compiling(vm, "sysPROCEDURE");
    (void)POP();
    Val props = POP();
    FuncState *fs = open_func(vm, props);
    fs->sysproc = 1;
}

PRIM(p_sysENDPROCEDURE, "sysENDPROCEDURE", 0, 1, "sysENDPROCEDURE() -> p: finish the procedure started by sysPROCEDURE")
{
    FuncState *fs = compiling(vm, "sysENDPROCEDURE");
    if (!fs->sysproc) vm_mishap(vm, "sysENDPROCEDURE WITHOUT sysPROCEDURE", 0);
    Proto *p = finish_func(vm, fs);
    Val pv = (Val)p;
    gc_push_root(vm, &pv);
    close_func(vm);                  /* frees fs */
    PUSH(proto_value(vm, p));
    gc_pop_root(vm);
}

PRIM(p_pop11_comp_procedure, "pop11_comp_procedure", 3, 1, "pop11_comp_procedure(closer, name, props) -> p: compile a procedure header and body up to closer")
{
    FuncState *fs = compiling(vm, "pop11_comp_procedure");
    Val props = POP(); (void)POP(); Val closer = POP();
    const char *cl[8];
    closer_strings(vm, closer, cl, 8);
    flush(vm);
    proc_body(vm, props, cl[0] ? cl[0] : "enddefine", 1, NULL, 0);
    Val p = fs->pend.k;
    fs->pend.kind = PEND_NONE;
    PUSH(p);
}

/* ---- compiling from the item stream --------------------------------------------------- */

/* Compile statements or expressions separated by `;` (and `,`), or by
   `,` only, stopping before anything else. */
static void comp_seq(VM *vm, int commas_only)
{
    for (;;) {
        comp_expr(vm);
        Val it = cmp_peek(vm);
        if (cmp_is(it, ",") || (!commas_only && cmp_is(it, ";"))) { cmp_read(vm); flush(vm); continue; }
        return;
    }
}

/* Read the next item and check it against want (a word or list of words). */
static Val need_item(VM *vm, Val want, int raw)
{
    Val it = raw ? cmp_read_raw(vm) : cmp_read(vm);
    if (item_matches(it, want)) return it;
    cmp_unread(vm, it);
    int opener = IS_WORD(it) && (syntax_lookup(it) != NULL);
    cmp_error(vm, opener || it == TERMIN_V || (IS_WORD(it) && syntax_is_closer(it))
                  ? "msw: MISPLACED SYNTAX WORD" : "mei: MISPLACED EXPRESSION ITEM",
              4, cmp_word(vm, "FOUND"), it, cmp_word(vm, "READING TO"), want);
}

/* Compile with popclosebracket set to `closer`, then need it. */
static Val comp_to(VM *vm, Val closer, int stmts)
{
    compiling(vm, "pop11_comp_stmnt_seq_to");
    Val saved = ident_value(vm, "popclosebracket");
    data_root(vm, &saved);
    data_root(vm, &closer);
    set_var(vm, "popclosebracket", closer);
    Val found;
    if (stmts) {
        const char *cl[32];
        closer_strings(vm, closer, cl, 32);
        found = comp_stmts(vm, cl);
    } else {
        comp_expr(vm);
        flush(vm);
        found = need_item(vm, closer, 0);
    }
    set_var(vm, "popclosebracket", saved);
    data_unroot(vm, 2);
    return found;
}

PRIM(p_pop11_comp_stmnt_seq_to, "pop11_comp_stmnt_seq_to", 1, 1, "pop11_comp_stmnt_seq_to(closer) -> found: compile statements up to closer (a word or list of words), which is read and returned")
{
    Val c = POP();
    PUSH(comp_to(vm, c, 1));
}

PRIM(p_pop11_comp_expr_to, "pop11_comp_expr_to", 1, 1, "pop11_comp_expr_to(closer) -> found: compile one expression, then read closer")
{
    Val c = POP();
    PUSH(comp_to(vm, c, 0));
}

PRIM(p_pop11_comp_expr_seq_to, "pop11_comp_expr_seq_to", 1, 1, "pop11_comp_expr_seq_to(closer) -> found: compile expressions separated by commas, then read closer")
{
    Val c = POP();
    compiling(vm, "pop11_comp_expr_seq_to");
    comp_seq(vm, 1);
    flush(vm);
    PUSH(need_item(vm, c, 0));
}

PRIM(p_pop11_exec_stmnt_seq_to, "pop11_exec_stmnt_seq_to", 1, 1, "pop11_exec_stmnt_seq_to(closer) -> found: compile statements up to closer (run when the enclosing statement runs)")
{
    Val c = POP();
    PUSH(comp_to(vm, c, 1));
}

PRIM(p_pop11_comp_stmnt_seq, "pop11_comp_stmnt_seq", 0, 0, "pop11_comp_stmnt_seq(): compile statements separated by semicolons")
{
    FuncState *fs = compiling(vm, "pop11_comp_stmnt_seq");
    uint32_t mark = syntax_only_begin(vm, fs);
    comp_seq(vm, 0);
    syntax_only_end(vm, fs, mark);
}

PRIM(p_pop11_comp_expr_seq, "pop11_comp_expr_seq", 0, 0, "pop11_comp_expr_seq(): compile expressions separated by commas")
{
    FuncState *fs = compiling(vm, "pop11_comp_expr_seq");
    uint32_t mark = syntax_only_begin(vm, fs);
    comp_seq(vm, 1);
    syntax_only_end(vm, fs, mark);
}

PRIM(p_pop11_comp_expr, "pop11_comp_expr", 0, 0, "pop11_comp_expr(): compile one expression")
{
    FuncState *fs = compiling(vm, "pop11_comp_expr");
    uint32_t mark = syntax_only_begin(vm, fs);
    comp_expr(vm);
    syntax_only_end(vm, fs, mark);
}

PRIM(p_pop11_comp_prec_expr, "pop11_comp_prec_expr", 2, 1, "pop11_comp_prec_expr(prec, update) -> nextitem: compile an expression with operators below internal precedence prec (in update mode if update)")
{
    compiling(vm, "pop11_comp_prec_expr");
    Val upd = POP(), prec = POP();
    if (!IS_INT(prec)) vm_mishap(vm, "INTEGER NEEDED", 1, prec);
    comp_expr_prec(vm, (int)INT_VAL(prec));
    if (IS_TRUE(upd)) flush_update_pub(vm);
    PUSH(cmp_peek(vm));
}

PRIM(p_pop11_need_nextitem, "pop11_need_nextitem", 1, 1, "pop11_need_nextitem(item) -> found: read the next item (macros expanded), which must be item or in the list item")
{
    Val want = POP();
    PUSH(need_item(vm, want, 0));
}

PRIM(p_pop11_need_nextreaditem, "pop11_need_nextreaditem", 1, 1, "pop11_need_nextreaditem(item) -> found: as pop11_need_nextitem without macro expansion")
{
    Val want = POP();
    PUSH(need_item(vm, want, 1));
}

static void try_item(VM *vm, int raw)
{
    Val want = POP();
    Val it = raw ? cmp_read_raw(vm) : cmp_read(vm);
    if (item_matches(it, want)) { PUSH(it); return; }
    cmp_unread(vm, it);
    PUSH(FALSE_V);
}

PRIM(p_pop11_try_nextitem, "pop11_try_nextitem", 1, 1, "pop11_try_nextitem(item) -> found or false: read the next item if it is item (or in the list item)")
{
    try_item(vm, 0);
}

PRIM(p_pop11_try_nextreaditem, "pop11_try_nextreaditem", 1, 1, "pop11_try_nextreaditem(item) -> found or false: as pop11_try_nextitem without macro expansion")
{
    try_item(vm, 1);
}

PRIM(p_pop11_define_declare, "pop11_define_declare", 4, 0, "pop11_define_declare(word, globl_p, decl_p, idprops): declare the name of a procedure being defined (decl_p false: the default for define)")
{
    Val idprops = POP(), decl = POP(); (void)POP(); Val w = POP();
    if (IS_PROC(decl)) { PUSH(w); PUSH(idprops); vm_apply(vm, decl); return; }
    FuncState *fs = compiling(vm, "pop11_define_declare");
    int nested = !(fs->toplevel && fs->parent == NULL);
    int kind = nested ? D_LCONSTANT : (vm->comp->defcon ? D_CONSTANT : D_VARS);
    Val old = IS_WORD(w) ? WORD_PTR(w)->ident : 0;
    if (!nested && old && (IDENT_PTR(old)->h.flags & IDF_PROTECTED)) return;
    declare_with(vm, kind, w, idprops);
}

PRIM(p_pop11_define_props, "pop11_define_props", 3, 1, "pop11_define_props(word, name, is_updater) -> props: the default pdprops of a procedure being defined (its name)")
{
    (void)POP();
    Val name = POP();
    (void)POP();
    PUSH(name);
}

PRIM(p_sysEXECUTE, "sysEXECUTE", 0, 0, "sysEXECUTE(): accepted (pop11 runs each top-level statement when it is complete)")
{
}

/* ---- proglist ----------------------------------------------------------------- */

PVAR("proglist_state", "proglist_state -> state: the whole state of the item stream (active variable; dlocal it to read another list)")
PVAR("pop_new_lvar_list", "pop_new_lvar_list: lvars made by sysNEW_LVAR for reuse (dlocal it around code planting)")
PVAR("pop_syntax_only", "pop_syntax_only: while true, pop11_comp_expr, pop11_comp_expr_seq and pop11_comp_stmnt_seq read and check code but plant none (proglist_read_by)")

PRIM(p_sys_source_item, "sys_source_item", 0, 1, "sys_source_item() -> item: the next item of the source being compiled, bypassing proglist (the generator of proglist's dynamic list)")
{
    PUSH(itm_read_source(vm));
}

/* The generator of proglist's dynamic list: the next item of the source
   the list was made for (frozen in as an integer), even while another
   source is being compiled (pop11_compile(proglist)). */
static void source_item_of(VM *vm)
{
    Val st = POP();
    PUSH(itm_read_source_of(vm, (Itemiser *)(INT_VAL(st) << 3)));
}

PRIM(p_sys_proglist, "sys_proglist", 0, 1, "sys_proglist() -> list: the compiler's item stream as a dynamic list (the value of the active variable proglist)")
{
    Itemiser *it = vm->itm;
    if (!it) { PUSH(NIL_V); return; }
    if (!it->list_only) {
        /* from now on the whole stream is this list: pushed-back items,
           then the source's items read on demand */
        PUSH(mk_repeater(vm, source_item_of, MK_INT((intptr_t)it >> 3)));
        vm_apply(vm, IDENT_PTR(word_ident(vm, word_cstr(vm, "pdtolist")))->value);
        Val dyn = vm->sp[-1];
        size_t n = 0;
        for (Val l = it->pushback; IS_PAIR(l) && (BACK(l) == NIL_V || IS_PAIR(BACK(l))); l = BACK(l)) {
            PUSH(FRONT(l));
            n++;
        }
        Val copy = data_list_from_stack(vm, n);
        if (copy == NIL_V) it->pushback = dyn;
        else {
            Val last = copy;
            while (BACK(last) != NIL_V) last = BACK(last);
            BACK(last) = dyn;
            it->pushback = copy;
        }
        vm->sp--;                                    /* dyn */
        it->list_only = 1;
    }
    PUSH(it->pushback);
}

UPDATER(u_sys_proglist, "sys_proglist", 1, "list -> sys_proglist(): make list the compiler's whole item stream")
{
    Val l = POP();
    Itemiser *it = vm->itm;
    if (!it) return;
    it->pushback = l;
    it->list_only = 1;
}

/* proglist_state: the state of the item stream as one opaque value (a
   vector: which source it belongs to, the items in front of the source --
   proglist's list --, and whether that list is the whole stream). */
PRIM(p_sys_proglist_state, "sys_proglist_state", 0, 1, "sys_proglist_state() -> state: the state of proglist (the value behind the active variable proglist_state)")
{
    Itemiser *it = vm->itm;
    Val v = mk_vector(vm, 3, FALSE_V);
    VEC_PTR(v)->items[0] = MK_INT((intptr_t)it >> 3);
    VEC_PTR(v)->items[1] = it ? it->pushback : NIL_V;
    VEC_PTR(v)->items[2] = BOOL_V(it && it->list_only);
    PUSH(v);
}

UPDATER(u_sys_proglist_state, "sys_proglist_state", 1, "state -> sys_proglist_state(): restore a state of proglist")
{
    Val st = POP();
    Itemiser *it = vm->itm;
    if (!IS_VECTOR(st) || VEC_PTR(st)->len != 3 || !it) vm_mishap(vm, "INVALID proglist_state", 1, st);
    Val src = VEC_PTR(st)->items[0];
    it->pushback = VEC_PTR(st)->items[1];
    /* a state of another source can only be read as its list */
    it->list_only = VEC_PTR(st)->items[2] != FALSE_V || src != MK_INT((intptr_t)it >> 3);
}

PRIM(p_proglist_new_state, "proglist_new_state", 1, 1, "proglist_new_state(list) -> state: the proglist_state of a new input stream reading the items of list")
{
    Val l = POP();
    if (l != NIL_V && !IS_PAIR(l)) vm_mishap(vm, "LIST NEEDED", 1, l);
    Val v = mk_vector(vm, 3, FALSE_V);
    VEC_PTR(v)->items[0] = MK_INT(0);
    VEC_PTR(v)->items[1] = l;
    VEC_PTR(v)->items[2] = TRUE_V;
    PUSH(v);
}

PRIM(p_pop11_compile, "pop11_compile", 1, 0, "pop11_compile(source): compile and run Pop-11 from source: a list of items, a file name (string) or a character repeater (procedure)")
{
    Val src = POP();
    if (IS_STRING(src)) compile_file(vm, STR_PTR(src)->chars, 0);
    else if (src == NIL_V || IS_PAIR(src)) {
        /* pop11_compile(proglist) reads the current stream to its end */
        int rest = vm->itm && src != NIL_V && src == vm->itm->pushback;
        Itemiser *outer = vm->itm;
        compile_items_now(vm, src);
        if (rest && vm->itm == outer) outer->pushback = NIL_V;
    }
    else if (IS_PROC(src)) compile_charrep(vm, src);
    else vm_mishap(vm, "LIST OR FILE NAME NEEDED", 1, src);
}

/* ---- character and item repeaters ------------------------------------------ */

/* See vmcode.h. */
Val mk_repeater(VM *vm, PrimFn fn, Val state)
{
    gc_push_root(vm, &state);
    Val p = mk_prim(vm, NULL, fn, 1, 1);
    Val r = mk_closure(vm, p, 1, &state);
    gc_pop_root(vm);
    PROC_PTR(r)->props = FALSE_V;
    return r;
}

/* The next character of a stringin repeater, or termin. */
static void stringin_next(VM *vm)
{
    Val st = POP();
    Val *f = VEC_PTR(st)->items;         /* {string, characters read} */
    size_t len;
    const char *c = chars_of(vm, f[0], &len);
    intptr_t i = INT_VAL(f[1]);
    if ((size_t)i >= len) { PUSH(TERMIN_V); return; }
    f[1] = MK_INT(i + 1);
    PUSH(MK_INT((unsigned char)c[i]));
}

PRIM(p_stringin, "stringin", 1, 1, "stringin(string) -> char_rep: a procedure that returns the characters of string (or word) one per call, then termin")
{
    Val s = POP();
    if (!IS_STRING(s) && !IS_WORD(s)) vm_mishap(vm, "STRING NEEDED", 1, s);
    gc_push_root(vm, &s);
    Val st = mk_vector(vm, 2, MK_INT(0));
    VEC_PTR(st)->items[0] = s;
    gc_pop_root(vm);
    PUSH(mk_repeater(vm, stringin_next, st));
}

/* incharitem's state: {charrep, pushback, eof, line, npeek, peek chars...} */
enum { IR_REP, IR_PUSHBACK, IR_EOF, IR_LINE, IR_NPEEK, IR_PEEK, IR_SIZE = IR_PEEK + 8 };

/* The next item of an incharitem repeater, or termin. */
static void incharitem_next(VM *vm)
{
    Val st = POP();
    Val *f = VEC_PTR(st)->items;
    Itemiser it;
    memset(&it, 0, sizeof it);
    it.charrep = f[IR_REP];
    it.pushback = f[IR_PUSHBACK];
    it.eof = f[IR_EOF] != FALSE_V;
    it.line = (int)INT_VAL(f[IR_LINE]);
    it.npeek = (int)INT_VAL(f[IR_NPEEK]);
    for (int i = 0; i < it.npeek; i++) it.peekbuf[i] = (int)INT_VAL(f[IR_PEEK + i]);
    gc_push_root(vm, &st);
    gc_push_root(vm, &it.pushback);
    /* the item's text buffer (malloc'd by the read) is freed on every
       way out */
    Itemiser *volatile itp = &it;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        itm_free_text(itp);
        vm_throw(vm);
    }
    Val item = itm_read_from(vm, &it);
    vm->catch = c.prev;
    gc_pop_root(vm);
    gc_pop_root(vm);
    itm_free_text(&it);
    f = VEC_PTR(st)->items;
    f[IR_PUSHBACK] = it.pushback;
    f[IR_EOF] = BOOL_V(it.eof);
    f[IR_LINE] = MK_INT(it.line);
    f[IR_NPEEK] = MK_INT(it.npeek);
    for (int i = 0; i < it.npeek; i++) f[IR_PEEK + i] = MK_INT(it.peekbuf[i]);
    PUSH(item);
}

PRIM(p_incharitem, "incharitem", 1, 1, "incharitem(char_rep) -> item_rep: a procedure that returns the items (words, numbers, strings...) that the characters of char_rep make, one per call, then termin")
{
    Val rep = check_proc(vm, POP());
    gc_push_root(vm, &rep);
    Val st = mk_vector(vm, IR_SIZE, MK_INT(0));
    gc_pop_root(vm);
    Val *f = VEC_PTR(st)->items;
    f[IR_REP] = rep;
    f[IR_PUSHBACK] = NIL_V;
    f[IR_EOF] = FALSE_V;
    f[IR_LINE] = MK_INT(1);
    PUSH(mk_repeater(vm, incharitem_next, st));
}

/* See vmcode.h. */
void vmcode_init(VM *vm)
{
    Val ps = word_declare(vm, word_cstr(vm, "proglist_state"), ID_VARS, IDF_ACTIVE);
    IDENT_PTR(ps)->value = IDENT_PTR(word_ident(vm, word_cstr(vm, "sys_proglist_state")))->value;
    id_syntax_only = vm_defvar(vm, "pop_syntax_only", FALSE_V);
    /* DEF and DEFV (compile.c) are macros, autoloadable library ones in
       Poplog: they may be defined again */
    static const char *const defs[] = { "DEF", "DEFV", NULL };
    data_make_redefinable(vm, defs);
    for (int i = 0; defs[i]; i++)
        IDENT_PTR(word_ident(vm, word_cstr(vm, defs[i])))->h.flags |= IDF_MACRO;
    vm_defvar(vm, "pop_new_lvar_list", NIL_V);
    vm_defvar(vm, "poplastitem", FALSE_V);
    Val pl = word_ident(vm, word_cstr(vm, "proglist"));
    Val getter = word_ident(vm, word_cstr(vm, "sys_proglist"));
    if (pl && getter) {
        IDENT_PTR(pl)->value = IDENT_PTR(getter)->value;
        IDENT_PTR(pl)->h.flags |= IDF_ACTIVE;
    }
    Val empty = word_ident(vm, word_cstr(vm, "pop11_EMPTY"));
    vm_defvar(vm, "pop_expr_inst", empty ? IDENT_PTR(empty)->value : FALSE_V);
    vm_defvar(vm, "pop_expr_item", FALSE_V);
    vm_defvar(vm, "popclosebracket", FALSE_V);
}
