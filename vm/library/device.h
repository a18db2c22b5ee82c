/*
** device.h -- system devices (REF SYSIO): files and the standard streams
** as Pop-11 objects, and the character streams made from them.
*/
#ifndef POP_DEVICE_H
#define POP_DEVICE_H

#include "vm.h"

/* Create the variables popdevin, popdevout and popdeverr (devices for
   stdin, stdout and stderr), cucharin, poplastchar, pop_file_mode,
   pop_file_versions and pop_default_type.  Called once, after the
   primitives are registered. */
void device_init(VM *vm);

/* A device for the open Unix file descriptor fd (a pipe end, for
   syspipe), for writing if write is nonzero, else for reading; name is its
   open name.  The device owns fd: closing it (or the GC) closes fd. */
Val device_from_fd(VM *vm, int fd, int write, const char *name);

/* The Unix file descriptor of device v (mishap if v is not an open
   device). */
int device_fd(VM *vm, Val v);

/* GC finaliser of a T_DEVICE object: closes its stream unless it is closed
   already or is one of the standard streams. */
void device_finalise(Obj *o);

#endif
