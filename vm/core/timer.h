/*
** timer.h -- sys_timer timers and the profiler's hooks into the VM.
** (The full profiler lands with the profiler issue; this is the part the
** core needs: GC roots and the poll service.)
*/
#ifndef POP_TIMER_H
#define POP_TIMER_H
#include "vm.h"
/* The procedures through which timer_service calls a handler h and
   sys_raise_ast a trap procedure t: handler(h) calls h() two anonymous
   frames deep, so that, as in Poplog, the handler's caller(3) is the
   interrupted procedure; trap(t) calls t() with cucharout = charout.
   Compiled in Pop-11 by the host at start-up (prims_init_all), before
   any timer or trap. */
void timer_set_dispatch(VM *vm, Val handler, Val trap);

/* Mark the timer handlers and profiler state (GC roots). */
void timer_mark_roots(VM *vm);
/* Run due timer handlers (called at a safe point with POLL_TIMER set). */
void timer_service(VM *vm);
/* Whether raised trap procedures wait on the queue (pop_ast_queue): the
   FFI asks after a foreign call, to run those blocked in callbacks. */
int timer_asts_queued(VM *vm);
#endif
