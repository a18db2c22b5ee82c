/*
** counters.c -- the profiler's exact counters (mechanism only).
**
** Design
**   What is counted, and where:
**   - Calls: while vm->counting is set, interp_apply runs bytecode in
**     run_counting, a second copy of the dispatch loop made from the same
**     text (vm/core/interp_run.h) whose call instructions also call
**     counters_entered (a frame was pushed) or counters_call (anything
**     else is applied); calls from C (vm_apply) are counted in
**     interp_apply.  run() itself has no test at all, so counting costs
**     nothing while off.  (A first version kept a sticky bit in the poll
**     word, so that every entry went to the safe-point code: that cost
**     1.14-1.36x per kernel, most of it on loop back-edges, which poll
**     too; the second copy costs only the counting.)  The switch happens
**     at a call from C: profile_apply calls the profiled procedure with
**     apply, a built-in, so that it runs in run_counting.
**     counters_entered counts the procedure entered last inline, and
**     calls counters_entry for any other (or in count-all mode).
**   - A call of anything applied as a procedure that is not bytecode (a
**     built-in, a property, an array, a class procedure, an updater) is
**     counted as itself; a closure counts as a call of its pdpart.
**     Operators that the compiler turns into instructions (+ - * < = ==
**     :: and the like, see vm/core/opcodes.def) are not calls and are not
**     counted; applied as procedure values (e.g. applist(l, nonop +)) they
**     are.
**   - Heap bytes: gc_alloc calls counters_alloc for every object while
**     bytes are counted (its threshold test is made to fail, see gc.c),
**     with the object's size as the heap counts it.  The bytes go to the
**     procedure running (vm->current: a built-in while it runs, otherwise
**     the bytecode procedure, so inlined operators' objects go to the
**     procedure that used them); their sum is therefore exactly the
**     heap's own counter (gc_bytes_allocated_total) over the run, less the
**     bytes of the profiler's own tick handler, which are counted apart.
**   - Inclusive bytes (count-all): a shadow stack holds a (level, entry)
**     pair for each frame entered while counting (level: the frame's
**     index) and for each call of anything else, a built-in, a property, a
**     class procedure (level: the index of the caller's frame); a
**     procedure is "live" while it has a pair on it, and is charged the
**     bytes counted between becoming live and ceasing to be (so recursion
**     counts once).  A built-in's pair is closed when it returns
**     (counters_call gives the caller a token for counters_returned); a
**     pair whose level lies above vm->fp has returned (or was unwound by a
**     mishap) and is closed lazily, at the next entry or allocation; since
**     every allocation looks, nothing is allocated between a return and
**     the moment it is noticed, and the figures are exact.  Bytes charged
**     to a procedure that is not live (vm->current names a built-in that
**     was not called as a procedure, e.g. the subscriptor a class access
**     reports as) are added to its inclusive count at once, so that the
**     inclusive count of a procedure is never below its own.
**   - Internal helpers (a built-in whose doc starts "internal:", such as
**     sys_capture_char, the character consumer of print_to_string) are no
**     procedures of the user's: a call of one is not counted and opens no
**     pair; what it does is charged to the procedure that called it.
**
**   The table: procedures are keys of an open-addressing hash (address
**   hash, linear probing) over a vector of entries, with a one-entry cache
**   (recursion and loops hit the same procedure again and again).  Counted
**   procedures are GC roots until the next count starts, so an address
**   cannot be reused by another procedure within a run.
**
**   As in sampler.c, the state is one static structure: one VM at a time.
*/
#include <stdlib.h>
#include <string.h>
#include "counters.h"
#include "coverage.h"
#include "heapsnap.h"
#include "prim.h"
#include "gc.h"
#include "prop.h"
#include "interp.h"

typedef struct Entry {
    Val proc;
    uint64_t calls, self, incl;
    uint64_t since;          /* counted bytes when it became live           */
    int32_t live;            /* frames of it on the shadow stack            */
    uint32_t group;          /* its name's group (see Group)                */
} Entry;

/* The procedures of one name (one row of the report: the same pdprops) make a group, live while any of them is: its inclusive bytes are those
   allocated while some procedure of the name was active, each byte once
   (the sum of the procedures' own inclusive counts would count twice the
   bytes allocated while two of them were active). */
typedef struct Group {
    Val props; int32_t upd;  /* pdprops (or the procedure), updater flag    */
    int32_t line;            /* with props its file: an anonymous one's place */
    uint32_t first;          /* its first entry                             */
    uint64_t incl, since;
    int32_t live;
} Group;

/* A pair of the shadow stack: a frame (level = its index) or a call of
   something else (level = the caller frame's index) that is running. */
typedef struct Shadow { int32_t level; uint32_t entry; } Shadow;

typedef struct Counters {
    unsigned what;           /* COUNT_* bits while running, else 0          */
    Entry *e; uint32_t n, cap;
    uint32_t *slot; uint32_t nslots;   /* entry index + 1, 0 = empty        */
    Val last; uint32_t last_i;         /* one-entry cache                   */
    Shadow *sh; int sh_top, sh_cap;    /* shadow stack, top at sh[sh_top]   */
    uint64_t own;            /* bytes of the profiler's own work            */
    uint64_t heap0, heap;    /* heap counter at the start, over the run     */
    Group *g; uint32_t ng, gcap;       /* the groups, in order of making    */
} Counters;

static Counters C = { .last = 0 };
static VM *counters_vm;      /* the VM counting (for group_of)              */
CountSlot counters_cache[COUNTERS_CACHE];
CountSlot counters_alloc_slot = { COUNTERS_NONE, NULL };
uint64_t counters_total;
int counters_paused;

/* Empty the fast paths' caches (they point into C.e, or must not count). */
static void uncache(void)
{
    for (int i = 0; i < COUNTERS_CACHE; i++) counters_cache[i].proc = COUNTERS_NONE;
    counters_alloc_slot.proc = COUNTERS_NONE;
}

static uint32_t hash(Val v, uint32_t mask)
{
    return (uint32_t)(((uint64_t)v >> 4) * 0x9E3779B97F4A7C15ull >> 40) & mask;
}

static void rehash(uint32_t nslots)
{
    free(C.slot);
    C.slot = calloc(nslots, sizeof *C.slot);
    if (!C.slot) abort();
    C.nslots = nslots;
    for (uint32_t i = 0; i < C.n; i++) {
        uint32_t h = hash(C.e[i].proc, nslots - 1);
        while (C.slot[h]) h = (h + 1) & (nslots - 1);
        C.slot[h] = i + 1;
    }
}

/* The group of a new entry i (linear search: once per procedure). */
static uint32_t group_of(VM *vm, uint32_t i)
{
    Val v = C.e[i].proc, props = v;
    int32_t upd = 0;
    (void)vm;
    /* (an updater shares its owner's pdprops but may have a row of its
       own, updater(NAME): the library sees to that, profile_name_figures) */
    int32_t line = 0;
    if (IS_PROC(v) && PROC_PTR(v)->props != FALSE_V) props = PROC_PTR(v)->props;
    else if (IS_PROC(v)) {
        /* an anonymous procedure's row is named by its place, FILE:LINE
           (profile_place_name, as sys_procedure_file and _place find it):
           the procedures of one place are one group */
        Val q = proc_code_owner(v);
        if (PROC_KIND(q) == PK_CODE && PROC_PTR(q)->u.code.proto->line0 > 0
            && PROC_PTR(q)->u.code.proto->file != FALSE_V) {
            props = PROC_PTR(q)->u.code.proto->file;
            line = PROC_PTR(q)->u.code.proto->line0;
        }
    }
    for (uint32_t k = 0; k < C.ng; k++)
        if (C.g[k].props == props && C.g[k].upd == upd && C.g[k].line == line) return k;
    if (C.ng == C.gcap) {
        C.gcap = C.gcap ? C.gcap * 2 : 64;
        C.g = realloc(C.g, C.gcap * sizeof *C.g);
        if (!C.g) abort();
    }
    memset(&C.g[C.ng], 0, sizeof *C.g);
    C.g[C.ng].props = props;
    C.g[C.ng].upd = upd;
    C.g[C.ng].line = line;
    C.g[C.ng].first = i;
    return C.ng++;
}

/* The entry of procedure (or item) v, made if new. */
static uint32_t find(Val v)
{
    if (v == C.last) return C.last_i;
    uint32_t mask = C.nslots - 1, h = hash(v, mask), s;
    while ((s = C.slot[h]) != 0) {
        if (C.e[s - 1].proc == v) { C.last = v; return C.last_i = s - 1; }
        h = (h + 1) & mask;
    }
    if (C.n == C.cap) {
        uncache();                         /* it points into C.e */
        C.cap = C.cap ? C.cap * 2 : 256;
        C.e = realloc(C.e, C.cap * sizeof *C.e);
        if (!C.e) abort();
    }
    memset(&C.e[C.n], 0, sizeof *C.e);
    C.e[C.n].proc = v;
    if (C.what & COUNT_INCLUSIVE) C.e[C.n].group = group_of(counters_vm, C.n);
    C.slot[h] = ++C.n;
    if (C.n * 2 > C.nslots) rehash(C.nslots * 2);
    C.last = v;
    return C.last_i = C.n - 1;
}

/* ---- call arcs: caller -> callee, counted with the calls ----------------
   An arc joins two entries of C.e (so that both procedures are roots);
   the table is open-addressed on the pair.  While calls are counted no
   call is counted inline (the caches stay empty), so that every call
   reaches an arc. */
typedef struct Arc { uint32_t from, to; uint64_t n; } Arc;
static Arc *arcs;
static uint32_t narcs, caparcs, *arc_slot, arc_nslots;

static uint32_t arc_hash(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)a * 0x9E3779B1u + b) * 0x85EBCA77u >> 7);
}

static void arc_rehash(uint32_t nslots)
{
    free(arc_slot);
    arc_slot = calloc(nslots, sizeof *arc_slot);
    if (!arc_slot) abort();
    arc_nslots = nslots;
    for (uint32_t i = 0; i < narcs; i++) {
        uint32_t h = arc_hash(arcs[i].from, arcs[i].to) & (nslots - 1);
        while (arc_slot[h]) h = (h + 1) & (nslots - 1);
        arc_slot[h] = i + 1;
    }
}

/* One more call of entry `to` from the procedure `caller` (false: none). */
static void arc_count(Val caller, uint32_t to)
{
    uint32_t from = find(caller);
    if (!arc_slot) arc_rehash(1024);
    uint32_t mask = arc_nslots - 1, h = arc_hash(from, to) & mask, s;
    while ((s = arc_slot[h]) != 0) {
        if (arcs[s - 1].from == from && arcs[s - 1].to == to) { arcs[s - 1].n++; return; }
        h = (h + 1) & mask;
    }
    if (narcs == caparcs) {
        caparcs = caparcs ? caparcs * 2 : 256;
        arcs = realloc(arcs, caparcs * sizeof *arcs);
        if (!arcs) abort();
    }
    arcs[narcs] = (Arc){ from, to, 1 };
    arc_slot[h] = ++narcs;
    if (narcs * 2 > arc_nslots) arc_rehash(arc_nslots * 2);
}

/* The procedure of the frame at index i, or false. */
static Val frame_proc(VM *vm, int i)
{
    return i >= 0 && vm->frames[i].proc ? vm->frames[i].proc : FALSE_V;
}

/* Close the pair on top of the shadow stack: its procedure stops being
   live when it was its last pair, and adds the bytes counted meanwhile. */
static inline void close_top(void)
{
    uint32_t i = C.sh[C.sh_top--].entry;
    if (--C.e[i].live == 0) C.e[i].incl += counters_total - C.e[i].since;
    Group *g = &C.g[C.e[i].group];
    if (--g->live == 0) g->incl += counters_total - g->since;
}

/* Close the pairs whose level lies above `level`: they have returned. */
static void close_above(int level)
{
    while (C.sh_top >= 0 && C.sh[C.sh_top].level > level) close_top();
}

/* Open a pair for entry i at `level`; returns its token (index + 1). */
static int open_pair(int level, uint32_t i)
{
    if (C.sh_top + 1 >= C.sh_cap) {
        int cap = C.sh_cap ? C.sh_cap * 2 : 1024;
        C.sh = realloc(C.sh, (size_t)cap * sizeof *C.sh);
        if (!C.sh) abort();
        C.sh_cap = cap;
    }
    C.sh[++C.sh_top] = (Shadow){ level, i };
    if (C.e[i].live++ == 0) C.e[i].since = counters_total;
    Group *g = &C.g[C.e[i].group];
    if (g->live++ == 0) g->since = counters_total;
    return C.sh_top + 1;
}

void counters_entry(VM *vm, Val p)
{
    if (counters_paused || !C.what) return;
    uint32_t i = find(p);
    C.e[i].calls += C.what & COUNT_CALLS;
    if (C.what & COUNT_CALLS) arc_count(frame_proc(vm, vm->fp - 1), i);  /* (not cached) */
    if (C.what & COUNT_INCLUSIVE) {
        /* a pair at this level or above belongs to what has returned */
        close_above(vm->fp - 1);
        open_pair(vm->fp, i);
    }
}

/* An internal helper of a built-in (see the top of this file). */
static bool internal_helper(Proc *pc)
{
    return pc->h.aux == PK_PRIM && pc->u.prim.doc
           && strncmp(pc->u.prim.doc, "internal:", 9) == 0;
}

int counters_call(VM *vm, Val p, int update)
{
    if (counters_paused || !C.what) return 0;
    Val applied = p;
    int cache = !update && !(C.what & COUNT_INCLUSIVE);
    /* what enter() will run: the updater, the pdpart of a closure (an
       object that is not a procedure, such as a list applied, is no call) */
    for (;;) {
        if (!IS_PROC(p)) return 0;
        Proc *pc = PROC_PTR(p);
        if (update && pc->updater != FALSE_V) { p = pc->updater; update = 0; continue; }
        if (pc->h.aux == PK_CLOSURE) { p = pc->u.clos.pdpart; continue; }
        if (pc->h.aux == PK_CODE && !update) return 0;  /* counted when its frame is pushed */
        if (internal_helper(pc)) return 0;
        break;
    }
    uint32_t i = find(p);     /* (find may move C.e) */
    if (C.what & COUNT_CALLS) {
        C.e[i].calls++;
        arc_count(frame_proc(vm, vm->fp), i);    /* (so not cached) */
    }
    (void)cache; (void)applied;
    if (!(C.what & COUNT_INCLUSIVE)) return 0;
    close_above(vm->fp);
    return open_pair(vm->fp, i);
}

/* See counters.h. */
void counters_uncall(VM *vm, Val p)
{
    (void)vm;
    if (counters_paused || !(C.what & COUNT_CALLS) || !IS_PROC(p)) return;
    uint32_t i = find(p);     /* (find may move C.e) */
    if (C.e[i].calls > 0) C.e[i].calls--;
}

void counters_return(VM *vm, int token)
{
    (void)vm;
    /* (the count may have stopped, or started again, meanwhile) */
    if (!(C.what & COUNT_INCLUSIVE)) return;
    while (C.sh_top >= token - 1 && C.sh_top >= 0) close_top();
}

void counters_alloc(VM *vm, void *o, size_t bytes)
{
    if (heapsnap_on) heapsnap_alloc(vm, o, bytes);
    if (counters_paused) { C.own += bytes; return; }
    if (!(C.what & COUNT_ALLOC)) return;
    if (C.sh_top >= 0 && C.sh[C.sh_top].level > vm->fp) close_above(vm->fp);
    counters_total += bytes;
    if (vm->cov_counts) coverage_alloc(vm, bytes);   /* and per line */
    Val cur = vm->current ? vm->current : FALSE_V;
    uint32_t i = find(cur);   /* (find may move C.e) */
    C.e[i].self += bytes;
    /* not live: no pair will add these bytes to its inclusive count */
    if ((C.what & COUNT_INCLUSIVE) && C.e[i].live == 0) C.e[i].incl += bytes;
    if ((C.what & COUNT_INCLUSIVE) && C.g[C.e[i].group].live == 0)
        C.g[C.e[i].group].incl += bytes;
    if (!(C.what & COUNT_INCLUSIVE) && vm->current && !vm->cov_counts && !heapsnap_on) {
        counters_alloc_slot.proc = cur;    /* its next bytes: inline */
        counters_alloc_slot.count = &C.e[i].self;
    }
}

int counters_counting_bytes(void)
{
    return (C.what & COUNT_ALLOC) != 0;
}

int counters_pause(VM *vm)
{
    (void)vm;
    return counters_paused++;     /* (the inline paths test it) */
}

void counters_resume(VM *vm, int was)
{
    (void)vm;
    counters_paused = was;
}

void counters_forget_own(VM *vm, size_t bytes)
{
    (void)vm;
    C.own = C.own > bytes ? C.own - bytes : 0;
}

void counters_mark_roots(VM *vm)
{
    for (uint32_t i = 0; i < C.n; i++) gc_mark(vm, C.e[i].proc);
    heapsnap_mark_roots(vm);
}

static void stop(VM *vm)
{
    if (!C.what) return;
    close_above(-2);
    C.heap = gc_bytes_allocated_total(vm) - C.heap0;
    C.what = 0;
    counters_paused = 0;
    uncache();
    vm->counting = 0;
    if (!heapsnap_on) gc_count_bytes(vm, 0);   /* (heap tracking needs it too) */
}

PRIM(p_profile_count_start, "sys_profile_count_start", 3, 0, "sys_profile_count_start(calls, bytes, inclusive): start counting, exactly, the calls of every procedure (calls true), the heap bytes each allocates while it runs (bytes true) and, with bytes, the bytes allocated while it is active, its callees' included (inclusive true); the previous counts are dropped")
{
    bool incl = POP() != FALSE_V;
    bool bytes = POP() != FALSE_V;
    bool calls = POP() != FALSE_V;
    stop(vm);
    C.n = 0;
    C.ng = 0;
    counters_vm = vm;
    C.last = 0;
    if (!C.slot) rehash(512);
    else memset(C.slot, 0, C.nslots * sizeof *C.slot);
    C.sh_top = -1;
    counters_total = C.own = C.heap = 0;
    coverage_reset_bytes();
    narcs = 0;
    if (arc_slot) memset(arc_slot, 0, arc_nslots * sizeof *arc_slot);
    counters_paused = 0;
    uncache();
    C.what = (calls ? COUNT_CALLS : 0) | (bytes ? COUNT_ALLOC : 0)
           | (bytes && incl ? COUNT_INCLUSIVE : 0);
    if (!C.what) return;
    /* from the next call made from C on, bytecode runs in run_counting */
    if (C.what & (COUNT_CALLS | COUNT_INCLUSIVE)) vm->counting = C.what;
    if (bytes) gc_count_bytes(vm, 1);
    C.heap0 = gc_bytes_allocated_total(vm);
}

PRIM(p_profile_count_stop, "sys_profile_count_stop", 0, 0, "sys_profile_count_stop(): stop the count sys_profile_count_start started; its figures stay until the next start")
{
    stop(vm);
}

/* Put the count of each procedure (selected by `field`) in prop, unless
   prop is false; counts of 0 are left out. */
static void fill(VM *vm, Val prop, size_t field)
{
    if (prop == FALSE_V) return;
    if (!prop_is(prop)) vm_mishap(vm, "PROPERTY NEEDED", 1, prop);
    gc_push_root(vm, &prop);
    for (uint32_t i = 0; i < C.n; i++) {
        uint64_t n = *(uint64_t *)((char *)&C.e[i] + field);
        if (n) prop_put(vm, prop, C.e[i].proc, MK_INT((intptr_t)n));
    }
    gc_pop_root(vm);
}

PRIM(p_profile_counts, "sys_profile_counts", 3, 3, "sys_profile_counts(calls, bytes, inclusive) -> (counted, own, heap): put the figures of the last count in the three properties (each may be false), procedure -> number, leaving out zeros: calls, bytes allocated while the procedure ran, bytes allocated while it was active; counted is the sum of the bytes, own the bytes of the profiler's own work meanwhile, heap the heap's own counter over the count (counted + own); while a count runs, only inside a snapshot (sys_profile_on_snapshot) and with inclusive false: the figures so far")
{
    Val incl = POP(), bytes = POP(), calls = POP();
    /* (while paused, as a snapshot of a run is taken, the figures so far
       of calls and bytes: a running count's inclusive bytes are not
       closed yet) */
    if (C.what && !(counters_paused && incl == FALSE_V))
        vm_mishap(vm, "sys_profile_counts: COUNT STILL RUNNING", 0);
    gc_push_root(vm, &incl);
    gc_push_root(vm, &bytes);
    fill(vm, calls, offsetof(Entry, calls));
    fill(vm, bytes, offsetof(Entry, self));
    fill(vm, incl, offsetof(Entry, incl));
    gc_pop_root(vm);
    gc_pop_root(vm);
    PUSH(MK_INT((intptr_t)counters_total));
    PUSH(MK_INT((intptr_t)C.own));
    PUSH(MK_INT((intptr_t)(C.what ? counters_total + C.own : C.heap)));
}

PRIM(p_profile_count_arcs, "sys_profile_count_arcs", 0, 1, "sys_profile_count_arcs() -> list: after (or, in a snapshot, during) a count of calls, its call arcs: a list of vectors {caller callee n}, each call of callee from a frame of caller counted (caller false for a call from no frame)")
{
    Val list = NIL_V, v = FALSE_V;
    gc_push_root(vm, &list);
    gc_push_root(vm, &v);
    for (uint32_t k = narcs; k-- > 0; ) {
        v = mk_vector(vm, 3, FALSE_V);
        VEC_PTR(v)->items[0] = C.e[arcs[k].from].proc;
        VEC_PTR(v)->items[1] = C.e[arcs[k].to].proc;
        VEC_PTR(v)->items[2] = MK_INT((intptr_t)arcs[k].n);
        list = mk_pair(vm, v, list);
    }
    gc_pop_root(vm);
    gc_pop_root(vm);
    PUSH(list);
}

PRIM(p_profile_group_bytes, "sys_profile_group_bytes", 1, 0, "sys_profile_group_bytes(prop): after a count with inclusive bytes, put in prop (unless false), for the first procedure counted of each name (the same pdprops), the bytes allocated while some procedure of that name was active, each byte once; zeros left out")
{
    Val prop = POP();
    if (prop == FALSE_V) return;
    if (!prop_is(prop)) vm_mishap(vm, "PROPERTY NEEDED", 1, prop);
    if (C.what) vm_mishap(vm, "sys_profile_group_bytes: COUNT STILL RUNNING", 0);
    gc_push_root(vm, &prop);
    for (uint32_t k = 0; k < C.ng; k++)
        if (C.g[k].incl && C.g[k].first < C.n)
            prop_put(vm, prop, C.e[C.g[k].first].proc, MK_INT((intptr_t)C.g[k].incl));
    gc_pop_root(vm);
}

PRIM(p_sys_heap_allocated, "sys_heap_allocated", 0, 1, "sys_heap_allocated() -> n: the number of bytes the heap has allocated since pop11 started (a counter that only grows; the difference over a computation is what it allocated, garbage included)")
{
    PUSH(MK_INT((intptr_t)gc_bytes_allocated_total(vm)));
}
