/*
** interp_run.h -- the body of the interpreter's dispatch loop, included
** twice by interp.c (and nowhere else): as run(), with RUN_COUNTING 0, and
** as run_counting(), with RUN_COUNTING 1, which also counts calls for the
** profiler (profile/counters.c).  The handlers are written once; in run()
** every `if (RUN_COUNTING)` is compiled away, so its code is exactly what
** it was before there were two copies.  See interp.c's header for the
** design of the loop itself.
**
** Before including: RUN_NAME (the function's name) and RUN_COUNTING.
*/
/* Run the frame on top of the call stack until it returns (the frame was
   pushed by the caller with FRAME_C_BOUNDARY).  Aligned on a cache line,
   so that code added to the functions before it does not move its
   handlers within their cache lines. */
static __attribute__((aligned(64))) void RUN_NAME(VM *vm, const uint32_t *pc)
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
    Val da, db;              /* operands of the ddecimal paths (DDECI_TO) */

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
    /* (vm->prof_pc: where the top frame is, for the profiler's line of a
       tick taken at this safe point; stored only when the poll is set) */
#define POLLCHECK() do { if (vm->poll) { SAVE(); vm->prof_pc = pc; interp_service_poll(vm); LOAD(); } } while (0)
#define NEEDS(n) do { if (sp - vm->stack < (n)) { SAVE(); stack_empty_in(vm, ins); } } while (0)
#define CALL_OUT(p, upd) do { Val p_ = (p); SAVE(); fr->pc = pc;                \
        const uint32_t *np_;                                                    \
        if (!(upd) && IS_PROC(p_) && PROC_KIND(p_) == PK_CODE)                  \
            np_ = push_frame(vm, p_, 0);                                        \
        else if (RUN_COUNTING) {                                                \
            int tok_ = counters_called(vm, p_, upd);                            \
            np_ = enter(vm, p_, upd);                                           \
            if (tok_) counters_return(vm, tok_);                                \
        }                                                                       \
        else np_ = enter(vm, p_, upd);                                          \
        LOAD();                                                                 \
        if (np_) {                                                              \
            pc = np_; RELOAD_FRAME();                                           \
            if (RUN_COUNTING) counters_entered(vm, fr->proc);                   \
            POLLCHECK();                                                        \
        }                                                                       \
        else pc = fr->pc;    /* chain/exitfrom may redirect the caller */       \
    } while (0)
#define UPV(i)   (((UpVal *)U[i])->p)

    RELOAD_FRAME();
    if (vm->poll) {
#ifdef POP_COMPUTED_GOTO
        /* interp_lines_prepare: hand over the dispatch table and the line
           hook (in this branch: nothing is added to a call's common path) */
        if (__builtin_expect(!pc, 0)) { interp_publish(RUN_COUNTING, labels, &&L__HOOK); return; }
#endif
        SAVE(); vm->prof_pc = pc; interp_service_poll(vm); LOAD();
    }
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
        fr--; L = fr->locals;          /* (RELOAD_FRAME: fr was frames[fp]) */
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

    /* Two immediate ddecimals: on to the handler's ddecimal path, at the
       end of the loop (DD_*), so that the handlers stay as compact as they
       were before there were immediate ddecimals (their layout matters). */
#define DDECI_TO(NAME, a, b)                                                  \
        if (__builtin_expect(BOTH_DDECI(a, b), 0)) { da = a; db = b; goto DD_##NAME; }
#define ARITH(NAME, EXPR) VM_CASE(NAME) {                                     \
        NEEDS(2);                                                             \
        Val b = tos, a = sp[-2];                                              \
        if (a & b & 1) {                                                      \
            intptr_t r = INT_VAL(a) EXPR INT_VAL(b);                          \
            if (FIX_FITS(r)) { BINRES(MK_INT(r)); VM_NEXT(); }                \
        }                                                                     \
        DDECI_TO(NAME, a, b);                                                 \
        SAVE(); Val r = slow_binop_at(vm, pc, OP_##NAME, a, b); LOAD();       \
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
        DDECI_TO(MUL, a, b);
        SAVE(); Val rv = slow_binop_at(vm, pc, OP_MUL, a, b); LOAD();
        BINRES(rv); VM_NEXT();
    }
#define CMP(NAME, REL) VM_CASE(NAME) {                                        \
        NEEDS(2);                                                             \
        Val b = tos, a = sp[-2];                                              \
        if (a & b & 1) { BINRES(BOOL_V((intptr_t)a REL (intptr_t)b)); VM_NEXT(); } \
        DDECI_TO(NAME, a, b);                                                 \
        SAVE(); Val r = slow_binop_at(vm, pc, OP_##NAME, a, b); LOAD();       \
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
        SAVE(); Val r = slow_binop_at(vm, pc, OP_BAND, a, b); LOAD();
        BINRES(r); VM_NEXT();
    }
    VM_CASE(BOR) {
        NEEDS(2);
        Val b = tos, a = sp[-2];
        if (a & b & 1) { BINRES(a | b); VM_NEXT(); }
        SAVE(); Val r = slow_binop_at(vm, pc, OP_BOR, a, b); LOAD();
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
        SAVE(); Val r = slow_binop_at(vm, pc, OP_ADD, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(r); VM_NEXT();
    }
    VM_CASE(SUBI) {
        NEEDS(1);
        Val a = tos;
        if (IS_INT(a)) {
            intptr_t r = INT_VAL(a) - INS_SA(ins);
            if (FIX_FITS(r)) { SETTOP(MK_INT(r)); VM_NEXT(); }
        }
        SAVE(); Val r = slow_binop_at(vm, pc, OP_SUB, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(r); VM_NEXT();
    }
    VM_CASE(LTLI) {
        Val a = L[INS_A(ins)];
        Val b = MK_INT((int32_t)*pc++);
        if (IS_INT(a)) { PUSH_(BOOL_V((intptr_t)a < (intptr_t)b)); VM_NEXT(); }
        SAVE(); Val r = slow_binop_at(vm, pc, OP_LT, a, b); LOAD();
        PUSH_(r); VM_NEXT();
    }
    VM_CASE(JLTLI) {
        Val a = L[INS_A(ins)];
        Val b = MK_INT((int32_t)pc[0]);
        int32_t off = (int32_t)pc[1];
        pc += 2;
        bool lt;
        if (IS_INT(a)) lt = (intptr_t)a < (intptr_t)b;
        else { SAVE(); lt = slow_binop_at(vm, pc, OP_LT, a, b) != FALSE_V; LOAD(); }
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
        else {                                                                \
            DDECI_TO(NAME, a, b);                                             \
            SAVE(); t_ = slow_binop_at(vm, pc, OPC, a, b) != FALSE_V; LOAD(); \
        }                                                                     \
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
        SAVE(); Val rv = slow_binop_at(vm, pc, OP_MUL, a, MK_INT(INS_SA(ins))); LOAD();
        SETTOP(rv); VM_NEXT();
    }
#define BAND_WITH(NAME, B) VM_CASE(NAME) {                                  \
        NEEDS(1);                                                             \
        Val a = tos, b = (B);                                                 \
        if (a & b & 1) { SETTOP(a & b); VM_NEXT(); }                          \
        SAVE(); Val r = slow_binop_at(vm, pc, OP_BAND, a, b); LOAD();         \
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
            if (sp >= vm->stack_end) { SAVE(); vm_stack_room(vm, 1); }
            *sp++ = FRONT(l); l = BACK(l);
        }
        if (IS_PAIR(l)) { SAVE(); splice_dynamic(vm, l); LOAD(); }
        else if (l != NIL_V) {
            if (IS_VECTOR(l)) {
                for (uint32_t i = 0; i < VEC_PTR(l)->len; i++) {
                    if (sp >= vm->stack_end) { SAVE(); vm_stack_room(vm, 1); }
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
        if (sp < base || base <= vm->stack) { SAVE(); vm_stack_empty(vm); }
        SAVE();
        size_t n = (size_t)(sp - base);
        Val r = mk_closure(vm, base[-1], n, base);
        sp = base - 1;
        PUSH_(r);
        VM_NEXT();
    }
    VM_CASE(ARROW) {
        SAVE();
        if (INS_A(ins)) interp_hooks.print_arrow(vm, vm->exec_base ? vm->exec_base : vm->stack, 1);
        else interp_hooks.print_arrow(vm, vm->sp, 0);
        LOAD();
        VM_NEXT();
    }
    VM_CASE(PRETTY) { SAVE(); interp_hooks.pretty_arrow(vm); LOAD(); VM_NEXT(); }
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

    /* ---- after the handlers: code that the common paths jump to ---- */
    /* PUSHL A; ADD and the like, and PUSHLL A; ADD and the like (compile.c's
       fold table): the operand(s) come from local slots. */
#define ARITH_L(NAME, OPC) VM_CASE(NAME) {                                     \
        NEEDS(1);                                                             \
        Val a = tos, b = L[INS_A(ins)], r = fast_arith(vm, OPC, a, b);        \
        if (!r) { SAVE(); r = slow_binop_at(vm, pc, OPC, a, b); LOAD(); }     \
        SETTOP(r); VM_NEXT(); }
#define ARITH_LL(NAME, OPC) VM_CASE(NAME) {                                    \
        Val a = L[INS_A(ins) & 0xfff], b = L[INS_A(ins) >> 12];               \
        Val r = fast_arith(vm, OPC, a, b);                                    \
        if (!r) { SAVE(); r = slow_binop_at(vm, pc, OPC, a, b); LOAD(); }     \
        PUSH_(r); VM_NEXT(); }
    ARITH_L(ADDL, OP_ADD)
    ARITH_L(SUBL, OP_SUB)
    ARITH_L(MULL, OP_MUL)
    ARITH_LL(ADDLL, OP_ADD)
    ARITH_LL(SUBLL, OP_SUB)
    ARITH_LL(MULLL, OP_MUL)

    /* The ddecimal paths of ADD, SUB, MUL and the comparisons (DDECI_TO):
       two immediate ddecimals in da, db.  The result is a ddecimal unless
       popdprecision is false (num.c's float_type); try_ddeci fails (0)
       for a result out of the immediate range, infinities and NaNs, which
       take the slow path. */
#define DD_ARITH(NAME, EXPR)                                                  \
    DD_##NAME: {                                                              \
        Val r_ = IDVAL(vm->id_popdprecision) != FALSE_V                       \
                 ? try_ddeci(ddeci_val(da) EXPR ddeci_val(db)) : 0;           \
        if (!r_) { SAVE(); r_ = slow_binop_at(vm, pc, OP_##NAME, da, db); LOAD(); } \
        BINRES(r_); VM_NEXT(); }
    DD_ARITH(ADD, +)
    DD_ARITH(SUB, -)
    DD_ARITH(MUL, *)
#define DD_CMP(NAME, REL)                                                     \
    DD_##NAME: BINRES(BOOL_V(ddeci_val(da) REL ddeci_val(db))); VM_NEXT();
    DD_CMP(LT, <)
    DD_CMP(LE, <=)
    DD_CMP(GT, >)
    DD_CMP(GE, >=)
#define DD_CMPJ(NAME, REL)                                                    \
    DD_##NAME: if (!(ddeci_val(da) REL ddeci_val(db))) pc += INS_SA(ins); VM_NEXT();
    DD_CMPJ(JNLT, <)
    DD_CMPJ(JNLE, <=)
    DD_CMPJ(JNGT, >)
    DD_CMPJ(JNGE, >=)

    /* Calls of hd and tl (compile.c's op_for_ident): a pair of a proper
       list is taken apart here, with no call and no round trip of the list
       through vm->sp and the stack (in the lists kernel enter, p_hd and p_tl
       took a quarter of the time, and their loads of what run() had just
       stored made it 10% slower or faster with the code's layout); anything
       else calls the procedure.  In run_counting, and while built-ins tick for the
       profiler (prof_sticky > 1), every call is a call. */
#define LIST_PART(NAME, PART) VM_CASE(NAME) {                                 \
        Val l_ = tos;                                                         \
        if (!RUN_COUNTING && IS_PAIR(l_) && vm->prof_sticky <= 1) {           \
            Val b_ = BACK(l_);                                                \
            if (b_ == NIL_V || IS_PAIR(b_)) { SETTOP(PART); VM_NEXT(); }      \
        }                                                                     \
        CALL_OUT(vm->opproc[OP_##NAME], 0); VM_NEXT(); }
    LIST_PART(HD, FRONT(l_))
    LIST_PART(TL, b_)

    /* The fusions of compile.c's pop_fold table (an instruction and the
       POPL of `-> x` after it), of MULLL with the ADD or SUB after it
       (`a + b * c`) and of two MULLs (`x * a * b`): one dispatch, and for
       ddecimals one encoding and decoding, less. */
    VM_CASE(MOVL) L[INS_A(ins) >> 12] = L[INS_A(ins) & 0xfff]; VM_NEXT();
    /* (After a call these handlers read their instruction again, at
       pc[-1]: using ins there kept it in a callee-saved register all
       through run(), and fr lost its register to it: fib and tak ran 2%
       more instructions.) */
    VM_CASE(INCL) {
        Val a = L[INS_A(ins) & 0xfff];
        intptr_t n = (int32_t)ins >> 20;
        if (IS_INT(a) && FIX_FITS(INT_VAL(a) + n)) {
            L[INS_A(ins) & 0xfff] = MK_INT(INT_VAL(a) + n);
            VM_NEXT();
        }
        SAVE(); a = slow_binop_at(vm, pc, OP_ADD, a, MK_INT(n)); LOAD();
        L[INS_A(pc[-1]) & 0xfff] = a; VM_NEXT();
    }
#define ARITH_LP(NAME, OPC) VM_CASE(NAME) {                                    \
        NEEDS(1);                                                             \
        Val a = tos, b = L[INS_A(ins) & 0xfff], r = fast_arith(vm, OPC, a, b); \
        if (r) { L[INS_A(ins) >> 12] = r; DROP_(); VM_NEXT(); }               \
        SAVE(); r = slow_binop_at(vm, pc, OPC, a, b); LOAD();                 \
        L[INS_A(pc[-1]) >> 12] = r; DROP_(); VM_NEXT(); }
    ARITH_LP(ADDLP, OP_ADD)
    ARITH_LP(SUBLP, OP_SUB)
    ARITH_LP(MULLP, OP_MUL)
    /* x EXPR y * z, x the top item: the product is not made when all
       three are fixnums or immediate ddecimals and the result is one (in
       doubles the result is the unfused one: the product is rounded to a
       double, as a Val holds it, and an infinite product gives a result
       that is not immediate, so the slow path makes the mishap). */
#define ARITH_MLL(NAME, OPC, EXPR) VM_CASE(NAME) {                             \
        Val x = tos, y = L[INS_A(ins) & 0xfff], z = L[INS_A(ins) >> 12], r;   \
        if (__builtin_expect(sp - vm->stack >= 1, 1)) {                       \
            intptr_t p, ri;                                                   \
            if (x & y & z & 1) {                                              \
                if (!__builtin_mul_overflow(INT_VAL(y), INT_VAL(z), &p) && FIX_FITS(p) \
                    && (ri = INT_VAL(x) EXPR p, FIX_FITS(ri))) {              \
                    SETTOP(MK_INT(ri)); VM_NEXT();                            \
                }                                                             \
            } else if (((x ^ DDECI_TAG) | (y ^ DDECI_TAG) | (z ^ DDECI_TAG)) & 7) { \
            } else if (IDVAL(vm->id_popdprecision) != FALSE_V) {              \
                double pd = ddeci_val(y) * ddeci_val(z);                      \
                __asm__("" : "+x"(pd));      /* rounded: never fused (fma) */ \
                if ((r = try_ddeci(ddeci_val(x) EXPR pd))) { SETTOP(r); VM_NEXT(); } \
            }                                                                 \
        }                                                                     \
        SAVE(); r = slow_mul_then(vm, pc, OPC, y, z, ins); LOAD();            \
        SETTOP(r); VM_NEXT(); }
    ARITH_MLL(ADDMLL, OP_ADD, +)
    ARITH_MLL(SUBMLL, OP_SUB, -)
    /* MULL a; MULL b (x * a * b): as ADDMLL, the first product is not
       made when all three are fixnums or immediate ddecimals. */
    VM_CASE(MULL2) {
        NEEDS(1);
        Val x = tos, y = L[INS_A(ins) & 0xfff], z = L[INS_A(ins) >> 12], r;
        intptr_t p, ri;
        if (x & y & z & 1) {
            if (!__builtin_mul_overflow(INT_VAL(x), INT_VAL(y), &p) && FIX_FITS(p)
                && !__builtin_mul_overflow(p, INT_VAL(z), &ri) && FIX_FITS(ri)) {
                SETTOP(MK_INT(ri)); VM_NEXT();
            }
        } else if (((x ^ DDECI_TAG) | (y ^ DDECI_TAG) | (z ^ DDECI_TAG)) & 7) {
        } else if (IDVAL(vm->id_popdprecision) != FALSE_V) {
            double pd = ddeci_val(x) * ddeci_val(y);
            __asm__("" : "+x"(pd));          /* rounded, as in ADDMLL */
            if ((r = try_ddeci(pd * ddeci_val(z)))) { SETTOP(r); VM_NEXT(); }
        }
        SAVE(); r = slow_mul2(vm, pc, y, z); LOAD();
        SETTOP(r); VM_NEXT();
    }
    /* CALLF and UCALLF: calls of identifiers that held class field
       procedures when the call was compiled (compile.c), which the
       interpreter runs itself (value.h's PF_FIELD_*) when they still do:
       the procedure is the identifier's value at the call, so a
       redefined or traced accessor is what runs, and a record of the
       procedure's own class is what it works on; anything else (another
       type or class, too few items, a typed field's update) is a call,
       which makes the mishap.  As for hd and tl, never in run_counting,
       nor while built-ins tick for the profiler: the call is a call
       there. */
    VM_CASE(CALLF) {
        Val pv = IDENT_PTR(K[INS_A(ins)])->value;
        if (!RUN_COUNTING && IS_PROC(pv) && (OBJ(pv)->flags & (PF_FIELD_GET | PF_FIELD_CONS))
            && __builtin_expect(vm->prof_sticky <= 1, 1)) {
            Proc *q_ = PROC_PTR(pv);
            if (q_->h.flags & PF_FIELD_GET) {
                Val r_ = tos;
                if (IS_TYPE(r_, T_RECORD) && ((Record *)r_)->key == q_->u.cls.key) {
                    SETTOP(((Record *)r_)->fields[q_->u.cls.field]);
                    VM_NEXT();
                }
            } else {
                uint32_t n_ = ((Key *)q_->u.cls.key)->nfields;
                if ((uintptr_t)(sp - vm->stack) >= n_) {
                    /* (vm->current names the constructor for the
                       allocation's mishap and the profiler's byte counts,
                       as enter does) */
                    Val saved_ = vm->current;
                    SAVE(); fr->pc = pc; vm->current = pv;
                    Record *r_ = gc_alloc(vm, sizeof(Record) + n_ * sizeof(Val), T_RECORD);
                    vm->current = saved_;
                    r_->h.aux = n_;
                    r_->key = q_->u.cls.key;
                    sp -= n_;
                    /* (a few fields: stores, not a call of memcpy) */
                    switch (n_) {
                    case 4: r_->fields[3] = sp[3]; /* fall through */
                    case 3: r_->fields[2] = sp[2]; /* fall through */
                    case 2: r_->fields[1] = sp[1]; /* fall through */
                    case 1: r_->fields[0] = sp[0]; /* fall through */
                    case 0: break;
                    default: memcpy(r_->fields, sp, n_ * sizeof(Val));
                    }
                    PUSH_((Val)r_);
                    VM_NEXT();
                }
            }
        }
        CALL_OUT(pv, 0); VM_NEXT();
    }
    VM_CASE(UCALLF) {
        Val pv = IDENT_PTR(K[INS_A(ins)])->value, r_ = tos;
        if (!RUN_COUNTING && IS_PROC(pv) && (OBJ(PROC_PTR(pv)->updater)->flags & PF_FIELD_SET)
            && __builtin_expect(vm->prof_sticky <= 1, 1) && sp - vm->stack >= 2) {
            Proc *q_ = PROC_PTR(PROC_PTR(pv)->updater);
            if (IS_TYPE(r_, T_RECORD) && ((Record *)r_)->key == q_->u.cls.key) {
                ((Record *)r_)->fields[q_->u.cls.field] = sp[-2];
                sp -= 2; tos = sp[-1];
                VM_NEXT();
            }
        }
        CALL_OUT(pv, 1); VM_NEXT();
    }
    VM_CASE(TALLY) vm->cov_counts[INS_A(ins)]++; fr->cov_site = INS_A(ins); VM_NEXT();   /* coverage.h */
#ifdef POP_COMPUTED_GOTO
    /* The line hook (interp.c): every entry of labels points here for one
       dispatch after the profiler's signal armed it; the instruction just
       read (ins, at pc - 1) then runs as it would have. */
L__HOOK:
    SAVE(); interp_line_hook(vm, pc); LOAD();
    ins = pc[-1];           /* (not kept in a register across the call) */
    goto *labels[INS_OP(ins)];
#endif
    VM_END()
#undef K
#undef U
}
#undef SAVE
#undef LOAD
#undef PUSH_
#undef DROP_
#undef SETTOP
#undef BINRES
#undef RELOAD_FRAME
#undef POLLCHECK
#undef NEEDS
#undef CALL_OUT
#undef UPV
#undef ARITH
#undef CMP
#undef CMPJ
#undef DDECI_TO
#undef ARITH_L
#undef ARITH_LL
#undef DD_ARITH
#undef DD_CMP
#undef DD_CMPJ
#undef LIST_PART
#undef ARITH_LP
#undef ARITH_MLL
#undef BAND_WITH
#undef RUN_NAME
#undef RUN_COUNTING
