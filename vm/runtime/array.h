/*
** array.h -- arrays (REF ARRAYS): procedures of kind PK_ARRAY made by
** newanyarray / newarray, applied to N subscripts to read or update an
** element of their arrayvector.
**
** Layout (value.h Proc): u.arr.vec is the arrayvector, u.arr.bounds the
** boundslist (a list of 2N integers); vals[] (n = ARR_NVALS) hold
** ARR_SUBSCR: the subscriptor procedure, or false when the arrayvector is a
** full vector or string accessed directly; ARR_OFFSET: the 0-based offset
** of the array's first element in the arrayvector; ARR_SIZE: the number of
** elements; ARR_BOUNDS: the bounds as a vector of 2N fixnums; ARR_BYCOL:
** true if the elements are stored by column (the first subscript varies
** fastest: Poplog's default), false if by row (the last varies fastest).
*/
#ifndef POP_ARRAY_H
#define POP_ARRAY_H
#include "vm.h"

enum { ARR_SUBSCR, ARR_OFFSET, ARR_SIZE, ARR_BOUNDS, ARR_BYCOL, ARR_NVALS };

/* Apply array p to the subscripts on the stack (update: the new value is
   below them).  Mishaps "INVALID ARRAY SUBSCRIPT" naming the bad one. */
void     array_run(VM *vm, Val p, int update);
/* Is v an array procedure (not looking through closures)? */
bool     array_is(Val v);
/* The number of elements of array a (datalength). */
intptr_t array_length(Val a);
/* Push every element of array a (explode, datalist, appdata). */
void     array_explode(VM *vm, Val a);
/* copy(a): a new array with a copy of a's arrayvector. */
Val      array_copy(VM *vm, Val a);
/* Print <array BOUNDSLIST> (with the pdprops first if it has any). */
void     array_print(VM *vm, Val a);
/* Start-up (prims_init_all). */
void     array_init(VM *vm);
#endif
