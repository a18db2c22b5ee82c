/*
** prims_print.c -- printing primitives (currently defined in print.c).
*/
#include "prim.h"
