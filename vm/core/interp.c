/*
** interp.c -- the bytecode interpreter.
**
** Design notes
**   Dispatch: the handlers are written once between VM_CASE/VM_NEXT macros
**   that expand to computed gotos (POP_COMPUTED_GOTO, chosen by configure)
**   or to a switch.  Hot state lives in C locals:
**       pc  next instruction        sp  user stack top (next free slot)
**       fr  the top frame           L   its locals (fr->locals)
**   and K, U (the procedure's constants and captured variables) are read
**   through fr, which keeps them in the frame for that purpose.
**       tos a copy of the top element (sp[-1]), kept by every handler that
**           changes the stack, so an operand does not make a round trip
**           through memory (store, then load back): the speed of such round
**           trips depends on how earlier code trained the processor's store
**           forwarding, and the loops kernel ran up to 50% slower after other
**           code than as the first code of a process.  Memory stays current.
**   SAVE() writes sp back to the VM and LOAD() reloads it (and tos); every call out
**   of the loop that may touch the stack, allocate, raise a mishap or run
**   Pop-11 code is wrapped in them.  RELOAD_FRAME() re-derives fr and L
**   after the frame changes.
**
**   Safe points: procedure entry and LOOP (backward jumps) test the single
**   poll word vm->poll; signal handlers and the allocator only set bits in
**   it.  The GC runs only here, so primitives never see a collection.
**
**   Calls: the arguments are already on the user stack.  A bytecode
**   procedure gets a Frame and proto->nlocals slots; its formals are popped
**   into slots 0..n-1.  Primitives are plain C calls with no frame
**   (vm->current names the running primitive for mishap reports and the
**   profiler).  caller(n) is frames[fp - n]: constant time.
*/
#include <string.h>
#include <stdlib.h>
#include "interp.h"
#include "gc.h"
#include "num.h"
#include "timer.h"
#include "ustack.h"
#include "sampler.h"
#include "counters.h"

const char *const opcode_names[] = {
#define OP(name, kind, pops, pushes, doc) #name,
#include "opcodes.def"
#undef OP
};

/* ---- upvalues ---------------------------------------------------------- */

/* (inlined, as when run() was its only caller: run()'s code stays the same) */
static inline __attribute__((always_inline)) UpVal *find_upval(VM *vm, Val *slot)
{
    UpVal **pp = &vm->openuv;
    while (*pp && (*pp)->p > slot) pp = &(*pp)->next;
    if (*pp && (*pp)->p == slot) return *pp;
    UpVal *u = gc_alloc(vm, sizeof(UpVal), T_UPVAL);
    u->p = slot;
    u->next = *pp;
    *pp = u;
    return u;
}

void interp_close_upvals(VM *vm, Val *level)
{
    while (vm->openuv && vm->openuv->p >= level) {
        UpVal *u = vm->openuv;
        u->closed = *u->p;
        u->p = &u->closed;
        vm->openuv = u->next;
        u->next = NULL;
    }
}

/* ---- dlocals ----------------------------------------------------------- */

/* See interp.h. */
void interp_dsave_reserve(VM *vm, uint32_t n)
{
    while (vm->ndsave + n > vm->dsave_cap) {
        vm->dsave_cap = vm->dsave_cap ? vm->dsave_cap * 2 : 1024;
        vm->dsave = realloc(vm->dsave, vm->dsave_cap * sizeof(Val));
    }
}

static void dsave_push(VM *vm, Val a, Val b)
{
    if (vm->ndsave + 2 > vm->dsave_cap) interp_dsave_reserve(vm, 2);
    vm->dsave[vm->ndsave++] = a;
    vm->dsave[vm->ndsave++] = b;
}

static __attribute__((noinline, cold)) void save_active(VM *vm, Val id)
{
    vm_apply(vm, IDENT_PTR(id)->value);
    Val v = POP();
    dsave_push(vm, id, v);
}

/* dlocal of an active variable saves and restores its value (rare: kept
   out of line so that procedure entry stays small) */
static __attribute__((noinline, cold)) void restore_active(VM *vm, Val id, Val old)
{
    PUSH(old);
    vm_apply(vm, PROC_PTR(IDENT_PTR(id)->value)->updater);
}

/* ^^ of a dynamic list (pdtolist): expand it to its end, pushing each item */
static __attribute__((noinline, cold)) void splice_dynamic(VM *vm, Val l)
{
    gc_push_root(vm, &l);
    while ((l = interp_hooks.list_step(vm, l)) != NIL_V) {
        PUSH(FRONT(l));
        l = BACK(l);
    }
    gc_pop_root(vm);
}

/* See interp.h. */
InterpHooks interp_hooks;

/* See interp.h. */
Val interp_runproc;

/* See interp.h. */
void interp_dlocal_active(VM *vm, Val id) { save_active(vm, id); }

/* See interp.h. */
void interp_dlocal(VM *vm, Val id, Val value)
{
    dsave_push(vm, id, IDENT_PTR(id)->value);
    IDENT_PTR(id)->value = value;
}

void interp_restore_dlocals(VM *vm, uint32_t mark)
{
    while (vm->ndsave > mark) {
        Val old = vm->dsave[--vm->ndsave];
        Val id = vm->dsave[--vm->ndsave];
        if (IDENT_PTR(id)->h.flags & IDF_ACTIVE) restore_active(vm, id, old);
        else IDENT_PTR(id)->value = old;
    }
}

/* ---- procedures -------------------------------------------------------- */

Val interp_make_proc(VM *vm, Proto *pr, Val props)
{
    Proc *p = gc_alloc(vm, sizeof(Proc), T_PROC);
    p->h.aux = PK_CODE;
    p->props = props;
    p->updater = FALSE_V;
    p->nargs = pr->nformals;
    p->u.code.proto = pr;
    return (Val)p;
}

static _Noreturn void recursion_limit(VM *vm)
{
    vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
}

/* Push a frame for bytecode procedure p and pop its formals.  Returns the
   first instruction.  vm->sp must be current. */
static inline __attribute__((always_inline))
const uint32_t *push_frame(VM *vm, Val p, uint32_t flags)
{
    Proc *pc = PROC_PTR(p);
    Proto *pr = pc->u.code.proto;
    int fp = vm->fp + 1;
    Frame *f = &vm->frames[fp];          /* (f[-1]: the caller's frame) */
    uint32_t cs = f[-1].cs + pr->cs_cost;
    Val lim = IDVAL(vm->id_pop_callstack_lim);
    if (IS_INT(lim) && cs > (uint64_t)INT_VAL(lim)) recursion_limit(vm);
    if (fp >= vm->frames_lim) vm_callstack_exhausted(vm);
    Val *L = vm->locals_top;
    if (L + pr->nlocals >= vm->locals_end) vm_callstack_exhausted(vm);
    /* the frame's procedure is stored before fp is raised (two volatile
       stores keep their order): the profiler's signal handler reads
       frames[fp].proc (see profile/sampler.c) */
    *(volatile Val *)&f->proc = p;
    *(volatile int *)&vm->fp = fp;
    f->pc = NULL;
    f->locals = L;
    f->dsave = vm->ndsave;
    f->flags = flags;
    f->cs = cs;
    f->consts = pr->consts;
    f->upv = pc->vals;
    vm->locals_top = L + pr->nlocals;
    vm->current = p;
    uint32_t nf = pr->nformals;
    /* unassigned locals hold <undef> (Poplog's are garbage until assigned) */
    if (nf < pr->nlocals) {
        Val undef = IDVAL(vm->id_pop_undef);
        for (uint32_t i = nf; i < pr->nlocals; i++) L[i] = undef;
    }
    if (nf) {
        if ((uint32_t)(vm->sp - vm->stack) < nf) {
            for (uint32_t i = 0; i < nf; i++) L[i] = MK_INT(0);
            vm_stack_empty(vm);
        }
        Val *src = vm->sp -= nf;
        for (uint32_t i = 0; i < nf; i++) L[i] = src[i];
        if (pr->procformals) {
            for (uint32_t i = 0; i < nf; i++)
                if ((pr->procformals >> i) & 1 && !IS_PROC(L[i]))
                    vm_mishap(vm, "PROCEDURE NEEDED", 1, L[i]);
        }
    }
    f->stack_entry = vm->sp;
    for (uint32_t i = 0; i < pr->ndlocals; i++) {
        Val id = pr->dlocals[i];
        if (IDENT_PTR(id)->h.flags & IDF_ACTIVE) save_active(vm, id);
        else dsave_push(vm, id, IDENT_PTR(id)->value);
    }
    return pr->code;
}

/* Pop the top frame (after its RETURN): outputs (unless an abnormal exit:
   chain, exitfrom, exitto), dlocals, upvalues. */
static inline __attribute__((always_inline)) void pop_frame(VM *vm, int outputs)
{
    Frame *f = &vm->frames[vm->fp];
    Proto *pr = PROC_PTR(f->proc)->u.code.proto;
    if (pr->captures && vm->openuv && vm->openuv->p >= f->locals) interp_close_upvals(vm, f->locals);
    if (outputs)
        for (uint32_t i = 0; i < pr->noutputs; i++) PUSH(f->locals[pr->outslots[i]]);
    if (vm->ndsave > f->dsave) interp_restore_dlocals(vm, f->dsave);
    vm->locals_top = f->locals;
    int fp = vm->fp - 1;
    vm->fp = fp;
    if (fp < vm->prof_low) vm->prof_low = fp;
    vm->current = f[-1].proc;
}

static _Noreturn void not_procedure(VM *vm, Val p, int update)
{
    if (update) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, p);
    vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE", 1, p);
}

/* The deterministic tick of a built-in's call (profile_tick_builtins): an
   internal helper (doc "internal: ...", e.g. sys_capture_char) runs as
   part of its caller, which the tick goes to. */
static __attribute__((noinline, cold)) void builtin_tick(VM *vm, Proc *pc, Val caller)
{
    if (pc->u.prim.doc && strncmp(pc->u.prim.doc, "internal:", 9) == 0) vm->current = caller;
    sampler_builtin(vm);
}

/* Call p (or its updater when `update`).  If p is bytecode, push a frame
   and return its first instruction; otherwise do the whole call and return
   NULL.  vm->sp must be current. */
static const uint32_t *enter(VM *vm, Val p, int update)
{
    for (;;) {
        if (!IS_PROC(p)) {
            if (!IS_PTR(p)) not_procedure(vm, p, 0);
            int t = OBJ(p)->type;
            if (t == T_PAIR || t == T_NIL || t == T_VECTOR || t == T_STRING || t == T_WORD) {
                Val idx = POP();
                if (update) { Val v = POP(); interp_hooks.index_update(vm, p, idx, v); }
                else PUSH(interp_hooks.index(vm, p, idx));
                return NULL;
            }
            if (t == T_RECORD || t == T_UVECTOR || t == T_KEY) { p = interp_hooks.obj_apply(vm, p); continue; }
            if (t == T_PROCESS && interp_runproc && !update) { PUSH(p); p = interp_runproc; continue; }
            not_procedure(vm, p, 0);
        }
        Proc *pc = PROC_PTR(p);
        if (update) {
            if (pc->updater != FALSE_V) { p = pc->updater; update = 0; continue; }
            switch ((ProcKind)pc->h.aux) {
            case PK_PROPERTY: case PK_ARRAY: interp_hooks.update[pc->h.aux](vm, p); return NULL;
            case PK_CLOSURE: {
                for (uint32_t i = 0; i < pc->n; i++) PUSH(pc->vals[i]);
                p = pc->u.clos.pdpart;
                continue;
            }
            default: not_procedure(vm, p, 1);
            }
        }
        switch ((ProcKind)pc->h.aux) {
        case PK_CODE:
            return push_frame(vm, p, 0);
        case PK_PRIM: {
            Val saved = vm->current;
            vm->current = p;
            if (__builtin_expect(vm->prof_sticky > 1, 0)) builtin_tick(vm, pc, saved);
            pc->u.prim.fn(vm);
            vm->current = saved;
            /* (process_redirect: a Pop-11 version runs in its place) */
            if (__builtin_expect(vm->redirect != 0, 0)) {
                if (vm->counting) counters_uncall(vm, p);   /* (its frame is the call) */
                p = vm->redirect;
                vm->redirect = 0;
                continue;
            }
            return NULL;
        }
        case PK_CLOSURE:
            if (vm->sp + pc->n >= vm->stack_end) vm_stack_room(vm, pc->n);
            for (uint32_t i = 0; i < pc->n; i++) *vm->sp++ = pc->vals[i];
            p = pc->u.clos.pdpart;
            continue;
        case PK_PROPERTY: case PK_CLASS: {
            /* the running built-in, for the profiler's leaf */
            Val saved = vm->current;
            vm->current = p;
            interp_hooks.apply[pc->h.aux](vm, p);
            vm->current = saved;
            return NULL;
        }
        case PK_ARRAY:
            interp_hooks.apply[PK_ARRAY](vm, p);
            return NULL;
        default:
            not_procedure(vm, p, 0);
        }
    }
}

/* ---- abnormal exits: chain, exitfrom, exitto ---------------------------- */

/* pop_frame without outputs, out of line (keeps RETURN's copy small) */
static __attribute__((noinline, cold)) void pop_frame_abnormal(VM *vm)
{
    Val id = interp_id_dlocal_context, old = id ? IDVAL(id) : 0;
    if (id) IDVAL(id) = MK_INT(2);        /* exit actions see an abnormal exit */
    pop_frame(vm, 0);
    if (id) IDVAL(id) = old;
}

/* See interp.h. */
Val interp_id_dlocal_context;

static const uint32_t unwind_code[] = { INS(OP_UNWIND, 0) };
static const uint32_t chain_code[] = { INS(OP_CHAIN, 0) };

/* See interp.h. */
void interp_exit_frames(VM *vm, int lowest, int chain)
{
    /* out of a mishap's hook (prmishap, interrupt) into the procedures
       that mishapped: their loop is gone, the exit goes on at a
       resumable Catch (vm.h), if one is there */
    Catch *r;
    if (vm->hook_fp && lowest < vm->hook_fp && (r = vm_exit_resumable(vm, lowest))) {
        vm->frames[lowest].pc = chain ? chain_code : unwind_code;
        vm_exit_unwind(vm, r, lowest);
    }
    /* (a process's bottom frame is entered from runproc, which lets the
       exit pass: process.c) */
    for (int i = vm->fp; i >= lowest; i--)
        if (vm->frames[i].flags & FRAME_C_BOUNDARY && i > lowest
            && !(vm->frames[i - 1].flags & FRAME_PROCESS))
            vm_mishap(vm, "CANNOT EXIT THROUGH A CALL FROM A BUILT-IN PROCEDURE (e.g. applist)", 1,
                      vm->frames[i].proc);
    for (int i = vm->fp; i >= lowest; i--)
        vm->frames[i].pc = (chain && i == lowest) ? chain_code : unwind_code;
}

/* See interp.h. */
int interp_frame_exiting(VM *vm, int i)
{
    return vm->frames[i].pc == unwind_code || vm->frames[i].pc == chain_code;
}

/* ---- safe points ------------------------------------------------------- */

/* See interp.h. */
void interp_after_gc(VM *vm)
{
    if (interp_hooks.after_gc) interp_hooks.after_gc(vm);
    if (vm->id_pop_after_gc) {
        Val h = IDVAL(vm->id_pop_after_gc);
        if (IS_PROC(h) && PROC_KIND(h) != PK_PRIM) vm_apply(vm, h);
    }
}

/* See interp.h. */
void interp_service_poll(VM *vm)
{
    sig_atomic_t bits = vm->poll;
    /* where the top frame is (POLLCHECK), for the profiler only: the GC's
       and the timers' Pop-11 code store their own meanwhile */
    const uint32_t *at = vm->prof_pc;
    vm->prof_pc = NULL;
    if ((bits & POLL_STEPS) && --vm->steps_left < 0)
        vm_mishap(vm, "STEP LIMIT EXCEEDED", 0);
    /* (inside the profiler's tick handler the dump waits for the first
       safe point after it: the handler's frames are no part of the
       program) */
    if ((bits & POLL_DUMP) && interp_hooks.dump && !sampler_in_handler(vm))
        interp_hooks.dump(vm, at);
    if (bits & POLL_STACK) ustack_poll(vm);
    if (bits & (POLL_GC | POLL_STRESS)) {
        double t0 = vm->gc_time;
        gc_collect(vm, 1);
        if (vm->id_popgctrace && IDVAL(vm->id_popgctrace) != FALSE_V) {
            char line[160];
            size_t used = gc_bytes_in_use(vm) / 8;
            snprintf(line, sizeof line, ";;; GC-auto(M) %.2f  MEM: u %zu words\n",
                     vm->gc_time - t0, used);
            interp_hooks.out(vm, line);
        }
        interp_after_gc(vm);
    }
    /* a timer due while the profiler's tick handler runs waits for it to
       end: its handler runs as if called from the program, not from the
       profiler (the bit stays set meanwhile) */
    if ((bits & POLL_TIMER) && !sampler_in_handler(vm)) timer_service(vm);
    /* (before this safe point's own tick: the snapshot is of the run as
       it stood when the safe point was reached) */
    if (bits & POLL_SNAPSHOT) sampler_snapshot(vm);
    if (bits & POLL_PROFILE) {
        int was = counters_pause(vm);    /* the profiler does not count itself */
        vm->prof_pc = at;
        sampler_service(vm);
        vm->prof_pc = NULL;
        counters_resume(vm, was);
    }
    if (bits & POLL_INTR) interp_service_interrupt(vm);
}

/* See interp.h. */
void interp_service_interrupt(VM *vm)
{
    if (!(vm->poll & POLL_INTR)) return;
    vm->poll &= ~POLL_INTR;
    Val h = vm->id_keyboard_interrupt ? IDVAL(vm->id_keyboard_interrupt) : FALSE_V;
    if (IS_PROC(h)) vm_apply(vm, h);
    else vm_mishap(vm, "INTERRUPTED", 0);
}

/* ---- slow paths of inlined operators ----------------------------------- */

Val num_float_result(VM *vm, double d, Val a, Val b);

/* Float fast path of the slow path: both operands doubles. */
static int float_binop(VM *vm, int op, Val a, Val b, Val *out)
{
    if (!IS_FLOAT(a) || !IS_FLOAT(b)) return 0;
    double x = FLOAT_VAL(a), y = FLOAT_VAL(b), r;
    switch (op) {
    case OP_ADD: r = x + y; break;
    case OP_SUB: r = x - y; break;
    case OP_MUL: r = x * y; break;
    case OP_LT: *out = BOOL_V(x < y); return 1;
    case OP_LE: *out = BOOL_V(x <= y); return 1;
    case OP_GT: *out = BOOL_V(x > y); return 1;
    case OP_GE: *out = BOOL_V(x >= y); return 1;
    default: return 0;
    }
    if (!IS_DECI(a) && !IS_DECI(b) &&
        IDVAL(vm->id_popdprecision) == TRUE_V && r - r == 0) {
        *out = mk_float(vm, r, T_DDECIMAL);
        return 1;
    }
    vm->current = vm->opproc[op];
    *out = num_float_result(vm, r, a, b);
    return 1;
}

/* Two immediate ddecimals (value.h)? */
#define BOTH_DDECI(a, b) (((((a) ^ DDECI_TAG) | ((b) ^ DDECI_TAG)) & 7) == 0)

/* a + b, a - b or a * b (op a constant) when both are fixnums with a
   fixnum result or both immediate ddecimals with an immediate result (and
   popdprecision not false); else 0, and the caller takes slow_binop. */
static inline __attribute__((always_inline)) Val fast_arith(VM *vm, int op, Val a, Val b)
{
    intptr_t r;
    if (a & b & 1) {
        bool ovf = op == OP_ADD ? __builtin_add_overflow(INT_VAL(a), INT_VAL(b), &r)
                 : op == OP_SUB ? __builtin_sub_overflow(INT_VAL(a), INT_VAL(b), &r)
                 : __builtin_mul_overflow(INT_VAL(a), INT_VAL(b), &r);
        return !ovf && FIX_FITS(r) ? MK_INT(r) : 0;
    }
    if (BOTH_DDECI(a, b) && IDVAL(vm->id_popdprecision) != FALSE_V) {
        double x = ddeci_val(a), y = ddeci_val(b);
        return try_ddeci(op == OP_ADD ? x + y : op == OP_SUB ? x - y : x * y);
    }
    return 0;
}

static Val slow_binop(VM *vm, int op, Val a, Val b)
{
    Val saved = vm->current;
    Val r;
    if (float_binop(vm, op, a, b, &r)) { vm->current = saved; return r; }
    vm->current = vm->opproc[op];
    if (__builtin_expect(vm->prof_sticky > 1, 0)) sampler_builtin(vm);
    switch (op) {
    case OP_ADD: r = num_add(vm, a, b); break;
    case OP_SUB: r = num_sub(vm, a, b); break;
    case OP_MUL: r = num_mul(vm, a, b); break;
    /* Poplog names the operands of < and <= in reverse order */
    case OP_LT:  r = BOOL_V(num_cmp(vm, b, a) > 0); break;
    case OP_LE:  r = BOOL_V(num_cmp(vm, b, a) >= 0); break;
    case OP_GT:  r = BOOL_V(num_cmp(vm, a, b) > 0); break;
    case OP_GE:  r = BOOL_V(num_cmp(vm, a, b) >= 0); break;
    case OP_BAND: r = num_bitand(vm, a, b); break;
    case OP_BOR: r = num_bitor(vm, a, b); break;
    default: r = FALSE_V; break;
    }
    vm->current = saved;
    return r;
}

/* ---- the interpreter loop ---------------------------------------------- */

#ifdef POP_COMPUTED_GOTO
#define VM_LOOP()     VM_NEXT();
#define VM_CASE(name) L_##name:
#define VM_NEXT()     do { ins = *pc++; goto *labels[INS_OP(ins)]; } while (0)
#define VM_END()
#else
/* (no tables to swap: the line hook is a test of vm->prof_hook) */
#define VM_LOOP()     for (;;) { ins = *pc++;                                  \
                          if (__builtin_expect(vm->prof_hook, 0)) interp_line_hook(vm, pc); \
                          switch (INS_OP(ins)) {
#define VM_CASE(name) case OP_##name:
#define VM_NEXT()     continue
#define VM_END()      default: abort(); } }
#endif

/* The stack ran out under instruction `ins`: an inlined operator is named
   in the mishap's DOING line, as the procedure it stands for would be.
   (It takes the whole instruction word, not its opcode: given the opcode,
   the handlers kept the opcode of every dispatch in a register for it,
   one more instruction per dispatch.) */
static _Noreturn __attribute__((noinline, cold)) void stack_empty_in(VM *vm, uint32_t ins)
{
    int op = interp_hooks.operator_of(INS_OP(ins));
    if (op < (int)(sizeof vm->opproc / sizeof *vm->opproc) && vm->opproc[op])
        vm->current = vm->opproc[op];
    vm_stack_empty(vm);
}

/* slow_binop from the dispatch loop, at pc: saved in the running frame
   first, so that the profiler's signal handler finds the line of the
   operation whose built-in runs without a call (profile/stacks.c).  (The
   loop storing fr->pc itself before its slow paths ran 3.6% more
   instructions in the lists kernel, and this call 0.46% more unless
   cold: the registers of the hot paths; cold, lists +0.007%, float
   +0.035%, cachegrind Ir.  FIX_FITS has the form that keeps MULI's fast
   path as short with the cold call as without it.) */
static __attribute__((noinline, cold)) Val slow_binop_at(VM *vm, const uint32_t *pc, int op, Val a, Val b)
{
    vm->frames[vm->fp].pc = pc;
    /* the operands are off the stack while the built-in runs, as they
       would be in a call of it: a mishap's prmishap that catches it
       (exitfrom) finds the stack without them, as in Poplog.  (a and b
       stay in their slots for the caller's BINRES.) */
    vm->sp -= 2;
    Val r = slow_binop(vm, op, a, b);
    vm->sp += 2;
    return r;
}

/* The general case of ADDMLL and SUBMLL: (top item) op y * z, the product
   made first, as MULLL would (its mishap comes first); vm->sp current. */
static __attribute__((noinline)) Val slow_mul_then(VM *vm, const uint32_t *pc, int op, Val y, Val z, uint32_t ins)
{
    vm->frames[vm->fp].pc = pc;           /* as slow_binop_at */
    Val p = fast_arith(vm, OP_MUL, y, z);
    if (!p) p = slow_binop(vm, OP_MUL, y, z);
    if (vm->sp - vm->stack < 1) stack_empty_in(vm, ins);
    Val x = vm->sp[-1], r = fast_arith(vm, op, x, p);
    if (r) return r;
    vm->sp--;                             /* (as slow_binop_at) */
    r = slow_binop(vm, op, x, p);
    vm->sp++;
    return r;
}

/* The general case of MULL2: (top item) * y * z; vm->sp current. */
static __attribute__((noinline)) Val slow_mul2(VM *vm, const uint32_t *pc, Val y, Val z)
{
    vm->frames[vm->fp].pc = pc;           /* as slow_binop_at */
    Val x = vm->sp[-1], p = fast_arith(vm, OP_MUL, x, y);
    vm->sp--;                             /* (as slow_binop_at) */
    if (!p) p = slow_binop(vm, OP_MUL, x, y);
    Val r = fast_arith(vm, OP_MUL, p, z);
    if (!r) r = slow_binop(vm, OP_MUL, p, z);
    vm->sp++;
    return r;
}

/* ---- the line hook ------------------------------------------------------

   The profiler's line of a tick that falls due while bytecode runs: the
   instruction the top frame is executing then, which straight-line code
   reaches no safe point to tell (the design of LuaJIT's profiler, whose
   signal handler points its dynamic dispatch table at a hook).  run() and
   run_counting() dispatch through their labels arrays, which are
   writable; interp_lines_prepare has each of them hand over its array and
   the address of its hook label (L__HOOK) once, and saves a copy of the
   array.  The signal handler (interp_line_hook_arm) points every entry of
   both arrays at the hook; the next dispatch lands there, in
   interp_line_hook, which puts the arrays back and passes the pc of the
   instruction just read to the sampler, and the instruction then runs.
   While no tick is pending the loop runs exactly the code it ran without
   the hook: the dispatch is the same load and jump.  Without computed
   gotos the switch's loop tests vm->prof_hook before each instruction. */
#ifdef POP_COMPUTED_GOTO
static struct {
    void **table;                 /* the labels array of run / run_counting */
    void *hook;                   /* its L__HOOK                             */
    void *saved[OP__COUNT];       /* the array as it was                     */
} dispatch[2];
static volatile sig_atomic_t dispatch_ready;

static __attribute__((noinline, cold)) void interp_publish(int counting, void **table, void *hook)
{
    dispatch[counting].table = table;
    dispatch[counting].hook = hook;
    memcpy(dispatch[counting].saved, table, sizeof dispatch[counting].saved);
}
#endif

/* Put the dispatch tables back (the hook has run). */
static __attribute__((noinline, cold)) void interp_line_hook(VM *vm, const uint32_t *pc)
{
    vm->prof_hook = 0;
#ifdef POP_COMPUTED_GOTO
    if (dispatch_ready)
        for (int t = 0; t < 2; t++)
            for (int i = 0; i < OP__COUNT; i++)
                ((void *volatile *)dispatch[t].table)[i] = dispatch[t].saved[i];
#endif
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    sampler_line(vm, pc);
}

/* The dispatch loop, twice from the same text (interp_run.h): run(), and
   run_counting(), used instead while the profiler counts calls, which
   counts each call as it is made, so that run() itself has no test for it
   (one extra branch on its call path has moved kernels by 10%). */
#define RUN_NAME run
#define RUN_COUNTING 0
#include "interp_run.h"
#define RUN_NAME run_counting
#define RUN_COUNTING 1
#include "interp_run.h"

/* Call from C while the profiler counts calls (vm->counting): the call is
   counted and bytecode runs in run_counting. */
static __attribute__((noinline)) void apply_counting(VM *vm, Val p, int update)
{
    const uint32_t *pc;
    Val saved = vm->current;       /* as interp_apply */
    if (!update && IS_PROC(p) && PROC_KIND(p) == PK_CODE) pc = push_frame(vm, p, FRAME_C_BOUNDARY);
    else {
        int tok = counters_call(vm, p, update);
        vm->capply++;                  /* (see interp_apply) */
        pc = enter(vm, p, update);
        vm->capply--;
        if (tok) counters_return(vm, tok);
        if (!pc) return;
        vm->frames[vm->fp].flags |= FRAME_C_BOUNDARY;
    }
    counters_entered(vm, vm->frames[vm->fp].proc);
    run_counting(vm, pc);
    vm->current = saved;
}

/* See interp.h. */
void interp_continue(VM *vm)
{
    const uint32_t *pc = vm->frames[vm->fp].pc;
    if (vm->counting) run_counting(vm, pc);
    else run(vm, pc);
}

/* See interp.h. */
void interp_lines_prepare(VM *vm)
{
#ifdef POP_COMPUTED_GOTO
    if (dispatch_ready) return;
    vm->poll |= POLL_PUBLISH;
    run(vm, NULL);
    run_counting(vm, NULL);
    vm->poll &= ~POLL_PUBLISH;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    dispatch_ready = 1;
#else
    (void)vm;
#endif
}

/* See interp.h. */
void interp_line_hook_arm(VM *vm)
{
    vm->prof_hook = 1;
#ifdef POP_COMPUTED_GOTO
    if (!dispatch_ready) return;
    for (int t = 0; t < 2; t++)
        for (int i = 0; i < OP__COUNT; i++)
            ((void *volatile *)dispatch[t].table)[i] = dispatch[t].hook;
#endif
}

/* vm->current is restored after a call from C: a built-in that calls
   Pop-11 code (syssort's comparison) is running again when it returns.
   (vm->capply counts the calls from C of what runs without a frame of
   its own, a built-in, say: a process cannot be suspended across one,
   nor across a frame marked FRAME_C_BOUNDARY; a mishap's Catch restores
   it.) */
void interp_apply(VM *vm, Val p)
{
    if (vm->counting) { apply_counting(vm, p, 0); return; }
    Val saved = vm->current;
    if (IS_PROC(p) && PROC_KIND(p) == PK_CODE) {
        const uint32_t *pc = push_frame(vm, p, FRAME_C_BOUNDARY);
        run(vm, pc);
        vm->current = saved;
        return;
    }
    vm->capply++;
    const uint32_t *pc = enter(vm, p, 0);
    vm->capply--;
    if (!pc) return;
    /* enter pushed a bytecode frame (closure of bytecode): run it */
    vm->frames[vm->fp].flags |= FRAME_C_BOUNDARY;
    run(vm, pc);
    vm->current = saved;
}

void interp_apply_updater(VM *vm, Val p)
{
    if (vm->counting) { apply_counting(vm, p, 1); return; }
    Val saved = vm->current;
    vm->capply++;
    const uint32_t *pc = enter(vm, p, 1);
    vm->capply--;
    if (!pc) return;
    vm->frames[vm->fp].flags |= FRAME_C_BOUNDARY;
    run(vm, pc);
    vm->current = saved;
}

void interp_disassemble(VM *vm, Proto *p)
{
    (void)vm;
    for (uint32_t i = 0; i < p->ncode; i++) {
        uint32_t w = p->code[i];
        fprintf(stderr, "%4u %-8s %d\n", i, opcode_names[INS_OP(w)], INS_SA(w));
        int op = INS_OP(w);
        if (op == OP_LTLI || op == OP_REPDEC) { fprintf(stderr, "     . %d\n", (int32_t)p->code[++i]); }
        else if (op == OP_JLTLI || op == OP_FORIN || op == OP_FORINC || op == OP_FORTEST) {
            fprintf(stderr, "     . %d %d\n", (int32_t)p->code[i + 1], (int32_t)p->code[i + 2]);
            i += 2;
        }
    }
}
