/*
** heapsnap.c -- live-heap snapshots (see heapsnap.h).  The table is an
** open-addressed hash from object address to (site, bytes); an object
** that dies leaves its entry until the next snapshot, which keeps only
** the entries whose objects gc_alive says are still there (a slot
** reused by a newer object has that object's entry, put there when it
** was allocated).
*/
#include <stdlib.h>
#include <string.h>
#include "heapsnap.h"
#include "coverage.h"
#include "counters.h"
#include "gc.h"
#include "prim.h"
#include "data.h"
#include "interp.h"

int heapsnap_on;

typedef struct Ent { void *o; int32_t site; uint32_t bytes; } Ent;
static Ent *tab;
static size_t cap, used;                /* cap a power of 2; used <= cap/2 */

static size_t slot_of(void *o) { return ((uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull >> 20; }

static void put(void *o, int32_t site, uint32_t bytes);

static int grow(void)
{
    size_t ocap = cap;
    Ent *old = tab;
    size_t ncap = cap ? cap * 2 : 4096;
    Ent *t = calloc(ncap, sizeof *t);
    if (!t) return 0;
    tab = t; cap = ncap; used = 0;
    for (size_t i = 0; i < ocap; i++) if (old[i].o) put(old[i].o, old[i].site, old[i].bytes);
    free(old);
    return 1;
}

static void put(void *o, int32_t site, uint32_t bytes)
{
    if ((used + 1) * 2 > cap && !grow()) return;
    size_t i = slot_of(o) & (cap - 1);
    while (tab[i].o && tab[i].o != o) i = (i + 1) & (cap - 1);
    if (!tab[i].o) used++;
    tab[i] = (Ent){ o, site, bytes };
}

/* See heapsnap.h. */
void heapsnap_alloc(VM *vm, void *o, size_t bytes)
{
    if (!o) return;                      /* bytes outside the heap (GMP) */
    put(o, coverage_current(vm), (uint32_t)bytes);
}

PRIM(p_heap_track, "sys_heap_track", 0, 1, "sys_heap_track() -> bool: whether every heap allocation is noted with its line (code compiled with profile_line_counts true) for sys_heap_snapshot; default false")
{
    PUSH(BOOL_V(heapsnap_on));
}

UPDATER(u_heap_track, "sys_heap_track", 1, "bool -> sys_heap_track(): start noting allocations (what was noted before is dropped) or stop")
{
    int on = POP() != FALSE_V;
    free(tab);
    tab = NULL; cap = used = 0;
    heapsnap_on = on;
    if (on) gc_count_bytes(vm, 1);
    else if (!counters_counting_bytes()) gc_count_bytes(vm, 0);
}

typedef struct Group { int32_t site; Val key; uint64_t bytes, n; } Group;

/* The snapshot of sys_heap_snapshot (after a collection if collect),
   pushed: the noted objects still in the heap, summed by site and key. */
static void snapshot(VM *vm, int collect)
{
    /* (neither datakey's frames nor the list made are the program's
       calls and bytes) */
    int was = counters_pause(vm);
    if (collect) gc_collect(vm, 0);
    /* the survivors, the table rebuilt with only them */
    Ent *old = tab;
    size_t ocap = cap;
    tab = NULL; cap = used = 0;
    Group *g = NULL;
    size_t ng = 0, capg = 0;
    Val datakey = ident_value(vm, "datakey");
    for (size_t i = 0; i < ocap; i++) {
        Ent e = old[i];
        if (!e.o || !gc_alive(vm, e.o, e.bytes)) continue;
        put(e.o, e.site, e.bytes);
        /* the key as datakey gives it; an internal object's type has none */
        Val key = FALSE_V, o = (Val)e.o;
        if (IS_TYPE(o, T_RECORD) || IS_TYPE(o, T_UVECTOR) || key_name(o)) {
            PUSH(o);
            vm_apply(vm, datakey);
            key = POP();
        }
        size_t k;
        for (k = 0; k < ng; k++) if (g[k].site == e.site && g[k].key == key) break;
        if (k == ng) {
            if (ng == capg) {
                capg = capg ? capg * 2 : 16;
                Group *ng2 = realloc(g, capg * sizeof *g);
                if (!ng2) break;
                g = ng2;
            }
            g[ng++] = (Group){ e.site, key, 0, 0 };
        }
        g[k].bytes += e.bytes;
        g[k].n++;
    }
    free(old);
    /* (the snapshot's own objects are not noted: they are not the program's) */
    int on = heapsnap_on;
    heapsnap_on = 0;
    Val list = NIL_V, v = FALSE_V;
    gc_push_root(vm, &list);
    gc_push_root(vm, &v);
    for (size_t k = ng; k-- > 0; ) {
        int line;
        const char *file = coverage_where(g[k].site, &line);
        v = mk_vector(vm, 5, FALSE_V);
        if (file) {
            Val f = mk_cstring(vm, file);
            VEC_PTR(v)->items[0] = f;
        }
        if (line) VEC_PTR(v)->items[1] = MK_INT(line);
        VEC_PTR(v)->items[2] = g[k].key;
        VEC_PTR(v)->items[3] = MK_INT((intptr_t)g[k].bytes);
        VEC_PTR(v)->items[4] = MK_INT((intptr_t)g[k].n);
        list = mk_pair(vm, v, list);
    }
    gc_pop_root(vm);
    gc_pop_root(vm);
    heapsnap_on = on;
    counters_resume(vm, was);
    free(g);
    PUSH(list);
}

PRIM(p_heap_snapshot, "sys_heap_snapshot", 0, 1, "sys_heap_snapshot() -> list: collect the garbage, then the objects allocated since sys_heap_track was set that are still live, summed by allocation site and data key: a list of vectors {file line key bytes objects}, file and line false for code compiled without counters, key false for the VM's internal objects (a procedure's code, captured variables)")
{
    snapshot(vm, 1);
}

/* ---- a snapshot after each collection ------------------------------------ */

static Val gc_keep = FALSE_V;           /* sys_heap_after_gc's vector, or false */

/* interp_hooks.after_gc while gc_keep is a vector: the survivors of the
   collection just made, the first and the last kept. */
static void after_gc(VM *vm)
{
    if (!heapsnap_on || gc_keep == FALSE_V) return;
    snapshot(vm, 0);                    /* (no safe point: gc_keep stays) */
    Val l = POP();
    Vector *v = VEC_PTR(gc_keep);
    if (v->items[0] == FALSE_V) v->items[0] = l;
    v->items[1] = l;
    v->items[2] = IS_INT(v->items[2]) ? MK_INT(INT_VAL(v->items[2]) + 1) : MK_INT(1);
}

/* See heapsnap.h. */
void heapsnap_mark_roots(VM *vm)
{
    gc_mark(vm, gc_keep);
}

PRIM(p_heap_after_gc, "sys_heap_after_gc", 0, 1, "sys_heap_after_gc() -> vector_or_false: the vector that the snapshots after each collection go into (see the updater), or false")
{
    PUSH(gc_keep);
}

UPDATER(u_heap_after_gc, "sys_heap_after_gc", 1, "vector_or_false -> sys_heap_after_gc(): after each garbage collection while sys_heap_track is true, put the survivors (a list as sys_heap_snapshot gives, with no collection of its own) in element 2 of the full vector {first last n} (of at least 3 elements), in element 1 if it is false (the first collection's), and add 1 to element 3; false: no more")
{
    Val v = POP();
    if (v != FALSE_V && (!IS_VECTOR(v) || VEC_PTR(v)->len < 3))
        vm_mishap(vm, "VECTOR OF 3 ELEMENTS NEEDED", 1, v);
    gc_keep = v;
    interp_hooks.after_gc = v == FALSE_V ? NULL : after_gc;
}
