/*
** sysutil.h -- system procedures for the library: file status,
** directories, the dictionary, processes and pipes (sysutil.c).  They are
** primitives only (registered from their PRIM lines); nothing else is
** exported.
*/
#ifndef POP_SYSUTIL_H
#define POP_SYSUTIL_H
#include "vm.h"
#endif
