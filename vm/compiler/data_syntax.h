/*
** data_syntax.h -- the syntax of the runtime's data types: recordclass,
** vectorclass and defclass (REF DEFSTRUCT) and p_typespec's field types,
** over the keys of vm/runtime/class.h; the for-forms over arrays
** (in_array, with_index, in_region) over vm/runtime/array.h's loop
** primitives.
*/
#ifndef POP_DATA_SYNTAX_H
#define POP_DATA_SYNTAX_H
#include "vm.h"

/* Start-up: register the class syntax words and the array for-forms with
   the compiler (prims_init_all). */
void data_syntax_init(VM *vm);

/* Read `:type [# conv]` after NAME in a p_typespec statement (the
   statement itself is read by ffi.c) and make NAME a record field type
   (the identifier NAME:typespec holds the spec). */
void class_typespec_item(VM *vm, Val name);
#endif
