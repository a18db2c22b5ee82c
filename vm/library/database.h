/*
** database.h -- the teaching database of LIB DATABASE (HELP DATABASE):
** add, remove, present, lookup, flush, alladd, allremove, allpresent,
** which, pattern_instance, the variables database, it and them, and the
** loops foreach and forevery.  See database.c.
*/
#ifndef POP_DATABASE_H
#define POP_DATABASE_H
#include "vm.h"

/* Declare the variables and syntax words (from prims_init_all, after
   match_init). */
void database_init(VM *vm);
#endif
