/*
** heapsnap.h -- live-heap snapshots by allocation site and data key
** (mechanism; the policy is profile/profile_coverage.p, HELP COVERAGE).
** While tracking is on (sys_heap_track), every heap allocation is noted
** with its site (the line coverage_current gives: code compiled with
** counters, coverage.h) in a table keyed by the object's address; a
** snapshot collects the garbage, drops the objects that died, and sums
** the survivors' bytes and numbers by site and data key.  Off (the
** default) it costs nothing: gc_alloc reaches it only through the
** byte-counting test it makes anyway (gc_count_bytes).  While
** sys_heap_after_gc holds a vector, the survivors are summed after every
** collection too (interp_hooks.after_gc, with no collection of its own),
** the first and the last kept in the vector; while it is false the hook
** is NULL, the collector's one test.
*/
#ifndef POP_HEAPSNAP_H
#define POP_HEAPSNAP_H
#include <stddef.h>
#include "vm.h"

extern int heapsnap_on;                 /* tracking (sys_heap_track) */

/* Object o of `bytes` (as rounded by gc_alloc) was just allocated. */
void heapsnap_alloc(VM *vm, void *o, size_t bytes);

/* Mark what the snapshots after each collection keep (sys_heap_after_gc:
   a vector {first last n} of Pop-11's); called by counters_mark_roots. */
void heapsnap_mark_roots(VM *vm);

#endif
