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
** handler passes it to the action that was there before (ustack_chain_fault),
** and stays installed, so that the FFI's handler, installed later over it,
** and the stack's both keep working however their faults come.
*/
#ifndef POP_USTACK_H
#define POP_USTACK_H
#include <signal.h>
#include "vm.h"

/* Reserve the user stack for vm (one VM per process may have it), make its
   first part usable, set vm->stack, vm->sp and vm->stack_end, and install
   the fault handler.  Exits the process if no address space can be had. */
void ustack_init(VM *vm);

/* The safe point's service of POLL_STACK (clears it): raise the mishap if
   the stack is still past its limit. */
void ustack_poll(VM *vm);

/* Install handler for sig (SA_SIGINFO, on an alternate signal stack, which
   is set up if there is none), keeping the previous action in *old. */
void ustack_install_fault(int sig, void (*handler)(int, siginfo_t *, void *),
                          struct sigaction *old);

/* For a fault handler that finds a fault is not its own: pass it to old,
   the action it replaced.  A handler is called directly (and the caller's
   stays installed); for the default action, old is put back and the
   return makes the fault happen again, which then ends the process. */
void ustack_chain_fault(int sig, siginfo_t *si, void *uc, const struct sigaction *old);

#endif
