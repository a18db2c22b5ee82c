/*
** timer.c -- sys_timer: interval timers whose handlers run at safe points.
**
** Up to MAX_TIMERS timers, keyed by their handler (compared with ==).  A
** timer counts either process CPU time (TIMER_VIRTUAL) or real time, and
** fires once or, with TIMER_REPEAT, periodically.  Two POSIX timers (one
** per clock) are armed for the earliest deadline; their signal handler only
** sets POLL_TIMER in vm->poll.  At the next safe point timer_service runs
** the handlers that are due, each as if called from the interrupted
** procedure, never re-entering a handler that is still running, and
** checking that it left the user stack as it found it.
*/
#include <signal.h>
#include <string.h>
#include <time.h>
#include "timer.h"
#include "prim.h"
#include "gc.h"

enum { TIMER_VIRTUAL = 1, TIMER_CANCEL = 2, TIMER_REPEAT = 4 };
#define MAX_TIMERS 32

typedef struct Timer {
    Val key;                 /* handler (or pair) the timer is keyed by    */
    int flags;
    int active, running;
    int64_t deadline;        /* ns on its clock                            */
    int64_t interval;        /* ns                                          */
} Timer;

struct Timers {
    Timer t[MAX_TIMERS];
    timer_t os[2];           /* [0] real (CLOCK_MONOTONIC), [1] CPU        */
    int created;
    Val asts;                /* the queue of raised, blocked traps (a list) */
    int asts_disabled;       /* pop_asts_enabled is false                  */
};

/* The procedures through which handlers and raised traps are called
   (timer_set_dispatch). */
static Val dispatch, ast_dispatch;

/* The flags of a trap procedure (INCLUDE AST). */
enum { ASTP_ERROR_DELETE = 1, ASTP_BLOCK_RECURSIVE = 2, ASTP_BLOCK_IN_EXTERNAL = 4,
       ASTP_BLOCK_NEVER = 8 };

/* The signal handler needs the VM: this is the one file-scope pointer. */
static VM *timer_vm;

static void on_signal(int sig)
{
    (void)sig;
    if (timer_vm) timer_vm->poll |= POLL_TIMER;
}

static int64_t now_ns(int cpu)
{
    struct timespec ts;
    clock_gettime(cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static struct Timers *timer_state(VM *vm)
{
    if (!vm->timers) {
        static struct Timers the_timers;
        vm->timers = &the_timers;
        the_timers.asts = NIL_V;
        timer_vm = vm;
    }
    return vm->timers;
}

static struct Timers *timers(VM *vm)
{
    struct Timers *T = timer_state(vm);
    if (!T->created) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sa.sa_flags = SA_RESTART;
        sigaction(SIGALRM, &sa, NULL);
        sigaction(SIGVTALRM, &sa, NULL);
        struct sigevent ev;
        memset(&ev, 0, sizeof ev);
        ev.sigev_notify = SIGEV_SIGNAL;
        ev.sigev_signo = SIGALRM;
        timer_create(CLOCK_MONOTONIC, &ev, &T->os[0]);
        ev.sigev_signo = SIGVTALRM;
        timer_create(CLOCK_PROCESS_CPUTIME_ID, &ev, &T->os[1]);
        T->created = 1;
    }
    return T;
}

/* Arm each OS timer for the earliest active deadline on its clock. */
static void rearm(struct Timers *T)
{
    for (int cpu = 0; cpu < 2; cpu++) {
        int64_t best = -1;
        for (int i = 0; i < MAX_TIMERS; i++) {
            Timer *t = &T->t[i];
            if (t->active && ((t->flags & TIMER_VIRTUAL) != 0) == cpu &&
                (best < 0 || t->deadline < best)) best = t->deadline;
        }
        struct itimerspec its;
        memset(&its, 0, sizeof its);
        if (best >= 0) {
            if (best <= 0) best = 1;
            its.it_value.tv_sec = best / 1000000000;
            its.it_value.tv_nsec = best % 1000000000;
            if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0) its.it_value.tv_nsec = 1;
        }
        timer_settime(T->os[cpu], best >= 0 ? TIMER_ABSTIME : 0, &its, NULL);
    }
}

static Timer *find(struct Timers *T, Val key)
{
    for (int i = 0; i < MAX_TIMERS; i++)
        if (T->t[i].key == key && (T->t[i].active || T->t[i].running)) return &T->t[i];
    return NULL;
}

static int valid_key(Val k)
{
    return IS_PROC(k) || (IS_PAIR(k) && IS_PROC(FRONT(k)));
}

void timer_set_dispatch(VM *vm, Val handler, Val trap)
{
    (void)vm;
    dispatch = handler;
    ast_dispatch = trap;
}

void timer_mark_roots(VM *vm)
{
    if (dispatch) gc_mark(vm, dispatch);
    if (ast_dispatch) gc_mark(vm, ast_dispatch);
    if (!vm->timers) return;
    for (int i = 0; i < MAX_TIMERS; i++)
        if (vm->timers->t[i].active || vm->timers->t[i].running) gc_mark(vm, vm->timers->t[i].key);
    gc_mark(vm, vm->timers->asts);
}

static void ast_process(VM *vm);

void timer_service(VM *vm)
{
    vm->poll &= ~POLL_TIMER;
    if (!vm->timers) return;
    struct Timers *T = vm->timers;
    if (T->asts != NIL_V) ast_process(vm);
    int64_t now[2] = { now_ns(0), now_ns(1) };
    for (int i = 0; i < MAX_TIMERS; i++) {
        Timer *t = &T->t[i];
        int cpu = (t->flags & TIMER_VIRTUAL) != 0;
        if (!t->active || t->running || t->deadline > now[cpu]) continue;
        if (t->flags & TIMER_REPEAT) {
            t->deadline += t->interval;
            if (t->deadline <= now[cpu]) t->deadline = now[cpu] + t->interval;
        } else t->active = 0;
        Val key = t->key;
        Val h = IS_PAIR(key) ? FRONT(key) : key;
        Val *before = vm->sp;
        t->running = 1;
        gc_push_root(vm, &key);
        /* as in Poplog, the handler's caller(1) and caller(2) are anonymous
           system frames and caller(3) the interrupted procedure */
        PUSH(h);
        vm_apply(vm, dispatch);
        gc_pop_root(vm);
        t->running = 0;
        if (vm->sp != before)
            vm_mishap(vm, "USERSTACK HAS CHANGED AFTER ASYNCHRONOUS TRAP PROCEDURE", 1, h);
    }
    rearm(T);
}

PRIM(p_sys_timer, "sys_timer", -1, 1, "sys_timer(handler [, flags]) -> usecs or false: microseconds left on handler's timer (TIMER_CANCEL in flags cancels it)")
{
    int flags = 0;
    if (IS_INT(PEEK(0))) flags = (int)INT_VAL(POP());
    Val key = POP();
    struct Timers *T = timers(vm);
    Timer *t = find(T, key);
    if (!t || !t->active) { PUSH(FALSE_V); return; }
    int64_t left = t->deadline - now_ns((t->flags & TIMER_VIRTUAL) != 0);
    if (left < 0) left = 0;
    if (flags & TIMER_CANCEL) { t->active = 0; rearm(T); }
    PUSH(MK_INT(left / 1000));
}

UPDATER(u_sys_timer, "sys_timer", -1, "usecs -> sys_timer(handler [, flags]): start (or with false, cancel) handler's timer; flags TIMER_VIRTUAL (CPU time) and TIMER_REPEAT")
{
    int flags = 0;
    if (IS_INT(PEEK(0))) flags = (int)INT_VAL(POP());
    Val key = POP();
    Val usecs = POP();
    if (!valid_key(key)) vm_mishap(vm, "PROCEDURE NEEDED", 1, key);
    struct Timers *T = timers(vm);
    Timer *t = find(T, key);
    if (usecs == FALSE_V) {
        if (t) { t->active = 0; rearm(T); }
        return;
    }
    if (!IS_INT(usecs) || INT_VAL(usecs) < 0)
        vm_mishap(vm, "sys_timer: INVALID TIME INTERVAL", 1, usecs);
    if (!t) {
        for (int i = 0; i < MAX_TIMERS; i++)
            if (!T->t[i].active && !T->t[i].running) { t = &T->t[i]; break; }
        if (!t) vm_mishap(vm, "sys_timer: TOO MANY TIMERS", 1, key);
    }
    t->key = key;
    t->flags = flags;
    t->interval = (int64_t)INT_VAL(usecs) * 1000;
    if (t->interval <= 0) t->interval = 1000;
    t->deadline = now_ns((flags & TIMER_VIRTUAL) != 0) + t->interval;
    t->active = 1;
    rearm(T);
}

/* ---- asynchronous trap procedures raised by program (REF ASYNC) ---------------- */

static int ast_flags(Val e)
{
    return IS_PAIR(e) ? (IS_INT(BACK(e)) ? (int)INT_VAL(BACK(e)) : 0) : ASTP_BLOCK_RECURSIVE;
}

/* Whether the trap e may not run now: traps are disabled (unless it is
   ASTP_BLOCK_NEVER), it is running already (ASTP_BLOCK_RECURSIVE), or a
   callback from C is under way (ASTP_BLOCK_IN_EXTERNAL). */
static int ast_blocked(VM *vm, Val e)
{
    int f = ast_flags(e);
    Val p = IS_PAIR(e) ? FRONT(e) : e;
    if (vm->timers->asts_disabled && !(f & ASTP_BLOCK_NEVER)) return 1;
    for (int i = 1; i <= vm->fp; i++) {
        if ((f & ASTP_BLOCK_RECURSIVE) && vm->frames[i].proc == p) return 1;
        if ((f & ASTP_BLOCK_IN_EXTERNAL) && (vm->frames[i].flags & FRAME_EXTCALL)) return 1;
    }
    return 0;
}

/* Run the queued traps that are not blocked, in the order raised; after
   each, start again from the front (it may have changed the queue). */
static void ast_process(VM *vm)
{
    struct Timers *T = vm->timers;
    for (;;) {
        Val prev = 0, e = 0;
        for (Val l = T->asts; IS_PAIR(l); prev = l, l = BACK(l))
            if (!ast_blocked(vm, FRONT(l))) {
                e = FRONT(l);
                if (prev) BACK(prev) = BACK(l); else T->asts = BACK(l);
                break;
            }
        if (!e) return;
        Val h = IS_PAIR(e) ? FRONT(e) : e;
        Val *before = vm->sp;
        gc_push_root(vm, &h);
        PUSH(h);
        vm_apply(vm, ast_dispatch);
        gc_pop_root(vm);
        if (vm->sp != before)
            vm_mishap(vm, "USERSTACK HAS CHANGED AFTER ASYNCHRONOUS TRAP PROCEDURE", 1, h);
    }
}

/* A copy of the pairs of the proper list l. */
static Val copy_list(VM *vm, Val l)
{
    Val head = NIL_V, last = NIL_V;
    gc_push_root(vm, &l);
    gc_push_root(vm, &head);
    for (; IS_PAIR(l); l = BACK(l)) {
        Val cell = mk_pair(vm, FRONT(l), NIL_V);
        if (head == NIL_V) head = cell; else BACK(last) = cell;
        last = cell;
    }
    gc_pop_root(vm);
    gc_pop_root(vm);
    return head;
}

int timer_asts_queued(VM *vm)
{
    return vm->timers && vm->timers->asts != NIL_V;
}

PRIM(p_sys_raise_ast, "sys_raise_ast", 1, 0, "sys_raise_ast(ast_p_or_false): raise the asynchronous trap procedure ast_p (a procedure, or conspair(procedure, flags) with the ASTP_ flags of INCLUDE AST; a procedure alone is ASTP_BLOCK_RECURSIVE): it is queued on pop_ast_queue, and the queued traps that are not blocked run now, in the order raised (false: just that); pop11 has no signal table, so a signal number is a mishap")
{
    Val x = POP();
    struct Timers *T = timer_state(vm);
    if (x != FALSE_V) {
        if (!IS_PROC(x) && !(IS_PAIR(x) && IS_PROC(FRONT(x)) && IS_INT(BACK(x))))
            vm_mishap(vm, "ASYNCHRONOUS TRAP PROCEDURE NEEDED", 1, x);
        Val cell = mk_pair(vm, x, NIL_V);
        Val *last = &T->asts;
        while (IS_PAIR(*last)) last = &BACK(*last);
        *last = cell;
    }
    if (T->asts != NIL_V) ast_process(vm);
}

PRIM(p_pop_ast_queue, "pop_ast_queue", 0, 1, "pop_ast_queue -> list: an active variable, a copy of the queue of raised trap procedures waiting to run (blocked); assigning a list makes a copy of it the queue ([] empties it)")
{
    PUSH(copy_list(vm, timer_state(vm)->asts));
}

UPDATER(u_pop_ast_queue, "pop_ast_queue", 1, "list -> pop_ast_queue: make a copy of list the queue of trap procedures")
{
    Val l = POP();
    for (Val x = l; x != NIL_V; x = BACK(x))
        if (!IS_PAIR(x)) vm_mishap(vm, "LIST NEEDED", 1, l);
    Val c = copy_list(vm, l);
    timer_state(vm)->asts = c;
}

PRIM(p_pop_asts_enabled, "pop_asts_enabled", 0, 1, "pop_asts_enabled -> bool: an active variable, false while asynchronous traps are blocked (queued, except those with ASTP_BLOCK_NEVER); making it true runs the queued ones")
{
    PUSH(timer_state(vm)->asts_disabled ? FALSE_V : TRUE_V);
}

UPDATER(u_pop_asts_enabled, "pop_asts_enabled", 1, "bool -> pop_asts_enabled: block (false) or allow asynchronous traps")
{
    struct Timers *T = timer_state(vm);
    T->asts_disabled = POP() == FALSE_V;
    if (!T->asts_disabled && T->asts != NIL_V) ast_process(vm);
}
