/*
** process.c -- processes: Pop-11's coroutines (REF PROCESS).
**
** Design
**   A running process's frames are on the one call stack, above the frame
**   of the runproc that runs it (a built-in's frame, FRAME_PROCESS, so that
**   a mishap's DOING line names runproc as Poplog's does), its local slots
**   on the one local-slot stack above the caller's, its dynamic-local
**   pairs on the one save stack, and its user stack above the caller's
**   items, with vm->stack raised to its bottom, so that stacklength,
**   clearstack and the stack-empty check see the process's own stack only.
**   So the interpreter loop, caller(n), the mishap report and the profiler
**   see nothing special, and cost nothing more.
**
**   Suspending copies all that out into the process record (Process,
**   vm/core/vm.h), relative to where it stood, and lowers the stacks to
**   runproc's level; running copies it back at the caller's level, which
**   may be another than last time (as Poplog copies stack frames).  Open
**   upvalues of the process's slots move with them: while it is suspended
**   they point into the record, and each holds the record in its `closed`
**   field, so that a closure keeps the slots it shares alive.  Dynamic
**   locals are swapped at every switch: suspending gives each identifier
**   back the value it had outside (innermost pair first) and keeps the
**   process's value in the pair; running does the reverse, outermost
**   first.  An active variable's (dlocal of an expression) access and
**   update procedures run then with dlocal_context 3 (suspend) or 4
**   (resume), as REF VMCODE says.
**
**   The C side: runproc (run_process) pushes its frame, puts the saved
**   state back and runs the top frame from where it stopped
**   (interp_continue), or calls the process's procedure the first time,
**   under a Catch.  suspend and the others save the state and longjmp to
**   that Catch, so the C stack between (interp_continue, run, enter) is
**   dropped: nothing of it is needed again.  That is only sound when the
**   process's own frames are all run by that one run(): a call from C into
**   Pop-11 inside the process (a frame marked FRAME_C_BOUNDARY above its
**   bottom one, or a built-in called from C, which vm->capply counts)
**   would be lost, so suspending across one (a procedure called by
**   applist, a timer or the profiler's handler) is a mishap, as an
**   exitfrom across one is.
**
**   Signal safety (the profiler reads frames[0..fp] in its SIGPROF
**   handler): a switch lowers vm->fp to runproc's frame before it copies
**   frames out, and raises it only after the frames it copies in are
**   complete, with a signal fence on each side, so a sample never reads a
**   half-copied frame; it also lowers vm->prof_low to runproc's frame, so
**   the sampler takes the frames above it as new (its remembered chain and
**   stack-trie path are reset there).
*/
#include <stdlib.h>
#include <string.h>
#include "process.h"
#include "prim.h"
#include "interp.h"
#include "gc.h"
#include "data.h"
#include "lib.h"

/* What ended a process's turn, given to runproc's Catch (longjmp values;
   1 is a mishap's). */
enum { SW_MISHAP = 1, SW_SWITCHED = 2 };
enum { ACT_RETURN, ACT_RESUME, ACT_SAVE, ACT_CONSPROC_TO };

/* The state of one active runproc: a local of run_process, so it lives on
   the C stack exactly as long as the runproc's frame; vm->procrun is the
   innermost, prev the one that runs the process outside it.  The base_*
   fields record where the process's part of each stack starts, which is
   what save_state copies out and install copies back in. */
typedef struct ProcRun {
    struct ProcRun *prev;
    Process *p;              /* the process this runproc runs              */
    intptr_t n;              /* items passed to it                         */
    int base_fp;             /* runproc's frame                            */
    Val *base_locals;        /* the process's slots start here             */
    uint32_t base_ndsave;    /* ... its dynamic-local pairs                */
    uint32_t base_cs;        /* call-stack words below it                  */
    Val *outer_stack;        /* vm->stack of the caller                    */
    unsigned capply;         /* vm->capply while its frames run (interp.c) */
    unsigned capply_entry;   /* vm->capply when runproc began              */
    int action;              /* ACT_*: what the switch asks runproc to do  */
    Val next;                /* ACT_RESUME: the process to run instead;
                                ACT_CONSPROC_TO: consproc_to's count      */
    int to_t, to_vol;        /* ACT_CONSPROC_TO: the target's frame, volatile */
    Val chain_p;             /* a procedure to chain out of runproc, or 0  */
    Catch c;
} ProcRun;

/* memcpy/memmove of n Vals, which may be none (a NULL block) */
static void move_vals(Val *dst, const Val *src, size_t n)
{
    if (n) memmove(dst, src, n * sizeof(Val));
}

static Val id_current;       /* pop_current_process                       */
static Val id_dlprocess;     /* dlocal_process                            */
static Val runproc_p;        /* the built-in runproc                      */

/* v as a process; PROCESS NEEDED otherwise. */
static Process *check_process(VM *vm, Val v)
{
    if (!IS_TYPE(v, T_PROCESS)) vm_mishap(vm, "PROCESS NEEDED", 1, v);
    return (Process *)v;
}

/* The item count N of a call (item1, ..., itemN, N, ...): an integer no
   bigger than the stack. */
static intptr_t pop_count(VM *vm)
{
    Val nv = POP();
    intptr_t n = check_int(vm, nv);
    if (n < 0 || vm->sp - vm->stack < n) vm_mishap(vm, "NOT ENOUGH ITEMS ON STACK", 1, nv);
    return n;
}

/* Make p (a process, or false) the running one, both in the VM and in
   pop_current_process, which programs read. */
static void set_current(VM *vm, Val p)
{
    vm->cur_process = p;
    IDVAL(id_current) = p;
}

/* Give p a new saved state of the sizes given (the old one is dropped). */
static void alloc_block(VM *vm, Process *p, uint32_t nframes, uint32_t nlocals,
                        uint32_t nstack, uint32_t ndsave)
{
    free(p->block);
    p->block = NULL;
    p->frames = NULL;
    p->locals = p->stack = p->dsave = NULL;
    p->bytes = 0;
    p->nframes = nframes; p->nlocals = nlocals; p->nstack = nstack; p->ndsave = ndsave;
    size_t bytes = nframes * sizeof(Frame) + ((size_t)nlocals + nstack + ndsave) * sizeof(Val);
    if (!bytes) return;
    char *b = malloc(bytes);
    if (!b) {
        p->nframes = p->nlocals = p->nstack = p->ndsave = 0;
        vm_mishap(vm, "rom: NO MORE MEMORY AVAILABLE (needing process space)", 0);
    }
    p->block = b;
    p->bytes = bytes;
    p->frames = (Frame *)b;
    p->locals = (Val *)(b + nframes * sizeof(Frame));
    p->stack = p->locals + nlocals;
    p->dsave = p->stack + nstack;
    gc_add_external(vm, bytes);
}

/* Free p's saved state (a process that ended, or that runs again: its
   state is back on the stacks). */
static void drop_state(Process *p)
{
    free(p->block);
    p->block = NULL;
    p->bytes = 0;
    p->nframes = p->nlocals = p->nstack = p->ndsave = 0;
}

/* Swap the dynamic locals of pairs [from, to) of the save stack: each
   identifier gets the value its pair holds, and the pair the value the
   identifier had (see the top of the file).  out: suspending (innermost
   first, dlocal_context 3), else resuming (outermost first, 4).  proc:
   the process being suspended or resumed, dlocal_process meanwhile (not
   always pop_current_process: consproc_to's new process, REF VMCODE). */
static void swap_dlocals(VM *vm, uint32_t from, uint32_t to, int out, Val proc)
{
    Val ctx = interp_id_dlocal_context, was = ctx ? IDVAL(ctx) : 0;
    Val was_p = IDVAL(id_dlprocess);
    if (ctx) IDVAL(ctx) = MK_INT(out ? 3 : 4);
    IDVAL(id_dlprocess) = proc;
    uint32_t npairs = (to - from) / 2;
    for (uint32_t k = 0; k < npairs; k++) {
        uint32_t i = out ? to - 2 - 2 * k : from + 2 * k;
        Ident *d = IDENT_PTR(vm->dsave[i]);
        if (d->h.flags & IDF_ACTIVE) {
            vm_apply(vm, d->value);
            Val cur = POP();
            gc_push_root(vm, &cur);
            PUSH(vm->dsave[i + 1]);
            vm_apply(vm, PROC_PTR(d->value)->updater);
            gc_pop_root(vm);
            vm->dsave[i + 1] = cur;
        } else {
            Val v = vm->dsave[i + 1];
            vm->dsave[i + 1] = d->value;
            d->value = v;
        }
    }
    if (ctx) IDVAL(ctx) = was;
    IDVAL(id_dlprocess) = was_p;
}

/* Lower the call stack to frame fp, so that the profiler's signal handler
   never reads a frame being copied (see the top of the file). */
static void lower_fp(VM *vm, int fp)
{
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    *(volatile int *)&vm->fp = fp;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    if (fp < vm->prof_low) vm->prof_low = fp;
    vm->current = vm->frames[fp].proc;
}

/* Copy frames lo..vm->fp, the slots from base_locals up, the save pairs
   from base_ndsave up and the stack items [stack_lo, stack_hi) into p,
   relative to those bottoms, and move the open upvalues of those slots
   into it.  The caller has swapped the dynamic locals out and lowered fp
   below lo already (lower_fp), so it passes the old fp as top. */
static void save_state(VM *vm, Process *p, int lo, int top, Val *base_locals,
                       uint32_t base_ndsave, Val *stack_lo, Val *stack_hi)
{
    uint32_t nframes = (uint32_t)(top - lo + 1);
    uint32_t nlocals = (uint32_t)(vm->locals_top - base_locals);
    uint32_t nstack = (uint32_t)(stack_hi - stack_lo);
    uint32_t ndsave = vm->ndsave - base_ndsave;
    alloc_block(vm, p, nframes, nlocals, nstack, ndsave);
    uint32_t base_cs = vm->frames[lo - 1].cs;
    for (uint32_t i = 0; i < nframes; i++) {
        Frame f = vm->frames[lo + (int)i];
        f.locals = (Val *)(uintptr_t)(f.locals - base_locals);
        f.stack_entry = (Val *)(uintptr_t)(f.stack_entry > stack_lo ? f.stack_entry - stack_lo : 0);
        f.dsave -= base_ndsave;
        f.cs -= base_cs;
        p->frames[i] = f;
    }
    move_vals(p->locals, base_locals, nlocals);
    move_vals(p->stack, stack_lo, nstack);
    move_vals(p->dsave, vm->dsave + base_ndsave, ndsave);
    UpVal **tail = &p->openuv;
    *tail = NULL;
    while (vm->openuv && vm->openuv->p >= base_locals) {
        UpVal *u = vm->openuv;
        vm->openuv = u->next;
        u->p = p->locals + (u->p - base_locals);
        u->closed = (Val)p;
        u->next = NULL;
        *tail = u;
        tail = &u->next;
    }
    p->h.flags |= PROCF_STARTED;
}

/* ---- running ------------------------------------------------------------ */

/* The mishaps for running a process that cannot run: one that has ended
   or was killed, one already running (a process cannot run itself), or
   one subsumed (suspended together with an outer process, which alone
   may bring it back). */
static void check_runnable(VM *vm, Process *p)
{
    if (p->h.flags & PROCF_DEAD) vm_mishap(vm, "ATTEMPT TO RUN DEAD PROCESS", 1, (Val)p);
    if (p->h.flags & PROCF_RUNNING) vm_mishap(vm, "ATTEMPT TO RUN ALREADY-ACTIVE PROCESS", 1, (Val)p);
    if (p->h.flags & PROCF_SUBSUMED) vm_mishap(vm, "ATTEMPT TO RUN SUBSUMED PROCESS", 1, (Val)p);
}

/* Room for r->p's state above the current stacks, or the mishap. */
static void check_room(VM *vm, ProcRun *r)
{
    Process *p = r->p;
    if (vm->fp + 1 + (int)p->nframes >= vm->frames_lim) vm_callstack_exhausted(vm);
    if (vm->locals_top + p->nlocals >= vm->locals_end) vm_callstack_exhausted(vm);
    if (p->nframes) {
        Val lim = IDVAL(vm->id_pop_callstack_lim);
        uint64_t cs = (uint64_t)r->base_cs + p->frames[p->nframes - 1].cs;
        if (IS_INT(lim) && cs > (uint64_t)INT_VAL(lim)) vm_recursion_limit(vm);
    }
    if (vm->sp + p->nstack + 1 >= vm->stack_end) vm_stack_room(vm, p->nstack + 1);
    interp_dsave_reserve(vm, p->ndsave);
}

/* Put r->p's saved state on the stacks above runproc's frame, with the
   r->n items on top of its stack, and make it the running process. */
static void install(VM *vm, ProcRun *r)
{
    Process *p = r->p;
    Val *items = vm->sp - r->n;
    move_vals(items + p->nstack, items, (size_t)r->n);
    move_vals(items, p->stack, p->nstack);
    vm->stack = items;
    vm->sp = items + p->nstack + r->n;
    if (p->h.flags & PROCF_SAVECOPY) {            /* saveproc returns false */
        p->h.flags &= ~PROCF_SAVECOPY;
        *vm->sp++ = FALSE_V;
    }
    move_vals(r->base_locals, p->locals, p->nlocals);
    vm->locals_top = r->base_locals + p->nlocals;
    move_vals(vm->dsave + vm->ndsave, p->dsave, p->ndsave);
    vm->ndsave += p->ndsave;
    for (uint32_t i = 0; i < p->nframes; i++) {
        Frame f = p->frames[i];
        f.locals = r->base_locals + (uintptr_t)f.locals;
        f.stack_entry = vm->stack + (uintptr_t)f.stack_entry;
        f.dsave += r->base_ndsave;
        f.cs += r->base_cs;
        vm->frames[r->base_fp + 1 + (int)i] = f;
    }
    UpVal *u = p->openuv, *last = NULL;
    for (; u; last = u, u = u->next) {
        u->p = r->base_locals + (u->p - p->locals);
        u->closed = 0;
    }
    if (last) { last->next = vm->openuv; vm->openuv = p->openuv; }
    p->openuv = NULL;
    /* (from runproc's own frame: a resume runs another process in it, and
       the stack samples may name the process there, stacks.c) */
    if (vm->fp - 1 < vm->prof_low) vm->prof_low = vm->fp - 1;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    *(volatile int *)&vm->fp = r->base_fp + (int)p->nframes;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    if (p->nframes) vm->current = vm->frames[vm->fp].proc;
    if (p->h.flags & PROCF_VOLATILE) drop_state(p);   /* (PROCF_STARTED: what ran) */
    p->h.flags |= PROCF_RUNNING;
    p->outer = vm->cur_process;
    set_current(vm, (Val)p);
    r->prev = vm->procrun;
    vm->procrun = r;
    r->capply = vm->capply;
    swap_dlocals(vm, r->base_ndsave, vm->ndsave, 0, (Val)p);
}

/* r's process is no longer running (its frames are gone: ended, killed,
   suspended, or left by a mishap or an exit): back to the caller's stack
   and process. */
static void leave(VM *vm, ProcRun *r)
{
    Process *p = r->p;
    vm->stack = r->outer_stack;
    p->h.flags &= ~PROCF_RUNNING;
    set_current(vm, p->outer);
    p->outer = FALSE_V;
    vm->procrun = r->prev;
}

/* The process left without suspending (a return, an exit through runproc,
   a mishap): a volatile one, or one that never suspended, is dead; a
   non-volatile one keeps the state it was run from. */
static void ended(VM *vm, ProcRun *r, int normal)
{
    Process *p = r->p;
    leave(vm, r);
    if (normal || (p->h.flags & PROCF_VOLATILE)) {
        drop_state(p);
        p->h.flags |= PROCF_DEAD;
        p->h.flags &= ~PROCF_STARTED;
    }
}

static void consproc_to_subsuming(VM *vm, ProcRun *r);

/* Run p with the top n items as its arguments, in runproc's frame; then
   whatever a resume asks for, in the same frame.  With `reenter`, that
   frame is on the stack already: p was suspended with the process whose
   frames are below it (subsumed), and is reactivated with it. */
static void run_process(VM *vm, Process *p, intptr_t n, int reenter)
{
    ProcRun r;
    memset(&r, 0, sizeof r);
    if (!reenter) {
        if (vm->fp + 1 >= vm->frames_lim) vm_callstack_exhausted(vm);
        vm_push_prim_frame(vm, runproc_p);
        vm->frames[vm->fp].flags |= FRAME_PROCESS;
    }
    r.base_fp = vm->fp;
    r.base_cs = vm->frames[vm->fp].cs;
    r.capply_entry = vm->capply;
    r.p = p;
    r.n = n;
    /* One pass per turn of a process in this frame: install its state
       under a Catch and run it.  It comes back here by returning or an
       exit (the process has ended), by a mishap (ended, and the mishap
       goes on), or by a switch longjmp: resume names the next process to
       run in the same frame, consproc_to and saveproc ask for their work
       to be done here, suspend simply ends the loop.  r.next is rooted:
       it holds a process between the switch and the next pass. */
    gc_push_root(vm, &r.next);
    r.next = FALSE_V;
    for (;;) {
        r.chain_p = 0;
        check_runnable(vm, r.p);
        r.base_locals = vm->locals_top;
        r.base_ndsave = vm->ndsave;
        r.outer_stack = vm->stack;
        check_room(vm, &r);
        vm_catch_push(vm, &r.c);
        int how = setjmp(r.c.jb);
        if (how == 0) {
            install(vm, &r);
            Process *q = r.p;
            if (q->sub != FALSE_V) {
                /* the top frame is the runproc of the process it subsumed:
                   run that (as if from q's own code), then go on with q */
                Process *sub = (Process *)q->sub;
                q->sub = FALSE_V;
                sub->h.flags &= ~PROCF_SUBSUMED;
                run_process(vm, sub, r.n, 1);
                interp_continue(vm);
            }
            else if (q->h.flags & PROCF_STARTED && vm->fp > r.base_fp) interp_continue(vm);
            else if (!(q->h.flags & PROCF_STARTED)) interp_apply(vm, q->proc);
            vm->catch = r.c.prev;
            /* it returned, or an exit (exitfrom, exitto, chain) passes through */
            ended(vm, &r, !interp_frame_exiting(vm, r.base_fp));
            break;
        }
        vm->catch = r.c.prev;
        if (how == SW_MISHAP) {
            ended(vm, &r, 0);
            vm_throw(vm);                 /* on to the next handler */
        }
        if (r.action == ACT_RESUME) {
            r.p = (Process *)r.next;
            r.next = FALSE_V;
            continue;
        }
        if (r.action == ACT_CONSPROC_TO) {
            consproc_to_subsuming(vm, &r);
            r.next = FALSE_V;
            break;
        }
        if (r.action == ACT_SAVE) {
            /* saveproc: run the original again with its copy as argument */
            PUSH(data_copy_process(vm, (Val)r.p));
            ((Process *)vm->sp[-1])->h.flags |= PROCF_SAVECOPY;
            r.n = 1;
            r.action = ACT_RETURN;
            continue;
        }
        break;
    }
    gc_pop_root(vm);
    lower_fp(vm, r.base_fp - 1);
    if (r.chain_p) vm_apply(vm, r.chain_p);
}

/* ---- switching out -------------------------------------------------------- */

static _Noreturn void not_switchable(VM *vm, Val p)
{
    vm_mishap(vm, "CANNOT SUSPEND A PROCESS THROUGH A CALL FROM A BUILT-IN PROCEDURE (e.g. pr)", 1, p);
}

/* The runproc of the process to switch out: the innermost one, or with
   sus (a process, not false) the one running sus, checking that each
   process up to it can be switched out here: none of its frames but the
   bottom one was entered from C, and nothing without a frame called from
   C is running (vm->capply). */
static ProcRun *switch_target(VM *vm, Val sus)
{
    ProcRun *r = vm->procrun;
    if (sus != FALSE_V && !(((Process *)sus)->h.flags & PROCF_RUNNING))
        vm_mishap(vm, "ATTEMPT TO SUSPEND INACTIVE OR DEAD PROCESS", 1, sus);
    if (!r) vm_mishap(vm, "NOT INSIDE A PROCESS", 0);
    if (vm->capply != r->capply || vm->catch != &r->c) not_switchable(vm, (Val)r->p);
    int top = vm->fp;
    for (;;) {
        /* (the process's bottom frame is entered from runproc) */
        for (int i = r->base_fp + 2; i <= top; i++)
            if (vm->frames[i].flags & FRAME_C_BOUNDARY) not_switchable(vm, (Val)r->p);
        if (sus == FALSE_V || (Val)r->p == sus) return r;
        ProcRun *o = r->prev;
        if (!o) vm_mishap(vm, "ATTEMPT TO SUSPEND INACTIVE OR DEAD PROCESS", 1, sus);
        if (r->capply_entry != o->capply || r->c.prev != &o->c) not_switchable(vm, (Val)o->p);
        top = r->base_fp;
        r = o;
    }
}

/* Suspend (or with kill, end) the processes from the innermost up to
   target's, passing the top n items of the innermost one's stack out to
   target's runproc's caller, and jump to that runproc.  Each process
   suspended inside another is subsumed by it: the other's saved state
   ends with the runproc frame of the first, which runs again with it. */
static _Noreturn void switch_out(VM *vm, ProcRun *target, intptr_t n, int kill)
{
    ProcRun *r = vm->procrun;
    Val inner = FALSE_V;
    for (;;) {
        Process *p = r->p;
        swap_dlocals(vm, r->base_ndsave, vm->ndsave, 1, (Val)p);
        int top = vm->fp;
        lower_fp(vm, r->base_fp);
        if (kill) {
            interp_close_upvals(vm, r->base_locals);
            drop_state(p);
            p->h.flags |= PROCF_DEAD;
            p->h.flags &= ~PROCF_STARTED;
        } else {
            save_state(vm, p, r->base_fp + 1, top, r->base_locals, r->base_ndsave,
                       vm->stack, vm->sp - n);
            p->sub = inner;
        }
        move_vals(vm->stack, vm->sp - n, (size_t)n);
        vm->sp = vm->stack + n;
        vm->locals_top = r->base_locals;
        vm->ndsave = r->base_ndsave;
        ProcRun *o = r->prev;
        leave(vm, r);
        if (r == target) break;
        if (!kill) p->h.flags |= PROCF_SUBSUMED;
        inner = (Val)p;
        r = o;
    }
    vm_catch_restore(vm, &target->c);
    longjmp(target->c.jb, SW_SWITCHED);
}

/* The optional process argument of suspend and the others: the top item
   if it is a process, else false (the running process). */
static Val pop_sus_proc(VM *vm)
{
    NEED(1);
    if (!IS_TYPE(PEEK(0), T_PROCESS)) return FALSE_V;
    return POP();
}

/* suspend, ksuspend, their _chain forms, resume and kresume. */
static void suspend_common(VM *vm, int kill, int chain, int resume)
{
    Val other = FALSE_V;
    if (chain || resume) {
        other = POP();
        if (chain) check_proc(vm, other);
        else check_process(vm, other);
    }
    Val sus = pop_sus_proc(vm);
    intptr_t n = pop_count(vm);
    ProcRun *r = switch_target(vm, sus);
    r->action = resume ? ACT_RESUME : ACT_RETURN;
    r->next = resume ? other : FALSE_V;
    r->chain_p = chain ? other : 0;
    r->n = n;
    switch_out(vm, r, n, kill);
}

PRIM(p_suspend, "suspend", -1, -1, "suspend(item1, ..., itemN, N [, process]): suspend the running process (the process given must be it) and return from the runproc that ran it with the N items; when it is run again, suspend returns the items passed to it (REF PROCESS)")
{
    suspend_common(vm, 0, 0, 0);
}

PRIM(p_ksuspend, "ksuspend", -1, -1, "ksuspend(item1, ..., itemN, N [, process]): as suspend, but the process is killed (dead: it cannot be run again)")
{
    suspend_common(vm, 1, 0, 0);
}

PRIM(p_suspend_chain, "suspend_chain", -1, -1, "suspend_chain(item1, ..., itemN, N [, process], p): as suspend, then p is called with the N items in place of the runproc that ran the process")
{
    suspend_common(vm, 0, 1, 0);
}

PRIM(p_ksuspend_chain, "ksuspend_chain", -1, -1, "ksuspend_chain(item1, ..., itemN, N [, process], p): as ksuspend, then p is called with the N items in place of the runproc that ran the process")
{
    suspend_common(vm, 1, 1, 0);
}

PRIM(p_resume, "resume", -1, -1, "resume(item1, ..., itemN, N [, process], res_process): suspend the running process and run res_process with the N items in its place, inside the same runproc")
{
    suspend_common(vm, 0, 0, 1);
}

PRIM(p_kresume, "kresume", -1, -1, "kresume(item1, ..., itemN, N [, process], res_process): as resume, but the running process is killed")
{
    suspend_common(vm, 1, 0, 1);
}

PRIM(p_runproc, "runproc", -1, -1, "runproc(item1, ..., itemN, N, process): run (or go on running) the process with the N items added to its stack, until it suspends (the items it passes are the results) or ends (all its stack is); applying a process calls runproc")
{
    Val pv = POP();
    Process *p = check_process(vm, pv);
    intptr_t n = pop_count(vm);
    check_runnable(vm, p);
    run_process(vm, p, n, 0);
}

/* ---- construction ------------------------------------------------------- */

/* A new, not yet started process for procedure proc.  vol: volatile
   (consproc's default), whose saved state is dropped while it runs, so a
   mishap or an exit out of it leaves it dead; a non-volatile process keeps
   the state it was run from and can be run from there again (ended). */
static Process *new_process(VM *vm, Val proc, int vol)
{
    Process *p = gc_alloc(vm, sizeof(Process), T_PROCESS);
    p->proc = proc;
    p->outer = FALSE_V;
    p->sub = FALSE_V;
    p->h.flags = vol ? PROCF_VOLATILE : 0;
    return p;
}

/* The optional volatile argument: the top item if it is a boolean. */
static int pop_volatile(VM *vm)
{
    NEED(1);
    Val v = PEEK(0);
    if (v != TRUE_V && v != FALSE_V) return 1;
    vm->sp--;
    return v == TRUE_V;
}

PRIM(p_consproc, "consproc", -1, 1, "consproc(item1, ..., itemN, N, p [, volatile]) -> process: a process that, first run, calls p(item1, ..., itemN) and dies when p returns; volatile (default true): its saved state is dropped while it runs")
{
    int vol = pop_volatile(vm);
    Val proc = POP();
    if (!IS_PROC(proc)) vm_mishap(vm, "PROCEDURE NEEDED", 1, proc);
    intptr_t n = pop_count(vm);
    Process *p = new_process(vm, proc, vol);
    alloc_block(vm, p, 0, 0, (uint32_t)n, 0);
    move_vals(p->stack, vm->sp - n, (size_t)n);
    vm->sp -= n;
    PUSH((Val)p);
}

/* The most recent frame of target (frames[i].proc == target), searching
   down through the frames of the running processes (their runproc frames,
   FRAME_PROCESS, are passed; the processes above it are subsumed, REF
   PROCESS), but not through a call from C or a built-in's frame: the
   frames from it up must all be run by run()s that a switch can drop. */
static int target_frame(VM *vm, Val target)
{
    for (int i = vm->fp; i >= 1; i--) {
        uint32_t fl = vm->frames[i].flags;
        if (fl & FRAME_PROCESS) continue;
        if (fl & FRAME_PRIM) break;
        if (vm->frames[i].proc == target) return i;
        if ((fl & FRAME_C_BOUNDARY) && !(vm->frames[i - 1].flags & FRAME_PROCESS)) break;
    }
    vm_mishap(vm, "consproc_to: TARGET PROCEDURE NOT FOUND (or not reachable without a call from C)", 1, target);
}

/* The rest of consproc_to, with no process running above frame t any
   more: frames t..vm->fp and the top n items become the process (with
   sub, a process suspended with it: the top frame is sub's runproc), and
   frame t chains runproc(p, 1, p) in place of its call. */
static void consproc_to_frames(VM *vm, int t, intptr_t n, int vol, Val sub)
{
    Process *p = new_process(vm, vm->frames[t].proc, vol);
    Val pv = (Val)p;
    p->sub = sub;
    gc_push_root(vm, &pv);
    Frame *ft = &vm->frames[t];
    Val *base_locals = ft->locals;
    uint32_t base_ndsave = ft->dsave;
    swap_dlocals(vm, base_ndsave, vm->ndsave, 1, pv);
    int top = vm->fp;
    lower_fp(vm, t - 1);
    save_state(vm, p, t, top, base_locals, base_ndsave, vm->sp - n, vm->sp);
    p->frames[0].flags |= FRAME_C_BOUNDARY;       /* runproc's call of it */
    vm->sp -= n;
    vm->ndsave = base_ndsave;
    vm->locals_top = base_locals;
    /* frames t..top stay as husks that unwind with nothing to restore, and
       frame t chains runproc(p, 1, p) in place of its call */
    for (int i = t; i <= top; i++) {
        vm->frames[i].locals = base_locals;
        vm->frames[i].dsave = base_ndsave;
        vm->frames[i].flags &= ~FRAME_PROCESS;
    }
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    *(volatile int *)&vm->fp = top;
    interp_exit_frames(vm, t, 1);
    gc_pop_root(vm);
    Val frozen[2] = { MK_INT(1), pv };
    PUSH(pv);
    PUSH(mk_closure(vm, runproc_p, 2, frozen));
}

/* The count argument of consproc_to (a procedure is called for it), with
   the stack as it is now. */
static intptr_t consproc_to_count(VM *vm, Val nv)
{
    if (IS_PROC(nv)) { vm_apply(vm, nv); nv = POP(); }
    PUSH(nv);
    return pop_count(vm);
}

/* consproc_to from inside processes running above the target's frame:
   back in the runproc of the outermost of them (r), which is suspended
   with the ones inside it (switch_out), the new process is made from
   frames[t] up to that runproc's (see run_process). */
static void consproc_to_subsuming(VM *vm, ProcRun *r)
{
    Process *sub = r->p;
    sub->h.flags |= PROCF_SUBSUMED;
    /* the count is worked out in the target's environment, with the
       mishap's DOING line as consproc_to's there; the runproc frame is
       kept aside meanwhile */
    Frame rf = vm->frames[r->base_fp];
    lower_fp(vm, r->base_fp - 1);
    Val was = vm->current;
    vm->current = ident_value(vm, "consproc_to");
    intptr_t n = consproc_to_count(vm, r->next);
    vm->current = was;
    vm->frames[r->base_fp] = rf;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    *(volatile int *)&vm->fp = r->base_fp;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    consproc_to_frames(vm, r->to_t, n, r->to_vol, (Val)sub);
}

PRIM(p_consproc_to, "consproc_to", -1, 1, "consproc_to(item1, ..., itemN, N, target_p [, volatile]) -> process: make the calls from the most recent call of target_p up into a process (subsuming the processes running above that call) and go on running it, with the N items and then the process on its stack; the call of target_p returns what the process passes out; N may be a procedure giving the count, called after the subsumed processes are suspended")
{
    int vol = pop_volatile(vm);
    Val target = POP();
    check_proc(vm, target);
    Val nv = POP();
    int t = target_frame(vm, target);
    ProcRun *r = vm->procrun, *outer = NULL;
    for (; r && r->base_fp > t; r = r->prev) outer = r;
    if (outer) {
        /* suspend the processes above frame t, the outermost last, and
           go on in its runproc (run_process, ACT_CONSPROC_TO) */
        switch_target(vm, (Val)outer->p);
        outer->action = ACT_CONSPROC_TO;
        outer->next = nv;
        outer->chain_p = 0;
        outer->to_t = t;
        outer->to_vol = vol;
        switch_out(vm, outer, 0, 0);
    }
    if (vm->procrun && vm->capply != vm->procrun->capply) not_switchable(vm, target);
    intptr_t n = consproc_to_count(vm, nv);
    consproc_to_frames(vm, t, n, vol, FALSE_V);
}

PRIM(p_saveproc, "saveproc", 0, 1, "saveproc() -> process_or_false: a copy of the running process as it is now; in the original saveproc returns the copy, in the copy (when it is run) false")
{
    ProcRun *r = switch_target(vm, FALSE_V);
    r->action = ACT_SAVE;
    r->next = FALSE_V;
    r->chain_p = 0;
    switch_out(vm, r, 0, 0);
}

/* copy of a process (data.h) */
static Val copy_process(VM *vm, Val v)
{
    Process *p = (Process *)v;
    if ((p->h.flags & PROCF_DEAD) || ((p->h.flags & PROCF_RUNNING) && (p->h.flags & PROCF_VOLATILE)))
        vm_mishap(vm, "ATTEMPT TO COPY NON-RUNNABLE PROCESS", 1, v);
    Process *c = new_process(vm, p->proc, p->h.flags & PROCF_VOLATILE);
    c->h.flags = p->h.flags & (PROCF_VOLATILE | PROCF_STARTED);
    c->sub = p->sub;             /* (not copied, as in Poplog) */
    alloc_block(vm, c, p->nframes, p->nlocals, p->nstack, p->ndsave);
    if (p->bytes) memcpy(c->block, p->block, p->bytes);
    /* the open upvalues stay the original's (shared, as in Poplog) */
    return (Val)c;
}

/* ---- predicates ----------------------------------------------------------- */

PRIM(p_isprocess, "isprocess", 1, 1, "isprocess(item) -> bool: whether item is a process")
{
    Val v = POP();
    PUSH(BOOL_V(IS_TYPE(v, T_PROCESS)));
}

PRIM(p_isliveprocess, "isliveprocess", 1, 1, "isliveprocess(item) -> result: false unless item is a live process; the process itself if it is running, true if it is suspended")
{
    Val v = POP();
    if (!IS_TYPE(v, T_PROCESS) || (((Process *)v)->h.flags & PROCF_DEAD)) { PUSH(FALSE_V); return; }
    PUSH((((Process *)v)->h.flags & PROCF_RUNNING) ? v : TRUE_V);
}

/* See process.h. */
int process_redirect(VM *vm, const char *name)
{
    if (vm->sp <= vm->stack) return 0;
    Val p = vm->sp[-1];
    if (!IS_PROC(p) || PROC_KIND(p) == PK_PRIM) return 0;
    Val w = word_cstr(vm, "process_builtins");
    if (!WORD_PTR(w)->ident && !(lib_autoload(vm, w) && WORD_PTR(w)->ident)) return 0;
    Val nm = word_cstr(vm, name);
    for (Val l = IDENT_PTR(WORD_PTR(w)->ident)->value; IS_PAIR(l) && IS_PAIR(BACK(l)); l = BACK(BACK(l)))
        if (FRONT(l) == nm && IS_PROC(FRONT(BACK(l)))) {
            vm->redirect = FRONT(BACK(l));
            return 1;
        }
    return 0;
}

/* See process.h. */
Val process_of_frame(VM *vm, int i)
{
    for (ProcRun *r = vm->procrun; r; r = r->prev)
        if (r->base_fp == i) return (Val)r->p;
    return FALSE_V;
}

PVAR("pop_current_process", "pop_current_process -> process_or_false: the running process, false outside any (REF PROCESS)")
PVAR("dlocal_process", "dlocal_process -> process: in the code of a dynamic local expression (dlocal %...%) run by a suspend (dlocal_context 3) or a resume (4), the process being suspended or resumed; false otherwise (REF VMCODE)")
PVAR("process_key", "process_key -> key: the key of processes")

void process_init(VM *vm)
{
    id_current = vm_defvar(vm, "pop_current_process", FALSE_V);
    id_dlprocess = vm_defvar(vm, "dlocal_process", FALSE_V);
    runproc_p = ident_value(vm, "runproc");
    interp_runproc = runproc_p;
    interp_hooks.redirect = process_redirect;
    data_copy_process = copy_process;
}
