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
/* The line hook (interp.h) ran: the ticks recorded since the signal armed
   it were taken while the top frame ran the instruction just before pc. */
void sampler_line(VM *vm, const uint32_t *pc);
/* Count one safe point in deterministic mode. */
void sampler_safepoint(VM *vm);
/* In the deterministic mode that counts built-ins (sys_profile_start with
   every < 0), count the call of the built-in vm->current as a safe point
   (in the compiler's own code, compile_running, a tick of <compile>: the
   compiler calls it for every item it reads); called when
   vm->prof_sticky > 1. */
void sampler_builtin(VM *vm);
/* Tick stress (pop11 with $POP11_TICK_STRESS=N, for the test suite): from
   now on, whenever no profile run of the program's own is ticking, a
   deterministic tick every N safe points runs a Pop-11 handler that reads
   the sample and the call chain and allocates, as the profiler's handler
   does; nothing is counted.  A tick must never change a program's result. */
void sampler_stress(VM *vm, long every);
/* Back at the REPL's top level after a mishap or setpop (which jumps
   straight to the outermost Catch, past call_handler's): a tick handler
   left midway is no longer running, and a profile run whose profile_apply
   was abandoned stops (the tick stress goes on). */
void sampler_top_level(VM *vm);
/* Whether the Pop-11 tick handler is running (a sys_timer handler due
   meanwhile waits for it to end). */
int sampler_in_handler(VM *vm);
/* SIGUSR2 came (POLL_SNAPSHOT): at this safe point, before its own tick,
   run the profile run's snapshot writer (sys_profile_on_snapshot) with
   the run standing still, then go on. */
void sampler_snapshot(VM *vm);
/* GC roots of the sampler (handler, chain cache). */
void sampler_mark_roots(VM *vm);
/* Called by the GC around a collection: ticks falling due meanwhile are
   GC ticks. */
void sampler_gc_begin(VM *vm);
void sampler_gc_end(VM *vm);
#endif
