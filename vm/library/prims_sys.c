/*
** prims_sys.c -- primitives for the stack, procedures, identifiers, the
** call stack, errors and the process (setpop, sysexit, systime).
**
** Each PRIM is a built-in procedure: it takes its arguments from the user
** stack (vm->sp) and leaves its results there; vm/host/mkprims.sh collects
** the PRIM lines into the table that registers them, so nothing here is
** called from C except prims_sys_init (vm/host/prims.c, once per VM).
**
** The procedures of this file read and change three structures of
** vm/core/vm.h directly:
**   - the call stack vm->frames[1..vm->fp]: caller(0) is frames[fp], so
**     caller, iscaller and syscallers are array walks.  frames[i].cs is the
**     call-stack length in words up to frame i, Poplog's unit for
**     callstacklength and for the integer targets of exitfrom and friends;
**   - the dlocal save stack vm->dsave: (identifier, saved value) pairs;
**     frames[i].dsave is where frame i's pairs begin.  caller_valof reads
**     a caller's view of a variable from these saves (see caller_place);
**   - identifier records (Ident): a word's ident field is its current
**     identifier, h.aux its kind (ID_CONSTANT, ID_VARS ...), h.flags the
**     IDF_* bits (protected, active, operator, syntax ...).
**
** Closures need care wherever a procedure is looked for on the call
** stack: a closure never has a frame of its own (its pdpart runs, with the
** frozen values pushed), so chain_target maps a closure, and a procedure
** traced by systrace, to the procedure whose frame can be found.
**
** The non-local exits (chain, exitfrom, exitto, chainfrom, chainto) only
** mark frames; interp_exit_frames makes them exit when control returns to
** them, which runs their dlocal restores in order, as Poplog does.
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <pwd.h>
#include <errno.h>
#include <math.h>
#include <unistd.h>
#include "prim.h"
#include "sysutil.h"
#include "report.h"
#include "prop.h"
#include "compile_int.h"
#include "data.h"
#include "gc.h"
#include "interp.h"
#include "print.h"
#include "itemise.h"
#include "lib.h"
#include "num.h"


/* ---- the user stack ------------------------------------------------------ */

PRIM(p_erase, "erase", 1, 0, "erase(item): remove the top item of the stack")
{
    POP();
}

PRIM(p_dup, "dup", 1, 2, "dup(item) -> (item, item): duplicate the top of the stack")
{
    Val v = POP();
    PUSH(v);
    PUSH(v);
}

PRIM(p_stacklength, "stacklength", 0, 1, "stacklength() -> n: the number of items on the user stack")
{
    PUSH(MK_INT(vm->sp - vm->stack));
}

PRIM(p_erasenum, "erasenum", 1, 0, "erasenum(n): remove the top n items of the stack")
{
    Val nv = POP();
    intptr_t have = vm->sp - vm->stack;
    if (!IS_INT(nv) || INT_VAL(nv) < 0 || INT_VAL(nv) > have) {
        char msg[96];
        snprintf(msg, sizeof msg, "INTEGER BETWEEN 0 AND %ld NEEDED", (long)have);
        vm_mishap(vm, msg, 1, nv);
    }
    vm->sp -= INT_VAL(nv);
}

PRIM(p_clearstack, "clearstack", 0, 0, "clearstack(): remove every item from the user stack")
{
    vm->sp = vm->stack;
}

PRIM(p_setstacklength, "setstacklength", 1, 0, "setstacklength(n): erase items, or push undef words, until the stack has n items")
{
    intptr_t n = check_int(vm, POP());
    while (vm->sp - vm->stack > n) vm->sp--;
    while (vm->sp - vm->stack < n) PUSH(word_cstr(vm, "undef"));
}

PRIM(p_identfn, "identfn", -1, -1, "identfn(...) -> (...): does nothing, returning its arguments")
{
    (void)vm;
}

PRIM(p_apply, "apply", 1, -1, "apply(p): call procedure p (its arguments are already on the stack)")
{
    Val p = POP();
    vm_apply(vm, p);
}

UPDATER(u_apply, "apply", 2, "v -> apply(p): call the updater of p")
{
    Val p = POP();
    interp_apply_updater(vm, p);
}

PRIM(p_fast_apply, "fast_apply", 1, -1, "fast_apply(p): apply(p) (the checks are kept)")
{
    p_apply(vm);
}

UPDATER(u_fast_apply, "fast_apply", 2, "v -> fast_apply(p): v -> apply(p)")
{
    u_apply(vm);
}

PRIM(p_not, "not", 1, 1, "not(item) -> bool: true if item is false, else false")
{
    Val v = POP();
    PUSH(BOOL_V(v == FALSE_V));
}

/* ---- procedures -------------------------------------------------------------- */

PRIM(p_pdprops, "pdprops", 1, 1, "pdprops(p) -> props: the props (normally the name) of a procedure")
{
    Val p = check_proc(vm, POP());
    PUSH(PROC_PTR(p)->props);
}

UPDATER(u_pdprops, "pdprops", 2, "props -> pdprops(p): set the props of a procedure")
{
    Val p = check_proc(vm, POP());
    PROC_PTR(p)->props = POP();
}

PRIM(p_pdnargs, "pdnargs", 1, 1, "pdnargs(p) -> n: the number of arguments procedure p takes")
{
    Val p = check_proc(vm, POP());
    PUSH(MK_INT(PROC_PTR(p)->nargs < 0 ? 0 : PROC_PTR(p)->nargs));
}

UPDATER(u_pdnargs, "pdnargs", 2, "n -> pdnargs(p): set the recorded argument count")
{
    Val p = check_proc(vm, POP());
    PROC_PTR(p)->nargs = (int32_t)check_int(vm, POP());
}

PRIM(p_updater, "updater", 1, 1, "updater(p) -> u: the updater of procedure p, or false")
{
    Val p = check_proc(vm, POP());
    PUSH(PROC_PTR(p)->updater);
}

UPDATER(u_updater, "updater", 2, "u -> updater(p): make u the updater of p")
{
    Val p = check_proc(vm, POP());
    Val u = POP();
    if (u != FALSE_V) check_proc(vm, u);
    PROC_PTR(p)->updater = u;
}

PRIM(p_isinheap, "isinheap", 1, 1, "isinheap(struct) -> bool: whether the structure struct is in the working heap: false for the system's own objects (the built-in procedures, keys, identifiers and words that pop11 makes before a program starts, as Poplog's system area), true for what the program (or a library it loads) makes; an integer or a single decimal is a mishap (STRUCTURE NEEDED)")
{
    Val v = POP();
    if (IS_INT(v) || IS_DECI(v)) vm_mishap(vm, "STRUCTURE NEEDED", 1, v);
    PUSH(BOOL_V(!gc_is_system(vm, v)));
}

PRIM(p_isclosure, "isclosure", 1, 1, "isclosure(item) -> bool: true for closures (partial applications and lexical closures)")
{
    Val p = POP();
    PUSH(BOOL_V(IS_PROC(p) && (PROC_KIND(p) == PK_CLOSURE ||
                              (PROC_KIND(p) == PK_CODE && PROC_PTR(p)->n > 0))));
}

PRIM(p_pdpart, "pdpart", 1, 1, "pdpart(closure) -> p: the procedure part of a closure (false if none)")
{
    Val p = check_proc(vm, POP());
    PUSH(PROC_KIND(p) == PK_CLOSURE ? PROC_PTR(p)->u.clos.pdpart : FALSE_V);
}

/* p as a closure (PK_CLOSURE, a partial application); CLOSURE NEEDED for
   anything else, including a lexical closure, whose values are upvalues
   rather than frozen values. */
static Proc *closure_arg(VM *vm, Val p)
{
    if (!IS_PROC(p) || PROC_KIND(p) != PK_CLOSURE) vm_mishap(vm, "CLOSURE NEEDED", 1, p);
    return PROC_PTR(p);
}

UPDATER(u_pdpart, "pdpart", 2, "p -> pdpart(closure): make the procedure p the one the closure runs (HELP CLOSURES: installing a traced procedure)")
{
    Val c = POP();
    Val p = check_proc(vm, POP());
    closure_arg(vm, c)->u.clos.pdpart = p;
}

PRIM(p_frozval, "frozval", 2, 1, "frozval(n, closure) -> item: the n-th frozen value of a closure")
{
    Val p = POP();
    Val n = POP();
    Proc *c = closure_arg(vm, p);
    intptr_t i = check_int(vm, n);
    if (i < 1 || (uint32_t)i > c->n) vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, n, p);
    PUSH(c->vals[i - 1]);
}

UPDATER(u_frozval, "frozval", 3, "item -> frozval(n, closure): change a frozen value")
{
    Val p = POP();
    Val n = POP();
    Val v = POP();
    Proc *c = closure_arg(vm, p);
    intptr_t i = check_int(vm, n);
    if (i < 1 || (uint32_t)i > c->n) vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, n, p);
    c->vals[i - 1] = v;
}

/* (at most 256 items are frozen; the rest of a longer list is ignored) */
PRIM(p_partial_apply, "partial_apply", 2, 1, "partial_apply(p, list) -> closure: freeze the list's items as p's last arguments")
{
    Val l = POP();
    Val p = POP();
    Val items[256]; size_t n = 0;
    for (; IS_PAIR(l) && n < 256; l = BACK(l)) items[n++] = FRONT(l);
    PUSH(mk_closure(vm, p, n, items));
}

PRIM(p_set_default_pdprops, "sys_set_default_pdprops", 2, 0, "sys_set_default_pdprops(p, name): give p the name if its pdprops are false (define NAME = expr)")
{
    Val name = POP();
    Val p = POP();
    if (IS_PROC(p) && PROC_PTR(p)->props == FALSE_V) PROC_PTR(p)->props = name;
}

/* ---- the call stack --------------------------------------------------------- */

PRIM(p_caller, "caller", 1, 1, "caller(n) -> p: the procedure n levels up the call chain (0 = current), or false; in a profiler hook, the chain below the profiler's handler is the one sampled when the tick fell due")
{
    intptr_t n = check_int(vm, POP());
    intptr_t i = vm->fp - n;
    const ProfView *v = vm->prof_view;
    if (__builtin_expect(v != NULL, 0) && n >= 0 && i <= v->top) {
        intptr_t d = prof_view_depth(v) - (v->top - i);
        PUSH(d >= 1 ? prof_view_at(v, (int)d) : FALSE_V);
        return;
    }
    PUSH(n >= 0 && i >= 1 ? vm->frames[i].proc : FALSE_V);
}

/* A closure is never on the calling chain: look for its pdpart instead,
   or for the procedure a traced procedure (closure of systrace) wraps.
   Repeated, since a closure's pdpart may itself be a closure.  Anything
   that is not a closure is returned as it is.  Allocates nothing (the
   word systrace exists from start-up). */
static Val chain_target(VM *vm, Val p)
{
    Val id = word_ident(vm, word_cstr(vm, "systrace"));
    Val st = id ? IDENT_PTR(id)->value : 0;
    while (IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE)
        p = PROC_PTR(p)->u.clos.pdpart == st && PROC_PTR(p)->n >= 1 ? PROC_PTR(p)->vals[0]
                                                                   : PROC_PTR(p)->u.clos.pdpart;
    return p;
}

PRIM(p_iscaller, "iscaller", 1, 1, "iscaller(p) -> n or false: how far up the call chain p is active; in a profiler hook, the chain below the profiler's handler is the one sampled when the tick fell due")
{
    Val p = chain_target(vm, POP());
    const ProfView *v = vm->prof_view;
    int low = v ? v->top + 1 : 1;
    for (int i = vm->fp; i >= low; i--) {
        Val f = vm->frames[i].proc;
        if (f == p) { PUSH(MK_INT(vm->fp - i)); return; }
    }
    if (v) {
        for (int d = prof_view_depth(v); d >= 1; d--)
            if (prof_view_at(v, d) == p) {
                PUSH(MK_INT(vm->fp - v->top + prof_view_depth(v) - d));
                return;
            }
    }
    PUSH(FALSE_V);
}

PRIM(p_callstack_depth, "sys_callstack_depth", 0, 1, "sys_callstack_depth() -> n: how many procedure calls are active (frames on the call stack), as the profiler's sys_profile_chain counts them")
{
    PUSH(MK_INT(vm->fp));
}

PRIM(p_callstacklength, "callstacklength", 1, 1, "callstacklength(target) -> n or false: the length of the call stack in words up to and including the frame of target (a caller number as for caller, or a procedure: its most recent call); false if there is none")
{
    Val t = POP();
    intptr_t i = -1;
    if (IS_INT(t)) {
        intptr_t n = INT_VAL(t);
        if (n >= 0) i = vm->fp - n;
    } else if (IS_PROC(t)) {
        t = chain_target(vm, t);
        for (i = vm->fp; i >= 1 && vm->frames[i].proc != t; i--) { }
    } else vm_mishap(vm, "INTEGER OR PROCEDURE NEEDED", 1, t);
    /* frames[i].cs counts the words of all frames up to i (Poplog's units) */
    PUSH(i >= 1 ? MK_INT(vm->frames[i].cs) : FALSE_V);
}

PRIM(p_syscallers, "syscallers", 0, 1, "syscallers() -> list: the active procedures, innermost first")
{
    Val l = NIL_V;
    for (int i = 1; i <= vm->fp; i++) l = mk_pair(vm, vm->frames[i].proc, l);
    PUSH(l);
}

/* ---- identifiers -------------------------------------------------------------- */

/* The identifier word w denotes (WORD NEEDED otherwise).  With declare, a
   word that has none is first autoloaded and, failing that, declared as a
   permanent vars, so the result is never 0; without, 0 for an undeclared
   word.  Autoloading compiles a library file: it runs Pop-11 code, so a
   collection can run, and callers must hold no unrooted object across it. */
static Val ident_of(VM *vm, Val w, int declare)
{
    check_word(vm, w);
    Val id = WORD_PTR(w)->ident;
    /* as in Poplog, an undeclared word is autoloaded before it is declared */
    if (!id && declare && lib_autoload(vm, w)) id = WORD_PTR(w)->ident;
    if (!id && declare) id = word_declare(vm, w, ID_VARS, 0);
    return id;
}

/* valof of a word with no identifier: autoloaded if the library has it,
   else declared as a permanent variable with Poplog's DECLARING VARIABLE
   note (as the compiler does for a word used as a variable) */
static Val valof_ident(VM *vm, Val w)
{
    check_word(vm, w);
    if (!WORD_PTR(w)->ident && !(lib_autoload(vm, w) && WORD_PTR(w)->ident)) {
        vm_declaring_warning(vm, w);
        word_declare(vm, w, ID_VARS, 0);
    }
    return WORD_PTR(w)->ident;
}

/* valof works on the top slot in place (sp[-1]) so that the word stays on
   the stack, and so reachable, while valof_ident may autoload. */
PRIM(p_valof, "valof", 1, 1, "valof(word) -> item: the value of the permanent identifier named by word")
{
    Val id = valof_ident(vm, vm->sp[-1]);
    vm->sp[-1] = IDENT_PTR(id)->value;
}

UPDATER(u_valof, "valof", 2, "item -> valof(word): assign to the permanent identifier named by word")
{
    Val id = valof_ident(vm, vm->sp[-1]);
    vm->sp -= 1;
    IDENT_PTR(id)->value = POP();
}

/* ---- values in callers' environments (REF IDENT) ------------------------------ */

/* The identifier of a word or identifier argument. */
static Val caller_ident_arg(VM *vm, Val w)
{
    return IS_IDENT(w) ? w : ident_of(vm, w, 1);
}

/* Where the value id has while frame i runs is kept: the save made by the
   first later frame that localised id, or (0) the identifier itself.
   Frame 0 stands for outside all procedure calls. */
static Val *caller_place(VM *vm, Val id, intptr_t i)
{
    /* The pairs pushed by frames i+1 .. fp start at frames[i+1].dsave; the
       first pair for id among them holds the value id had while frame i
       was the top.  With i = fp there are no later frames: nothing saved. */
    uint32_t start = i + 1 <= vm->fp ? vm->frames[i + 1].dsave : vm->ndsave;
    for (uint32_t k = start; k + 1 < vm->ndsave; k += 2)
        if (vm->dsave[k] == id) return &vm->dsave[k + 1];
    return NULL;
}

/* The frame caller_valof's caller argument names (as for caller; false,
   or a caller that is not active, as in Poplog: outside all calls). */
static intptr_t caller_frame(VM *vm, Val c)
{
    intptr_t i = -1;
    if (c == FALSE_V) return 0;
    if (IS_INT(c)) {
        if (INT_VAL(c) >= 0) i = vm->fp - INT_VAL(c);
    } else if (IS_PROC(c)) {
        Val p = chain_target(vm, c);
        for (i = vm->fp; i >= 1 && vm->frames[i].proc != p; i--) { }
    } else vm_mishap(vm, "INTEGER, PROCEDURE OR FALSE NEEDED", 1, c);
    return i < 1 ? 0 : i;
}

/* An active variable has no value of its own to save: with no saved
   value, caller_valof runs its procedure (and the updater its updater),
   so it reads or sets the variable as an ordinary access would. */
PRIM(p_caller_valof, "caller_valof", 2, 1, "caller_valof(word_or_ident, caller) -> item: the value of the permanent identifier as it is in the environment of the active procedure caller (a caller number as for caller, or a procedure), or with caller false outside all procedure calls: the value the dlocal of a later procedure saved, or its current value")
{
    Val c = POP();
    Val id = caller_ident_arg(vm, POP());
    intptr_t i = caller_frame(vm, c);
    Val *place = caller_place(vm, id, i);
    if (place) PUSH(*place);
    else if (IDENT_PTR(id)->h.flags & IDF_ACTIVE) vm_apply(vm, IDENT_PTR(id)->value);
    else PUSH(IDENT_PTR(id)->value);
}

UPDATER(u_caller_valof, "caller_valof", 3, "item -> caller_valof(word_or_ident, caller): assign the value the identifier has in the environment of caller (so that it has item again when control returns there)")
{
    Val c = POP();
    Val id = caller_ident_arg(vm, POP());
    intptr_t i = caller_frame(vm, c);
    Val *place = caller_place(vm, id, i);
    if (place) *place = POP();
    else if (IDENT_PTR(id)->h.flags & IDF_ACTIVE) {
        Val u = PROC_PTR(IDENT_PTR(id)->value)->updater;
        if (!IS_PROC(u)) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, IDENT_PTR(id)->value);
        vm_apply(vm, u);
    } else IDENT_PTR(id)->value = POP();
}

PRIM(p_isdlocal, "isdlocal", 2, 1, "isdlocal(word_or_ident, p) -> bool: whether the identifier is a dynamic local of the procedure p (declared dlocal in it)")
{
    Val p = POP();
    Val id = caller_ident_arg(vm, POP());
    if (!IS_PROC(p)) vm_mishap(vm, "PROCEDURE NEEDED", 1, p);
    p = chain_target(vm, p);
    if (!IS_PROC(p) || PROC_KIND(p) != PK_CODE) { PUSH(FALSE_V); return; }
    Proto *pr = PROC_PTR(p)->u.code.proto;
    for (uint32_t k = 0; k < pr->ndlocals; k++)
        if (pr->dlocals[k] == id) { PUSH(TRUE_V); return; }
    PUSH(FALSE_V);
}

PRIM(p_identof, "identof", 1, 1, "identof(word) -> ident: the identifier record a word denotes")
{
    PUSH(ident_of(vm, POP(), 1));
}

UPDATER(u_identof, "identof", 2, "ident -> identof(word): make word denote ident (an alias)")
{
    Val w = check_word(vm, POP());
    Val id = POP();
    if (!IS_IDENT(id)) vm_mishap(vm, "IDENTIFIER NEEDED", 1, id);
    WORD_PTR(w)->ident = id;
}

PRIM(p_isdefined, "isdefined", 1, 1, "isdefined(word) -> ident or false: the identifier of a declared word")
{
    Val w = POP();
    Val id = IS_WORD(w) ? WORD_PTR(w)->ident : 0;
    PUSH(id ? id : FALSE_V);
}

PRIM(p_sys_assign_constant, "sys_assign_constant", 2, 0, "sys_assign_constant(item, ident): item -> a constant at top level: allowed while it has no value, else Poplog's mishap")
{
    Val id = POP();
    Val v = POP();
    if (!IS_IDENT(id)) vm_mishap(vm, "IDENTIFIER NEEDED", 1, id);
    if (!IS_TYPE(IDENT_PTR(id)->value, T_UNDEF))
        vm_mishap(vm, "ILLEGAL ASSIGNMENT TO CONSTANT IDENTIFIER", 2, v, IDENT_PTR(id)->name);
    IDENT_PTR(id)->value = v;
    IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
}

PRIM(p_isconstant, "isconstant", 1, 1, "isconstant(word) -> bool: true if word is declared as a constant (undef if it has no value yet)")
{
    Val w = POP();
    Val id = IS_WORD(w) ? WORD_PTR(w)->ident : IS_IDENT(w) ? w : 0;
    /* (as in Poplog, undef for a constant not yet given its value) */
    if (id && IDENT_PTR(id)->h.aux == ID_CONSTANT && IS_TYPE(IDENT_PTR(id)->value, T_UNDEF))
        PUSH(word_cstr(vm, "undef"));
    else PUSH(BOOL_V(id && IDENT_PTR(id)->h.aux == ID_CONSTANT));
}

/* The identifier of a word or identifier argument, or 0 (not declared). */
static Val ident_arg(VM *vm, Val w)
{
    if (IS_IDENT(w)) return w;
    return WORD_PTR(check_word(vm, w))->ident;
}

PRIM(p_isassignable, "isassignable", 1, 1, "isassignable(word_or_ident) -> bool: whether the identifier's value may be assigned: false for a protected identifier, a constant that has its value and an active variable with no updater; true for an undeclared word")
{
    Val w = POP();
    if (!IS_WORD(w) && !IS_IDENT(w)) vm_mishap(vm, "IDENTIFIER OR WORD NEEDED", 1, w);
    Val id = ident_arg(vm, w);
    bool ok = true;
    if (id) {
        Ident *d = IDENT_PTR(id);
        if (d->h.flags & IDF_PROTECTED) ok = false;
        else if (d->h.aux == ID_CONSTANT && !IS_TYPE(d->value, T_UNDEF)) ok = false;
        else if ((d->h.flags & IDF_ACTIVE) && IS_PROC(d->value) && !IS_PROC(PROC_PTR(d->value)->updater)) ok = false;
    }
    PUSH(BOOL_V(ok));
}

PRIM(p_isglobal, "isglobal", 1, 1, "isglobal(word) -> bool: true if the word's identifier is global (visible in every section below its own)")
{
    Val id = ident_arg(vm, POP());
    PUSH(BOOL_V(id && (IDENT_PTR(id)->h.flags & IDF_GLOBAL)));
}

PRIM(p_identtype, "identtype", 1, 1, "identtype(word) -> type: \"procedure\" for an identifier declared procedure an operator or a built-in procedure, else 0; undef if the word is not declared")
{
    Val id = ident_arg(vm, POP());
    if (!id) { PUSH(word_cstr(vm, "undef")); return; }
    Ident *d = IDENT_PTR(id);
    int proc = (d->h.flags & (IDF_PROCEDURE | IDF_OP))
               || ((d->h.flags & IDF_PROTECTED) && d->h.aux == ID_CONSTANT && IS_PROC(d->value));
    PUSH(proc ? word_cstr(vm, "procedure") : MK_INT(0));
}

PRIM(p_isactive, "isactive", 1, 1, "isactive(word) -> n or false: the multiplicity (1) of an active variable, false for any other")
{
    Val id = ident_arg(vm, POP());
    PUSH(id && (IDENT_PTR(id)->h.flags & IDF_ACTIVE) ? MK_INT(1) : FALSE_V);
}

PRIM(p_sys_current_ident, "sys_current_ident", 1, 1, "sys_current_ident(word) -> ident or false: the identifier word denotes now in the current section (no autoloading)")
{
    Val w = check_word(vm, POP());
    Val id = WORD_PTR(w)->ident;
    PUSH(id ? id : FALSE_V);
}

PRIM(p_isdeclared, "isdeclared", 1, 1, "isdeclared(word) -> ident or false: the identifier of a declared word (weakly declared ones included)")
{
    Val w = POP();
    Val id = IS_WORD(w) ? WORD_PTR(w)->ident : 0;
    PUSH(id ? id : FALSE_V);
}

/* The identifier of sys_current_val's argument: an ident, a word, or a
   pair (word . "weakref"). */
static Val current_val_ident(VM *vm, Val x)
{
    if (IS_IDENT(x)) return x;
    if (IS_PAIR(x)) x = FRONT(x);
    return ident_of(vm, x, 1);
}

PRIM(p_sys_current_val, "sys_current_val", 1, 1, "sys_current_val(word_or_ident) -> item: the current value of a permanent identifier (an undeclared word is autoloaded first)")
{
    PUSH(IDENT_PTR(current_val_ident(vm, POP()))->value);
}

UPDATER(u_sys_current_val, "sys_current_val", 2, "item -> sys_current_val(word_or_ident): assign to a permanent identifier")
{
    Val id = current_val_ident(vm, POP());
    IDENT_PTR(id)->value = POP();
}

PRIM(p_word_dict_status, "word_dict_status", 1, 1, "word_dict_status(word) -> item: false for a word in the dictionary, else the pathname word's (section . word) pair")
{
    Val w = check_word(vm, POP());
    PUSH(OBJ(w)->flags & WORDF_PATH ? WORD_PTR(w)->props : FALSE_V);
}

PRIM(p_identprops, "identprops", 1, 1, "identprops(word) -> props: 0, an operator precedence, \"syntax\", \"macro\" or undef")
{
    Val w = check_word(vm, POP());
    Val id = WORD_PTR(w)->ident;
    if (!id && (syntax_lookup(w) || syntax_is_closer(w))) { PUSH(word_cstr(vm, "syntax")); return; }
    if (!id) { PUSH(word_cstr(vm, "undef")); return; }
    Ident *i = IDENT_PTR(id);
    if (i->h.flags & IDF_MACRO) PUSH(word_cstr(vm, "macro"));
    else if ((i->h.flags & IDF_SYNTAX) && (i->h.flags & IDF_OP)) {
        /* a syntax operator: the word "syntax 4" */
        char b[32];
        if (i->prec % 10 == 0) snprintf(b, sizeof b, "syntax %d", i->prec / 10);
        else snprintf(b, sizeof b, "syntax %g", i->prec / 10.0);
        PUSH(word_cstr(vm, b));
    }
    else if ((i->h.flags & IDF_SYNTAX) || syntax_lookup(w)) PUSH(word_cstr(vm, "syntax"));
    else if (i->h.flags & IDF_OP) {
        if (i->prec % 10 == 0) PUSH(MK_INT(i->prec / 10));
        else PUSH(mk_float(vm, i->prec / 10.0, T_DECIMAL));
    } else PUSH(MK_INT(0));
}

PRIM(p_isident, "isident", 1, 1, "isident(item) -> false or \"perm\"/\"lex\": is item an identifier record")
{
    Val v = POP();
    if (!IS_IDENT(v)) { PUSH(FALSE_V); return; }
    PUSH(word_cstr(vm, OBJ(v)->aux == ID_LVARS_TOP ? "lex" : "perm"));
}

PRIM(p_idval, "idval", 1, 1, "idval(ident) -> item: the value held in an identifier record")
{
    Val id = POP();
    if (!IS_IDENT(id)) vm_mishap(vm, "IDENTIFIER NEEDED", 1, id);
    PUSH(IDENT_PTR(id)->value);
}

UPDATER(u_idval, "idval", 2, "item -> idval(ident): assign through an identifier record")
{
    Val id = POP();
    if (!IS_IDENT(id)) vm_mishap(vm, "IDENTIFIER NEEDED", 1, id);
    IDENT_PTR(id)->value = POP();
}

PRIM(p_fast_idval, "fast_idval", 1, 1, "fast_idval(ident) -> item: idval (the checks are kept)")
{
    p_idval(vm);
}

UPDATER(u_fast_idval, "fast_idval", 2, "item -> fast_idval(ident): item -> idval(ident)")
{
    u_idval(vm);
}

/* The slot of the n-th item from the top of the user stack (1 = top). */
static Val *stack_slot(VM *vm, Val n)
{
    intptr_t i = check_int(vm, n);
    if (i < 1 || i > vm->sp - vm->stack) vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED STACK ACCESS", 1, n);
    return vm->sp - i;
}

PRIM(p_subscr_stack, "subscr_stack", 1, 1, "subscr_stack(n) -> item: the n-th item on the user stack, counting the top as 1")
{
    Val n = POP();
    PUSH(*stack_slot(vm, n));
}

UPDATER(u_subscr_stack, "subscr_stack", 2, "item -> subscr_stack(n): replace the n-th item on the user stack")
{
    Val n = POP();
    Val item = POP();
    *stack_slot(vm, n) = item;
}

PRIM(p_isundef, "isundef", 1, 1, "isundef(item) -> bool: true for the undef value of an unassigned identifier")
{
    Val v = POP();
    PUSH(BOOL_V(IS_TYPE(v, T_UNDEF)));
}

PRIM(p_consref, "consref", 1, 1, "consref(item) -> ref: a new reference holding item")
{
    PUSH(mk_ref(vm, POP()));
}

PRIM(p_cont, "cont", 1, 1, "cont(ref) -> item: the contents of a reference")
{
    Val r = POP();
    if (!IS_TYPE(r, T_REF)) vm_mishap(vm, "REF NEEDED", 1, r);
    PUSH(((Ref *)r)->cont);
}

UPDATER(u_cont, "cont", 2, "item -> cont(ref): change the contents of a reference")
{
    Val r = POP();
    if (!IS_TYPE(r, T_REF)) vm_mishap(vm, "REF NEEDED", 1, r);
    ((Ref *)r)->cont = POP();
}

PRIM(p_fast_cont, "fast_cont", 1, 1, "fast_cont(ref) -> item: cont(ref) (the checks are kept)")
{
    p_cont(vm);
}

UPDATER(u_fast_cont, "fast_cont", 2, "item -> fast_cont(ref): item -> cont(ref)")
{
    u_cont(vm);
}

PRIM(p_isref, "isref", 1, 1, "isref(item) -> bool: true for references")
{
    Val x = POP();               /* (IS_TYPE evaluates its argument twice) */
    PUSH(BOOL_V(IS_TYPE(x, T_REF)));
}

/* Entries of a property as a list of (key . value) pairs (for in_property). */
PRIM(p_property_entries, "sys_property_entries", 1, 1, "sys_property_entries(prop) -> list: snapshot of a property's entries as key/value pairs")
{
    Val p = POP();
    if (!IS_PROC(p) || PROC_KIND(p) != PK_PROPERTY) vm_mishap(vm, "PROPERTY NEEDED", 1, p);
    Val snap = prop_snapshot(vm, p), l = NIL_V;
    for (uint32_t i = VEC_PTR(snap)->len; i >= 2; i -= 2)
        l = mk_pair(vm, mk_pair(vm, VEC_PTR(snap)->items[i - 2], VEC_PTR(snap)->items[i - 1]), l);
    PUSH(l);
}

/* ---- errors --------------------------------------------------------------------- */

/* Take the arguments of mishap, warning and sysprmishap off the stack in
   either of Poplog's two forms: (message, list) when the top item is a
   list, else (item1, ..., itemN, N, message).  At most 16 culprits are
   kept (a longer list or count is cut, though all N items are removed);
   INTEGER NEEDED for a bad N, and a stack underflow mishap (NEED) when
   fewer than N items are there.  Allocates nothing. */
static void message_args(VM *vm, Val *msg, Val *culprits, int *n)
{
    Val top = POP();
    *n = 0;
    if (IS_PAIR(top) || top == NIL_V) {
        /* mishap(message, list) */
        *msg = POP();
        for (Val l = top; IS_PAIR(l) && *n < 16; l = BACK(l)) culprits[(*n)++] = FRONT(l);
        return;
    }
    *msg = top;
    Val cnt = POP();
    intptr_t k = check_int(vm, cnt);
    NEED(k);
    Val *base = vm->sp - k;
    for (intptr_t i = 0; i < k && i < 16; i++) culprits[(*n)++] = base[i];
    vm->sp = base;
}

/* The C text of a message: a string's or word's own characters (no copy:
   it lives as long as msg), else the item printed into buf (which
   allocates a string and may run class_print procedures, Pop-11 code). */
static const char *message_text(VM *vm, Val msg, char *buf, size_t size)
{
    if (IS_STRING(msg)) return STR_PTR(msg)->chars;
    if (IS_WORD(msg)) return WORD_PTR(msg)->chars;
    Val s = print_to_string(vm, msg, 0);
    snprintf(buf, size, "%s", STR_PTR(s)->chars);
    return buf;
}

PRIM(p_mishap, "mishap", -1, 0, "mishap(item1, ..., itemN, N, message) or mishap(message, list): raise a mishap")
{
    Val msg, c[16]; int n;
    message_args(vm, &msg, c, &n);
    char buf[512];
    vm_mishapv(vm, message_text(vm, msg, buf, sizeof buf), n, c);
}

PRIM(p_sysprmishap, "sysprmishap", -1, 0, "sysprmishap(message, list) or sysprmishap(item1, ..., itemN, N, message): print a mishap's report (;;; MISHAP - message, INVOLVING, FILE, DOING) and go on; the default value of prmishap, which a mishap calls with its message and a list of its culprits")
{
    Val msg, c[16]; int n;
    message_args(vm, &msg, c, &n);
    char buf[512];
    vm_report_mishap(vm, message_text(vm, msg, buf, sizeof buf), n, c);
}

PVAR("prmishap", "prmishap: the procedure a mishap calls with its message and a list of its culprits, before interrupt (default sysprmishap, the report); one that leaves by exitfrom catches the mishap (HELP MISHAP)")

PRIM(p_warning, "warning", -1, 0, "warning(item1, ..., itemN, N, message) or warning(message, list): print a warning")
{
    Val msg, c[16]; int n;
    message_args(vm, &msg, c, &n);
    char buf[512];
    vm_warning(vm, message_text(vm, msg, buf, sizeof buf), n, c);
}

/* ---- the process ----------------------------------------------------------------- */

PRIM(p_sysexit, "sysexit", 0, 0, "sysexit(): leave pop11 (status 0, or 1 if pop_exit_ok is false)")
{
    out_flush(vm);
    exit(IDVAL(vm->id_pop_exit_ok) == FALSE_V ? 1 : vm->exit_status && !vm->interactive ? 1 : 0);
}

PRIM(p_bye, "bye", 0, 0, "bye: leave pop11")
{
    p_sysexit(vm);
}

/* setpop jumps straight to the outermost Catch, the top level's: vm_throw
   restores the dlocals of every frame on the way, as a mishap's unwinding
   does, but the inner Catches never run, so the state their handlers
   would free is freed here first.  Not interactive, there is no top level
   to return to, and setpop ends the program. */
PRIM(p_setpop, "setpop", 0, 0, "setpop(): abandon everything and return to top level (exits when not interactive)")
{
    out_flush(vm);
    if (!vm->interactive) exit(vm->exit_status);
    vm->sp = vm->stack;
    Catch *c = vm->catch;
    while (c && c->prev) c = c->prev;
    if (!c) exit(vm->exit_status);
    /* the compilers' and print_to_string's handlers, which would free
       their state, are skipped */
    compile_abandon(vm);
    print_abandon(vm);
    vm->catch = c;
    vm_throw(vm);
}

PRIM(p_systime, "systime", 0, 1, "systime() -> n: CPU time used by this process, in hundredths of a second")
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    double t = ru.ru_utime.tv_sec + ru.ru_stime.tv_sec +
               (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    PUSH(MK_INT((intptr_t)(t * 100 + 0.5)));
}

/* ---- the date and the time of day (REF TIMES) ---------------------------- */

PRIM(p_sys_real_time, "sys_real_time", 0, 1, "sys_real_time() -> n: the time in whole seconds since 00:00 GMT on 1 January 1970")
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    PUSH(MK_INT((intptr_t)ts.tv_sec));
}

PRIM(p_sys_microtime, "sys_microtime", 0, 1, "sys_microtime() -> n: the time in whole microseconds since 00:00 GMT on 1 January 1970 (wall-clock time, for measuring how long something took)")
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    PUSH(MK_INT((intptr_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000));
}

/* time (an integer of seconds since 1970) as the operating system writes
   a date, 'Wed Dec  2 07:40:34 GMT 2026': local time if local, else GMT */
static Val date_string(VM *vm, Val time, int local)
{
    /* a bigint does not fit a time_t */
    if (!IS_INT(time)) {
        if (num_is_integral(time))
            vm_mishap(vm, "INTEGER 138350580552821637120 TO 9223372036854775807 NEEDED", 1, time);
        vm_mishap(vm, "(BIG)INTEGER NEEDED", 1, time);
    }
    time_t t = (time_t)INT_VAL(time);
    struct tm tm;
    char buf[80];
    size_t n = 0;
    if (local ? localtime_r(&t, &tm) != NULL : gmtime_r(&t, &tm) != NULL)
        n = strftime(buf, sizeof buf, local ? "%a %b %e %H:%M:%S %Z %Y" : "%a %b %e %H:%M:%S GMT %Y", &tm);
    if (n == 0) vm_mishap(vm, "DATE OUT OF RANGE", 1, time);
    return mk_string(vm, buf, n);
}

PRIM(p_sys_convert_date, "sys_convert_date", 2, 1, "sys_convert_date(time, local) -> string: time (seconds since 1970, as sys_real_time gives) as a date, 'Thu Jan  1 00:00:00 GMT 1970'; in local time unless local is false")
{
    Val local = POP(), time = POP();
    PUSH(date_string(vm, time, local != FALSE_V));
}

PRIM(p_sysdaytime, "sysdaytime", 0, 1, "sysdaytime() -> string: the date and local time now, as sys_convert_date(sys_real_time(), true)")
{
    PUSH(date_string(vm, MK_INT((intptr_t)time(NULL)), 1));
}

PRIM(p_sysgarbage, "sysgarbage", 0, 0, "sysgarbage(): run the garbage collector now, then pop_after_gc, as after an automatic collection")
{
    gc_collect(vm, 0);
    interp_after_gc(vm);
}

PRIM(p_popgctime_now, "sys_gc_count", 0, 1, "sys_gc_count() -> n: how many garbage collections have run")
{
    PUSH(MK_INT(vm->gc_count));
}

PVAR("popmemlim", "popmemlim -> int_or_false: the heap limit in words of 8 bytes (default 134217728, 1 GiB; false: none); when the data that survives a collection exceeds it, the mishap rom: MEMORY LIMIT (popmemlim) EXCEEDED (HELP * LIMITS)")
PVAR("pop_callstack_lim", "pop_callstack_lim -> int: the call-stack limit in words as callstacklength counts them (default 98304: 16384 calls of a procedure with 3 lvars); past it, the mishap rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED (HELP * LIMITS)")
PVAR("popgctime", "popgctime: hundredths of a second spent in automatic garbage collection")
PVAR("popmemused", "popmemused -> int: the words (8 bytes) of heap in use after the last garbage collection, as popmemlim counts them (protected; HELP * LIMITS)")
PVAR("popgctrace", "popgctrace: if true, print a line after each garbage collection")
PVAR("pop_after_gc", "pop_after_gc: procedure run after every garbage collection")
PVAR("popnewline", "popnewline: if true the itemiser returns newlines as the word newline")
PVAR("popprompt", "popprompt -> string_or_procedure: the prompt of the top level, also used for continuation lines; a procedure is called for each prompt and returns the string")
PVAR("interrupt", "interrupt: procedure called after a mishap (default setpop)")
PVAR("keyboard_interrupt", "keyboard_interrupt: procedure called on Ctrl-C")
PVAR("poparglist", "poparglist: the command-line arguments after the file name")
PVAR("popfilename", "popfilename: the name of the file being compiled, or false")
PVAR("poplinenum", "poplinenum: the current line number of the item stream")
PVAR("pop_exit_ok", "pop_exit_ok: false makes pop11 exit with status 1")
PVAR("proglist", "proglist: the compiler's input item stream")

PRIM(p_syssynonym, "syssynonym", 2, 0, "syssynonym(new, old): make the word new denote the same identifier as old")
{
    Val old = check_word(vm, POP());
    Val nw = check_word(vm, POP());
    WORD_PTR(nw)->ident = ident_of(vm, old, 1);
}

PRIM(p_sysprotect, "sysprotect", 1, 0, "sysprotect(word): protect the identifier (assigning to it becomes a mishap); no effect on an undeclared word")
{
    Val id = WORD_PTR(check_word(vm, POP()))->ident;
    if (id) IDENT_PTR(id)->h.flags |= IDF_PROTECTED;
}

PRIM(p_sysunprotect, "sysunprotect", 1, 0, "sysunprotect(word): remove the protection of an identifier")
{
    Val id = WORD_PTR(check_word(vm, POP()))->ident;
    if (id) IDENT_PTR(id)->h.flags &= (uint16_t)~IDF_PROTECTED;
}

PRIM(p_isprotected, "isprotected", 1, 1, "isprotected(word) -> bool: true if the word's identifier is protected")
{
    Val id = WORD_PTR(check_word(vm, POP()))->ident;
    PUSH(BOOL_V(id && (IDENT_PTR(id)->h.flags & IDF_PROTECTED)));
}

/* ---- file names and the operating system ------------------------------- */

/* The parts of a file name: dir/nam.extn (extn from the last '.' of the
   part after the last '/', the '.' included). */
/* STRING NEEDED for anything else.  The four sys_fname_ procedures cut
   their results from these offsets: path [0, dir), name [dir, len),
   nam [dir, dot), extn [dot, len) (dot == len when there is none). */
static void fname_parts(VM *vm, Val v, size_t *dir, size_t *dot, size_t *len)
{
    const char *c = STR_PTR(check_string(vm, v))->chars;
    *len = STR_PTR(v)->len;
    *dir = 0;
    for (size_t i = 0; i < *len; i++) if (c[i] == '/') *dir = i + 1;
    *dot = *len;
    for (size_t i = *dir; i < *len; i++) if (c[i] == '.') *dot = i;
}

PRIM(p_sys_fname_path, "sys_fname_path", 1, 1, "sys_fname_path(name) -> string: the directory part of a file name, up to and including its last /")
{
    Val v = POP(); size_t d, e, n;
    fname_parts(vm, v, &d, &e, &n);
    PUSH(mk_string(vm, STR_PTR(v)->chars, d));
}

PRIM(p_sys_fname_name, "sys_fname_name", 1, 1, "sys_fname_name(name) -> string: a file name without its directory part")
{
    Val v = POP(); size_t d, e, n;
    fname_parts(vm, v, &d, &e, &n);
    PUSH(mk_string(vm, STR_PTR(v)->chars + d, n - d));
}

PRIM(p_sys_fname_nam, "sys_fname_nam", 1, 1, "sys_fname_nam(name) -> string: a file name without its directory part and extension")
{
    Val v = POP(); size_t d, e, n;
    fname_parts(vm, v, &d, &e, &n);
    PUSH(mk_string(vm, STR_PTR(v)->chars + d, e - d));
}

PRIM(p_sys_fname_extn, "sys_fname_extn", 1, 1, "sys_fname_extn(name) -> string: the extension of a file name from its last . (after the last /), or ''")
{
    Val v = POP(); size_t d, e, n;
    fname_parts(vm, v, &d, &e, &n);
    PUSH(mk_string(vm, STR_PTR(v)->chars + e, n - e));
}

PRIM(p_sysfileok, "sysfileok", 1, 1, "sysfileok(name) -> string: the file name with a leading ~/ and $VARIABLEs expanded")
{
    Val v = check_string(vm, POP());
    char in[4096], out[4096];
    size_t n = STR_PTR(v)->len < sizeof in - 1 ? STR_PTR(v)->len : sizeof in - 1;
    memcpy(in, STR_PTR(v)->chars, n);
    in[n] = 0;
    lib_expand_path(in, out, sizeof out);
    PUSH(mk_cstring(vm, out));
}

PRIM(p_syssleep, "syssleep", 1, 0, "syssleep(n): wait n hundredths of a second (a Ctrl-C ends the wait)")
{
    Val v = POP();
    if (!num_is_number(v)) {
        doing_as(vm, "*");                        /* Poplog's DOING: the product */
        vm_mishap(vm, "NUMBER(S) NEEDED", 2, v, MK_INT(10000));
    }
    /* nanosleep leaves the time still to wait in ts when a signal
       interrupts it, so the loop resumes with what remains */
    double t = num_to_double(v) / 100;
    if (t <= 0) return;
    struct timespec ts = { (time_t)t, (long)((t - (double)(time_t)t) * 1e9) };
    /* a Ctrl-C or a sys_timer ends the wait; any other signal (the
       profiler's tick timer) does not */
    vm_wait_begin(vm, VM_WAIT_SLEEP);
    while (nanosleep(&ts, &ts) < 0 && errno == EINTR
           && !(vm->poll & (POLL_INTR | POLL_TIMER))) {}
    vm_wait_end(vm);
}

/* The child's status is not kept (sysobey returns nothing).  pop11's
   output buffer is flushed before the fork, so that what the program
   printed comes before the command's output. */
PRIM(p_sysobey, "sysobey", -1, 0, "sysobey(command [, char]): run a shell command with /bin/sh and wait for it (the optional shell character is accepted and ignored)")
{
    if (vm->sp > vm->stack && IS_INT(vm->sp[-1])) (void)POP();
    Val v = check_string(vm, POP());
    char *cmd = malloc(STR_PTR(v)->len + 1);
    if (!cmd) vm_mishap(vm, "NO MORE MEMORY", 0);
    memcpy(cmd, STR_PTR(v)->chars, STR_PTR(v)->len);
    cmd[STR_PTR(v)->len] = 0;
    out_flush(vm);
    pid_t pid = fork();
    if (pid == 0) {
        execl("/bin/sh", "/bin/sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    free(cmd);
    if (pid > 0) {
        vm_wait_begin(vm, VM_WAIT_CHILD);
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        vm_wait_end(vm);
    }
}

PVAR("sys_machine_type", "sys_machine_type -> list: the kind of machine, [pc] on Intel/AMD")
PVAR("sys_os_type", "sys_os_type -> list: the operating system, e.g. [unix linux ...]")
PVAR("sys_processor_type", "sys_processor_type -> list: the processor, from uname")

/* The frame index of the target of exitfrom, exitto, chainfrom and
   chainto (below the caller of the current primitive): a procedure's most
   recent activation, or for a call-stack length (callstacklength) the
   innermost frame whose length is at most that; else a mishap. */
static int frame_of(VM *vm, Val p)
{
    if (IS_INT(p)) {
        for (int i = vm->fp; i > 0; i--)
            if ((intptr_t)vm->frames[i].cs <= INT_VAL(p)) return i;
        vm_mishap(vm, "PROCEDURE NOT IN CALLING CHAIN", 1, p);
    }
    if (!IS_PROC(p)) vm_mishap(vm, "PROCEDURE NEEDED", 1, p);
    p = chain_target(vm, p);
    for (int i = vm->fp; i > 0; i--)
        if (vm->frames[i].proc == p) return i;
    vm_mishap(vm, "PROCEDURE NOT IN CALLING CHAIN", 1, p);
}

/* chain, chainfrom and chainto leave the procedure to call on the user
   stack for interp_exit_frames (chain: the argument is already there);
   outside all procedures (fp < 1) chain simply calls it. */
PRIM(p_chain, "chain", 1, 0, "chain(p): exit the current procedure (restoring its dynamic locals, without its results) and then call p")
{
    if (vm->fp < 1) { vm_apply(vm, POP()); return; }
    interp_exit_frames(vm, vm->fp, 1);
}

PRIM(p_exitfrom, "exitfrom", 1, 0, "exitfrom(p): exit from the most recent call of p and every procedure it called")
{
    Val p = POP();
    interp_exit_frames(vm, frame_of(vm, p), 0);
}

PRIM(p_exitto, "exitto", 1, 0, "exitto(p): exit every procedure called by the most recent call of p, which continues")
{
    Val p = POP();
    int f = frame_of(vm, p);
    if (f < vm->fp) interp_exit_frames(vm, f + 1, 0);
}

PRIM(p_chainfrom, "chainfrom", 2, 0, "chainfrom(p, q): exit from the most recent call of p as exitfrom does, then call q")
{
    Val q = POP(), p = POP();
    int f = frame_of(vm, p);
    PUSH(q);
    interp_exit_frames(vm, f, 1);
}

PRIM(p_chainto, "chainto", 2, 0, "chainto(p, q): exit every procedure called by the most recent call of p (as exitto does), then call q from inside p")
{
    Val q = POP(), p = POP();
    int f = frame_of(vm, p);
    if (f >= vm->fp) { vm_apply(vm, q); return; }
    PUSH(q);
    interp_exit_frames(vm, f + 1, 1);
}

/* The environment variable a systranslate argument names (a leading $
   is dropped); NULL for a ~user form, which the updater does not accept. */
static const char *env_name(VM *vm, Val s)
{
    const char *n = STR_PTR(check_string(vm, s))->chars;
    if (n[0] == '~') return NULL;
    return n[0] == '$' ? n + 1 : n;
}

PRIM(p_systranslate, "systranslate", -1, 1, "systranslate(string [, flags]) -> string_or_false: the value of the environment variable string (a leading $ is ignored), or for '~user' that user's home directory ('~' alone: $HOME); false if there is none")
{
    if (vm->sp > vm->stack && IS_INT(vm->sp[-1])) vm->sp--;     /* flags */
    Val s = POP();
    const char *n = env_name(vm, s), *v;
    if (n) v = getenv(n);
    else if (STR_PTR(s)->chars[1] == 0) v = getenv("HOME");
    else {
        struct passwd *pw = getpwnam(STR_PTR(s)->chars + 1);
        v = pw ? pw->pw_dir : NULL;
    }
    PUSH(v ? mk_cstring(vm, v) : FALSE_V);
}

UPDATER(u_systranslate, "systranslate", -1, "string_or_false -> systranslate(string [, flags]): set the environment variable string, or remove it when given false")
{
    if (vm->sp > vm->stack && IS_INT(vm->sp[-1])) vm->sp--;     /* flags */
    Val s = POP();
    Val v = POP();
    const char *n = env_name(vm, s);
    if (!n) vm_mishap(vm, "systranslate: CANNOT ASSIGN TO A ~ NAME", 1, s);
    if (v == FALSE_V) unsetenv(n);
    else setenv(n, STR_PTR(check_string(vm, v))->chars, 1);
}

/* One format's entry of pop_float_parameters: {bits most_positive
   least_positive least_negative most_negative plus_epsilon minus_epsilon}
   (least_positive: the smallest normalised value). */
static Val float_format_params(VM *vm, int type, int bits)
{
    double eps = ldexp(1.0, 1 - bits), max = (2.0 - eps) * ldexp(1.0, 1023);
    double min = ldexp(1.0, -1022);
    const double v[] = { max, min, -min, -max, eps, eps / 2 };
    PUSH(MK_INT(bits));
    for (int i = 0; i < 6; i++) PUSH(num_make_typed_float(vm, v[i], type));
    return data_vector_from_stack(vm, 7);
}

PVAR("pop_debugging", "pop_debugging -> bool: true (the default) while a program is being developed: libraries read it (subsystem_add_new then replaces a subsystem of the same name); pop11's compiler keeps the names of nested procedures whatever its value")
PVAR("pop_float_parameters", "pop_float_parameters -> vector: {radix decimal_params ddecimal_params}, each params vector {bits most_positive least_positive least_negative most_negative plus_epsilon minus_epsilon} (LIB FLOAT_PARAMETERS reads it); a protected constant")
PVAR("popusername", "popusername: the login name of the user running pop11 (the string systranslate('USER') gives, false without one); protected")

/* The variables that describe the machine and the system, made once per
   VM after the primitives are registered.  Each vector and list is built
   on the user stack (data_vector_from_stack / data_list_from_stack), which
   keeps its parts reachable while the next part is allocated. */
void prims_sys_init(VM *vm)
{
    PUSH(MK_INT(2));
    PUSH(float_format_params(vm, T_DECIMAL, 50));
    PUSH(float_format_params(vm, T_DDECIMAL, 53));
    Val fp = data_vector_from_stack(vm, 3);
    vm_defvar(vm, "pop_debugging", TRUE_V);
    /* the AST queue's variables (timer.c) are active variables */
    static const char *const actives[] = { "pop_ast_queue", "pop_asts_enabled", NULL };
    for (int i = 0; actives[i]; i++) {
        Val aid = word_ident(vm, word_cstr(vm, actives[i]));
        if (aid) IDENT_PTR(aid)->h.flags |= IDF_ACTIVE;
    }
    Val fpid = word_declare(vm, word_cstr(vm, "pop_float_parameters"), ID_CONSTANT, IDF_PROTECTED);
    IDENT_PTR(fpid)->value = fp;
    IDENT_PTR(fpid)->h.flags |= IDF_ASSIGNED;
    struct utsname u;
    int ok = uname(&u) == 0;
    PUSH(word_cstr(vm, "pc"));
    vm_defvar(vm, "sys_machine_type", data_list_from_stack(vm, 1));
    PUSH(word_cstr(vm, "unix"));
    PUSH(word_cstr(vm, "linux"));
    /* as in Poplog: the system's version a number (major.minor), and after
       posix a vector of the POSIX version, which INCLUDE SYSDEFS reads */
    PUSH(mk_ddecimal(vm, ok ? strtod(u.release, NULL) : 0.0));
    PUSH(word_cstr(vm, "elf"));
    PUSH(word_cstr(vm, "posix"));
    Val posix = mk_vector(vm, 1, MK_INT(_POSIX_VERSION));
    PUSH(posix);
    vm_defvar(vm, "sys_os_type", data_list_from_stack(vm, 6));
    PUSH(word_cstr(vm, ok ? u.machine : "unknown"));
    vm_defvar(vm, "sys_processor_type", data_list_from_stack(vm, 1));
    const char *user = getenv("USER");
    Val uid = vm_defvar(vm, "popusername", user ? mk_cstring(vm, user) : FALSE_V);
    IDENT_PTR(uid)->h.flags |= IDF_PROTECTED;
    /* Poplog's autoloadable library procedures can be redefined */
    static const char *const names[] = {
        "appdic", "bye", "checkinteger", "compile", "denominator", "numerator", "fi_check", "fi_mod",
        "float_digits", "float_precision", "gensym", "hasendstring", "hasstartstring",
        "hassubstring", "ismidstring", "issdecimal", "last", "log10", "newassoc", "newmapping",
        "nl", "npr", "ppr", "sp", "syscallers", "warning",
        "check_string", "discappend", "extend_searchlist", "getc", "issection", "listread",
        "loadlib", "popready", "sysprautoloadwarn", "syssynonym", "untraceall", NULL };
    data_make_redefinable(vm, names);
}
