/*
** stackdump.h -- SIGUSR1 prints the Pop-11 call stack of a running pop11 on
** its standard error, every frame with its procedure, file and line, and
** the program goes on (HELP STACKDUMP), as py-spy's dump shows a stuck
** process.
*/
#ifndef POP_STACKDUMP_H
#define POP_STACKDUMP_H
#include "vm.h"

/* Install the SIGUSR1 handler for vm (the pop11 command does, at start-up;
   the one VM of the process).  A SIGUSR1 then asks for a dump: it is
   printed at the next safe point, or, if none comes within a tenth of a
   second (the program is in a built-in or a foreign call that blocks or
   runs long), by the signal handler itself; either way once per signal. */
void stackdump_init(VM *vm);

/* Write the call stack of vm to file descriptor fd, innermost frame
   first; top_pc is where the top frame's code is (the instruction it runs
   next), or NULL to take the call it is making (frames[fp].pc).  Uses
   only write(2) and reads of the VM's frames, so a signal handler may
   call it. */
void stackdump_write(VM *vm, int fd, const uint32_t *top_pc, const char *why);
#endif
