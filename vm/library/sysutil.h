/*
** sysutil.h -- system procedures for the library: file status,
** directories, the dictionary, processes and pipes (sysutil.c).  They are
** primitives only (registered from their PRIM lines), with the start-up
** of prims_sys.c's variables.
*/
#ifndef POP_SYSUTIL_H
#define POP_SYSUTIL_H
#include "vm.h"

/* Start-up: the variables and constants of prims_sys.c (prims_init_all). */
void prims_sys_init(VM *vm);
#endif
