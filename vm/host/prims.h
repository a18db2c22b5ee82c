/*
** prims.h -- making a whole VM: the primitives registered from their
** PRIM/UPDATER lines (prims.c, from the generated prims.inc) and every
** module initialised, in order.
*/
#ifndef POP_PRIMS_H
#define POP_PRIMS_H
#include "vm.h"

/* A new VM with every built-in defined: the core (vm_create), the
   primitives, the built-in variables, the printer, the compiler, the
   mishap report, then every module's start-up; libdir is where lib/,
   profile/ and help/ are found. */
VM  *vm_new(const char *libdir);

/* Declare every primitive and updater as a protected constant (the
   generated table). */
void prims_register(VM *vm);

/* Run the modules' initialisers, after registration. */
void prims_init_all(VM *vm);
#endif
