/*
** ustack.c -- the user stack's storage, grown on demand up to popmemlim
** (see ustack.h for the design).
*/
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include "ustack.h"
#include "gc.h"

#define US_PAGE     ((size_t)4096)
#define US_RESERVE  ((size_t)1 << 30)     /* the most the stack may hold    */
#define US_GRACE    ((size_t)64 << 20)    /* past it: pushes between the
                                             fault and the next safe point */
#define US_FIRST    ((size_t)64 << 10)    /* usable at start-up             */
#define US_MARGIN   64                    /* slots kept free above stack_end */
#define US_REPORT   ((size_t)1 << 16)     /* slots a mishap's report may use
                                             past the limit                */
#define US_FLOOR    ((size_t)4096)        /* slots always allowed           */

/* File-scope state, because the fault handler has no VM to reach. */
static struct {
    VM *vm;
    char *lo;                /* start of the reservation                    */
    char *base;              /* vm->stack                                   */
    char *mapped;            /* end of the usable part (page aligned)       */
    char *limit;             /* end of the reservation less the grace      */
    char *end;               /* end of the reservation                      */
    struct sigaction old;    /* the SIGSEGV action before ours              */
} us;

static char *page_up(char *p)
{
    return (char *)(((uintptr_t)p + US_PAGE - 1) & ~(uintptr_t)(US_PAGE - 1));
}

/* Where the stack's items must end now: popmemlim less the heap's live
   words (popmemused), at least US_FLOOR slots, at most the reservation;
   while a mishap is reported, US_REPORT slots more.  Reads only memory
   (it runs in the fault handler too). */
static char *limit_end(VM *vm)
{
    size_t lim = gc_mem_limit(vm), used = 0;
    if (vm->id_popmemused && IS_INT(IDVAL(vm->id_popmemused)) && INT_VAL(IDVAL(vm->id_popmemused)) > 0)
        used = (size_t)INT_VAL(IDVAL(vm->id_popmemused)) * 8;
    size_t room = lim > used ? lim - used : 0;
    size_t most = (size_t)(us.limit - us.base);
    if (room > most) room = most;
    if (room < US_FLOOR * sizeof(Val)) room = US_FLOOR * sizeof(Val);
    char *e = us.base + room;
    if (vm->in_mishap) e += US_REPORT * sizeof(Val);
    return e > us.end ? us.end : e;
}

/* Make the stack usable up to `to` (rounded up to a page, at most the end
   of the reservation); 0 if the system refuses. */
static int map_to(char *to)
{
    to = page_up(to);
    if (to > us.end) to = us.end;
    if (to <= us.mapped) return 1;
    if (mprotect(us.mapped, (size_t)(to - us.mapped), PROT_READ | PROT_WRITE) != 0) return 0;
    us.mapped = to;
    return 1;
}

/* Grow the usable part to hold everything below `want`, by doubling,
   within `lim`; set vm->stack_end.  0 if `want` is past the limit. */
static int grow(VM *vm, char *want, char *lim)
{
    if (want > lim) return 0;
    if (want > us.mapped) {
        char *to = us.base + 2 * (size_t)(us.mapped - us.base);
        if (to > lim) to = lim;
        if (to < want) to = want;
        if (!map_to(to)) return 0;
    }
    char *e = us.mapped < lim ? us.mapped : lim;
    vm->stack_end = (Val *)e - US_MARGIN;
    return 1;
}

static _Noreturn void stack_exhausted(VM *vm)
{
    vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using stack space)", 0);
}

/* See vm.h. */
void vm_stack_room(VM *vm, size_t n)
{
    char *want = (char *)(vm->sp + n + US_MARGIN);
    if (n > (size_t)(us.end - us.base) / sizeof(Val) || !grow(vm, want, limit_end(vm)))
        stack_exhausted(vm);
}

/* See ustack.h. */
void ustack_poll(VM *vm)
{
    vm->poll &= ~POLL_STACK;
    if ((char *)vm->sp > limit_end(vm)) stack_exhausted(vm);
    grow(vm, (char *)vm->sp, limit_end(vm));    /* stack_end as the limit says */
}

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    char *a = (char *)si->si_addr;
    VM *vm = us.vm;
    if (vm && a >= us.mapped && a < us.end) {
        if (grow(vm, a + sizeof(Val), limit_end(vm))) return;
        /* past the limit: room to reach the next safe point, which mishaps */
        if (map_to(a + ((size_t)1 << 20))) { vm->poll |= POLL_STACK; return; }
    }
    ustack_chain_fault(sig, si, uc, &us.old);   /* not ours: as before */
}

/* See ustack.h. */
void ustack_chain_fault(int sig, siginfo_t *si, void *uc, const struct sigaction *old)
{
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction) {
        old->sa_sigaction(sig, si, uc);
        return;
    }
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL
        && old->sa_handler != SIG_IGN) {
        old->sa_handler(sig);
        return;
    }
    sigaction(sig, old, NULL);
}

/* See ustack.h. */
void ustack_install_fault(int sig, void (*handler)(int, siginfo_t *, void *),
                          struct sigaction *old)
{
    static char altstack[1 << 16];
    stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0 };
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && (cur.ss_flags & SS_DISABLE)) sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, old);
}

/* See ustack.h. */
void ustack_init(VM *vm)
{
    size_t size = US_RESERVE + US_GRACE + US_PAGE;
    void *p = MAP_FAILED;
    while (size >= ((size_t)16 << 20)) {         /* (an address-space rlimit) */
        p = mmap(NULL, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p != MAP_FAILED) break;
        size /= 2;
    }
    if (p == MAP_FAILED) {
        fprintf(stderr, "pop11: cannot allocate the stacks\n");
        exit(1);
    }
    us.vm = vm;
    us.lo = p;
    us.end = us.lo + size;
    us.limit = us.end - (size > 4 * US_GRACE ? US_GRACE : size / 4);
    /* four guard slots below the stack end the first page (vm_create);
       the stack starts 8 bytes into the next, where it always has (the
       frames and locals are placed against it: calloc_at in vm.c) */
    us.base = us.lo + US_PAGE + sizeof(Val);
    us.mapped = us.lo;
    if (!map_to(us.lo + US_PAGE + US_FIRST)) {
        fprintf(stderr, "pop11: cannot allocate the stacks\n");
        exit(1);
    }
    vm->stack = vm->stack_floor = (Val *)us.base;
    vm->sp = vm->stack;
    vm->stack_end = (Val *)us.mapped - US_MARGIN;

    ustack_install_fault(SIGSEGV, on_fault, &us.old);
}
