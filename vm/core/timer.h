/*
** timer.h -- sys_timer timers and the profiler's hooks into the VM.
** (The full profiler lands with the profiler issue; this is the part the
** core needs: GC roots and the poll service.)
*/
#ifndef POP_TIMER_H
#define POP_TIMER_H
#include "vm.h"
/* The procedure through which timer_service calls a handler h: p(h)
   calls h() two anonymous frames deep, so that, as in Poplog, the
   handler's caller(3) is the interrupted procedure.  Compiled in Pop-11
   by the host at start-up (prims_init_all), before any sys_timer. */
void timer_set_dispatch(VM *vm, Val p);

/* Mark the timer handlers and profiler state (GC roots). */
void timer_mark_roots(VM *vm);
/* Run due timer handlers (called at a safe point with POLL_TIMER set). */
void timer_service(VM *vm);
#endif
