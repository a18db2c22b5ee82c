/*
** process.h -- processes, Pop-11's coroutines (REF PROCESS, HELP PROCESS):
** consproc, consproc_to, saveproc, runproc, suspend, suspend_chain,
** resume, ksuspend, ksuspend_chain, kresume, isprocess, isliveprocess,
** pop_current_process, process_key, and copy of a process.
**
** The layout of a process record is Process in vm/core/vm.h (the collector
** marks it there); the running processes are a chain of ProcRun records on
** the C stack, one per runproc in progress (vm->procrun, innermost first).
*/
#ifndef POP_PROCESS_H
#define POP_PROCESS_H
#include "vm.h"

/* Process.h.flags */
enum {
    PROCF_VOLATILE = 1,      /* the saved state is dropped when it runs       */
    PROCF_DEAD     = 2,      /* it has ended or was killed                    */
    PROCF_RUNNING  = 4,      /* its frames are on the call stack              */
    PROCF_STARTED  = 8,      /* the saved state has frames (else it calls proc) */
    PROCF_SAVECOPY = 16,     /* made by saveproc: on its first run saveproc
                                returns false                                */
    PROCF_SUBSUMED = 32      /* suspended inside another process, with it     */
};

/* The process run by the runproc whose frame is frames[i] (a frame marked
   FRAME_PROCESS), or false. */
Val process_of_frame(VM *vm, int i);

/* Called first by a built-in NAME that calls its procedure argument p
   (applist, say), with its arguments still on the stack, p on top, inside
   a process (interp_redirect, interp.h): with p not a built-in, it
   returns 1 and the built-in returns
   at once, and the Pop-11 version of NAME in lib/auto/process_builtins.p
   is called in its place with those arguments (a suspend inside p can
   copy its frames, not a C function's); else 0, and the built-in goes
   on. */
int process_redirect(VM *vm, const char *name);

/* Declare pop_current_process, make runproc the way a process is applied
   and copy's way of copying one (called by vm_new). */
void process_init(VM *vm);

#endif
