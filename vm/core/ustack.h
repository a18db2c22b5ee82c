/*
** ustack.h -- the storage of the user ("open") stack: address space
** reserved once, made usable as the stack grows, up to what popmemlim
** leaves.
**
** The stack never moves (frames and Catches keep pointers into it), so its
** whole reach is reserved at start-up without being usable (PROT_NONE);
** only vm->stack .. the "mapped end" is readable and writable.  C code
** checks vm->stack_end before it pushes and calls vm_stack_room (vm.h)
** past it; the interpreter pushes unchecked (no test on the hot path) and
** the first push past the mapped end faults: ustack's SIGSEGV handler
** then maps more and the push is retried.  Both grow the stack while its
** items and the heap's live words (popmemused) stay within popmemlim, as
** Poplog counts them; past it the mishap is Poplog's "rom: MEMORY LIMIT
** (popmemlim) EXCEEDED (using stack space)".  The fault handler cannot
** raise a mishap itself (the interpreter's registers hold the state), so
** past the limit it maps a little more and sets POLL_STACK: the next safe
** point raises the mishap.  A fault anywhere else is not the stack's: the
** handler puts the previous action back and the fault happens again, to be
** handled as it was before (a crash report, ASan's, the FFI's).
*/
#ifndef POP_USTACK_H
#define POP_USTACK_H
#include "vm.h"

/* Reserve the user stack for vm (one VM per process may have it), make its
   first part usable, set vm->stack, vm->sp and vm->stack_end, and install
   the fault handler.  Exits the process if no address space can be had. */
void ustack_init(VM *vm);

/* The safe point's service of POLL_STACK (clears it): raise the mishap if
   the stack is still past its limit. */
void ustack_poll(VM *vm);

#endif
