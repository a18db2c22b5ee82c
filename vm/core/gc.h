/*
** gc.h -- allocation and the garbage collector.
**
** Non-moving mark/sweep.  Small objects come from size-class free lists in
** 64 KiB pages; large ones from malloc.  gc_alloc never collects: when the
** heap passes its threshold it sets POLL_GC in vm->poll and the collection
** runs at the next safe point (procedure entry or loop back-edge), where
** every live value is reachable from the roots marked in gc_mark_roots().
** Exceeding popmemlim raises a mishap instead of crashing.
*/
#ifndef POP_GC_H
#define POP_GC_H
#include "vm.h"

/* Allocate `bytes` (>= sizeof(Obj)) zeroed bytes with header type `type`. */
void  *gc_alloc(VM *vm, size_t bytes, int type);
/* As gc_alloc, but an allocation that takes the heap past popmemlim only
   asks for a collection (POLL_GC): the limit's mishap comes from the next
   safe point's collection or the next gc_alloc.  For code that holds
   memory a mishap's longjmp would leak (GMP temporaries in num.c). */
void  *gc_alloc_quiet(VM *vm, size_t bytes, int type);
/* Count `bytes` that a new heap object holds outside the heap (GMP limbs)
   as allocated and in use, so that they bring on collections and count
   against popmemlim; the sweep counts them again for the survivors
   (a biginteger's limbs).  Never mishaps, as gc_alloc_quiet. */
void   gc_add_external(VM *vm, size_t bytes);
/* Run a full collection now (only at a safe point, or from sysgarbage). */
void   gc_collect(VM *vm, int automatic);
void   gc_init(VM *vm);
size_t gc_bytes_in_use(VM *vm);
/* popmemlim in bytes (a word is 8 bytes); no limit: SIZE_MAX / 4.  Never
   past vm->heap_cap.  Reads only memory (ustack.c's fault handler). */
size_t gc_mem_limit(VM *vm);
size_t gc_bytes_allocated_total(VM *vm);   /* monotonic, for profiling   */
/* Take `bytes` just allocated off that counter again: they were not the
   program's (the tick stress's handler, profile/sampler.c). */
void   gc_discount(VM *vm, size_t bytes);
/* on: call counters_alloc for every allocation (the threshold test that
   gc_alloc makes anyway is made to fail), so that the bytes are counted
   at no cost while off. */
void   gc_count_bytes(VM *vm, int on);
/* Make every object now in the heap a system object: the built-in
   procedures, keys, identifiers, words... that vm_new made (Poplog's
   system area, which isinheap tells from the heap).  Objects made later
   never take a system object's place, even one that has died. */
void   gc_seal(VM *vm);
/* Whether v is a system object (see gc_seal) or one of the static
   singletons (false, true, nil, termin); 0 for a non-pointer.  Costs a
   test per sealed page: for isinheap, not for hot paths. */
int    gc_is_system(VM *vm, Val v);
/* Whether the object o that gc_alloc gave with this size (as rounded,
   the size counters_alloc is told) is still in the heap: not swept since.
   (A small object's slot may since hold a new object of the same size.)
   For heap snapshots (profile/heapsnap.c), after a collection. */
int    gc_alive(VM *vm, const void *o, size_t bytes);
/* Mark one value (and everything reachable) -- for subsystems' mark hooks. */
void   gc_mark(VM *vm, Val v);
#endif
