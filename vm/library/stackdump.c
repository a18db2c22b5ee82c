/*
** stackdump.c -- SIGUSR1: the Pop-11 call stack of a running pop11, printed
** on its standard error while the program goes on (stackdump.h, HELP
** STACKDUMP).
**
** The signal handler sets POLL_DUMP in the poll word and arms a one-shot
** timer of WAIT_NS.  At the next safe point interp_service_poll calls
** interp_hooks.dump, stackdump_service below, which writes the stack with
** the line the top frame is at (vm->prof_pc, set by POLLCHECK).  A program
** inside a built-in or a foreign call (a sleep, a blocking read, a long C
** routine) comes to no safe point: the timer's signal, SIGUSR1 again but
** with si_code SI_TIMER, then writes the stack from the signal handler,
** where every frame's pc is the one of the call it is making (CALL_OUT
** saves it before it calls out).  Whichever comes first takes the
** request (an atomic exchange), so each SIGUSR1 gives one dump.  The
** writer only reads the frames, the procedures' names and line tables
** (nothing moves: the collector does not move objects) and calls
** write(2), so it is safe in a signal handler; a dump costs the program
** nothing until a SIGUSR1 comes (the poll word is tested anyway).
*/
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "stackdump.h"
#include "interp.h"
#include "compile.h"

#define WAIT_NS 100000000L          /* a tenth of a second */

static VM *dump_vm;                 /* the signal handler's VM */
static volatile sig_atomic_t pending;   /* a dump asked for, not yet written */
static timer_t wait_timer;
static int have_timer;

/* ---- the writer: a buffer flushed with write(2) ---- */

typedef struct Out { int fd; size_t n; char b[4096]; } Out;

static void out_flush_fd(Out *o)
{
    size_t done = 0;
    while (done < o->n) {
        ssize_t k = write(o->fd, o->b + done, o->n - done);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) break;
        done += (size_t)k;
    }
    o->n = 0;
}

static void put(Out *o, const char *s, size_t len)
{
    while (len > 0) {
        if (o->n == sizeof o->b) out_flush_fd(o);
        size_t k = sizeof o->b - o->n < len ? sizeof o->b - o->n : len;
        memcpy(o->b + o->n, s, k);
        o->n += k;
        s += k;
        len -= k;
    }
}

static void puts_(Out *o, const char *s) { put(o, s, strlen(s)); }

static void put_int(Out *o, long v)
{
    char d[24];
    int i = sizeof d;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do { d[--i] = (char)('0' + u % 10); u /= 10; } while (u);
    if (v < 0) d[--i] = '-';
    put(o, d + i, sizeof d - (size_t)i);
}

/* a word or string as it is, with control characters as ? (one line) */
static void put_text(Out *o, Val v)
{
    const char *s;
    size_t len;
    if (IS_WORD(v)) { s = WORD_PTR(v)->chars; len = WORD_PTR(v)->len; }
    else if (IS_STRING(v)) { s = STR_PTR(v)->chars; len = STR_PTR(v)->len; }
    else return;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if ((unsigned char)c < 32 || c == 127) c = '?';
        put(o, &c, 1);
    }
}

/* the name of procedure p: its pdprops, through closures without one */
static Val name_of(Val p)
{
    while (IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE && PROC_PTR(p)->props == FALSE_V)
        p = PROC_PTR(p)->u.clos.pdpart;
    return IS_PROC(p) ? PROC_PTR(p)->props : FALSE_V;
}

/* One frame: "NAME  FILE:LINE", pc just past the instruction the frame is
   at (NULL: not known). */
static void put_frame(Out *o, Val p, const uint32_t *pc)
{
    Val name = name_of(p);
    Val code = IS_PROC(p) ? proc_code_owner(p) : FALSE_V;
    const Proto *pr = IS_PROC(code) && PROC_KIND(code) == PK_CODE ? PROC_PTR(code)->u.code.proto : NULL;
    puts_(o, ";;;     ");
    if (IS_WORD(name) || IS_STRING(name)) put_text(o, name);
    else if (pr && pr->line0 > 0) puts_(o, "<procedure>");
    else if (pr) puts_(o, "<top level>");
    else puts_(o, "<procedure>");
    if (!pr) { puts_(o, "  (built-in)\n"); return; }
    puts_(o, "  ");
    if (IS_WORD(pr->file)) put_text(o, pr->file);
    else puts_(o, "<no file>");
    int line = 0;
    if (pc && pr->lines && pc > pr->code && pc <= pr->code + pr->ncode)
        line = compile_line_at(pr, (uint32_t)(pc - pr->code - 1));
    if (line > 0) { puts_(o, ":"); put_int(o, line); }
    else if (pr->line0 > 0) { puts_(o, ": in the procedure of line "); put_int(o, pr->line0); }
    puts_(o, "\n");
}

/* See stackdump.h. */
void stackdump_write(VM *vm, int fd, const uint32_t *top_pc, const char *why)
{
    static Out o;                   /* (one dump at a time: see pending) */
    o.fd = fd;
    o.n = 0;
    puts_(&o, ";;; Pop-11 call stack of process ");
    put_int(&o, (long)getpid());
    puts_(&o, why);
    puts_(&o, ", innermost first:\n");
    int fp = vm->fp, n = 0;
    Val cur = vm->current;
    /* a built-in running (it has no frame of its own) */
    if (fp >= 0 && cur && IS_PROC(cur) && PROC_KIND(cur) == PK_PRIM && cur != vm->frames[fp].proc) {
        put_frame(&o, cur, NULL);
        n++;
    }
    for (int i = fp; i >= 1; i--) {
        if (vm->frames[i].flags & FRAME_EXTCALL) puts_(&o, ";;;     <External Calls>\n");
        const uint32_t *pc = i == fp && top_pc ? top_pc : vm->frames[i].pc;
        put_frame(&o, vm->frames[i].proc, pc);
        n++;
    }
    puts_(&o, ";;; (");
    put_int(&o, n);
    puts_(&o, n == 1 ? " frame)\n" : " frames)\n");
    out_flush_fd(&o);
}

/* the safe point's service (interp_hooks.dump): at is where the top
   frame's code is, the instruction it runs next */
static void stackdump_service(VM *vm, const uint32_t *at)
{
    vm->poll &= ~POLL_DUMP;
    if (!__atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST)) return;
    if (have_timer) {
        struct itimerspec off;
        memset(&off, 0, sizeof off);
        timer_settime(wait_timer, 0, &off, NULL);
    }
    stackdump_write(vm, 2, at ? at + 1 : NULL, " (SIGUSR1)");
}

static void on_sigusr1(int sig, siginfo_t *info, void *ctx)
{
    (void)sig; (void)ctx;
    int saved = errno;
    VM *vm = dump_vm;
    if (vm && info && info->si_code == SI_TIMER) {
        /* no safe point came: the program is in a built-in or a foreign
           call; its frames hold the pcs of their calls */
        if (__atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST))
            stackdump_write(vm, 2, NULL, " (SIGUSR1, in a built-in or foreign call)");
    } else if (vm && !pending) {
        pending = 1;
        vm->poll |= POLL_DUMP;
        if (have_timer) {
            struct itimerspec its;
            memset(&its, 0, sizeof its);
            its.it_value.tv_nsec = WAIT_NS;
            timer_settime(wait_timer, 0, &its, NULL);
        }
    }
    errno = saved;
}

/* See stackdump.h. */
void stackdump_init(VM *vm)
{
    dump_vm = vm;
    interp_hooks.dump = stackdump_service;
    struct sigevent ev;
    memset(&ev, 0, sizeof ev);
    ev.sigev_notify = SIGEV_SIGNAL;
    ev.sigev_signo = SIGUSR1;
    have_timer = timer_create(CLOCK_MONOTONIC, &ev, &wait_timer) == 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigusr1;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, NULL);
}
