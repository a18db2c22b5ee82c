/*
** trace.h -- procedure tracing (HELP TRACE): the syntax words
** `trace f g ...;` and `untrace f g ...;`, and the procedures behind them.
**
** Tracing f replaces the value of the variable f by a closure of systrace
** whose frozen values are the original procedure, the name, the word
** "systrace_proc" and false; untracing puts the original back.  While
** `tracing` is true a call of the closure increments poptraceindent for
** its duration and prints, through systrace_pr,
**     !!> f ARG1 ARG2          on entry   (one ! per enclosing traced call)
**     !!< f RESULT1            on exit
** or `[   N]>` when poptraceindent exceeds popmaxtraceindent.  The output
** goes to cuchartrace when it is a procedure, else to cucharout.  The
** updater of a traced procedure is traced too ("updater f").
** `trace;` and `untrace;` without names switch `tracing` on and off.
*/
#ifndef POP_TRACE_H
#define POP_TRACE_H
#include "vm.h"

/* Declare the trace variables and syntax words (from prims_init_all). */
void trace_init(VM *vm);
#endif
