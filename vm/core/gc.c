/*
** gc.c -- allocation and a precise, non-moving mark/sweep collector.
**
** Design
**   Small objects (<= SMALL_MAX bytes) live in 64 KiB pages, each page
**   holding slots of one size class (multiples of 16 bytes); free slots are
**   threaded on a per-class free list, so allocation is a list pop.  Larger
**   objects are malloc'd individually and kept on a list.
**
**   Objects never move, so identity hashing by address is stable and C code
**   may keep raw pointers.  gc_alloc never collects: it only sets POLL_GC in
**   vm->poll once the heap passes its threshold; the collection runs at the
**   next safe point (procedure entry or backward jump, see interp.c), where
**   all live values are reachable from gc_mark_roots().
**
**   Marking uses an explicit stack (no C recursion), so a million-element
**   list marks in constant C stack.  Weak properties are cleared by
**   prop_gc_weak after marking.  Freed bigintegers and protos release their
**   malloc'd parts.
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include "gc.h"
#include "interp.h"
#include "itemise.h"
#include "prop.h"
#include "compile.h"
#include "timer.h"
#include "sampler.h"
#include "counters.h"
#include "device.h"
#include "section.h"
#include "popffi.h"

#define PAGE_SIZE   (64 * 1024)
#define GRAIN       16
#define SMALL_MAX   512
#define NCLASSES    (SMALL_MAX / GRAIN + 1)

typedef struct FreeSlot { Obj h; struct FreeSlot *next; } FreeSlot;

typedef struct Page {
    struct Page *next;
    uint32_t slot_size, nslots;
    uint32_t system;         /* made before gc_seal: its slots never reused */
    char *slots;             /* first slot (GRAIN aligned)                  */
} Page;

typedef struct Large {
    struct Large *next;
    size_t size;
    Val system;              /* made before gc_seal (also keeps obj aligned) */
    Obj obj[];
} Large;

typedef struct Heap {
    FreeSlot *free[NCLASSES];
    Page *pages[NCLASSES];
    Large *large;
    size_t in_use;           /* bytes in live + not yet collected objects   */
    size_t threshold;        /* set POLL_GC when in_use passes this         */
    size_t lim_seen;         /* mem_limit when track_limit last looked      */
    size_t trap;             /* gc_alloc's slow path when in_use passes it: */
                             /* threshold, or 0 while bytes are counted    */
    int count_bytes;         /* counters.c counts every allocation          */
    int quiet;               /* gc_alloc_quiet: past popmemlim, no mishap   */
    size_t total_alloc;      /* monotonic byte count                        */
    Val *mstack; size_t msp, mcap;   /* mark stack                          */
    Val *weak; size_t nweak, weakcap;  /* weak property tables seen        */
    Page **sys_pages; size_t nsys_pages;   /* the pages gc_seal sealed      */
    Obj **sys_large; size_t nsys_large;    /* and its large objects (NULL   */
                                           /* once freed)                   */
} Heap;

__attribute__((aligned(8))) Obj pop_false_obj  = { T_FALSE, 0, 0, 0 };
__attribute__((aligned(8))) Obj pop_true_obj   = { T_TRUE, 0, 0, 0 };
__attribute__((aligned(8))) Obj pop_nil_obj    = { T_NIL, 0, 0, 0 };
__attribute__((aligned(8))) Obj pop_termin_obj = { T_TERMIN, 0, 0, 0 };
__attribute__((aligned(8))) Obj pop_tombstone_obj = { T_TERMIN, 0, 1, 0 };

/* Large objects and pages come from malloc.  glibc's defaults serve a
   block of 128 KiB or more with mmap and give the top of its heap back to
   the system once 128 KiB of it is free, so a program that makes and drops
   big strings or vectors (a collection frees many of them at once) takes a
   page fault for every 4 KiB of each new one: a >< of two 200 000-character
   strings took 54-200 us, 9 us with the memory kept.  Blocks up to 32 MiB
   come from the heap instead, and malloc keeps as much free memory as the
   program may allocate before the next collection (malloc_keep), which
   the heap is allowed to reach anyway. */
static void malloc_keep(size_t bytes)
{
#if defined(__GLIBC__) && defined(M_TRIM_THRESHOLD)
    mallopt(M_TRIM_THRESHOLD, bytes > (size_t)1 << 30 ? 1 << 30 : (int)bytes);
#else
    (void)bytes;
#endif
}

void gc_init(VM *vm)
{
    vm->heap = calloc(1, sizeof(Heap));
    vm->heap->threshold = vm->heap->trap = 16u << 20;
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
    malloc_keep(vm->heap->threshold);
}

/* See gc.h. */
void gc_count_bytes(VM *vm, int on)
{
    Heap *h = vm->heap;
    h->count_bytes = on;
    h->trap = on ? 0 : h->threshold;
}

/* popmemlim in bytes: a word is 8 bytes (as popgctrace counts them).
   false, a biginteger or a value past the address space: no limit.  An
   integer <= 0 is the smallest limit (the next collection mishaps). */
static size_t mem_limit(VM *vm)
{
    size_t lim = SIZE_MAX / 4;
    if (vm->id_popmemlim) {
        Val v = IDVAL(vm->id_popmemlim);
        if (IS_INT(v) && INT_VAL(v) <= 0) lim = 0;
        else if (IS_INT(v) && (uintptr_t)INT_VAL(v) < lim / 8) lim = (size_t)INT_VAL(v) * 8;
    }
    return vm->heap_cap && lim > vm->heap_cap ? vm->heap_cap : lim;
}

/* See gc.h. */
size_t gc_mem_limit(VM *vm)
{
    return mem_limit(vm);
}

/* How far allocation between safe points may take the heap past the
   limit: the collection at the next safe point decides whether what
   survives exceeds popmemlim, so garbage alone never raises the mishap.
   Never past heap_cap. */
static size_t hard_limit(VM *vm, size_t lim)
{
    size_t hard = lim + lim / 2;
    if (vm->heap_cap && hard > vm->heap_cap) hard = lim > vm->heap_cap ? lim : vm->heap_cap;
    return hard;
}

/* Notice a new popmemlim at once (called on the slow paths: a new page,
   a large object, GMP limbs): a lower limit lowers the collection
   threshold now rather than after the next collection. */
static size_t track_limit(VM *vm)
{
    Heap *h = vm->heap;
    size_t lim = mem_limit(vm);
    if (lim != h->lim_seen) {
        h->lim_seen = lim;
        if (h->threshold > lim) {
            h->threshold = lim;
            if (!h->count_bytes) h->trap = lim;
        }
    }
    return lim;
}

static _Noreturn void heap_exhausted(VM *vm)
{
    vm->heap->threshold = vm->heap->in_use + (1u << 20);
    if (!vm->heap->count_bytes) vm->heap->trap = vm->heap->threshold;
    vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
}

static void new_page(Heap *h, int c)
{
    size_t sz = (size_t)c * GRAIN;
    Page *p = malloc(PAGE_SIZE);
    if (!p) return;
    size_t hdr = (sizeof(Page) + GRAIN - 1) & ~(size_t)(GRAIN - 1);
    p->slot_size = (uint32_t)sz;
    p->system = 0;
    p->slots = (char *)p + hdr;
    p->nslots = (uint32_t)((PAGE_SIZE - hdr) / sz);
    p->next = h->pages[c];
    h->pages[c] = p;
    for (uint32_t i = p->nslots; i-- > 0; ) {
        FreeSlot *s = (FreeSlot *)(p->slots + i * sz);
        s->h.type = 0;
        s->next = h->free[c];
        h->free[c] = s;
    }
}

/* See gc.h. */
int gc_alive(VM *vm, const void *o, size_t bytes)
{
    if (bytes <= SMALL_MAX) {
        /* a page of its class still holds it (an empty page is freed) */
        const char *c = o;
        for (Page *p = vm->heap->pages[(bytes + GRAIN - 1) / GRAIN]; p; p = p->next)
            if (c >= p->slots && c < p->slots + (size_t)p->nslots * p->slot_size)
                return (size_t)(c - p->slots) % p->slot_size == 0 && ((const Obj *)o)->type != 0;
        return 0;
    }
    for (Large *l = vm->heap->large; l; l = l->next)
        if (l->obj == o) return 1;
    return 0;
}

/* gc_alloc's slow paths, out of line, so that its common path (a slot
   from a free list) saves no registers and makes no call: an empty free
   list (a new page; a collection is asked for when the heap is past its
   threshold), ... */
static __attribute__((noinline, cold)) void *refill(VM *vm, size_t bytes, int type)
{
    Heap *h = vm->heap;
    int c = (int)((bytes + GRAIN - 1) / GRAIN);
    if (h->in_use > track_limit(vm)) vm->poll |= POLL_GC;
    new_page(h, c);
    if (!h->free[c]) heap_exhausted(vm);
    return gc_alloc(vm, bytes, type);
}

/* ... the heap past h->trap (bytes are counted, or a collection is due)
   once object o of `bytes` is taken, ... */
static __attribute__((noinline, cold)) void *past_trap(VM *vm, Obj *o, size_t bytes)
{
    Heap *h = vm->heap;
    if (h->count_bytes) {
        counters_allocated(vm, o, bytes);
        if (h->in_use <= h->threshold) return o;
    }
    vm->poll |= POLL_GC;
    if (h->in_use > hard_limit(vm, mem_limit(vm)) && !h->quiet) heap_exhausted(vm);
    return o;
}

/* ... and a large object, from malloc. */
static __attribute__((noinline)) void *alloc_large(VM *vm, size_t bytes, int type)
{
    Heap *h = vm->heap;
    size_t lim = track_limit(vm);                  /* before malloc */
    if (bytes > lim || h->in_use + bytes > hard_limit(vm, lim)) heap_exhausted(vm);
    Large *l = malloc(sizeof(Large) + bytes);
    if (!l) heap_exhausted(vm);
    memset(l->obj, 0, bytes);
    l->size = bytes;
    l->system = 0;
    l->next = h->large;
    h->large = l;
    Obj *o = l->obj;
    o->type = (uint8_t)type;
    h->in_use += bytes;
    h->total_alloc += bytes;
#ifdef POP_GC_STRESS
    vm->poll |= POLL_STRESS;
#endif
    if (h->in_use > h->trap) return past_trap(vm, o, bytes);
    return o;
}

void *gc_alloc(VM *vm, size_t bytes, int type)
{
    Heap *h = vm->heap;
    if (__builtin_expect(bytes > SMALL_MAX, 0)) return alloc_large(vm, bytes, type);
    if (bytes < sizeof(FreeSlot)) bytes = sizeof(FreeSlot);
    int c = (int)((bytes + GRAIN - 1) / GRAIN);
    FreeSlot *s = h->free[c];
    if (__builtin_expect(!s, 0)) return refill(vm, bytes, type);
    h->free[c] = s->next;
    if (s->next) __builtin_prefetch(s->next, 1);
    bytes = (size_t)c * GRAIN;
    /* constant sizes for the common classes: stores, not the `rep
       stos` that a variable-sized memset compiles to, which took 40% of
       gc_alloc's time in the lists kernel (a pair is class 2) */
    switch (c) {
    case 1: memset(s, 0, 1 * GRAIN); break;
    case 2: memset(s, 0, 2 * GRAIN); break;
    case 3: memset(s, 0, 3 * GRAIN); break;
    case 4: memset(s, 0, 4 * GRAIN); break;
    default: memset(s, 0, bytes);
    }
    Obj *o = &s->h;
    o->type = (uint8_t)type;
    h->in_use += bytes;
    h->total_alloc += bytes;
#ifdef POP_GC_STRESS
    vm->poll |= POLL_STRESS;     /* collect at the next safe point */
#endif
    if (__builtin_expect(h->in_use > h->trap, 0)) return past_trap(vm, o, bytes);
    return o;
}

/* See gc.h. */
void *gc_alloc_quiet(VM *vm, size_t bytes, int type)
{
    vm->heap->quiet = 1;
    void *o = gc_alloc(vm, bytes, type);
    vm->heap->quiet = 0;
    return o;
}

/* See gc.h. */
void gc_add_external(VM *vm, size_t bytes)
{
    Heap *h = vm->heap;
    h->in_use += bytes;
    h->total_alloc += bytes;
    track_limit(vm);
    if (h->in_use > h->trap) {
        if (h->count_bytes) {
            counters_allocated(vm, NULL, bytes);
            if (h->in_use <= h->threshold) return;
        }
        vm->poll |= POLL_GC;
    }
}

/* The types with bytes outside the heap (a biginteger's limbs, a suspended
   process's saved state), and those a sweep finalises: one test for all
   the others, which are most objects. */
#define EXTERNAL_TYPES ((1u << T_BIGINT) | (1u << T_PROCESS))
#define FINALISED_TYPES (EXTERNAL_TYPES | (1u << T_EXPTR) | (1u << T_DEVICE) | (1u << T_PROTO))
_Static_assert(T_NTYPES <= 32, "type masks fit 32 bits");

/* The bytes a live object holds outside the heap. */
static inline size_t external_bytes(Obj *o)
{
    if (!((1u << o->type) & EXTERNAL_TYPES)) return 0;
    return o->type == T_BIGINT ? (size_t)((BigInt *)o)->z->_mp_alloc * sizeof(mp_limb_t)
         : ((Process *)o)->bytes;
}

size_t gc_bytes_in_use(VM *vm) { return vm->heap->in_use; }
size_t gc_bytes_allocated_total(VM *vm) { return vm->heap->total_alloc; }

/* See gc.h. */
void gc_discount(VM *vm, size_t bytes)
{
    vm->heap->total_alloc -= bytes;
}

/* ---- marking ---------------------------------------------------------- */

static void mpush(Heap *h, Val v)
{
    if (h->msp == h->mcap) {
        h->mcap = h->mcap ? h->mcap * 2 : 4096;
        h->mstack = realloc(h->mstack, h->mcap * sizeof(Val));
    }
    h->mstack[h->msp++] = v;
}

static inline void mark_val(Heap *h, Val v)
{
    if (v && IS_PTR(v) && !OBJ(v)->mark) {
        OBJ(v)->mark = 1;
        mpush(h, v);
    }
}

/* Marking the objects an object refers to: one traversal per type, as
   Lua's lgc.c has.  Why an explicit mark stack (mpush) rather than
   recursion: Pop-11 data is routinely a list of 10^6 pairs or a 10^5-deep
   chain of frames held by a process, and a recursive mark would overflow
   the C stack at the depths the language otherwise allows.  The types
   with more than two references have a function of their own below;
   a weak property table is the one exception to "mark everything": its
   entries are decided after marking (prop_gc_weak). */

static void traverse_proc(Heap *h, Val v)
{
    Proc *p = PROC_PTR(v);
    mark_val(h, p->props);
    mark_val(h, p->updater);
    switch ((ProcKind)OBJ(v)->aux) {
    case PK_CODE:     mark_val(h, (Val)p->u.code.proto); break;
    case PK_CLOSURE:  mark_val(h, p->u.clos.pdpart); break;
    case PK_PROPERTY: mark_val(h, p->u.prop.table); break;
    case PK_ARRAY:    mark_val(h, p->u.arr.vec); mark_val(h, p->u.arr.bounds); break;
    case PK_CLASS:    mark_val(h, p->u.cls.key); break;
    default: break;
    }
    for (uint32_t i = 0; i < p->n; i++) mark_val(h, p->vals[i]);
}

static void traverse_proto(Heap *h, Proto *p)
{
    for (uint32_t i = 0; i < p->nconsts; i++) mark_val(h, p->consts[i]);
    for (uint32_t i = 0; i < p->ndlocals; i++) mark_val(h, p->dlocals[i]);
    mark_val(h, p->name);
    mark_val(h, p->file);
}

static void traverse_key(Heap *h, Key *k)
{
    mark_val(h, k->dataword); mark_val(h, k->cons_p); mark_val(h, k->dest_p);
    mark_val(h, k->recog_p); mark_val(h, k->apply_p); mark_val(h, k->print_p);
    mark_val(h, k->eq_p); mark_val(h, k->fieldspec);
    mark_val(h, k->hash_p); mark_val(h, k->init_p); mark_val(h, k->subscr_p);
    mark_val(h, k->fsubscr_p); mark_val(h, k->access); mark_val(h, k->specv);
}

static void traverse_proptab(Heap *h, Val v)
{
    PropTab *t = (PropTab *)OBJ(v);
    mark_val(h, t->deflt); mark_val(h, t->hash_p); mark_val(h, t->eq_p);
    mark_val(h, t->active_default);
    if (OBJ(v)->flags != PT_GC_PERM) {
        /* weak table: the entries vector is marked, but not its
           contents; prop_gc_weak decides after marking. */
        if (h->nweak == h->weakcap) {
            h->weakcap = h->weakcap ? h->weakcap * 2 : 16;
            h->weak = realloc(h->weak, h->weakcap * sizeof(Val));
        }
        h->weak[h->nweak++] = v;
        if (t->entries) OBJ(t->entries)->mark = 1;
    } else {
        mark_val(h, t->entries);
    }
}

/* a suspended process holds its frames, locals, stack and dlocal saves */
static void traverse_process(Heap *h, Process *pr)
{
    mark_val(h, pr->proc); mark_val(h, pr->outer); mark_val(h, pr->sub);
    for (uint32_t i = 0; i < pr->nframes; i++) mark_val(h, pr->frames[i].proc);
    for (uint32_t i = 0; i < pr->nlocals; i++) mark_val(h, pr->locals[i]);
    for (uint32_t i = 0; i < pr->nstack; i++) mark_val(h, pr->stack[i]);
    for (uint32_t i = 0; i < pr->ndsave; i++) mark_val(h, pr->dsave[i]);
    for (UpVal *u = pr->openuv; u; u = u->next) mark_val(h, (Val)u);
}

static void mark_children(VM *vm, Heap *h, Val v)
{
    Obj *o = OBJ(v);
    switch (o->type) {
    case T_PAIR:    mark_val(h, FRONT(v)); mark_val(h, BACK(v)); break;
    case T_WORD:    mark_val(h, WORD_PTR(v)->ident); mark_val(h, WORD_PTR(v)->props); break;
    case T_VECTOR: {
        Vector *vec = VEC_PTR(v);
        for (uint32_t i = 0; i < vec->len; i++) mark_val(h, vec->items[i]);
        break;
    }
    case T_RATIO:   mark_val(h, ((Ratio *)o)->num); mark_val(h, ((Ratio *)o)->den); break;
    case T_COMPLEX: mark_val(h, ((Val *)(o + 1))[0]); mark_val(h, ((Val *)(o + 1))[1]); break;
    case T_REF:     mark_val(h, ((Ref *)o)->cont); break;
    case T_UNDEF:   mark_val(h, ((Undef *)o)->name); break;
    case T_IDENT:   mark_val(h, IDENT_PTR(v)->value); mark_val(h, IDENT_PTR(v)->name); break;
    case T_UPVAL:   mark_val(h, *((UpVal *)o)->p); mark_val(h, ((UpVal *)o)->closed); break;
    case T_PROC:    traverse_proc(h, v); break;
    case T_PROTO:   traverse_proto(h, (Proto *)o); break;
    case T_KEY:     traverse_key(h, (Key *)o); break;
    case T_RECORD: case T_UVECTOR: {
        Record *r = (Record *)o;
        mark_val(h, r->key);
        for (uint32_t i = 0; i < o->aux; i++) mark_val(h, r->fields[i]);
        break;
    }
    case T_PROPTAB: traverse_proptab(h, v); break;
    case T_EXPTR:   mark_val(h, ((ExPtr *)o)->props); break;
    case T_DEVICE:  mark_val(h, ((Device *)o)->open_name); mark_val(h, ((Device *)o)->full_name); break;
    case T_PROCESS: traverse_process(h, (Process *)o); break;
    case T_SECTION: {
        Section *s = (Section *)o;
        mark_val(h, s->name); mark_val(h, s->parent); mark_val(h, s->table); mark_val(h, s->subs);
        break;
    }
    default: break;
    }
    (void)vm;
}

static void drain(VM *vm, Heap *h)
{
    while (h->msp > 0) {
        Val v = h->mstack[--h->msp];
        mark_children(vm, h, v);
    }
}

void gc_mark(VM *vm, Val v)
{
    mark_val(vm->heap, v);
}

static bool is_marked(Val v)
{
    return !v || !IS_PTR(v) || OBJ(v)->mark;
}

/* Every root of the heap, one line each. */
static void gc_mark_roots(VM *vm)
{
    Heap *h = vm->heap;
    for (Val *p = vm->stack_floor; p < vm->sp; p++) mark_val(h, *p);     /* user stack   */
    for (Val *p = vm->locals; p < vm->locals_top; p++) mark_val(h, *p);  /* local slots  */
    for (int i = 0; i <= vm->fp; i++) mark_val(h, vm->frames[i].proc);   /* call stack   */
    for (uint32_t i = 0; i < vm->ndsave; i++) mark_val(h, vm->dsave[i]); /* dlocal saves */
    for (UpVal *u = vm->openuv; u; u = u->next) mark_val(h, (Val)u);     /* open upvals  */
    for (uint32_t i = 0; i < vm->dict_size; i++)                         /* dictionary   */
        for (Word *w = vm->dict[i]; w; w = w->next) mark_val(h, (Val)w);
    for (int i = 0; i < vm->nroots; i++) mark_val(h, *vm->roots[i]);     /* C temp roots */
    mark_val(h, vm->current);                                            /* running proc */
    mark_val(h, vm->cur_process);                       /* running processes (->outer) */
    for (Itemiser *it = vm->itm; it; it = it->prev) {           /* input */
        mark_val(h, it->pushback);
        mark_val(h, it->charrep);
    }
    compile_mark_roots(vm);                                              /* compilers    */
    timer_mark_roots(vm);                                                /* timers       */
    sampler_mark_roots(vm);                                              /* profiler     */
    counters_mark_roots(vm);                                             /* its counts   */
    section_mark_roots(vm);                                              /* sections     */
    ffi_mark_roots(vm);                                                  /* FFI: loads, held callbacks */
}

static void finalise(Obj *o)
{
    if (!((1u << o->type) & FINALISED_TYPES)) return;
    if (o->type == T_BIGINT) mpz_clear(((BigInt *)o)->z);
    else if (o->type == T_EXPTR && (o->flags & EXPTR_F_EXFUNC)) ffi_exfunc_free(o);   /* libffi closure */
    else if (o->type == T_DEVICE) device_finalise(o);
    else if (o->type == T_PROCESS) free(((Process *)o)->block);
    else if (o->type == T_PROTO) {
        Proto *p = (Proto *)o;
        free(p->code); free(p->consts); free(p->dlocals);
        free(p->outslots); free(p->upvals); free(p->lines);
    }
}

/* A sealed page or large object is freed: it is no longer the system's. */
static void forget_sys_page(Heap *h, const Page *p)
{
    for (size_t i = 0; i < h->nsys_pages; i++)
        if (h->sys_pages[i] == p) h->sys_pages[i] = NULL;
}

static void forget_sys_large(Heap *h, const Obj *o)
{
    for (size_t i = 0; i < h->nsys_large; i++)
        if (h->sys_large[i] == o) h->sys_large[i] = NULL;
}

static void sweep(Heap *h)
{
    size_t in_use = 0;
    for (int c = 1; c < NCLASSES; c++) {
        h->free[c] = NULL;
        /* a page left with no live object goes back to malloc (one empty
           page per class is kept): otherwise every size class would keep
           the most pages it ever had, and a program whose objects change
           size over time would grow without bound */
        int kept_empty = 0;
        Page **pp = &h->pages[c];
        while (*pp) {
            Page *p = *pp;
            FreeSlot *list = NULL, *tail = NULL;
            uint32_t live = 0;
            for (uint32_t i = p->nslots; i-- > 0; ) {
                FreeSlot *s = (FreeSlot *)(p->slots + (size_t)i * p->slot_size);
                if (s->h.type) {
                    if (s->h.mark) {
                        s->h.mark = 0;
                        in_use += p->slot_size + external_bytes(&s->h);
                        live++;
                        continue;
                    }
                    finalise(&s->h);
                    s->h.type = 0;
                }
                s->next = list;
                if (!tail) tail = s;
                list = s;
            }
            if (p->system) {
                /* a system object's slot is not reused (gc_is_system) */
                if (live == 0) {
                    forget_sys_page(h, p);
                    *pp = p->next;
                    free(p);
                    continue;
                }
                list = NULL;
            }
            if (live == 0 && kept_empty) {
                *pp = p->next;
                free(p);
                continue;
            }
            if (live == 0) kept_empty = 1;
            if (list) {
                tail->next = h->free[c];
                h->free[c] = list;
            }
            pp = &p->next;
        }
    }
    Large **lp = &h->large;
    while (*lp) {
        Large *l = *lp;
        if (l->obj->mark) { l->obj->mark = 0; in_use += l->size; lp = &l->next; }
        else {
            if (l->system) forget_sys_large(h, l->obj);
            *lp = l->next; finalise(l->obj); free(l);
        }
    }
    h->in_use = in_use;
}

void gc_collect(VM *vm, int automatic)
{
    Heap *h = vm->heap;
    sampler_gc_begin(vm);
    clock_t t0 = clock();
    h->nweak = 0;
    gc_mark_roots(vm);
    drain(vm, h);
    /* weak tables: let prop.c drop dead entries, then mark what remains */
    for (size_t i = 0; i < h->nweak; i++) {
        prop_gc_weak(vm, h->weak[i], is_marked);
        PropTab *t = (PropTab *)h->weak[i];
        if (t->entries) {
            Vector *e = VEC_PTR(t->entries);
            for (uint32_t j = 0; j < e->len; j++) mark_val(h, e->items[j]);
        }
        drain(vm, h);
    }
    /* static singletons are never swept: clear their marks */
    pop_false_obj.mark = pop_true_obj.mark = pop_nil_obj.mark = 0;
    pop_termin_obj.mark = pop_tombstone_obj.mark = 0;
    sweep(h);
    size_t next = h->in_use * 2;
    if (next < (16u << 20)) next = 16u << 20;
    size_t lim = mem_limit(vm);
    if (next > lim) next = lim;
    h->threshold = next;
    malloc_keep(next);
    if (!h->count_bytes) h->trap = next;
    vm->gc_count++;
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (automatic) vm->gc_time += secs;
    vm->poll &= ~(POLL_GC | POLL_STRESS);
    if (vm->id_popgctime) IDENT_PTR(vm->id_popgctime)->value = MK_INT((intptr_t)(vm->gc_time * 100 + 0.5));
    if (vm->id_popmemused) IDENT_PTR(vm->id_popmemused)->value = MK_INT((intptr_t)(h->in_use / 8));
    sampler_gc_end(vm);
    if (h->in_use > lim) heap_exhausted(vm);
}

/* See gc.h.  The system's objects are those in the pages and large
   objects that exist now: the pages are sealed (their free slots, and the
   slots of the system objects that die later, are never handed out again,
   so that no object made later shares an address with one), which costs
   the collector one test a page and its marking nothing. */
void gc_seal(VM *vm)
{
    Heap *h = vm->heap;
    size_t np = 0, nl = 0;
    for (int c = 1; c < NCLASSES; c++)
        for (Page *p = h->pages[c]; p; p = p->next) np++;
    for (Large *l = h->large; l; l = l->next) nl++;
    h->sys_pages = realloc(h->sys_pages, (np + 1) * sizeof(Page *));
    h->sys_large = realloc(h->sys_large, (nl + 1) * sizeof(Obj *));
    h->nsys_pages = h->nsys_large = 0;
    for (int c = 1; c < NCLASSES; c++) {
        for (Page *p = h->pages[c]; p; p = p->next) {
            p->system = 1;
            h->sys_pages[h->nsys_pages++] = p;
        }
        h->free[c] = NULL;
    }
    for (Large *l = h->large; l; l = l->next) {
        l->system = 1;
        h->sys_large[h->nsys_large++] = l->obj;
    }
}

/* See gc.h. */
int gc_is_system(VM *vm, Val v)
{
    if (!IS_PTR(v)) return 0;
    Heap *h = vm->heap;
    const char *a = (const char *)OBJ(v);
    if (OBJ(v) == &pop_false_obj || OBJ(v) == &pop_true_obj || OBJ(v) == &pop_nil_obj
        || OBJ(v) == &pop_termin_obj || OBJ(v) == &pop_tombstone_obj)
        return 1;
    for (size_t i = 0; i < h->nsys_pages; i++) {
        const Page *p = h->sys_pages[i];
        if (p && a >= p->slots && a < p->slots + (size_t)p->nslots * p->slot_size) return 1;
    }
    for (size_t i = 0; i < h->nsys_large; i++)
        if (h->sys_large[i] == OBJ(v)) return 1;
    return 0;
}
