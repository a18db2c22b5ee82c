/*
** counters.h -- the profiler's exact counters (mechanism only): calls per
** procedure, heap bytes allocated per procedure (self, and inclusive of
** what its callees allocate).  The policy (when to count, how to report)
** is Pop-11 code in profile/profile.p; see counters.c for the design.
**
** The hooks cost nothing while counting is off: calls are counted by a
** second copy of the dispatch loop, run_counting (vm/core/interp_run.h), which
** interp_apply chooses while vm->counting is set; the allocator reaches
** counters_alloc only through its heap-threshold test, whose threshold is
** 0 while bytes are counted.
*/
#ifndef POP_COUNTERS_H
#define POP_COUNTERS_H
#include <stddef.h>
#include "vm.h"

/* What vm->counting holds while a count runs. */
enum { COUNT_CALLS = 1, COUNT_ALLOC = 2, COUNT_INCLUSIVE = 4 };

/* The fast paths, inline: a direct-mapped cache from procedures to the
   counter that a call of them adds 1 to, and the procedure whose bytes
   were counted last with its counter.  A slot holds COUNTERS_NONE when
   the slow path must run (count-all, the profiler's own work, ...).  Only
   procedures of the count table are cached: they are GC roots, so an
   address in the cache cannot be reused by another procedure. */
#define COUNTERS_NONE ((Val)1)
#define COUNTERS_CACHE 256
typedef struct CountSlot { Val proc; uint64_t *count; } CountSlot;
extern CountSlot counters_cache[COUNTERS_CACHE];
extern CountSlot counters_alloc_slot;
extern uint64_t counters_total;          /* bytes counted, all procedures */
extern int counters_paused;              /* the profiler's own work runs  */
#define COUNTERS_SLOT(p) (&counters_cache[((uintptr_t)(p) >> 4) & (COUNTERS_CACHE - 1)])

/* A frame for bytecode procedure p has just been pushed (run_counting,
   apply_counting): count the call (and open its inclusive byte count). */
void counters_entry(VM *vm, Val p);
static inline void counters_entered(VM *vm, Val p)
{
    CountSlot *s = COUNTERS_SLOT(p);
    if (s->proc == p && !counters_paused) ++*s->count;
    else counters_entry(vm, p);
}
/* A call of p that may not be bytecode (a built-in, property, array, class
   procedure, closure, updater) is about to be made; `update` when its
   updater is to run.  Counts it unless it ends in bytecode, whose frame
   counters_entered counts, or in an internal helper (never counted).
   Returns 0, or, while inclusive bytes are counted, a token that the
   caller must hand to counters_return when the call has returned (not
   when it mishaps: what it opened is closed when its frames are seen to
   be gone). */
int counters_call(VM *vm, Val p, int update);
static inline int counters_called(VM *vm, Val p, int update)
{
    CountSlot *s = COUNTERS_SLOT(p);
    if (s->proc == p && !update && !counters_paused) { ++*s->count; return 0; }
    /* a closure of bytecode: its pdpart's frame is counted (closures are
       often made afresh, so they are not cached) */
    if (!update && IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE) {
        Val d = PROC_PTR(p)->u.clos.pdpart;
        if (IS_PROC(d) && PROC_KIND(d) == PK_CODE) return 0;
    }
    return counters_call(vm, p, update);
}
/* The call of built-in p just counted (counters_called) had a Pop-11
   version of p called in its place (process_redirect, whose frame is
   counted as the call): take the built-in's count back. */
void counters_uncall(VM *vm, Val p);
/* The call for which counters_call gave `token` (not 0) has returned:
   it stops being active for the inclusive byte counts. */
void counters_return(VM *vm, int token);
/* `bytes` of heap were allocated, object o (gc_alloc, while bytes are
   counted or the heap is tracked, heapsnap.h). */
void counters_alloc(VM *vm, void *o, size_t bytes);
static inline void counters_allocated(VM *vm, void *o, size_t bytes)
{
    if (vm->current == counters_alloc_slot.proc && !counters_paused) {
        *counters_alloc_slot.count += bytes;
        counters_total += bytes;
    } else counters_alloc(vm, o, bytes);
}
/* Stop counting around the profiler's own work (its tick handler); the
   bytes it allocates meanwhile are counted apart as the profiler's own.
   counters_resume takes what counters_pause returned. */
int  counters_pause(VM *vm);
void counters_resume(VM *vm, int was);
/* Whether a count of bytes runs (sys_profile_count_start). */
int counters_counting_bytes(void);
/* Bytes allocated while paused that were the work of nothing in the run
   (a snapshot's, discounted from the heap's count too: gc_discount): they
   leave the profiler's own bytes. */
void counters_forget_own(VM *vm, size_t bytes);
/* GC roots: the procedures counted (kept alive, so that an address is
   never reused for another procedure within a run), and what the heap
   snapshots after each collection keep (heapsnap_mark_roots). */
void counters_mark_roots(VM *vm);
#endif
