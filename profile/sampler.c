/*
** sampler.c -- the profiler's C side (mechanism only).
**
** Design (after LuaJIT's lj_profile.c and MLton's stack profiling)
**   Timer: one POSIX timer on the process CPU clock with a fixed period
**   (it_interval), so there are no re-arming gaps.  Its signal handler does
**   three things and nothing else: it adds 1 + timer_getoverrun() to the
**   ledger (so expirations that happened while the signal was pending are
**   not lost), counts them as GC ticks if a collection is running, and
**   sets POLL_PROFILE in the poll word.  It also records the procedure
**   running at that moment (vm->current) for later use.
**
**   Deterministic mode: instead of CPU time, one tick every N safe points
**   (procedure entries and loop back-edges), so reports are identical run
**   after run (tests, CI).
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
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "sampler.h"
#include "prim.h"
#include "gc.h"
#include "prop.h"
#include "stacks.h"

typedef struct Sampler {
    int running;                    /* ticking                              */
    int in_handler;                 /* the Pop-11 handler is running        */
    int deterministic;              /* tick every `every` safe points       */
    long every, countdown;
    int64_t interval_ns;
    volatile sig_atomic_t pending;  /* ticks due, not yet handed over       */
    volatile sig_atomic_t gc_pending;
    volatile sig_atomic_t in_gc;
    long charged, coalesced, gc_ticks, signals;
    int64_t own_ns;                 /* time spent on ticks at safe points   */
    int64_t cpu_start, cpu_total;
    timer_t tid; int have_timer;
    Val handler;                    /* Pop-11 procedure handler(n)          */
    Val memo, counts;               /* fast path: proc -> item, item -> n   */
    int chained;                    /* fast path only while the chain stands */
    long steady;                    /* ticks it took so, not yet handed over */
    Val leaf;                       /* procedure running at the last signal */
    int last_depth;                 /* frames valid at the previous sample  */
    int top;                        /* frame index of the interrupted proc  */
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

static int64_t cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static Sampler *S(VM *vm)
{
    if (!vm->sampler) {
        static Sampler the_sampler;
        vm->sampler = (struct Sampler *)&the_sampler;
        the_sampler.handler = FALSE_V;
        the_sampler.leaf = FALSE_V;
        the_sampler.memo = the_sampler.counts = FALSE_V;
    }
    return (Sampler *)vm->sampler;
}

static void on_sigprof(int sig)
{
    (void)sig;
    VM *vm = prof_vm;
    if (!vm) return;
    Sampler *s = (Sampler *)vm->sampler;
    if (!s || !s->running) return;
    int n = 1;
    if (s->have_timer) {
        int over = timer_getoverrun(s->tid);
        if (over > 0) n += over;
    }
    s->signals += n;
    if (s->in_gc) s->gc_pending += n;
    else s->pending += n;
    s->leaf = vm->current;
    vm->poll |= POLL_PROFILE;
}

void sampler_gc_begin(VM *vm) { if (vm->sampler) S(vm)->in_gc = 1; }
void sampler_gc_end(VM *vm)   { if (vm->sampler) S(vm)->in_gc = 0; }

void sampler_mark_roots(VM *vm)
{
    if (!vm->sampler) return;
    gc_mark(vm, S(vm)->handler);
    gc_mark(vm, S(vm)->memo);
    gc_mark(vm, S(vm)->counts);
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
    s->memo = s->counts = FALSE_V;
    s->chained = 0;
    s->cpu_total = cpu_now() - s->cpu_start;
    vm->poll &= ~POLL_PROFILE;
    s->pending = 0;
}

void sampler_safepoint(VM *vm)
{
    Sampler *s = S(vm);
    if (!s->running || !s->deterministic || s->in_handler) return;
    if (--s->countdown <= 0) {
        s->countdown = s->every;
        s->signals++;
        s->pending++;
        s->leaf = vm->current;
    }
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

void sampler_service(VM *vm)
{
    Sampler *volatile s = S(vm);
    if (s->deterministic && s->running) sampler_safepoint(vm);
    else vm->poll &= ~POLL_PROFILE;
    if (!s->running || s->in_handler || s->pending == 0) return;
    long n = s->pending, ngc = s->gc_pending;
    s->pending = 0;
    s->gc_ticks += ngc;
    n += ngc;
    s->gc_pending = 0;
    stacks_sample(vm, vm->fp, n - ngc, ngc, s->leaf);
    if (n > 1) s->coalesced += n - 1;
    s->charged += n;
    int64_t t0 = mono_now();
    if (s->memo != FALSE_V
        && (!s->chained || (vm->fp == s->last_depth && stacks_low(vm) >= vm->fp))) {
        /* memo(p) = true: p is excluded and its ticks go to its caller.
           (An item not in the memo, or a count that is not an integer:
           the handler decides.) */
        int k = vm->fp;
        Val item;
        while ((item = prop_get(vm, s->memo, vm->frames[k].proc)) == TRUE_V && k > 0) k--;
        if (item != FALSE_V && item != TRUE_V && add_count(vm, s->counts, item, n)) {
            if (s->chained) s->steady += n;
            s->own_ns += mono_now() - t0;
            return;
        }
    }
    Val *before = vm->sp;
    s->top = vm->fp;
    s->in_handler = 1;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) {
        PUSH(MK_INT(n));
        vm_apply(vm, s->handler);
        vm->catch = c.prev;
        s->in_handler = 0;
        s->own_ns += mono_now() - t0;
        if (vm->sp != before) {
            stop(vm);
            vm_mishap(vm, "USERSTACK HAS CHANGED AFTER ASYNCHRONOUS TRAP PROCEDURE", 1, s->handler);
        }
        return;
    }
    /* a mishap inside the handler: profiling is turned off, then the
       mishap (already reported) continues to the program's own handler */
    s = S(vm);
    vm->catch = c.prev;
    s->in_handler = 0;
    stop(vm);
    vm_throw(vm);
}

PRIM(p_profile_start, "sys_profile_start", 3, 0, "sys_profile_start(handler, interval_usecs, every): start ticking; handler(n) runs at safe points with the ticks due; every > 0 gives a deterministic tick every `every` safe points instead of CPU time")
{
    Val every = POP();
    Val interval = POP();
    Val handler = check_proc(vm, POP());
    intptr_t us = check_int(vm, interval);
    intptr_t ev = check_int(vm, every);
    if (us <= 0) vm_mishap(vm, "sys_profile_start: INVALID TIME INTERVAL", 1, interval);
    Sampler *s = S(vm);
    stop(vm);
    prof_vm = vm;
    s->handler = handler;
    s->interval_ns = (int64_t)us * 1000;
    s->charged = s->coalesced = s->gc_ticks = s->signals = 0;
    s->own_ns = 0;
    s->pending = s->gc_pending = 0;
    s->deterministic = ev > 0;
    s->every = s->countdown = ev;
    s->last_depth = 0;
    s->steady = 0;
    stacks_reset(vm);
    stacks_low_reset(vm, 0);
    s->cpu_start = cpu_now();
    s->running = 1;
    if (s->deterministic) { vm->poll |= POLL_PROFILE; vm->prof_sticky = 1; return; }
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
        if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &ev2, &s->tid) == 0) s->have_timer = 1;
    }
    struct itimerspec its;
    its.it_value.tv_sec = s->interval_ns / 1000000000;
    its.it_value.tv_nsec = s->interval_ns % 1000000000;
    its.it_interval = its.it_value;
    if (s->have_timer) timer_settime(s->tid, 0, &its, NULL);
}

PRIM(p_profile_stop, "sys_profile_stop", 0, 0, "sys_profile_stop(): stop ticking (pending ticks are handed to the handler first)")
{
    Sampler *s = S(vm);
    if (s->running && s->pending && !s->in_handler) {
        vm->prof_sticky = 0;
        sampler_service(vm);
    }
    stop(vm);
    vm->prof_sticky = 0;
}

PRIM(p_profile_ledger, "sys_profile_ledger", 0, 1, "sys_profile_ledger() -> {expected charged coalesced gc cpu_hsecs own_usecs}: the tick ledger of the last run; own_usecs is the time spent on ticks at safe points, the handler included")
{
    Sampler *s = S(vm);
    int64_t cpu = s->running ? cpu_now() - s->cpu_start : s->cpu_total;
    long expected = s->deterministic ? s->signals
                                     : (long)(s->interval_ns ? cpu / s->interval_ns : 0);
    Val v = mk_vector(vm, 6, MK_INT(0));
    VEC_PTR(v)->items[0] = MK_INT(expected);
    VEC_PTR(v)->items[1] = MK_INT(s->charged);
    VEC_PTR(v)->items[2] = MK_INT(s->coalesced);
    VEC_PTR(v)->items[3] = MK_INT(s->gc_ticks);
    VEC_PTR(v)->items[4] = MK_INT((long)(cpu / 10000000));
    VEC_PTR(v)->items[5] = MK_INT((long)(s->own_ns / 1000));
    PUSH(v);
}

PRIM(p_profile_chain, "sys_profile_chain", 1, 3, "sys_profile_chain(base) -> (valid, vector, steady): frames of the call chain above frame `base` that changed since the last call: `valid` frames of the previous chain still stand, the vector holds the procedures above them, outermost first; steady is the number of ticks sys_profile_memo_chain's fast path charged since the last call, all while the previous chain stood")
{
    intptr_t base = check_int(vm, POP());
    Sampler *s = S(vm);
    /* frames of the profiler's handler are above the interrupted one */
    int top = s->in_handler ? s->top : vm->fp;
    int valid = s->last_depth;
    if (stacks_low(vm) < valid) valid = stacks_low(vm);
    if (valid < base) valid = (int)base;
    if (valid > top) valid = top;
    Val v = mk_vector(vm, (size_t)(top - valid), FALSE_V);
    for (int i = valid + 1; i <= top; i++) VEC_PTR(v)->items[i - valid - 1] = vm->frames[i].proc;
    s->last_depth = top;
    stacks_low_reset(vm, top);
    PUSH(MK_INT(valid - base));
    PUSH(v);
    PUSH(MK_INT(s->steady));
    s->steady = 0;
}

PRIM(p_profile_charge, "sys_profile_charge", 3, 0, "sys_profile_charge(n, item, prop): add n to the integer that prop (a property with an integer default) holds for item; the profiler's counting step, done in C")
{
    Val prop = POP();
    Val item = POP();
    Val n = POP();
    if (!prop_is(prop)) vm_mishap(vm, "PROPERTY NEEDED", 1, prop);
    if (!add_count(vm, prop, item, check_int(vm, n)))
        vm_mishap(vm, "INTEGER NEEDED", 1, prop_get(vm, prop, item));
}

/* sys_profile_memo and sys_profile_memo_chain: install the fast path */
static void set_memo(VM *vm, const char *name, int chained)
{
    Val counts = POP();
    Val memo = POP();
    Sampler *s = S(vm);
    if (memo == FALSE_V) { s->memo = s->counts = FALSE_V; s->chained = 0; return; }
    if (!prop_is(memo)) vm_mishap(vm, "PROPERTY NEEDED", 1, memo);
    if (!prop_is(counts)) vm_mishap(vm, "PROPERTY NEEDED", 1, counts);
    if (!s->running) {
        char msg[64];
        snprintf(msg, sizeof msg, "%s: PROFILER NOT RUNNING", name);
        vm_mishap(vm, msg, 0);
    }
    s->memo = memo;
    s->counts = counts;
    s->chained = chained;
}

PRIM(p_profile_memo, "sys_profile_memo", 2, 0, "sys_profile_memo(memo, counts): while this run lasts, ticks whose interrupted procedure p has memo(p) = item (not false) add to counts(item) in C instead of calling the handler; memo(p) = true passes the ticks to p's caller; memo false turns this off")
{
    set_memo(vm, "sys_profile_memo", 0);
}

PRIM(p_profile_memo_chain, "sys_profile_memo_chain", 2, 0, "sys_profile_memo_chain(memo, counts): as sys_profile_memo, for count-all: the fast path applies only while the call chain is the one the last sys_profile_chain returned, and the next sys_profile_chain says how many ticks it took")
{
    set_memo(vm, "sys_profile_memo_chain", 1);
}
