/*
** sampler.h -- the profiler's mechanism: a periodic CPU-time (or
** deterministic) tick, a ledger of ticks, and incremental access to the
** call chain.  The policy (what to count, how to report) is Pop-11 code in
** profile/profile.p, which calls the primitives defined in sampler.c.
*/
#ifndef POP_SAMPLER_H
#define POP_SAMPLER_H
#include "vm.h"

/* Service pending ticks at a safe point (POLL_PROFILE set): calls the
   Pop-11 tick handler with the number of ticks to charge. */
void sampler_service(VM *vm);
/* Count one safe point in deterministic mode. */
void sampler_safepoint(VM *vm);
/* In the deterministic mode that counts built-ins (sys_profile_start with
   every < 0), count the call of the built-in vm->current as a safe point;
   called when vm->prof_sticky > 1. */
void sampler_builtin(VM *vm);
/* GC roots of the sampler (handler, chain cache). */
void sampler_mark_roots(VM *vm);
/* Called by the GC around a collection: ticks falling due meanwhile are
   GC ticks. */
void sampler_gc_begin(VM *vm);
void sampler_gc_end(VM *vm);
#endif
