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
#include "prop.h"
#include "class.h"
#include "array.h"
#include "data.h"
#include "print.h"
#include "compile.h"
#include "timer.h"
#include "sampler.h"
#include "counters.h"

const char *const opcode_names[] = {
#define OP(name, kind, pops, pushes, doc) #name,
#include "opcodes.def"
#undef OP
};

/* ---- upvalues ---------------------------------------------------------- */

static UpVal *find_upval(VM *vm, Val *slot)
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

static void dsave_push(VM *vm, Val a, Val b)
{
    if (vm->ndsave + 2 > vm->dsave_cap) {
        vm->dsave_cap = vm->dsave_cap ? vm->dsave_cap * 2 : 1024;
        vm->dsave = realloc(vm->dsave, vm->dsave_cap * sizeof(Val));
    }
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
    data_root(vm, &l);
    while ((l = data_list_step(vm, l)) != NIL_V) {
        PUSH(FRONT(l));
        l = BACK(l);
    }
    data_unroot(vm, 1);
}

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
    uint32_t cs = vm->frames[vm->fp].cs + pr->cs_cost;
    Val lim = IDVAL(vm->id_pop_callstack_lim);
    if (vm->fp + 1 >= vm->frames_lim || (IS_INT(lim) && cs > (uint64_t)INT_VAL(lim)))
        recursion_limit(vm);
    Val *L = vm->locals_top;
    if (L + pr->nlocals >= vm->locals_end) recursion_limit(vm);
    /* the frame's procedure is stored before fp is raised (two volatile
       stores keep their order): the profiler's signal handler reads
       frames[fp].proc (see profile/sampler.c) */
    int fp = vm->fp + 1;
    Frame *f = &vm->frames[fp];
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
    Val undef = IDVAL(vm->id_pop_undef);
    for (uint32_t i = nf; i < pr->nlocals; i++) L[i] = undef;
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
    vm->fp--;
    if (vm->fp < vm->prof_low) vm->prof_low = vm->fp;
    vm->current = vm->frames[vm->fp].proc;
}

static _Noreturn void not_procedure(VM *vm, Val p, int update)
{
    if (update) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, p);
    vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE", 1, p);
}

/* Call p (or its updater when `update`).  If p is bytecode, push a frame
   and return its first instruction; otherwise do the whole call and return
   NULL.  vm->sp must be current. */
static const uint32_t *enter(VM *vm, Val p, int update)
{
    for (;;) {
        if (!IS_PROC(p)) {
            if (IS_INT(p)) not_procedure(vm, p, 0);
            int t = OBJ(p)->type;
            if (t == T_PAIR || t == T_NIL || t == T_VECTOR || t == T_STRING || t == T_WORD) {
                Val idx = POP();
                if (update) { Val v = POP(); data_index_update(vm, p, idx, v); }
                else PUSH(data_index(vm, p, idx));
                return NULL;
            }
            if (t == T_RECORD || t == T_UVECTOR || t == T_KEY) { p = class_obj_apply(vm, p); continue; }
            not_procedure(vm, p, 0);
        }
        Proc *pc = PROC_PTR(p);
        if (vm->poll & POLL_COUNT) counters_call(vm, p, update);
        if (update) {
            if (pc->updater != FALSE_V) { p = pc->updater; update = 0; continue; }
            switch ((ProcKind)pc->h.aux) {
            case PK_PROPERTY: prop_update(vm, p); return NULL;
            case PK_ARRAY: array_run(vm, p, 1); return NULL;
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
            if (__builtin_expect(vm->prof_sticky > 1, 0)) sampler_builtin(vm);
            pc->u.prim.fn(vm);
            vm->current = saved;
            return NULL;
        }
        case PK_CLOSURE:
            if (vm->sp + pc->n >= vm->stack_end) vm_stack_overflow(vm);
            for (uint32_t i = 0; i < pc->n; i++) *vm->sp++ = pc->vals[i];
            p = pc->u.clos.pdpart;
            continue;
        case PK_PROPERTY: {
            /* the running built-in, for the profiler's leaf */
            Val saved = vm->current;
            vm->current = p;
            prop_apply(vm, p);
            vm->current = saved;
            return NULL;
        }
        case PK_ARRAY:
            array_run(vm, p, 0);
            return NULL;
        case PK_CLASS: {
            Val saved = vm->current;
            vm->current = p;
            class_proc_run(vm, p);
            vm->current = saved;
            return NULL;
        }
        default:
            not_procedure(vm, p, 0);
        }
    }
}

/* ---- abnormal exits: chain, exitfrom, exitto ---------------------------- */

/* pop_frame without outputs, out of line (keeps RETURN's copy small) */
static __attribute__((noinline, cold)) void pop_frame_abnormal(VM *vm)
{
    pop_frame(vm, 0);
}

static const uint32_t unwind_code[] = { INS(OP_UNWIND, 0) };
static const uint32_t chain_code[] = { INS(OP_CHAIN, 0) };

/* See interp.h. */
void interp_exit_frames(VM *vm, int lowest, int chain)
{
    for (int i = vm->fp; i >= lowest; i--)
        if (vm->frames[i].flags & FRAME_C_BOUNDARY && i > lowest)
            vm_mishap(vm, "CANNOT EXIT THROUGH A CALL FROM A BUILT-IN PROCEDURE (e.g. applist)", 1,
                      vm->frames[i].proc);
    for (int i = vm->fp; i >= lowest; i--)
        vm->frames[i].pc = (chain && i == lowest) ? chain_code : unwind_code;
}

/* ---- safe points ------------------------------------------------------- */

void interp_service_poll(VM *vm)
{
    sig_atomic_t bits = vm->poll;
    if (bits & POLL_COUNT) counters_entry(vm);
    if (bits & (POLL_GC | POLL_STRESS)) {
        double t0 = vm->gc_time;
        gc_collect(vm, 1);
        if (vm->id_popgctrace && IDVAL(vm->id_popgctrace) != FALSE_V) {
            char line[160];
            size_t used = gc_bytes_in_use(vm) / 8;
            snprintf(line, sizeof line, ";;; GC-auto(M) %.2f  MEM: u %zu words\n",
                     vm->gc_time - t0, used);
            out_cstr(vm, line);
        }
        if (vm->id_pop_after_gc) {
            Val h = IDVAL(vm->id_pop_after_gc);
            if (IS_PROC(h) && PROC_KIND(h) != PK_PRIM) vm_apply(vm, h);
        }
    }
    if (bits & POLL_TIMER) timer_service(vm);
    if (bits & POLL_PROFILE) {
        int was = counters_pause(vm);    /* the profiler does not count itself */
        sampler_service(vm);
        counters_resume(vm, was);
    }
    if (bits & POLL_INTR) {
        vm->poll &= ~POLL_INTR;
        Val h = vm->id_keyboard_interrupt ? IDVAL(vm->id_keyboard_interrupt) : FALSE_V;
        if (IS_PROC(h)) vm_apply(vm, h);
        else vm_mishap(vm, "INTERRUPTED", 0);
    }
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
    if (OBJ(a)->type == T_DDECIMAL && OBJ(b)->type == T_DDECIMAL &&
        IDVAL(vm->id_popdprecision) == TRUE_V && r - r == 0) {
        *out = mk_float(vm, r, T_DDECIMAL);
        return 1;
    }
    vm->current = vm->opproc[op];
    *out = num_float_result(vm, r, a, b);
    return 1;
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
#define VM_LOOP()     for (;;) { ins = *pc++; switch (INS_OP(ins)) {
#define VM_CASE(name) case OP_##name:
#define VM_NEXT()     continue
#define VM_END()      default: abort(); } }
#endif

/* The stack ran out under instruction `op`: an inlined operator is named
   in the mishap's DOING line, as the procedure it stands for would be. */
static _Noreturn __attribute__((noinline, cold)) void stack_empty_in(VM *vm, int op)
{
    op = compile_operator_of(op);
    if (op < (int)(sizeof vm->opproc / sizeof *vm->opproc) && vm->opproc[op])
        vm->current = vm->opproc[op];
    vm_stack_empty(vm);
}

/* Run the frame on top of the call stack until it returns (the frame was
   pushed by the caller with FRAME_C_BOUNDARY). */
static void run(VM *vm, const uint32_t *pc)
{
#ifdef POP_COMPUTED_GOTO
    static void *labels[] = {
#define OP(name, kind, pops, pushes, doc) &&L_##name,
#include "opcodes.def"
#undef OP
    };
#endif
    /* tos (see above): LOAD() re-reads it after C code has run; with an
       empty stack it holds the guard slot below vm->stack. */
    register Val *sp = vm->sp;
    Val tos = sp[-1];
    uint32_t ins;
    Frame *fr;
    Val *L;                  /* fr->locals */

#define SAVE()   (vm->sp = sp)
#define LOAD()   (sp = vm->sp, tos = sp[-1])
#define PUSH_(v) do { Val v_ = (v); *sp++ = v_; tos = v_; } while (0)
#define DROP_()  do { sp--; tos = sp[-1]; } while (0)
#define SETTOP(v) do { Val v_ = (v); sp[-1] = v_; tos = v_; } while (0)
#define BINRES(v) do { Val v_ = (v); sp[-2] = v_; sp--; tos = v_; } while (0)
    /* The constants and upvalues are read through fr rather than kept in
       variables of their own: two fewer live values leave the registers to
       sp, tos, pc, fr and L (fib 1%, tak and float 3%, loops and
       closures 7-8% faster). */
#define K (fr->consts)
#define U (fr->upv)
#define RELOAD_FRAME() (fr = &vm->frames[vm->fp], L = fr->locals)
#define POLLCHECK() do { if (vm->poll) { SAVE(); interp_service_poll(vm); LOAD(); } } while (0)
#define NEEDS(n) do { if (sp - vm->stack < (n)) { SAVE(); stack_empty_in(vm, INS_OP(ins)); } } while (0)
#define CALL_OUT(p, upd) do { Val p_ = (p); SAVE(); fr->pc = pc;                \
        const uint32_t *np_;                                                    \
        if (!(upd) && IS_PROC(p_) && PROC_KIND(p_) == PK_CODE)                  \
            np_ = push_frame(vm, p_, 0);                                        \
        else np_ = enter(vm, p_, upd);                                          \
        LOAD();                                                                 \
        if (np_) { pc = np_; RELOAD_FRAME(); POLLCHECK(); }                     \
        else pc = fr->pc;    /* chain/exitfrom may redirect the caller */       \
    } while (0)
#define UPV(i)   (((UpVal *)U[i])->p)

    RELOAD_FRAME();
    POLLCHECK();
    VM_LOOP()

    VM_CASE(NOP) VM_NEXT();
    VM_CASE(PUSHQ) PUSH_(K[INS_A(ins)]); VM_NEXT();
    VM_CASE(PUSHI) PUSH_(MK_INT(INS_SA(ins))); VM_NEXT();
    VM_CASE(PUSHL) PUSH_(L[INS_A(ins)]); VM_NEXT();
    VM_CASE(POPL)  NEEDS(1); L[INS_A(ins)] = tos; DROP_(); VM_NEXT();
    VM_CASE(PUSHU) PUSH_(*UPV(INS_A(ins))); VM_NEXT();
    VM_CASE(POPU)  NEEDS(1); *UPV(INS_A(ins)) = tos; DROP_(); VM_NEXT();
    VM_CASE(PUSHV) PUSH_(IDENT_PTR(K[INS_A(ins)])->value); VM_NEXT();
    VM_CASE(POPV) {
        NEEDS(1);
        Ident *id = IDENT_PTR(K[INS_A(ins)]);
        Val v = tos;
        DROP_();
        if ((id->h.flags & IDF_PROCEDURE) && !IS_PROC(v)) {
            SAVE();
            vm_mishap(vm, "ASSIGNING NON-PROCEDURE TO PROCEDURE IDENTIFIER", 2, v, id->name);
        }
        id->value = v;
        VM_NEXT();
    }
    VM_CASE(DUP)   NEEDS(1); *sp++ = tos; VM_NEXT();
    VM_CASE(ERASE) NEEDS(1); DROP_(); VM_NEXT();
    VM_CASE(CALLV) CALL_OUT(IDENT_PTR(K[INS_A(ins)])->value, 0); VM_NEXT();
    VM_CASE(CALLL) CALL_OUT(L[INS_A(ins)], 0); VM_NEXT();
    VM_CASE(CALLU) CALL_OUT(*UPV(INS_A(ins)), 0); VM_NEXT();
    VM_CASE(CALLQ) CALL_OUT(K[INS_A(ins)], 0); VM_NEXT();
    VM_CASE(CALLS) { NEEDS(1); Val p = tos; sp--; CALL_OUT(p, 0); VM_NEXT(); }
    VM_CASE(UCALLV) CALL_OUT(IDENT_PTR(K[INS_A(ins)])->value, 1); VM_NEXT();
    VM_CASE(UCALLL) CALL_OUT(L[INS_A(ins)], 1); VM_NEXT();
    VM_CASE(UCALLU) CALL_OUT(*UPV(INS_A(ins)), 1); VM_NEXT();
    VM_CASE(UCALLQ) CALL_OUT(K[INS_A(ins)], 1); VM_NEXT();
    VM_CASE(UCALLS) { NEEDS(1); Val p = tos; sp--; CALL_OUT(p, 1); VM_NEXT(); }
    VM_CASE(RETURN) {
        uint32_t flags = fr->flags;
        SAVE();
        pop_frame(vm, 1);
        if (flags & FRAME_C_BOUNDARY) return;
        LOAD();
        RELOAD_FRAME();
        pc = fr->pc;
        VM_NEXT();
    }
    VM_CASE(UNWIND) {
        uint32_t flags = fr->flags;
        SAVE();
        pop_frame_abnormal(vm);
        if (flags & FRAME_C_BOUNDARY) return;
        LOAD();
        RELOAD_FRAME();
        pc = fr->pc;
        VM_NEXT();
    }
    VM_CASE(CHAIN) {
        NEEDS(1);
        Val p = tos;
        sp--;
        uint32_t flags = fr->flags;
        SAVE();
        pop_frame_abnormal(vm);
        if (flags & FRAME_C_BOUNDARY) { vm_apply(vm, p); return; }
        LOAD();
        RELOAD_FRAME();
        pc = fr->pc;
        CALL_OUT(p, 0);
        VM_NEXT();
    }
    VM_CASE(JMP)  pc += INS_SA(ins); VM_NEXT();
    VM_CASE(LOOP) pc -= INS_A(ins); POLLCHECK(); VM_NEXT();
    VM_CASE(JMPF) { NEEDS(1); Val v = tos; DROP_(); if (v == FALSE_V) pc += INS_SA(ins); VM_NEXT(); }
    VM_CASE(JMPT) { NEEDS(1); Val v = tos; DROP_(); if (v != FALSE_V) pc += INS_SA(ins); VM_NEXT(); }
    VM_CASE(ANDJ) NEEDS(1); if (tos == FALSE_V) pc += INS_SA(ins); else DROP_(); VM_NEXT();
    VM_CASE(ORJ)  NEEDS(1); if (tos != FALSE_V) pc += INS_SA(ins); else DROP_(); VM_NEXT();

#define ARITH(NAME, EXPR) VM_CASE(NAME) {                                     \
        NEEDS(2);                                                             \
        Val b = tos, a = sp[-2];                                              \
        if (a & b & 1) {                                                      \
            intptr_t r = INT_VAL(a) EXPR INT_VAL(b);                          \
            if (FIX_FITS(r)) { BINRES(MK_INT(r)); VM_NEXT(); }                \
        }                                                                     \
        SAVE(); Val r = slow_binop(vm, OP_##NAME, a, b); LOAD();              \
        BINRES(r); VM_NEXT(); }
    ARITH(ADD, +)
    ARITH(SUB, -)
    VM_CASE(MUL) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        intptr_t r;
        if ((a & b & 1) && !__builtin_mul_overflow(INT_VAL(a), INT_VAL(b), &r) && FIX_FITS(r)) {
            BINRES(MK_INT(r)); VM_NEXT();
        }
        SAVE(); Val rv = slow_binop(vm, OP_MUL, a, b); LOAD();
        BINRES(rv); VM_NEXT();
    }
#define CMP(NAME, REL) VM_CASE(NAME) {                                        \
        NEEDS(2);                                                             \
        Val b = tos, a = sp[-2];                                              \
        if (a & b & 1) { BINRES(BOOL_V((intptr_t)a REL (intptr_t)b)); VM_NEXT(); } \
        SAVE(); Val r = slow_binop(vm, OP_##NAME, a, b); LOAD();              \
        BINRES(r); VM_NEXT(); }
    CMP(LT, <)
    CMP(LE, <=)
    CMP(GT, >)
    CMP(GE, >=)
    VM_CASE(EQ) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        bool r = a == b || (!(a & b & 1) && (SAVE(), val_equal(vm, a, b)));
        BINRES(BOOL_V(r)); VM_NEXT();
    }
    VM_CASE(NE) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        bool r = a == b || (!(a & b & 1) && (SAVE(), val_equal(vm, a, b)));
        BINRES(BOOL_V(!r)); VM_NEXT();
    }
    VM_CASE(IDEQ) NEEDS(2); BINRES(BOOL_V(sp[-2] == tos)); VM_NEXT();
    VM_CASE(IDNE) NEEDS(2); BINRES(BOOL_V(sp[-2] != tos)); VM_NEXT();
    VM_CASE(BAND) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        if (a & b & 1) { BINRES(a & b); VM_NEXT(); }
        SAVE(); Val r = slow_binop(vm, OP_BAND, a, b); LOAD();
        BINRES(r); VM_NEXT();
    }
    VM_CASE(BOR) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        if (a & b & 1) { BINRES(a | b); VM_NEXT(); }
        SAVE(); Val r = slow_binop(vm, OP_BOR, a, b); LOAD();
        BINRES(r); VM_NEXT();
    }
    VM_CASE(CONS) {
        /* the list is checked before the item is looked for, as in Poplog
           (`1 ::` is LIST NEEDED, not STACK EMPTY) */
        NEEDS(1);
        Val b = tos;
        SAVE();
        if (!IS_PAIR(b) && b != NIL_V) {
            vm->current = vm->opproc[OP_CONS];
            vm_mishap(vm, "LIST NEEDED", 1, b);
        }
        NEEDS(2);
        BINRES(mk_pair(vm, sp[-2], b)); VM_NEXT();
    }
    VM_CASE(ADDI) {
        NEEDS(1);
        Val a = tos;
        if (IS_INT(a)) {
            intptr_t r = INT_VAL(a) + INS_SA(ins);
            if (FIX_FITS(r)) { SETTOP(MK_INT(r)); VM_NEXT(); }
        }
        SAVE(); Val r = slow_binop(vm, OP_ADD, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(r); VM_NEXT();
    }
    VM_CASE(SUBI) {
        NEEDS(1);
        Val a = tos;
        if (IS_INT(a)) {
            intptr_t r = INT_VAL(a) - INS_SA(ins);
            if (FIX_FITS(r)) { SETTOP(MK_INT(r)); VM_NEXT(); }
        }
        SAVE(); Val r = slow_binop(vm, OP_SUB, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(r); VM_NEXT();
    }
    VM_CASE(LTLI) {
        Val a = L[INS_A(ins)];
        Val b = MK_INT((int32_t)*pc++);
        if (IS_INT(a)) { PUSH_(BOOL_V((intptr_t)a < (intptr_t)b)); VM_NEXT(); }
        SAVE(); Val r = slow_binop(vm, OP_LT, a, b); LOAD();
        PUSH_(r); VM_NEXT();
    }
    VM_CASE(JLTLI) {
        Val a = L[INS_A(ins)];
        Val b = MK_INT((int32_t)pc[0]);
        int32_t off = (int32_t)pc[1];
        pc += 2;
        bool lt;
        if (IS_INT(a)) lt = (intptr_t)a < (intptr_t)b;
        else { SAVE(); lt = slow_binop(vm, OP_LT, a, b) != FALSE_V; LOAD(); }
        if (!lt) pc += off;
        VM_NEXT();
    }
#define CMPJ(NAME, OPC, REL) VM_CASE(NAME) {                                 \
        NEEDS(2);                                                             \
        Val b = tos, a = sp[-2];                                              \
        sp -= 2;                                                              \
        tos = sp[-1];                                                         \
        bool t_;                                                              \
        if (a & b & 1) t_ = (intptr_t)a REL (intptr_t)b;                      \
        else { SAVE(); t_ = slow_binop(vm, OPC, a, b) != FALSE_V; LOAD(); }  \
        if (!t_) pc += INS_SA(ins);                                           \
        VM_NEXT(); }
    CMPJ(JNLT, OP_LT, <)
    CMPJ(JNLE, OP_LE, <=)
    CMPJ(JNGT, OP_GT, >)
    CMPJ(JNGE, OP_GE, >=)
    VM_CASE(JNIDEQ) NEEDS(2); sp -= 2; if (sp[0] != tos) pc += INS_SA(ins); tos = sp[-1]; VM_NEXT();
    VM_CASE(MULI) {
        NEEDS(1);
        Val a = tos;
        intptr_t r;
        if (IS_INT(a) && !__builtin_mul_overflow(INT_VAL(a), (intptr_t)INS_SA(ins), &r) && FIX_FITS(r)) {
            SETTOP(MK_INT(r)); VM_NEXT();
        }
        SAVE(); Val rv = slow_binop(vm, OP_MUL, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(rv); VM_NEXT();
    }
#define BAND_WITH(NAME, B) VM_CASE(NAME) {                                  \
        NEEDS(1);                                                             \
        Val a = tos, b = (B);                                                 \
        if (a & b & 1) { SETTOP(a & b); VM_NEXT(); }                          \
        SAVE(); Val r = slow_binop(vm, OP_BAND, a, b); LOAD();                \
        SETTOP(r); VM_NEXT(); }
    BAND_WITH(BANDK, K[INS_A(ins)])
    BAND_WITH(BANDI, MK_INT(INS_SA(ins)))
    VM_CASE(PUSHLL) {
        sp[0] = L[INS_A(ins) & 0xfff];
        tos = L[INS_A(ins) >> 12];
        sp[1] = tos;
        sp += 2;
        VM_NEXT();
    }
    VM_CASE(NOT) NEEDS(1); SETTOP(BOOL_V(tos == FALSE_V)); VM_NEXT();
    VM_CASE(MARK) L[INS_A(ins)] = MK_INT(sp - vm->stack); VM_NEXT();
    VM_CASE(MKLIST) {
        Val *base = vm->stack + INT_VAL(L[INS_A(ins)]);
        if (sp < base) { SAVE(); vm_stack_empty(vm); }
        SAVE();
        Val l = NIL_V;
        while (sp > base) { l = mk_pair(vm, sp[-1], l); sp--; }
        PUSH_(l);
        VM_NEXT();
    }
    VM_CASE(MKVEC) {
        Val *base = vm->stack + INT_VAL(L[INS_A(ins)]);
        if (sp < base) { SAVE(); vm_stack_empty(vm); }
        size_t n = (size_t)(sp - base);
        SAVE();
        Val v = mk_vector(vm, n, FALSE_V);
        memcpy(VEC_PTR(v)->items, base, n * sizeof(Val));
        sp = base;
        PUSH_(v);
        VM_NEXT();
    }
    VM_CASE(COUNT) {
        Val *base = vm->stack + INT_VAL(L[INS_A(ins)]);
        if (sp < base) { SAVE(); vm_stack_empty(vm); }
        PUSH_(MK_INT(sp - base));
        VM_NEXT();
    }
    VM_CASE(SPLICE) {
        NEEDS(1);
        Val l = tos;
        sp--;
        while (IS_PAIR(l) && (BACK(l) == NIL_V || IS_PAIR(BACK(l)))) {
            if (sp >= vm->stack_end) { SAVE(); vm_stack_overflow(vm); }
            *sp++ = FRONT(l); l = BACK(l);
        }
        if (IS_PAIR(l)) { SAVE(); splice_dynamic(vm, l); LOAD(); }
        else if (l != NIL_V) {
            if (IS_VECTOR(l)) {
                for (uint32_t i = 0; i < VEC_PTR(l)->len; i++) {
                    if (sp >= vm->stack_end) { SAVE(); vm_stack_overflow(vm); }
                    *sp++ = VEC_PTR(l)->items[i];
                }
            } else { SAVE(); vm_mishap(vm, "LIST NEEDED", 1, l); }
        }
        tos = sp[-1];
        VM_NEXT();
    }
    VM_CASE(CLOSURE) {
        Proto *pr = (Proto *)K[INS_A(ins)];
        SAVE();
        Proc *p = gc_alloc(vm, sizeof(Proc) + pr->nupvals * sizeof(Val), T_PROC);
        p->h.aux = PK_CODE;
        p->props = pr->name;
        p->updater = FALSE_V;
        p->nargs = pr->nformals;
        p->n = pr->nupvals;
        p->u.code.proto = pr;
        for (uint32_t i = 0; i < pr->nupvals; i++) {
            UpvalDesc d = pr->upvals[i];
            p->vals[i] = d.from_local ? (Val)find_upval(vm, &L[d.index]) : U[d.index];
        }
        PUSH_((Val)p);
        VM_NEXT();
    }
    VM_CASE(PARTIAL) {
        Val *base = vm->stack + INT_VAL(L[INS_A(ins)]);
        if (sp < base + 1) { SAVE(); vm_stack_empty(vm); }
        SAVE();
        size_t n = (size_t)(sp - base - 1);
        Val r = mk_closure(vm, base[0], n, base + 1);
        sp = base;
        PUSH_(r);
        VM_NEXT();
    }
    VM_CASE(ARROW) {
        SAVE();
        if (INS_A(ins)) print_arrow(vm, vm->exec_base ? vm->exec_base : vm->stack, 1);
        else print_arrow(vm, vm->sp, 0);
        LOAD();
        VM_NEXT();
    }
    VM_CASE(PRETTY) { SAVE(); print_pretty_arrow(vm); LOAD(); VM_NEXT(); }
    VM_CASE(FORIN) {
        Val l = L[INS_A(ins)];
        uint32_t w2 = pc[0];
        int32_t off = (int32_t)pc[1];
        pc += 2;
        if (IS_PAIR(l)) {
            L[w2 & 0x7fffff] = (w2 >> 23) ? l : FRONT(l);
            L[INS_A(ins)] = BACK(l);
        } else if (l == NIL_V) {
            pc += off;
        } else { SAVE(); vm_mishap(vm, "LIST NEEDED", 1, l); }
        VM_NEXT();
    }
    VM_CASE(FORTEST) {
        uint32_t w2 = pc[0];
        int32_t off = (int32_t)pc[1];
        pc += 2;
        uint32_t t = w2 & 0x7fffff;
        Val i = L[INS_A(ins)], lim = L[t];
        Val step = (w2 >> 23) ? L[t + 1] : MK_INT(1);
        bool done;
        if (i & lim & step & 1)
            done = (intptr_t)step >= (intptr_t)MK_INT(0) ? (intptr_t)i > (intptr_t)lim
                                                        : (intptr_t)i < (intptr_t)lim;
        else {
            SAVE();
            int neg = num_cmp(vm, step, MK_INT(0)) < 0;
            int c = num_cmp(vm, i, lim);
            done = neg ? c < 0 : c > 0;
        }
        if (done) pc += off;
        VM_NEXT();
    }
    VM_CASE(FORINC) {
        uint32_t w2 = pc[0];
        int32_t off = (int32_t)pc[1];
        pc += 2;
        uint32_t t = w2 & 0x7fffff;
        Val i = L[INS_A(ins)], lim = L[t];
        Val step = (w2 >> 23) ? L[t + 1] : MK_INT(1);
        bool cont;
        if (i & lim & step & 1) {
            intptr_t ni = INT_VAL(i) + INT_VAL(step);
            i = MK_INT(ni);
            cont = INT_VAL(step) >= 0 ? ni <= INT_VAL(lim) : ni >= INT_VAL(lim);
            L[INS_A(ins)] = i;
        } else {
            SAVE();
            i = num_add(vm, i, step);
            L[INS_A(ins)] = i;
            int neg = num_cmp(vm, step, MK_INT(0)) < 0;
            int c = num_cmp(vm, i, lim);
            cont = neg ? c >= 0 : c <= 0;
        }
        if (cont) { pc += off; POLLCHECK(); }
        VM_NEXT();
    }
    VM_CASE(REPDEC) {
        Val n = L[INS_A(ins)];
        int32_t off = (int32_t)*pc++;
        if (!IS_INT(n)) { SAVE(); vm_mishap(vm, "INTEGER NEEDED", 1, n); }
        if (INT_VAL(n) <= 0) pc += off;
        else L[INS_A(ins)] = MK_INT(INT_VAL(n) - 1);
        VM_NEXT();
    }
    VM_END()
#undef K
#undef U
}

/* vm->current is restored after a call from C: a built-in that calls
   Pop-11 code (syssort's comparison) is running again when it returns. */
void interp_apply(VM *vm, Val p)
{
    Val saved = vm->current;
    if (IS_PROC(p) && PROC_KIND(p) == PK_CODE) {
        const uint32_t *pc = push_frame(vm, p, FRAME_C_BOUNDARY);
        run(vm, pc);
        vm->current = saved;
        return;
    }
    const uint32_t *pc = enter(vm, p, 0);
    if (!pc) return;
    /* enter pushed a bytecode frame (closure of bytecode): run it */
    vm->frames[vm->fp].flags |= FRAME_C_BOUNDARY;
    run(vm, pc);
    vm->current = saved;
}

void interp_apply_updater(VM *vm, Val p)
{
    Val saved = vm->current;
    const uint32_t *pc = enter(vm, p, 1);
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
