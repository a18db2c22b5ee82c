/*
** counters.h -- the profiler's exact counters (mechanism only): calls per
** procedure, heap bytes allocated per procedure (self, and inclusive of
** what its callees allocate).  The policy (when to count, how to report)
** is Pop-11 code in profile/profile.p; see counters.c for the design.
**
** All hooks cost nothing while counting is off: procedure entries reach
** counters_entry only through the sticky POLL_COUNT bit of the poll word
** (tested at every safe point anyway), built-in procedures reach
** counters_call only through a test of that bit in the interpreter's
** out-of-line call path (enter, never the dispatch loop), and the
** allocator reaches counters_alloc only through its heap-threshold test,
** whose threshold is 0 while bytes are counted.
*/
#ifndef POP_COUNTERS_H
#define POP_COUNTERS_H
#include <stddef.h>
#include "vm.h"

/* What vm->counting holds while a count runs. */
enum { COUNT_CALLS = 1, COUNT_ALLOC = 2, COUNT_INCLUSIVE = 4 };

/* At a safe point with POLL_COUNT set: if the top frame has not been seen
   yet, it has just been entered; count its call (and open its inclusive
   byte count). */
void counters_entry(VM *vm);
/* A call of procedure p that is not bytecode (a built-in, property,
   array, class procedure), made with POLL_COUNT set; `update` when its
   updater is being run. */
void counters_call(VM *vm, Val p, int update);
/* `bytes` of heap were allocated (gc_alloc, while bytes are counted). */
void counters_alloc(VM *vm, size_t bytes);
/* Stop counting around the profiler's own work (its tick handler); the
   bytes it allocates meanwhile are counted apart as the profiler's own.
   counters_resume takes what counters_pause returned. */
int  counters_pause(VM *vm);
void counters_resume(VM *vm, int was);
/* GC roots: the procedures counted (kept alive, so that an address is
   never reused for another procedure within a run). */
void counters_mark_roots(VM *vm);
#endif
