/*
** vm.h -- the one struct holding all interpreter state, the user stack
** discipline, mishaps (errors) and calling Pop-11 procedures from C.
**
** The user ("open") stack is vm->stack[0 .. sp-1]; vm->sp points at the
** next free slot.  Every Pop-11 procedure, bytecode or primitive, takes its
** arguments from this stack and leaves its results on it.
**
** A primitive is `void fn(VM *vm)`.  It pops its arguments with POP()
** (checked: underflow raises "ste: STACK EMPTY ...") and pushes results with
** PUSH() (checked: past vm->stack_end, vm_stack_room grows the stack or
** raises popmemlim's mishap; ustack.h).  It may allocate freely; the
** GC never runs inside a primitive unless the primitive calls vm_apply.
**
** Primitives are declared once each with PRIM (see prim.h); a build step
** collects those declarations into the registration table and the REF index.
*/
#ifndef POP_VM_H
#define POP_VM_H

#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include "value.h"

#define POP_FRAMES_MAX   200000      /* hard ceiling on call depth         */
#define POP_LOCALS_MAX   (1 << 22)   /* local-variable slots, all frames   */

/* Bits of the safe-point poll word vm->poll. Signal handlers only OR bits in. */
enum {
    POLL_GC       = 1,   /* heap threshold crossed: collect              */
    POLL_TIMER    = 2,   /* a sys_timer timer is due                      */
    POLL_INTR     = 4,   /* SIGINT: run keyboard_interrupt                */
    POLL_PROFILE  = 8,   /* profiler tick(s) pending                      */
    POLL_STRESS   = 16,  /* --enable-gc-stress: collect at every poll     */
    POLL_STACK    = 32,  /* the user stack is past popmemlim (ustack.h)  */
    POLL_STEPS    = 64,  /* a step budget (vm->steps_left; the fuzz
                            targets): sticky, every safe point counts   */
    POLL_PUBLISH  = 128, /* interp_lines_prepare: run() publishes its
                            dispatch table and returns (no service)    */
    POLL_DUMP     = 256, /* SIGUSR1: print the call stack (interp_hooks.dump,
                            vm/library/stackdump.c)                    */
    POLL_SNAPSHOT = 512  /* SIGUSR2: a profile run's snapshot is due
                            (profile/sampler.c, sampler_snapshot)      */
};

/* One activation record.  frames[0] is the outermost; caller(n) is
   frames[fp - n] -- constant time. */
typedef struct Frame {
    Val proc;                /* the Proc running in this frame              */
    const uint32_t *pc;      /* resume point (valid when not the top frame) */
    Val *locals;             /* base of this frame's local slots            */
    Val *stack_entry;        /* user sp at entry (for stack checks)         */
    uint32_t dsave;          /* dlocal save-stack mark at entry             */
    uint32_t flags;          /* FRAME_* bits                                */
    uint32_t cs;             /* call-stack words used up to this frame      */
    uint32_t cov_site;       /* coverage: the last TALLY it ran (in what was
                                padding; valid only if its code starts with
                                a TALLY, profile/coverage.h)                */
    Val *consts;             /* code frames: the procedure's constant pool  */
    Val *upv;                /* code frames: its upvalues (Proc vals)       */
} Frame;
enum { FRAME_C_BOUNDARY = 1, FRAME_PRIM = 2, FRAME_AST = 4,
       FRAME_EXTCALL = 8,     /* this frame is in an external call that called back (ffi.c) */
       FRAME_PROCESS = 16     /* runproc's frame: the frames above it, up to the
                                 next such frame, are a running process's
                                 (vm/library/process.c) */
};

/* A process (REF PROCESS; vm/library/process.c runs them): the saved
   state of a coroutine.  While it is suspended, its frames, their local
   slots, its dynamic-local save pairs and its user stack are held here,
   relative to where they stood (Frame.locals, stack_entry, dsave and cs
   are offsets from the bottom of the process's part of each stack, cast
   into the fields), in one malloc'd block (`block`, `bytes` long), and
   the open upvalues of those slots point into `locals` (each one's
   `closed` holds the process meanwhile, so that a closure keeps the
   process's slots alive).  h.flags: process.c's PROCF_* bits. */
typedef struct Process {
    Obj h;
    Val proc;                /* the procedure it was made from, or false    */
    Val outer;               /* running: the process current when it was run */
    Val sub;                 /* suspended: the sub-process suspended with it */
    uint32_t nframes, nlocals, nstack, ndsave;
    Frame *frames;
    Val *locals, *stack, *dsave;
    struct UpVal *openuv;    /* its open upvalues, highest slot first        */
    void *block;
    size_t bytes;
} Process;

/* While the profiler's tick handler runs (profile/sampler.c), the call
   chain as it was when the ticks being charged fell due: caller and
   iscaller read it in place of frames[1..top] (the frames above top are the
   handler's own).  Outermost first: chain[1..k] (or, when chain is NULL,
   the procedures of frames[1..k], which have not changed since), then
   extra[0..nextra-1] (the procedure that was running, then a built-in it
   was calling). */
typedef struct ProfView {
    int top;
    int k;
    const Val *chain;
    const struct Frame *frames;
    int nextra;
    Val extra[2];
} ProfView;
static inline int prof_view_depth(const ProfView *v) { return v->k + v->nextra; }
/* the d-th procedure of the sampled chain, 1 <= d <= prof_view_depth(v) */
static inline Val prof_view_at(const ProfView *v, int d)
{
    if (d > v->k) return v->extra[d - v->k - 1];
    return v->chain ? v->chain[d] : v->frames[d].proc;
}

/* A mishap handler (setjmp point) -- unwinding stops at the innermost one. */
typedef struct Catch {
    jmp_buf jb;
    struct Catch *prev;
    int fp;                  /* frame index to unwind to                    */
    Val *sp;                 /* user stack pointer at catch time            */
    int nroots;
    uint32_t cs;             /* frames[fp].cs at catch time (C recursion's charges) */
    int pr_level;            /* vm->pr_level at catch time                  */
    Val *locals_top;         /* local slots in use (data_slots of C code)   */
    unsigned capply;         /* vm->capply at catch time                    */
    int resumable;           /* vm_apply_resumable's: an exit out of a
                                mishap hook can go on here (vm_exit_unwind) */
} Catch;

struct VM {
    /* -- hot interpreter state ---------------------------------------- */
    Val *sp;                 /* next free user stack slot                   */
    Val *stack;              /* user stack base                             */
    Val *stack_end;
    Frame *frames;           /* call stack                                  */
    int fp;                  /* index of the top frame                      */
    int frames_lim;          /* pop_callstack_lim in frames                 */
    Val *locals;             /* local slot stack                            */
    Val *locals_top;         /* first free local slot                       */
    Val *locals_end;
    struct UpVal *openuv;    /* open upvalues, highest slot first           */
    Val *dsave;              /* dlocal save stack (ident, old value) pairs  */
    uint32_t ndsave, dsave_cap;
    volatile sig_atomic_t poll;   /* the one safe-point poll word            */
    volatile Val current;    /* procedure now running (set at call/return)  */
    Val *stack_floor;        /* the user stack's storage: vm->stack is the
                                bottom of the running process's part of it */
    unsigned capply;         /* calls from C of procedures with no frame
                                of their own in progress (interp_apply): a
                                process cannot be suspended across one,
                                nor across a FRAME_C_BOUNDARY (process.c) */
    Val cur_process;         /* the running process, or false               */
    struct ProcRun *procrun; /* its runproc's state (process.c), or NULL    */
    Val redirect;            /* set by a built-in that has a Pop-11 procedure
                                run in its place (process_redirect): its
                                caller calls that next (interp.c, enter) */

    /* -- errors --------------------------------------------------------- */
    Catch *catch;            /* innermost mishap handler                    */
    struct Owned *owned;     /* C buffers a mishap frees (vm_own)           */
    int in_mishap;           /* guard against recursive mishaps             */
    int hook_fp;             /* while prmishap or interrupt runs for a
                                mishap: the frame its call pushed (else 0) */
    Catch *exit_catch;       /* an exit out of such a hook under way: the
                                resumable Catch it goes on at, and ...       */
    int exit_fp;             /* ... the frame that exits there             */
    Val hook_lim;            /* pop_callstack_lim before a hook had room
                                above it (a mishap of recursion too deep
                                gets its prmishap called), else 0          */
    int exit_status;         /* pop_exit_ok false -> 1                      */
    uintptr_t cstack_low;    /* lowest address the C stack may reach        */
    long steps_left;         /* POLL_STEPS: safe points left before a mishap */
    long out_left;           /* if positive, characters stdout/stderr take
                                before the rest is dropped (fuzz targets)  */
    size_t heap_cap;         /* if nonzero, bytes the heap may never pass,
                                whatever popmemlim says (the fuzz targets) */
    double num_bits_cap;     /* if nonzero, the most bits a number made by one
                                operation may have (the fuzz targets: keeps
                                each input fast); more is popmemlim's mishap */

    /* -- heap ----------------------------------------------------------- */
    struct Heap *heap;
    Val *roots[256];         /* gc_push_root stack (addresses of Vals)      */
    int nroots;

    /* -- dictionary ----------------------------------------------------- */
    Word **dict;             /* word hash table                             */
    uint32_t dict_size, dict_count;
    struct SectState *sect;  /* sections (section.c)                        */
    uint32_t cur_section;    /* index of the current section (0 = top)      */

    /* -- compiler / item stream ---------------------------------------- */
    struct Compiler *comp;   /* innermost compilation in progress (roots)   */
    struct Itemiser *itm;    /* current input source                        */
    Val proglist_id;         /* ident of proglist                           */

    /* -- well-known identifiers (cached idents, see vm_init) ----------- */
    Val id_pr, id_cucharout, id_cucharerr, id_pop_pr_places, id_pop_pr_quotes,
        id_poplinewidth, id_poplinemax, id_popmemlim, id_pop_callstack_lim,
        id_popgctime, id_popmemused, id_popgctrace, id_pop_after_gc, id_popnewline,
        id_popprompt, id_interrupt, id_keyboard_interrupt, id_popdprecision,
        id_pop_pr_ratios, id_poparglist, id_popfilename, id_poplinenum,
        id_pop_mishap_doing_lim, id_pop_exit_ok, id_pop_undef, id_prmishap;

    /* -- output ----------------------------------------------------------*/
    int out_col;             /* column on stdout (for line wrapping)        */
    int pr_level;            /* pop_pr_level: printing depth left (print.c) */
    int err_col;
    int interactive;         /* stdin is a terminal and REPL running        */
    const char *loader_name; /* outermost DOING entry: trycompile, ...      */
    Val *exec_base;          /* stack base of the current compilation stream*/
    Val opproc[96];          /* the procedures behind inlined operators and
                                calls (hd, tl), indexed by opcode          */
    int compiling_depth;     /* >0 while compiling a procedure body         */
    const char *libdir;      /* where lib/, profile/, help/ live            */

    /* -- profiler / timers (profile/sampler.c) -------------------------- */
    struct Sampler *sampler;
    struct Timers *timers;
    struct FfiState *ffi;    /* foreign function interface (popffi.h)      */
    int prof_low;            /* lowest frame index since the last sample    */
    int prof_sticky;         /* deterministic profiling: keep POLL_PROFILE  */
    long gc_count;
    double gc_time;          /* seconds in automatic GC                     */
    unsigned counting;       /* the profiler's exact counts run (counters.c) */
    const struct ProfView *prof_view;  /* the sampled chain, in a tick handler */
    const uint32_t *prof_pc; /* the next instruction of the top frame, stored
                                by a safe point before it services the poll
                                (interp_run.h, POLLCHECK); NULL elsewhere   */
    volatile sig_atomic_t prof_hook;   /* the line hook is armed (interp.h) */
    /* a wall-clock profile runs (profile/sampler.c): told where a blocking
       wait begins (kind, VM_WAIT_*) and ends (-1); NULL otherwise */
    void (*wait_hook)(struct VM *vm, int kind);
    /* coverage (profile/coverage.c): the compiler plants TALLY while
       cov_on is set; TALLY A adds 1 to cov_counts[A] */
    int cov_on;
    uint64_t *cov_counts;
};

/* The blocking waits a wall-clock profile charges to a row of their own
   (<sleep>, <read>, <child>, <foreign>): a built-in that can block marks
   the wait with vm_wait_begin before the blocking call and vm_wait_end
   after it, and the time between is accounted for then, not by signals
   that interrupt the call.  They cost one test when no such run ticks. */
enum { VM_WAIT_SLEEP, VM_WAIT_READ, VM_WAIT_CHILD, VM_WAIT_FOREIGN, VM_WAIT_KINDS };
static inline void vm_wait_begin(VM *vm, int kind) { if (vm->wait_hook) vm->wait_hook(vm, kind); }
static inline void vm_wait_end(VM *vm) { if (vm->wait_hook) vm->wait_hook(vm, -1); }

/* Make c the innermost mishap handler, unwinding to the current frame, user
   stack and GC roots; then setjmp(c->jb), and on every way out of the
   protected code set vm->catch back to c->prev. */
static inline void vm_catch_push(VM *vm, Catch *c) {
    c->prev = vm->catch; c->fp = vm->fp; c->sp = vm->sp; c->nroots = vm->nroots;
    c->cs = vm->frames[vm->fp].cs; c->pr_level = vm->pr_level;
    c->locals_top = vm->locals_top; c->capply = vm->capply;
    c->resumable = 0;
    vm->catch = c;
}

/* ---- bounded C recursion ------------------------------------------------
** Every C recursion that input controls (the compiler's descent, printing,
** `=`, copying, matching, re-entering Pop-11 from C) calls vm_cs_charge on
** the way down and vm_cs_release on the way up.  The charge is Poplog's
** cost of that level in call-stack words, added to the top frame's `cs`
** (what push_frame adds Pop-11 frames to), so C and Pop-11 recursion share
** pop_callstack_lim; past it, or when the C stack itself is nearly used up
** (vm->cstack_low, set by vm_new from the stack's rlimit), the mishap is
** Poplog's "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED".  A mishap's
** unwinding restores the charges to the Catch's (vm_catch_push saves them). */
_Noreturn void vm_recursion_limit(VM *vm);
/* Push a frame for the built-in p (FRAME_PRIM: no code, no locals), so
   that a mishap inside it names p on its DOING line and caller/iscaller
   see it; pop it with vm->fp-- (restoring vm->current).  The caller has
   checked that vm->fp + 1 < vm->frames_lim. */
void vm_push_prim_frame(VM *vm, Val p);
/* The call stack itself is full (pop_callstack_lim raised beyond what the C
   stack or the VM's frame and local-slot stacks hold): Poplog's
   "rom: NO MORE MEMORY AVAILABLE (needing callstack space)". */
_Noreturn void vm_callstack_exhausted(VM *vm);
/* vm_callstack_exhausted unless the C stack has room for one more level
   of C recursion (vm->cstack_low). */
static inline void vm_check_cstack(VM *vm) {
    if ((uintptr_t)__builtin_frame_address(0) < vm->cstack_low) vm_callstack_exhausted(vm);
}
/* Charge `words` of call stack to the top frame for one level of C
   recursion (above): "rle" past pop_callstack_lim, "rom" when the C stack
   is nearly used up; vm_cs_release gives them back. */
void vm_cs_charge(VM *vm, uint32_t words);
/* The same for the built-in procedure `who`, which the mishap's DOING line
   then names (as Poplog's does: "=" for equality). */
void vm_cs_charge_as(VM *vm, uint32_t words, const char *who);
static inline void vm_cs_release(VM *vm, uint32_t words) { vm->frames[vm->fp].cs -= words; }
/* Called first in main(): when the C stack's soft limit is below 63 MiB
   and the hard limit allows more, raise it and re-execute pop11 (once), so
   that the C stack holds what pop_callstack_lim allows in every build
   (frames are larger under ASan).  Returns if nothing was done. */
void vm_ensure_cstack(char **argv);
/* ---- C buffers a mishap must not lose ----------------------------------
** A C function that mallocs a buffer and then calls what may mishap (an
** allocation, output that runs Pop-11 ...) registers it: vm_own(vm, &o,
** &buf) after the malloc, vm_disown(vm, &o) before freeing it as usual
** (in LIFO order).  A mishap that unwinds past the function (to a Catch
** pushed before vm_own) frees the buffer: *pp as it is then, so buf may
** be realloc'd meanwhile.  o lives in the registering function's frame. */
typedef struct Owned { struct Owned *prev; void **pp; struct Catch *catch; } Owned;
static inline void vm_own(VM *vm, Owned *o, void *pp) {
    o->prev = vm->owned; o->pp = (void **)pp; o->catch = vm->catch; vm->owned = o;
}
static inline void vm_disown(VM *vm, Owned *o) { vm->owned = o->prev; }
/* Free the buffers registered under c or a Catch pushed after it (the
   unwinding to c; vm_catch_restore calls it). */
void vm_free_owned(VM *vm, const Catch *c);

/* Restore what a Catch saved (for code that longjmps to a Catch itself). */
static inline void vm_catch_restore(VM *vm, const Catch *c) {
    vm_free_owned(vm, c);
    vm->frames[c->fp].cs = c->cs; vm->pr_level = c->pr_level;
    vm->nroots = c->nroots; vm->capply = c->capply;
    if (vm->fp == c->fp) vm->locals_top = c->locals_top;
}

/* ---- stack access for primitives ------------------------------------- */
_Noreturn void vm_stack_empty(VM *vm);
/* Make room for n more items above vm->sp (which stays where it is): grow
   the stack's storage (ustack.c), or past what popmemlim leaves raise
   "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using stack space)".  Called
   by code that pushes when vm->sp + n would pass vm->stack_end. */
void vm_stack_room(VM *vm, size_t n);
static inline Val vm_pop(VM *vm) {
    if (vm->sp <= vm->stack) vm_stack_empty(vm);
    return *--vm->sp;
}
static inline void vm_push(VM *vm, Val v) {
    if (vm->sp >= vm->stack_end) vm_stack_room(vm, 1);
    *vm->sp++ = v;
}
#define POP()    vm_pop(vm)
#define PUSH(v)  vm_push(vm, (v))
#define PEEK(n)  (vm->sp[-1 - (n)])          /* unchecked                   */
#define NEED(n)  do { if (vm->sp - vm->stack < (n)) vm_stack_empty(vm); } while (0)

/* ---- mishaps ----------------------------------------------------------
** vm_mishap raises a Pop-11 mishap: `msg` is the message text (e.g.
** "LIST NEEDED", "ste: STACK EMPTY (missing argument? missing result?)"),
** followed by `n` culprit values.  It prints the report in Poplog's format
** on stderr, unwinds dlocals and frames to the innermost Catch, and
** longjmps there.  Never returns. */
_Noreturn void vm_mishap(VM *vm, const char *msg, int n, ...);
/* Same with the culprits in an array. */
_Noreturn void vm_mishapv(VM *vm, const char *msg, int n, const Val *culprits);
/* Unwind to the innermost Catch without a report (setpop). */
_Noreturn void vm_throw(VM *vm);
/* A mishap's hooks, as in Poplog: unless prmishap is sysprmishap (the
** report), vm_mishapv calls prmishap(message, culprit_list) in its
** place, then interrupt() unless that is setpop; then it unwinds.  A hook
** may leave by an exit (exitfrom, exitto, chainfrom...) to a procedure
** that called the one that mishapped: the interpreter loop that ran that
** procedure is gone with the C frames above it, so the exit goes on at
** the innermost resumable Catch below it (vm_apply_resumable: one per
** top-level statement), which runs its frames on from where they stood.
** vm_exit_resumable gives such a Catch for an exit of the frames from
** `lowest` up, or NULL: none of the frames between the Catch and
** `lowest` may have been called from C.  vm_exit_unwind starts that
** exit to r (frames[lowest].pc already set to leave it), unwinding as a
** mishap does, through every Catch between, which clean up and go on. */
Catch *vm_exit_resumable(VM *vm, int lowest);
_Noreturn void vm_exit_unwind(VM *vm, Catch *r, int lowest);
/* Call p as vm_apply does, within a resumable Catch (above); a mishap
   goes on to the enclosing handler. */
void vm_apply_resumable(VM *vm, Val p);
/* Pop the frames above the level an unwinding to Catch c stops at (c's
   frame, or an exit's frame when c is where the exit goes on), restoring
   their dynamic locals and closing their captured variables; for the
   handlers that pass a mishap on with their own longjmp. */
void vm_unwind_frames(VM *vm, const Catch *c);
/* Print a mishap's report (sysprmishap) and go on. */
void vm_report_mishap(VM *vm, const char *msg, int n, const Val *culprits);
/* Print a warning (;;; WARNING - msg / INVOLVING) and continue. */
void vm_warning(VM *vm, const char *msg, int n, const Val *culprits);

/* What prints a mishap's or warning's report: `header` ("MISHAP - " or
   "WARNING - "), the message, the culprits, and with `full` the FILE,
   COMPILING and DOING lines.  Poplog's report needs the printer and the
   compiler, so the compiler layer registers it at start-up
   (vm/compiler/report.h); until then a mishap prints one plain line. */
typedef void (*VmReporter)(VM *vm, const char *header, const char *msg, int n,
                           const Val *culprits, int full);
void vm_set_reporter(VM *vm, VmReporter r);

/* Common type-check helpers: raise the standard message with `v` as culprit. */
_Noreturn void vm_type_error(VM *vm, const char *msg, Val v);

/* ---- calling Pop-11 from C --------------------------------------------
** vm_apply calls procedure (or applicable object) `p` with its arguments
** already on the user stack, runs it to completion and returns; results are
** left on the stack.  The GC may run inside: root any Val you hold. */
void vm_apply(VM *vm, Val p);

/* ---- GC roots for C code that calls back into Pop-11 -----------------
** A collection runs only at a safe point, so C code holding Vals in locals
** needs to root them only across a call that can reach one (vm_apply, or
** anything that runs Pop-11 code or compiles).  Which tool to use:
**
**   what the C code holds                      use
**   -----------------------------------------  ---------------------------
**   one to four Vals across one vm_apply,      gc_push_root / gc_pop_root
**   in code that does not nest with the data     (at most 256 at once; a
**                                                program cannot drive it)
**   the same where a user's procedure can      data_root / data_unroot
**   nest it (a dynamic list's generator)         (data.h: mishaps rle when
**                                                full, instead of aborting)
**   state kept across vm_apply in a loop or    data_slots / data_release
**   in recursion that input controls             (data.h: slots on the
**   (sorting, mapping, matching, printing)       local-slot stack, as deep
**                                                as calls go)
**   malloc'd buffers or global state that a    a Catch (vm_catch_push,
**   mishap inside vm_apply must free or put      below), or vm_own for a
**   back                                         buffer
**
** The roots and data slots pushed after a Catch are dropped when a mishap
** unwinds to it (Catch.nroots, locals_top). */
_Noreturn void vm_roots_overflow(VM *vm);
static inline void gc_push_root(VM *vm, Val *p)
{
    if (__builtin_expect(vm->nroots >= (int)(sizeof vm->roots / sizeof vm->roots[0]), 0))
        vm_roots_overflow(vm);
    vm->roots[vm->nroots++] = p;
}
static inline void gc_pop_root(VM *vm) { vm->nroots--; }

/* ---- creation and built-in variables (vm.c) ----------------------------- */
/* The core of a new VM: its stacks (placed as calloc_at in vm.c says) and
   the heap; libdir is where lib/, profile/ and help/ are found.  No
   identifier exists yet: vm_new (vm/host/prims.h) makes a whole VM. */
VM  *vm_create(const char *libdir);
/* Declare the core's built-in variables (popmemlim, pop_callstack_lim,
   popgctrace, proglist, true, false ...) and the numbers' (num_init).
   Called by vm_new after the primitives are registered, since some
   initial values are primitives (identfn, setpop). */
void vm_init_vars(VM *vm);
/* Declare a built-in permanent variable with an initial value; its ident. */
Val  vm_defvar(VM *vm, const char *name, Val value);

/* ---- identifiers ------------------------------------------------------ */
/* Value of a permanent identifier held in vm->id_xxx. */
#define IDVAL(idv) (IDENT_PTR(idv)->value)

#endif
