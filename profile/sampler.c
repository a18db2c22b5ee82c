/*
** sampler.c -- the profiler's C side (mechanism only).
**
** Design (after LuaJIT's lj_profile.c and MLton's stack profiling)
**   Timer: ticks are due at points of the process's CPU time (the k-th in
**   the k-th interval since the start).  The signal handler reads the CPU
**   clock, adds every tick whose time has come to the ledger (so none is
**   lost when the signal comes late), counts them as GC ticks if a
**   collection is running, sets POLL_PROFILE in the poll word and re-arms
**   the timer for the CPU time still to go.  It also records what was
**   running at that moment (the signal-time leaf, below).  The timer itself
**   is a one-shot POSIX timer on CLOCK_MONOTONIC, not on the process CPU
**   clock: Linux checks CPU-clock timers only at its scheduler tick (every
**   4 ms with HZ=250), so their samples all fall on that grid, and a
**   program with a period near a divisor of it was sampled in near lock
**   step, jitter or not (measured: run-to-run spread of shares up to 1.2x
**   the binomial one, 95% intervals covering 93%).  The wall-clock timer
**   fires within microseconds of the CPU time it waits for when the process
**   runs; when it finds less CPU time than it waited for (the process slept
**   or shared its processor), it waits again for the rest, backing off up
**   to one interval.
**
**   Signal-time leaf (docs/rules.md section 7, B2): each tick is recorded with what was
**   running when it fell due: vm->current (the running procedure, a
**   built-in included: enter(), slow_binop and the foreign call set it),
**   the frame index vm->fp, and frames[fp].proc (the "owner", the Pop-11
**   procedure whose code was running or that called the built-in; push_frame
**   stores the frame's procedure before it raises fp, so this is always a
**   live procedure), or, during a collection, the word <gc> as the leaf,
**   and while the compiler's own code runs (compile_running: compiling a
**   file, a library it loads, an autoloaded name), the word <compile>.
**   Consecutive ticks with the same record are one entry; a batch holds up
**   to NENTRY entries (more ticks go to the last one) in one of two
**   buffers: the safe point switches buffers before reading one, so the
**   signal handler never writes the entries being read.  At the safe point
**   each entry is charged on its own: first its leaf (when it is not the
**   owner: a built-in or <gc>), then the owner, then the owner's callers
**   from the frames.  If the owner's frame has gone since the signal (a
**   procedure with no safe point of its own that returned before the next
**   one), the owner is charged all the same and its callers are the frames
**   below its old index that still stand.
**
**   Jitter (B10): with jitter on (the default) each tick is due at a
**   random point of its interval instead of at its end, so the ticks cannot
**   run in lock step with a periodic program, and there are still exactly
**   CPU time / interval of them (within one), as the ledger expects.
**
**   Wall-clock mode (sys_profile_wall): the ticks are due on the monotonic
**   clock instead, so time the process spends waiting is sampled too.  The
**   waits of built-ins that block (syssleep, reads, child processes,
**   foreign calls) are marked where they begin and end (vm_wait_begin and
**   vm_wait_end, vm.h): the timer is off while one lasts, and when it
**   ends the ticks that fell due meanwhile are recorded at once, charged to
**   a leaf naming the wait (<sleep>, <read>, <child>, <foreign>) in the
**   frame of the procedure that waited, so no signal interrupts the wait.
**
**   Deterministic mode: instead of CPU time, one tick every N safe points
**   (procedure entries and loop back-edges), so reports are identical run
**   after run (tests, CI).  With the built-ins option the calls of built-in
**   procedures (enter()), operators on big numbers (slow_binop) and garbage
**   collections count as safe points too, each charged to its own leaf.
**
**   At the next safe point sampler_service hands the pending ticks to the
**   Pop-11 handler registered by profile.p as one call handler(n).  The
**   handler runs inside the interrupted procedure (caller(1) is it), with
**   the profiler's own re-entrancy guard set.  A mishap in the handler
**   stops the sampler before the mishap unwinds.
**
**   Fast path: the Pop-11 side may hand over a memo property (procedure ->
**   item, or -> true for a procedure whose ticks go to its caller) and its
**   counts property with sys_profile_memo.  A batch of ticks is then
**   walked up the frames past procedures memoised as true, and if the
**   first other one has an item in the memo the ticks are added to counts
**   in C, without running any Pop-11 code; any other batch goes to the
**   handler as before, and the handler decides what goes in the memo.
**   The policy stays in Pop-11 (it only memoises what its own default hooks
**   decided), and running interpreter code at a tick turned out to cost
**   far more than its own time: with the default handler running at every
**   tick the loops benchmark ran 9% slower than with the ticks counted and
**   dropped in C, although the handler itself took 0.01% of the run.
**   Count-all (sys_profile_memo_chain) uses the same fast path, but only
**   while the call chain is the one the last sys_profile_chain call saw:
**   then the set of active procedures has not changed, so the handler
**   needs only the number of such ticks, which the next sys_profile_chain
**   hands over (the "steady" ticks).
**
**   The ledger also keeps the profiler's own time: the wall-clock time from
**   taking a batch of ticks to the handler's return (or to the end of the
**   fast path), measured with the vDSO monotonic clock (two reads per
**   batch), so a report states what profiling cost the run it describes.
**
**   Call chain without O(depth) work per tick: vm->prof_low is the lowest
**   frame index reached since the previous sample (pop_frame and unwinding
**   lower it).  sys_profile_chain() returns how many frames of the
**   previous sample are still valid and a vector of the frames above them,
**   so a count-all policy updates its active set incrementally: the cost
**   per tick depends on how much of the stack changed, not on its depth.
*/
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "sampler.h"
#include "prim.h"
#include "gc.h"
#include "prop.h"
#include "stacks.h"
#include "counters.h"
#include "compile.h"
#include "interp.h"

/* Ticks recorded with one signal-time state (see above). */
typedef struct Entry {
    Val leaf;                       /* vm->current, or the <gc> word        */
    Val owner;                      /* frames[fp].proc                      */
    int fp;
    int intact;                     /* chain[0..intact] is still its chain  */
    int snap_due;                   /* its snap is taken when it is charged */
    long n;
    const uint32_t *call_pc;        /* frames[fp - 1].pc: the owner's call  */
    const uint32_t *leaf_pc;        /* frames[fp].pc: a built-in leaf's call
                                       (of the compiler, for <compile>)     */
    const uint32_t *top_pc;         /* with lines on, when the owner's own
                                       code ran: just past the opcode of the
                                       instruction it ran (LINE_PENDING
                                       until the line hook tells), else NULL */
    Val process;                    /* vm->cur_process: the running process */
} Entry;
/* top_pc of a tick whose instruction the line hook has not yet seen */
#define LINE_PENDING ((const uint32_t *)1)
#define NENTRY 8
typedef struct Batch { volatile int k; Entry e[NENTRY]; } Batch;

typedef struct Sampler {
    int running;                    /* ticking                              */
    int in_handler;                 /* the Pop-11 handler is running        */
    int deterministic;              /* tick every `every` safe points       */
    int builtins;                   /* ... built-ins and GCs counted too    */
    long every, countdown;
    int64_t interval_ns;
    Batch batch[2];                 /* ticks due, not yet handed over       */
    volatile int cur;               /* the batch the signal handler fills   */
    Entry work[NENTRY];             /* the batch being charged              */
    int nwork;
    int jitter, jitter_run;         /* jitter option; this run's setting    */
    int64_t due;                    /* CPU time the next tick is due        */
    int64_t period_k;               /* ticks due so far                     */
    int misses;                     /* timer expiries in a row too early    */
    uint64_t rng;
    volatile sig_atomic_t in_gc;
    long charged, coalesced, gc_ticks, signals;
    int64_t own_ns;                 /* time spent on ticks at safe points   */
    int64_t cpu_start, cpu_total;
    timer_t tid; int have_timer;
    Val handler;                    /* Pop-11 procedure handler(n)          */
    Val memo, counts, active;       /* fast path: proc -> item, item -> n   */
    int chained;                    /* fast path only while the chain stands */
    long steady;                    /* ticks it took so, not yet handed over */
    Val gc_word;                    /* the leaf of ticks during a GC: <gc>  */
    Val compile_word;               /* ... in the compiler: <compile>       */
    int last_depth;                 /* frames valid at the previous sample  */
    int last_virtual;               /* the previous chain had a gone owner  */
    int top;                        /* frame index of the interrupted proc  */
    /* the entry being handed to the Pop-11 handler */
    Val ctx_leaf, ctx_owner;        /* built-in leaf; owner whose frame went */
    Val ctx_process;                /* the process running then, or false   */
    int ctx_valid;                  /* innermost frame of its chain standing */
    /* the signal-time call chain (see "Sampled chain" above) */
    Val *chain;                     /* chain[i]: frames[i].proc at the snap */
    int chain_fp;                   /* the frame index of the last snap     */
    int chain_hi;                   /* highest index written (GC roots)     */
    volatile int sig_low;           /* lowest prof_low reset since the snap */
    volatile sig_atomic_t servicing;    /* sampler_service is charging      */
    volatile sig_atomic_t copy_due;     /* a snap waits for it to end       */
    ProfView view;                  /* the chain the hooks see (vm.h)       */
    int base;                       /* frame of the run's caller, or -1     */
    long ignored, dropped;          /* ticks the handler dropped: run; entry */
    long ctx_n;                     /* ticks of the entry being charged     */
    long counted;                   /* of them, sys_profile_charge counted  */
    int work_i;                     /* the entry being charged (s->work)    */
    Val work_leaf;                  /* its leaf and site, for failed_entry  */
    StacksSite work_site;
    int keep_low;                   /* the last run's chain: its low mark    */
    int stress_depth;               /* the stress handler's own last_depth  */
    int lines, lines_run;           /* top-frame lines: option; this run's  */
    int wall, wall_run;             /* wall-clock ticks: option; this run's */
    int waiting;                    /* depth of the blocking waits open     */
    int wait_kind;                  /* the outermost one's (VM_WAIT_*)      */
    Val wait_word[VM_WAIT_KINDS];   /* their leaves: <sleep> <read> ...     */
    Val snap_handler;               /* SIGUSR2: the run's snapshot writer   */
    int paused;                     /* a snapshot is being written          */
    const uint32_t *top_pc;         /* top_pc of the interrupted procedure,
                                       while its ticks are charged          */
    /* POP11_TICK_STRESS (sampler_stress): a tick every stress_every safe
       points to stress_handler whenever no profile run of the program's
       own is ticking; `stress` while that tick runs, which then leaves the
       figures of the last run (ledger, stacks) alone */
    int stress;
    int run_deterministic;          /* the last run's `deterministic`       */
    long stress_every;
    Val stress_handler;
} Sampler;

/* The signal handler needs the VM and the sampler: the one file-scope
   pointer of this module (as in LuaJIT's profiler, only one VM can be
   profiled at a time). */
static VM *prof_vm;

static int64_t mono_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The profiler's own time is the CPU time of the thread that takes the
   ticks: wall-clock time counted a busy host's preemptions as the
   profiler's (tests/profile/ledger_own failed on a loaded machine). */
static int64_t own_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The clock a run's ticks are due on: the process's CPU time, or with a
   wall-clock run (sys_profile_wall) the monotonic clock. */
static int64_t run_now(const Sampler *s)
{
    return s->wall_run ? mono_now() : cpu_now();
}

static Sampler *S(VM *vm)
{
    if (!vm->sampler) {
        static Sampler the_sampler;
        vm->sampler = (struct Sampler *)&the_sampler;
        the_sampler.handler = the_sampler.stress_handler = FALSE_V;
        the_sampler.snap_handler = FALSE_V;
        the_sampler.memo = the_sampler.counts = the_sampler.active = FALSE_V;
        the_sampler.ctx_leaf = the_sampler.ctx_owner = the_sampler.ctx_process = FALSE_V;
        the_sampler.work_leaf = FALSE_V;
        the_sampler.work_i = -1;
        the_sampler.gc_word = word_cstr(vm, "<gc>");
        the_sampler.compile_word = word_cstr(vm, "<compile>");
        static const char *const waits[VM_WAIT_KINDS] = { "<sleep>", "<read>", "<child>", "<foreign>" };
        for (int k = 0; k < VM_WAIT_KINDS; k++) the_sampler.wait_word[k] = word_cstr(vm, waits[k]);
        the_sampler.jitter = 1;
        the_sampler.rng = 0x9e3779b97f4a7c15u;
        the_sampler.chain_fp = the_sampler.base = -1;
        the_sampler.sig_low = the_sampler.keep_low = INT_MAX;
    }
    return (Sampler *)vm->sampler;
}

/* Record n ticks with the running state (leaf: vm->current, or the <gc>
   word); called by the signal handler and in deterministic mode.  A
   bytecode procedure as leaf is the owner's frame itself (they differ only
   for the few instructions of a call or return between setting one and
   the other).  top_pc (this run has lines on) is where the owner's code
   is, kept when the leaf is the owner's code itself: the result says
   whether it was. */
static int record(VM *vm, Sampler *s, Val leaf, int fp, long n, int snap_due,
                  const uint32_t *top_pc)
{
    Batch *b = &s->batch[s->cur];
    Val owner = vm->frames[fp].proc, process = vm->cur_process;
    if (IS_PROC(leaf) && PROC_KIND(leaf) == PK_CODE) leaf = owner;
    if (leaf != owner || !s->lines_run) top_pc = NULL;
    /* the call sites, for the stacks' lines (stacks.h, StacksSite) */
    const uint32_t *call_pc = fp > 0 ? vm->frames[fp - 1].pc : NULL;
    const uint32_t *leaf_pc = (IS_PROC(leaf) && leaf != owner) || leaf == s->compile_word
                              || (IS_WORD(leaf) && leaf != s->gc_word)
                              ? vm->frames[fp].pc : NULL;
    int k = b->k;
    if (k > 0) {
        Entry *e = &b->e[k - 1];
        if (k == NENTRY || (e->leaf == leaf && e->owner == owner && e->fp == fp
                            && e->intact >= fp && !snap_due && !e->snap_due
                            && e->call_pc == call_pc && e->leaf_pc == leaf_pc
                            && e->top_pc == top_pc && e->process == process)) {
            e->n += n;
            return top_pc != NULL;
        }
    }
    b->e[k] = (Entry){ leaf, owner, fp, fp, snap_due, n, call_pc, leaf_pc, top_pc, process };
    b->k = k + 1;
    return top_pc != NULL;
}

/* The top_pc of a pending entry e, seen from the first instruction after
   its tick, `pc` (just past its opcode word), run by the top frame: the
   owner's own if that is the owner's frame; the call it was making (its
   return point) if it has made one since; the end of its code, its
   return, if it has returned (its RETURN, or the return of the call
   that was entering it); line_at (stacks.c) checks that the pc is in the
   owner's code. */
static const uint32_t *pending_pc(VM *vm, const Entry *e, const uint32_t *pc)
{
    if (vm->fp == e->fp) return pc;
    if (vm->fp > e->fp) return vm->frames[e->fp].proc == e->owner ? vm->frames[e->fp].pc : NULL;
    if (!IS_PROC(e->owner) || PROC_KIND(e->owner) != PK_CODE) return NULL;
    const Proto *pr = PROC_PTR(e->owner)->u.code.proto;
    return pr->ncode ? pr->code + pr->ncode : NULL;
}

/* See sampler.h.  (Run by the line hook, between two instructions; the
   signal handler may add entries meanwhile, whose hook runs next.) */
void sampler_line(VM *vm, const uint32_t *pc)
{
    if (!vm->sampler) return;
    Sampler *s = S(vm);
    Batch *b = &s->batch[s->cur];
    for (int i = 0; i < b->k; i++)
        if (b->e[i].top_pc == LINE_PENDING) b->e[i].top_pc = pending_pc(vm, &b->e[i], pc);
}

/* Before vm->prof_low is raised (a reset at a safe point): keep what it
   knew for the next snap. */
static void note_low(VM *vm, Sampler *s)
{
    if (vm->prof_low < s->sig_low) s->sig_low = vm->prof_low;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

/* Copy the part of the call chain frames[0..fp] that changed since the
   last snap into s->chain (see "Sampled chain" above); with `lower`, the
   entries of the batch being filled whose chains this overwrites keep only
   the part below it. */
static void copy_chain(VM *vm, Sampler *s, int fp, int lower)
{
    int low = s->chain_fp;
    if (s->sig_low < low) low = s->sig_low;
    if (vm->prof_low < low) low = vm->prof_low;
    if (low > fp) low = fp;
    if (low < -1) low = -1;
    if (lower && low < fp) {
        Batch *b = &s->batch[s->cur];
        for (int i = 0; i < b->k; i++)
            if (b->e[i].intact > low) b->e[i].intact = low;
    }
    for (int i = low + 1; i <= fp; i++) s->chain[i] = vm->frames[i].proc;
    s->chain_fp = fp;
    if (fp > s->chain_hi) s->chain_hi = fp;
    s->sig_low = INT_MAX;
}

/* The chain of a tick about to be recorded at frame fp: copied now, or,
   while sampler_service charges (the frames 0..top cannot change until it
   ends), when it ends. */
static void snap(VM *vm, Sampler *s, int fp)
{
    if (s->servicing) s->copy_due = 1;
    else copy_chain(vm, s, fp, 1);
}

/* jitter: a random offset in [0, interval) (xorshift64) */
static int64_t jitter_offset(Sampler *s)
{
    uint64_t x = s->rng;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    s->rng = x;
    return (int64_t)((x >> 11) % (uint64_t)s->interval_ns);
}

/* the CPU time the tick after period_k is due: the end of its interval,
   or with jitter a random point in it */
static int64_t next_due(Sampler *s)
{
    return s->cpu_start + s->period_k * s->interval_ns
           + (s->jitter_run ? jitter_offset(s) : s->interval_ns);
}

/* The ticks whose time has come by now, taken off the schedule. */
static long ticks_due(Sampler *s, int64_t now)
{
    long n = 0;
    while (s->due <= now) {
        n++;
        s->period_k++;
        s->due = next_due(s);
    }
    return n;
}

/* Arm the (wall-clock, one-shot) timer to fire after wait_ns. */
static void arm_after(Sampler *s, int64_t wait_ns)
{
    struct itimerspec its;
    memset(&its, 0, sizeof its);
    if (wait_ns < 1000) wait_ns = 1000;
    its.it_value.tv_sec = wait_ns / 1000000000;
    its.it_value.tv_nsec = wait_ns % 1000000000;
    timer_settime(s->tid, 0, &its, NULL);
}

static void tick_signal(void)
{
    VM *vm = prof_vm;
    if (!vm) return;
    Sampler *s = (Sampler *)vm->sampler;
    if (!s || !s->running) return;
    /* a wait's ticks are counted when it ends (sampler_wait); while a
       snapshot is written the run's clock stands still (sampler_snapshot) */
    if (s->waiting || s->paused) return;
    /* every tick whose time has come is due */
    int64_t now = run_now(s);
    int n = (int)ticks_due(s, now);
    if (n == 0) {
        /* the process had less CPU than wall-clock time (it waited, or
           shared its processor): wait for what is missing, doubling the
           wait at each miss in a row up to one interval, so that a process
           that is blocked is not woken at a high rate */
        int64_t d = s->due - now, w = d;
        for (int i = 0; i < s->misses && w < s->interval_ns; i++) w <<= 1;
        if (w > s->interval_ns) w = d > s->interval_ns ? d : s->interval_ns;
        if (s->misses < 20) s->misses++;
        arm_after(s, w);
        return;
    }
    s->misses = 0;
    arm_after(s, s->due - now);
    /* while the ticks are being charged, the interrupted procedure is
       still the one running */
    int fp = s->servicing ? s->top : vm->fp;
    if (fp <= s->base) return;          /* profile_apply's own work */
    s->signals += n;
    snap(vm, s, fp);
    if (s->in_gc) record(vm, s, s->gc_word, fp, n, 0, NULL);
    else if (s->servicing) record(vm, s, vm->frames[fp].proc, fp, n, 0, s->top_pc);
    else if (compile_running(vm)) record(vm, s, s->compile_word, fp, n, 0, NULL);
    else if (record(vm, s, vm->current, fp, n, 0, LINE_PENDING)) interp_line_hook_arm(vm);
    vm->poll |= POLL_PROFILE;
}

static void on_sigprof(int sig)
{
    (void)sig;
    int saved_errno = errno;
    tick_signal();
    errno = saved_errno;
}

/* Count one safe point (or, in the built-ins mode, a call of a built-in
   or a collection) in deterministic mode.  A tick at a safe point is
   charged there and then, after the ticks pending before it: its snap is
   taken then, so that it does not overwrite their chains.  At a safe
   point the line is the one of vm->prof_pc, the instruction it runs next
   (set by POLLCHECK). */
static void det_count(VM *vm, Sampler *s, Val leaf, int at_safepoint)
{
    if (--s->countdown <= 0) {
        s->countdown = s->every;
        int fp = s->servicing ? s->top : vm->fp;
        if (fp <= s->base) return;      /* profile_apply's own work */
        if (!s->stress) s->signals++;
        if (!at_safepoint) snap(vm, s, fp);
        if (leaf != s->gc_word && compile_running(vm)) leaf = s->compile_word;
        const uint32_t *at = at_safepoint && vm->prof_pc ? vm->prof_pc + 1 : NULL;
        record(vm, s, leaf, fp, 1, at_safepoint, at);
    }
}

/* vm->wait_hook while a wall-clock run ticks (vm.h): a blocking wait of
   kind begins, or (kind < 0) ends.  While it lasts the timer is off, so no
   signal interrupts the call; at its end every tick that fell due
   meanwhile is recorded at once, its leaf the wait's word (<sleep> ...),
   in the frame of the procedure that waited, and handed over at the next
   safe point like any tick.  Waits inside waits (a read in a foreign
   call) are part of the outermost one. */
static void sampler_wait(VM *vm, int kind)
{
    Sampler *s = S(vm);
    if (!s->running || !s->wall_run || s->in_handler) return;
    if (kind >= 0) {
        if (s->waiting++ > 0) return;
        s->wait_kind = kind;
        if (s->have_timer) {
            struct itimerspec off;
            memset(&off, 0, sizeof off);
            timer_settime(s->tid, 0, &off, NULL);
        }
        return;
    }
    if (s->waiting == 0 || --s->waiting > 0) return;
    int64_t now = run_now(s);
    long n = ticks_due(s, now);
    int fp = vm->fp;
    if (n > 0 && fp > s->base) {
        s->signals += n;
        snap(vm, s, fp);
        record(vm, s, s->wait_word[s->wait_kind], fp, n, 0, NULL);
        vm->poll |= POLL_PROFILE;
    }
    if (s->have_timer) arm_after(s, s->due - now);
}

void sampler_gc_begin(VM *vm)
{
    if (!vm->sampler) return;
    Sampler *s = S(vm);
    s->in_gc = 1;
    if (s->running && s->builtins && !s->in_handler) det_count(vm, s, s->gc_word, 0);
}
void sampler_gc_end(VM *vm)   { if (vm->sampler) S(vm)->in_gc = 0; }

void sampler_mark_roots(VM *vm)
{
    if (!vm->sampler) return;
    Sampler *s = S(vm);
    gc_mark(vm, s->handler);
    gc_mark(vm, s->stress_handler);
    gc_mark(vm, s->snap_handler);
    gc_mark(vm, s->memo);
    gc_mark(vm, s->counts);
    gc_mark(vm, s->active);
    gc_mark(vm, s->gc_word);
    gc_mark(vm, s->compile_word);
    for (int k = 0; k < VM_WAIT_KINDS; k++) gc_mark(vm, s->wait_word[k]);
    gc_mark(vm, s->ctx_leaf);
    gc_mark(vm, s->ctx_owner);
    gc_mark(vm, s->ctx_process);
    for (int b = 0; b < 2; b++)
        for (int i = 0; i < s->batch[b].k; i++) {
            gc_mark(vm, s->batch[b].e[i].leaf);
            gc_mark(vm, s->batch[b].e[i].owner);
            gc_mark(vm, s->batch[b].e[i].process);
        }
    for (int i = 0; i < s->nwork; i++) {
        gc_mark(vm, s->work[i].leaf);
        gc_mark(vm, s->work[i].owner);
        gc_mark(vm, s->work[i].process);
    }
    if (s->chain)
        for (int i = 0; i <= s->chain_hi; i++) gc_mark(vm, s->chain[i]);
    stacks_mark_roots(vm);
}

static void stop(VM *vm)
{
    Sampler *s = S(vm);
    if (!s->running) return;
    if (s->have_timer) {
        struct itimerspec its;
        memset(&its, 0, sizeof its);
        timer_settime(s->tid, 0, &its, NULL);
    }
    s->running = 0;
    s->memo = s->counts = s->active = FALSE_V;
    s->chained = 0;
    s->cpu_total = run_now(s) - s->cpu_start;
    s->waiting = 0;
    vm->wait_hook = NULL;
    s->snap_handler = FALSE_V;
    vm->poll &= ~POLL_PROFILE;
    s->batch[0].k = s->batch[1].k = 0;
    s->nwork = 0;
    s->ctx_leaf = s->ctx_owner = s->ctx_process = FALSE_V;
    s->servicing = s->copy_due = 0;
    s->chain_fp = s->chain_hi = -1;     /* nothing of it is needed now */
    s->sig_low = INT_MAX;
    vm->prof_view = NULL;
}

void sampler_safepoint(VM *vm)
{
    Sampler *s = S(vm);
    if (!s->running || !s->deterministic || s->in_handler) return;
    det_count(vm, s, vm->current, !s->servicing);
}

/* Add n to the integer that prop holds for item; false (and no change)
   if it holds anything else. */
static bool add_count(VM *vm, Val prop, Val item, long n)
{
    Val old = prop_get(vm, prop, item);
    if (!IS_INT(old)) return false;
    prop_put(vm, prop, item, MK_INT(INT_VAL(old) + n));
    return true;
}

/* The signal-time chain of entry e, seen from the safe point (s->top is
   the interrupted frame; no frame at or below `since` has changed since
   the last snap): the leaf to charge first when it is not the owner's own
   code; the innermost frame below which the live frames hold the sampled
   chain's procedures (ctx_valid); the owner when that is not its frame;
   and the whole sampled chain for the hooks (s->view). */
static void set_context(VM *vm, Sampler *s, Entry *e, int since)
{
    int fs = e->fp, top = s->top;
    const Val *chain = s->chain;
    if (e->snap_due) {
        /* a tick of this safe point (det_count): the frames are as they
           were, and the chains of the ticks before it are done with.  The
           tick stress reads them in place (it has no ticks of built-ins,
           so no other chain to keep) */
        if (s->stress) chain = NULL;
        else copy_chain(vm, s, fs, 0);
        e->snap_due = 0;
        since = fs;
    }
    int known = e->intact < fs ? e->intact : fs;
    int v = known < since ? known : since;
    if (top < v) v = top;
    if (v < 0) v = 0;
    /* frames popped and pushed again with the same procedures hold the
       same chain */
    while (chain && v < fs && v < top) {
        Val want = v + 1 == fs ? e->owner : v + 1 <= known ? chain[v + 1] : FALSE_V;
        if (want == FALSE_V || vm->frames[v + 1].proc != want) break;
        v++;
    }
    s->ctx_valid = v;
    s->ctx_owner = v == fs ? FALSE_V : e->owner;
    s->ctx_leaf = e->leaf != e->owner ? e->leaf : FALSE_V;
    s->ctx_process = e->process;
    s->ctx_n = e->n;
    s->view.top = top;
    s->view.k = known < fs ? known : fs - 1;
    if (s->view.k < 0) s->view.k = 0;
    s->view.chain = chain;
    s->view.frames = vm->frames;
    s->view.nextra = 0;
    s->view.extra[s->view.nextra++] = e->owner;
    if (IS_PROC(s->ctx_leaf)) s->view.extra[s->view.nextra++] = s->ctx_leaf;
}

/* The fast path: charge n ticks of the current context in C if the memo
   knows where they go (memo(p) = true: p is excluded and its ticks go to
   its caller; an item not in the memo, or a count that is not an integer:
   the handler decides).  Count-all only while the chain is the one the
   last sys_profile_chain saw; a built-in leaf is then active for these
   ticks (it never has a frame, so it is never on the chain): they are
   added to active(item), its item as the memo has it, as the handler
   adds them (while a procedure of that item is on the chain, the
   handler's bookkeeping undoes them when it leaves). */
static bool charge_fast(VM *vm, Sampler *s, long n)
{
    if (s->memo == FALSE_V) return false;
    int valid = s->ctx_valid;
    if (s->chained && (s->ctx_owner != FALSE_V || s->last_virtual
                       || valid != s->last_depth || stacks_low(vm) < valid))
        return false;
    /* the sampled chain, as the handler walks it */
    Val item = TRUE_V, leaf_item = TRUE_V;
    if (s->ctx_leaf != FALSE_V) item = leaf_item = prop_get(vm, s->memo, s->ctx_leaf);
    if (item == TRUE_V) item = prop_get(vm, s->memo, s->view.extra[0]);
    for (int k = s->view.k; item == TRUE_V && k >= 1; k--) item = prop_get(vm, s->memo, prof_view_at(&s->view, k));
    if (item == FALSE_V || item == TRUE_V || !IS_INT(prop_get(vm, s->counts, item))) return false;
    if (s->chained && leaf_item != TRUE_V && !add_count(vm, s->active, leaf_item, n)) return false;
    add_count(vm, s->counts, item, n);
    if (s->chained) s->steady += n;
    return true;
}

/* The handler stopped at a mishap while it charged entry work_i: the
   ledger must still account for every tick charged, so the ticks of the
   entry it did not count (sys_profile_charge) and those of the entries
   after it, which no handler will see, are ignored, and the ones it did
   count get their stack sample, as if it had returned. */
static void failed_entry(VM *vm, Sampler *s, long n)
{
    long kept = s->counted < n ? s->counted : n;
    s->ignored += n - kept;
    for (int j = s->work_i + 1; j < s->nwork; j++) s->ignored += s->work[j].n;
    if (kept > 0) {
        note_low(vm, s);
        stacks_sample(vm, s->ctx_valid, kept, s->work_leaf, s->ctx_owner, &s->work_site);
    }
}

/* Hand n ticks of the current context to the Pop-11 handler.  A mishap
   inside it turns profiling off, then continues (already reported) to the
   program's own handler. */
static void call_handler(VM *vm, long n)
{
    Sampler *volatile s = S(vm);
    Val *before = vm->sp;
    /* the handler has the whole of pop_callstack_lim above the interrupted
       procedure: a tick at the program's deepest point must not be the
       recursion limit's mishap the program would not have had */
    int fp = vm->fp;
    uint32_t cs = vm->frames[fp].cs;
    vm->frames[fp].cs = 0;
    s->in_handler = 1;
    vm->prof_view = &s->view;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) {
        PUSH(MK_INT(n));
        vm_apply(vm, s->handler);
        vm->catch = c.prev;
        vm->frames[fp].cs = cs;
        s->in_handler = 0;
        vm->prof_view = NULL;
        if (vm->sp != before) {
            stop(vm);
            vm_mishap(vm, "USERSTACK HAS CHANGED AFTER ASYNCHRONOUS TRAP PROCEDURE", 1, s->handler);
        }
        return;
    }
    s = S(vm);
    vm->catch = c.prev;
    vm->frames[fp].cs = cs;
    s->in_handler = 0;
    vm->prof_view = NULL;
    if (s->running && !s->stress && s->work_i >= 0) failed_entry(vm, s, n);
    stop(vm);
    vm_throw(vm);
}

/* The end of charging a batch: the snap of ticks that fell due meanwhile
   (the frames 0..top are still as they were then). */
static void end_service(VM *vm, Sampler *s)
{
    for (;;) {
        while (s->copy_due) {
            s->copy_due = 0;
            __atomic_signal_fence(__ATOMIC_SEQ_CST);
            if (s->running) copy_chain(vm, s, s->top, 0);
            __atomic_signal_fence(__ATOMIC_SEQ_CST);
        }
        s->servicing = 0;
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
        if (!s->copy_due) break;
        s->servicing = 1;
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
    }
    s->nwork = 0;
    s->ctx_leaf = s->ctx_owner = FALSE_V;
}

/* Charge the ticks recorded so far (the batch being filled). */
static void charge_pending(VM *vm, Sampler *s);

void sampler_service(VM *vm)
{
    Sampler *s = S(vm);
    if (s->deterministic && s->running) sampler_safepoint(vm);
    else vm->poll &= ~POLL_PROFILE;
    charge_pending(vm, s);
}

static void charge_pending(VM *vm, Sampler *s)
{
    if (!s->running || s->in_handler || s->batch[s->cur].k == 0) return;
    /* from here until end_service, ticks falling due are the interrupted
       procedure's (frame top), and their snap waits */
    s->top = vm->fp;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    s->servicing = 1;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    /* take the batch: the signal handler fills the other one meanwhile */
    int cb = s->cur;
    s->cur = !cb;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    Batch *b = &s->batch[cb];
    int k = b->k;
    memcpy(s->work, b->e, (size_t)k * sizeof(Entry));
    s->nwork = k;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    b->k = 0;
    /* ticks that fell due after the last instruction dispatched before
       this safe point (in the call that reached it): the instruction it
       runs next, if the frame is the same; ticks falling due while they
       are charged are the interrupted procedure's, there too */
    const uint32_t *at = vm->prof_pc ? vm->prof_pc + 1 : NULL;
    vm->prof_pc = NULL;
    for (int i = 0; i < k; i++)
        if (s->work[i].top_pc == LINE_PENDING)
            s->work[i].top_pc = pending_pc(vm, &s->work[i], at);
    s->top_pc = s->lines_run ? at : NULL;
    /* no frame at or below `since` has changed since the last snap */
    int since = s->sig_low < vm->prof_low ? s->sig_low : vm->prof_low;
    if (s->stress) {            /* the stress tick: its handler, nothing counted */
        /* the chain it reads is the last run's to read: keep its state
           (the low mark in keep_low; the stress handler's chain has a
           last_depth of its own, so it reads only what changed) */
        int depth = s->last_depth, virt = s->last_virtual;
        long steady = s->steady;
        if (stacks_low(vm) < s->keep_low) s->keep_low = stacks_low(vm);
        size_t alloc = gc_bytes_allocated_total(vm);
        for (int i = 0; i < s->nwork && s->running; i++) {
            set_context(vm, s, &s->work[i], since);
            call_handler(vm, s->work[i].n);
        }
        gc_discount(vm, gc_bytes_allocated_total(vm) - alloc);   /* not the program's */
        s->last_depth = depth;
        s->last_virtual = virt;
        s->steady = steady;
        end_service(vm, s);
        return;
    }
    long n = 0;
    for (int i = 0; i < k; i++) {
        n += s->work[i].n;
        if (s->work[i].leaf == s->gc_word) s->gc_ticks += s->work[i].n;
    }
    if (n > 1) s->coalesced += n - 1;
    s->charged += n;
    int64_t t0 = own_now();
    for (int i = 0; i < s->nwork && s->running; i++) {
        Entry *e = &s->work[i];
        long en = e->n;
        set_context(vm, s, e, since);
        /* (a <gc> or <compile> leaf is a word: the stacks' last frame) */
        Val leaf = s->ctx_leaf;
        StacksSite site = { e->fp, e->call_pc, e->leaf_pc, e->top_pc, &s->view };
        /* the stack sample takes the ticks the policy keeps: first the
           descent to the chain (it consumes vm->prof_low), then the ticks */
        note_low(vm, s);
        stacks_sample(vm, s->ctx_valid, 0, leaf, s->ctx_owner, &site);
        s->dropped = 0;
        s->counted = 0;
        s->work_i = i;
        s->work_leaf = leaf;
        s->work_site = site;
        if (!charge_fast(vm, s, en)) call_handler(vm, en);
        s->work_i = -1;
        if (!s->running) break;
        long kept = en - s->dropped;
        s->ignored += s->dropped;
        if (kept > 0) {
            note_low(vm, s);
            stacks_sample(vm, s->ctx_valid, kept, leaf, s->ctx_owner, &site);
        }
    }
    end_service(vm, s);
    s->own_ns += own_now() - t0;
}

/* SIGUSR2: a snapshot of the run is due at the next safe point. */
static void on_sigusr2(int sig)
{
    (void)sig;
    if (prof_vm) prof_vm->poll |= POLL_SNAPSHOT;
}

/* See sampler.h.  The ticks recorded before the safe point are charged
   first (as sys_profile_stop charges them), then the run stands still
   while the Pop-11 writer runs: no tick is counted (the deterministic
   count, the built-ins' and the signal's all skip while in_handler and
   paused are set), the exact counts pause, the clock the ledger reads is
   moved on by the time the writing took, and what it allocated is not
   the program's (gc_discount); so the run goes on as if no snapshot had
   been taken.  A mishap in the writer (reported as usual) ends the
   snapshot, not the run. */
void sampler_snapshot(VM *vm)
{
    vm->poll &= ~POLL_SNAPSHOT;
    Sampler *volatile s = S(vm);
    if (!s->running || s->stress || s->snap_handler == FALSE_V) return;
    /* a safe point inside the tick handler: the snapshot waits for the
       first one after it (the handler's own work is no part of the run) */
    if (s->in_handler) { vm->poll |= POLL_SNAPSHOT; return; }
    int was = counters_pause(vm);
    charge_pending(vm, s);
    if (!s->running) { counters_resume(vm, was); return; }
    int64_t t0 = run_now(s);
    size_t alloc = gc_bytes_allocated_total(vm);
    s->paused = 1;
    s->in_handler = 1;
    Val *before = vm->sp;
    int fp = vm->fp;
    uint32_t cs = vm->frames[fp].cs;
    vm->frames[fp].cs = 0;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) vm_apply(vm, s->snap_handler);
    s = S(vm);
    vm->catch = c.prev;
    vm->frames[fp].cs = cs;
    vm->sp = before;
    s->in_handler = 0;
    s->paused = 0;
    size_t wrote = gc_bytes_allocated_total(vm) - alloc;
    gc_discount(vm, wrote);
    counters_forget_own(vm, wrote);
    counters_resume(vm, was);
    if (!s->running) return;
    int64_t took = run_now(s) - t0;
    s->cpu_start += took;
    if (!s->deterministic) {
        s->due += took;
        if (s->have_timer) arm_after(s, s->due - run_now(s));
    }
}

/* See sampler.h. */
void sampler_builtin(VM *vm)
{
    Sampler *s = S(vm);
    if (s->running && s->builtins && !s->in_handler) det_count(vm, s, vm->current, 0);
}

/* A run starts: the sampled chain is empty (allocated once, as deep as
   the frames can go: the signal handler cannot allocate). */
static bool chain_start(VM *vm, Sampler *s)
{
    if (!s->chain) {
        s->chain = calloc(POP_FRAMES_MAX + 2, sizeof(Val));
        if (!s->chain) return false;
    }
    (void)vm;
    s->chain_fp = s->chain_hi = -1;
    s->sig_low = INT_MAX;
    s->servicing = s->copy_due = 0;
    return true;
}

/* Tick stress: start the stress tick again when the program's own run
   has stopped (the figures of that run stay for the program to read). */
static void stress_resume(VM *vm, Sampler *s)
{
    if (!s->stress_every || s->running) return;
    if (!chain_start(vm, s)) return;
    s->base = -1;
    s->handler = s->stress_handler;
    s->deterministic = 1;
    s->builtins = 0;
    s->every = s->countdown = s->stress_every;
    s->batch[0].k = s->batch[1].k = 0;
    s->nwork = 0;
    s->stress = 1;
    s->lines_run = 0;
    s->wall_run = 0;
    s->stress_depth = 0;
    s->running = 1;
    vm->poll |= POLL_PROFILE;
    vm->prof_sticky = 1;
}

/* See sampler.h. */
int sampler_in_handler(VM *vm)
{
    return vm->sampler && S(vm)->in_handler;
}

/* See sampler.h. */
void sampler_top_level(VM *vm)
{
    if (!vm->sampler) return;
    Sampler *s = S(vm);
    s->in_handler = 0;
    s->servicing = s->copy_due = 0;
    vm->prof_view = NULL;
    if (s->running && !s->stress) {
        stop(vm);
        vm->prof_sticky = 0;
    }
    stress_resume(vm, s);
}

/* See sampler.h. */
void sampler_stress(VM *vm, long every)
{
    static const char handler[] =
        "procedure(n); lvars n, leaf, gone, k, valid, chain, steady;\n"
        "    sys_profile_sample() -> k -> gone -> leaf;\n"
        "    sys_profile_chain(0) -> steady -> chain -> valid;\n"
        "    erase(conspair(leaf, conspair(chain, n)));\n"
        "endprocedure";
    Sampler *s = S(vm);
    if (every <= 0) return;
    Val *before = vm->sp;
    compile_string(vm, handler, sizeof handler - 1);
    if (vm->sp != before + 1 || !IS_PROC(vm->sp[-1])) {
        fprintf(stderr, "pop11: POP11_TICK_STRESS: no handler\n");
        vm->sp = before;
        return;
    }
    s->stress_handler = *--vm->sp;
    s->stress_every = every;
    prof_vm = vm;
    stress_resume(vm, s);
}

PRIM(p_profile_start, "sys_profile_start", 3, 0, "sys_profile_start(handler, interval_usecs, every): start ticking (a mishap if a run is ticking: stop it first); handler(n) runs at safe points with the ticks due; every > 0 gives a deterministic tick every `every` safe points instead of CPU time; every < 0 a tick every -every safe points, where calls of built-in procedures, operations on big numbers and garbage collections count as safe points too")
{
    Val every = POP();
    Val interval = POP();
    Val handler = check_proc(vm, POP());
    intptr_t us = check_int(vm, interval);
    intptr_t ev = check_int(vm, every);
    if (us <= 0) vm_mishap(vm, "sys_profile_start: INVALID TIME INTERVAL", 1, interval);
    Sampler *s = S(vm);
    /* a run in progress (a program's raw start inside profile_apply's run)
       would silently lose its ledger and stacks to the new one */
    if (s->running && !s->stress)
        vm_mishap(vm, "sys_profile_start: PROFILER ALREADY RUNNING", 0);
    stop(vm);
    if (!chain_start(vm, s)) vm_mishap(vm, "sys_profile_start: OUT OF MEMORY", 0);
    /* ticks at or below the caller's frame (profile_apply before and
       after the action) are the profiler's own */
    s->base = vm->fp;
    s->ignored = 0;
    s->keep_low = INT_MAX;
    s->stress = 0;
    s->lines_run = s->lines;
    if (s->lines_run) interp_lines_prepare(vm);
    prof_vm = vm;
    s->handler = handler;
    s->interval_ns = (int64_t)us * 1000;
    s->charged = s->coalesced = s->gc_ticks = s->signals = 0;
    s->own_ns = 0;
    s->batch[0].k = s->batch[1].k = 0;
    s->nwork = 0;
    s->deterministic = s->run_deterministic = ev != 0;
    s->builtins = ev < 0;
    s->every = s->countdown = ev < 0 ? -ev : ev;
    s->last_depth = 0;
    s->last_virtual = 0;
    s->steady = 0;
    stacks_reset(vm);
    note_low(vm, s);
    /* the frames up to the caller's stand until the run ends: a low mark
       of 0 made the first snaps of a run count them as changed, and the
       ticks whose chains that cut short (built-in ticks batched before
       the first service: <compile> during a file's first statements)
       were sampled as stacks shallower than the run's base, which
       sys_profile_stacks leaves out, while the handler counted them */
    stacks_low_reset(vm, vm->fp);
    s->wall_run = s->wall && !s->deterministic;
    s->waiting = 0;
    s->snap_handler = FALSE_V;
    static int sigusr2_set;
    if (!sigusr2_set) {
        struct sigaction sa2;
        memset(&sa2, 0, sizeof sa2);
        sa2.sa_handler = on_sigusr2;
        sa2.sa_flags = SA_RESTART;
        sigaction(SIGUSR2, &sa2, NULL);
        sigusr2_set = 1;
    }
    s->cpu_start = run_now(s);
    s->running = 1;
    if (s->deterministic) {
        vm->poll |= POLL_PROFILE;
        vm->prof_sticky = s->builtins ? 2 : 1;
        return;
    }
    vm->prof_sticky = 0;
    if (!s->have_timer) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_sigprof;
        sa.sa_flags = SA_RESTART;
        sigaction(SIGPROF, &sa, NULL);
        struct sigevent ev2;
        memset(&ev2, 0, sizeof ev2);
        ev2.sigev_notify = SIGEV_SIGNAL;
        ev2.sigev_signo = SIGPROF;
        if (timer_create(CLOCK_MONOTONIC, &ev2, &s->tid) == 0) s->have_timer = 1;
    }
    if (!s->have_timer) return;
    if (s->wall_run) vm->wait_hook = sampler_wait;
    s->jitter_run = s->jitter;
    if (s->jitter) {
        s->rng ^= (uint64_t)mono_now() * 0x9e3779b97f4a7c15u;
        if (!s->rng) s->rng = 1;
    }
    s->period_k = 0;
    s->misses = 0;
    s->due = next_due(s);
    arm_after(s, s->due - s->cpu_start);
}

PRIM(p_profile_jitter, "sys_profile_jitter", 0, 1, "sys_profile_jitter() -> bool: whether the CPU-time tick of the next sys_profile_start is jittered (each tick due at a random point of its interval; default true)")
{
    PUSH(BOOL_V(S(vm)->jitter));
}

UPDATER(u_profile_jitter, "sys_profile_jitter", 1, "bool -> sys_profile_jitter(): jitter the CPU-time tick of the next sys_profile_start or not")
{
    S(vm)->jitter = POP() != FALSE_V;
}

PRIM(p_profile_on_snapshot, "sys_profile_on_snapshot", 1, 0, "sys_profile_on_snapshot(p): while this run lasts, a SIGUSR2 makes the next safe point call p() (p false: nothing) with the run standing still: the ticks recorded so far charged first, then no tick counted, the exact counts paused and the run's clock stopped until p returns (from the first sys_profile_start on, SIGUSR2 no longer ends the process)")
{
    Val p = POP();
    Sampler *s = S(vm);
    if (p != FALSE_V) check_proc(vm, p);
    if (!s->running || s->stress) vm_mishap(vm, "sys_profile_on_snapshot: PROFILER NOT RUNNING", 0);
    s->snap_handler = p;
}

PRIM(p_profile_steady, "sys_profile_steady", 0, 1, "sys_profile_steady() -> n: the ticks sys_profile_memo_chain's fast path has charged since the last sys_profile_chain, which will hand them over (this only looks)")
{
    PUSH(MK_INT(S(vm)->steady));
}

PRIM(p_profile_wall, "sys_profile_wall", 0, 1, "sys_profile_wall() -> bool: whether the next sys_profile_start (not a deterministic one) ticks on wall-clock time instead of the process's CPU time, the blocking waits of built-ins (syssleep, reads, child processes, foreign calls) then charged, when they end, to a leaf naming the wait: the word <sleep>, <read>, <child> or <foreign> (default false)")
{
    PUSH(BOOL_V(S(vm)->wall));
}

UPDATER(u_profile_wall, "sys_profile_wall", 1, "bool -> sys_profile_wall(): tick on wall-clock time in the next sys_profile_start or not")
{
    S(vm)->wall = POP() != FALSE_V;
}

PRIM(p_profile_lines, "sys_profile_lines", 0, 1, "sys_profile_lines() -> bool: whether the next sys_profile_start records the line each tick's top frame was executing (the last element of a stack sample's lines, see sys_profile_stacks; default false)")
{
    PUSH(BOOL_V(S(vm)->lines));
}

UPDATER(u_profile_lines, "sys_profile_lines", 1, "bool -> sys_profile_lines(): record top-frame lines in the next sys_profile_start or not")
{
    S(vm)->lines = POP() != FALSE_V;
}

PRIM(p_profile_stop, "sys_profile_stop", 0, 0, "sys_profile_stop(): stop ticking (pending ticks are handed to the handler first)")
{
    Sampler *s = S(vm);
    if (s->running && s->batch[s->cur].k && !s->in_handler) {
        vm->prof_sticky = 0;
        sampler_service(vm);
    }
    stop(vm);
    vm->prof_sticky = 0;
    stress_resume(vm, s);
}

PRIM(p_profile_ledger, "sys_profile_ledger", 0, 1, "sys_profile_ledger() -> {expected charged coalesced gc cpu_hsecs own_usecs ignored}: the tick ledger of the last run; own_usecs is the time spent on ticks at safe points, the handler included; ignored is how many of the charged ticks the handler dropped (sys_profile_drop)")
{
    Sampler *s = S(vm);
    int64_t cpu = s->running && !s->stress ? run_now(s) - s->cpu_start : s->cpu_total;
    long expected = s->run_deterministic ? s->signals
                                     : (long)(s->interval_ns ? cpu / s->interval_ns : 0);
    Val v = mk_vector(vm, 7, MK_INT(0));
    VEC_PTR(v)->items[0] = MK_INT(expected);
    VEC_PTR(v)->items[1] = MK_INT(s->charged);
    VEC_PTR(v)->items[2] = MK_INT(s->coalesced);
    VEC_PTR(v)->items[3] = MK_INT(s->gc_ticks);
    VEC_PTR(v)->items[4] = MK_INT((long)(cpu / 10000000));
    VEC_PTR(v)->items[5] = MK_INT((long)(s->own_ns / 1000));
    VEC_PTR(v)->items[6] = MK_INT(s->ignored);
    PUSH(v);
}

PRIM(p_profile_drop, "sys_profile_drop", 1, 0, "sys_profile_drop(n): in the profiler's handler, n of the ticks being charged are dropped by the policy (profile_ignore, or no procedure of the chain counts them): they are left out of the stack samples, and the ledger counts them as ignored; elsewhere it does nothing")
{
    Val nv = POP();
    intptr_t n = check_int(vm, nv);
    Sampler *s = S(vm);
    if (!s->in_handler || s->stress) return;
    if (n < 0 || n > s->ctx_n - s->dropped) vm_mishap(vm, "sys_profile_drop: BAD NUMBER OF TICKS", 1, nv);
    s->dropped += n;
}

/* The procedure at position i (valid < i <= top + extra) of the chain
   chain_changes hands over: a live frame's, then those of the sampled
   chain gone since the signal (chain[top + 1 .. to]), then the owner. */
static Val chain_proc(VM *vm, Sampler *s, int i, int top, int to, Val gone)
{
    if (i <= top) return vm->frames[i].proc;
    if (i <= to) return prof_view_at(&s->view, i);
    return gone;
}

/* sys_profile_chain and sys_profile_chain_runs: the chain above frame
   `base` as far as it changed since the last call (see their docs).  With
   runs false the vector holds the procedures, outermost first; with runs
   true it holds pairs (procedure, count), one per run of frames of one
   procedure, so that a recursion thousands of frames deep that changed
   between two ticks is one pair for the Pop-11 policy to walk. */
static void chain_changes(VM *vm, int runs)
{
    intptr_t base = check_int(vm, POP());
    Sampler *s = S(vm);
    /* frames of the profiler's handler are above the interrupted one */
    int top = s->in_handler ? s->ctx_valid : vm->fp;
    Val gone = s->in_handler ? s->ctx_owner : FALSE_V;
    if (top < base) top = (int)base;
    /* gone frames of the previous chain stood above last_depth: they are
       never valid again */
    int own = s->stress && s->in_handler;       /* the stress handler's */
    int valid = own ? s->stress_depth : s->last_depth;
    int low = stacks_low(vm);
    if (!own && s->keep_low < low) low = s->keep_low;
    if (low < valid) valid = low;
    if (valid < base) valid = (int)base;
    if (valid > top) valid = top;
    /* the frames of the sampled chain that have gone since the signal:
       chain[top + 1 .. view.k], then the owner */
    int from = top + 1, to = gone != FALSE_V ? s->view.k : top;
    int extra = (gone != FALSE_V) + (to >= from ? to - from + 1 : 0);
    int last = top + extra;     /* the chain's positions: valid + 1 .. last */
    size_t n = (size_t)(last - valid);
    if (runs) {
        /* (count the runs first: the vector is allocated once) */
        n = 0;
        for (int i = valid + 1; i <= last; i++)
            if (i == valid + 1 || chain_proc(vm, s, i, top, to, gone) != chain_proc(vm, s, i - 1, top, to, gone))
                n += 2;
    }
    Val v = mk_vector(vm, n, FALSE_V);
    Val *items = VEC_PTR(v)->items;
    size_t k = 0;
    for (int i = valid + 1; i <= last; i++) {
        Val p = chain_proc(vm, s, i, top, to, gone);
        if (!runs) items[k++] = p;
        else if (k > 0 && items[k - 2] == p) items[k - 1] = MK_INT(INT_VAL(items[k - 1]) + 1);
        else { items[k++] = p; items[k++] = MK_INT(1); }
    }
    if (own) s->stress_depth = top;
    else {
        s->last_depth = top;
        s->last_virtual = extra > 0;
        s->keep_low = INT_MAX;
    }
    note_low(vm, s);
    stacks_low_reset(vm, top);
    PUSH(MK_INT(valid - base));
    PUSH(v);
    PUSH(MK_INT(s->steady));
    s->steady = 0;
}

PRIM(p_profile_chain, "sys_profile_chain", 1, 3, "sys_profile_chain(base) -> (valid, vector, steady): the call chain above frame `base` of the sample being taken (in the profiler's handler; elsewhere the present one), as far as it changed since the last call: `valid` procedures of the previous chain still stand, the vector holds the procedures above them, outermost first (the last one can be a procedure whose frame has gone since the tick fell due, see sys_profile_sample); steady is the number of ticks sys_profile_memo_chain's fast path charged since the last call, all while the previous chain stood")
{
    chain_changes(vm, 0);
}

PRIM(p_profile_chain_runs, "sys_profile_chain_runs", 1, 3, "sys_profile_chain_runs(base) -> (valid, vector, steady): as sys_profile_chain, but the vector holds the changed part of the chain as runs: procedure, count, procedure, count ..., outermost first, each count the number of consecutive frames of that procedure (so a deep direct recursion is one pair)")
{
    chain_changes(vm, 1);
}

PRIM(p_profile_sample, "sys_profile_sample", 0, 3, "sys_profile_sample() -> (leaf, gone, n): in the profiler's handler, what was running when the ticks being charged fell due: leaf is the built-in procedure that was running (or the word <gc> during a garbage collection, the word <compile> while the compiler's own code ran), false when it was Pop-11 code; gone is the Pop-11 procedure that was running or called the built-in, if its frame has gone since (else false); in the procedure calling sys_profile_sample, caller(n), caller(n + 1) ... are the rest of the chain as it was when the ticks fell due, innermost first (caller and iscaller see that chain below the handler's own frames)")
{
    Sampler *s = S(vm);
    if (!s->in_handler) { PUSH(FALSE_V); PUSH(FALSE_V); PUSH(MK_INT(0)); return; }
    PUSH(s->ctx_leaf);
    PUSH(s->ctx_owner);
    PUSH(MK_INT(vm->fp - s->top + (IS_PROC(s->ctx_leaf) ? 1 : 0) + (s->ctx_owner != FALSE_V)));
}

PRIM(p_profile_process, "sys_profile_process", 0, 1, "sys_profile_process() -> list: in the profiler's handler, the processes running when the ticks being charged fell due, innermost first (the running one, then the one that ran it ...; HELP PROCESS); elsewhere those running now; [] outside any process")
{
    Sampler *s = S(vm);
    Val p = s->in_handler ? s->ctx_process : vm->cur_process;
    int n = 0;
    for (Val q = p; IS_TYPE(q, T_PROCESS) && n < 10000; q = ((Process *)q)->outer) { PUSH(q); n++; }
    Val l = mk_list(vm, (size_t)n, vm->sp - n);
    vm->sp -= n;
    PUSH(l);
}

PRIM(p_profile_charge, "sys_profile_charge", 3, 0, "sys_profile_charge(n, item, prop): add n to the integer that prop (a property with an integer default) holds for item; the profiler's counting step, done in C")
{
    Val prop = POP();
    Val item = POP();
    Val n = POP();
    if (!prop_is(prop)) vm_mishap(vm, "PROPERTY NEEDED", 1, prop);
    if (!add_count(vm, prop, item, check_int(vm, n)))
        vm_mishap(vm, "INTEGER NEEDED", 1, prop_get(vm, prop, item));
    Sampler *s = S(vm);
    if (s->in_handler && !s->stress) s->counted += INT_VAL(n);
}

/* sys_profile_memo and sys_profile_memo_chain: install the fast path */
static void set_memo(VM *vm, const char *name, int chained)
{
    Val active = chained ? POP() : FALSE_V;
    Val counts = POP();
    Val memo = POP();
    Sampler *s = S(vm);
    if (memo == FALSE_V) { s->memo = s->counts = s->active = FALSE_V; s->chained = 0; return; }
    if (!prop_is(memo)) vm_mishap(vm, "PROPERTY NEEDED", 1, memo);
    if (!prop_is(counts)) vm_mishap(vm, "PROPERTY NEEDED", 1, counts);
    if (chained && !prop_is(active)) vm_mishap(vm, "PROPERTY NEEDED", 1, active);
    if (!s->running || s->stress) {
        char msg[64];
        snprintf(msg, sizeof msg, "%s: PROFILER NOT RUNNING", name);
        vm_mishap(vm, msg, 0);
    }
    s->memo = memo;
    s->counts = counts;
    s->active = active;
    s->chained = chained;
}

PRIM(p_profile_memo, "sys_profile_memo", 2, 0, "sys_profile_memo(memo, counts): while this run lasts, ticks whose leaf or interrupted procedure p (see sys_profile_sample) has memo(p) = item (not false) add to counts(item) in C instead of calling the handler; memo(p) = true passes the ticks to p's caller; memo false turns this off")
{
    set_memo(vm, "sys_profile_memo", 0);
}

PRIM(p_profile_memo_chain, "sys_profile_memo_chain", 3, 0, "sys_profile_memo_chain(memo, counts, active): as sys_profile_memo, for count-all: the fast path applies only while the call chain is the one the last sys_profile_chain returned, and the next sys_profile_chain says how many ticks it took; a built-in leaf's ticks are added to active(memo(leaf)) too, unless memo(leaf) is true")
{
    set_memo(vm, "sys_profile_memo_chain", 1);
}
