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

/* Declare pop_current_process, make runproc the way a process is applied
   and copy's way of copying one (called by vm_new). */
void process_init(VM *vm);

#endif
