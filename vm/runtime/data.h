/*
** data.h -- generic data access shared by the interpreter and the list,
** vector and string primitives (prims_list.c, prims_str.c).
*/
#ifndef POP_DATA_H
#define POP_DATA_H
#include "vm.h"

/* obj(idx): applying a list, vector, string or word to an integer index
   (1-based), as the class_apply of these types does.  Mishaps as Poplog:
   a non-integer index gives "enp: EXECUTING NON-PROCEDURE" (culprit obj);
   lists out of range "BAD ARGUMENTS FOR INDEXED LIST ACCESS" (idx, obj);
   vectors/strings/words out of range "BAD SUBSCRIPT FOR INDEXED ACCESS". */
Val  data_index(VM *vm, Val obj, Val idx);
/* value -> obj(idx): the same for update mode (words cannot be updated;
   a string element must be an integer 0..255). */
void data_index_update(VM *vm, Val obj, Val idx, Val value);

/* copy of a process (vm/library/process.c sets it at start-up). */
extern Val (*data_copy_process)(VM *vm, Val p);

/* One step of list traversal with Poplog's checks: returns NIL_V if l is
   empty ([] or an exhausted dynamic list), else the pair l itself, whose
   back is then a list continuation.  Expands a dynamic list pair (one made
   by pdtolist) by calling its generator, so it may run Pop-11 code (root
   what you hold).  Mishaps "LIST NEEDED" (culprit l) if l is not a list. */
Val  data_list_step(VM *vm, Val l);

/* listlength(l) with the checks above (dynamic lists are expanded). */
intptr_t data_list_length(VM *vm, Val l);
/* Pop the top n stack items into a new list (the top item last). */
Val  data_list_from_stack(VM *vm, size_t n);
/* Pop the top n stack items into a new vector (the top item last). */
Val  data_vector_from_stack(VM *vm, size_t n);
/* (item1, ..., itemN) -> dl(l): replace the N elements of list l from the
   stack. */
void data_fill_list(VM *vm, Val l);

/* alphabefore(a, b) for two strings/words: TRUE_V if a sorts before b,
   FALSE_V if after, MK_INT(1) if they have the same characters.
   Mishaps "STRING NEEDED" for other arguments. */
Val  data_alphabefore(VM *vm, Val a, Val b);

/* Make the named primitives (a NULL-terminated list) ordinary unprotected
   variables, so that user programs may redefine them, as they can the
   autoloadable library procedures of Poplog that they implement. */
void data_make_redefinable(VM *vm, const char *const *names);

/* gc_push_root with a bound: overflowing vm->roots raises the
   recursion-limit mishap instead of corrupting memory.  For the short
   stretches that may run a dynamic list's generator; code that calls user
   procedures in loops uses data_slots.  data_unroot pops n roots. */
static inline void data_root(VM *vm, Val *p)
{
    if (vm->nroots >= (int)(sizeof vm->roots / sizeof vm->roots[0]) - 8)
        vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
    gc_push_root(vm, p);
}
static inline void data_unroot(VM *vm, int n) { vm->nroots -= n; }

/* Reserve n zeroed, GC-scanned Val slots on the local-slot stack
   (vm->locals .. locals_top, a GC root), for C code that keeps Vals across
   vm_apply.  Unlike vm->roots this nests as deeply as procedure calls do
   (applist inside applist ...).  Release with data_release, innermost
   first; a mishap's unwinding drops them together with the frames. */
static inline Val *data_slots(VM *vm, int n)
{
    Val *s = vm->locals_top;
    if (s + n >= vm->locals_end)
        vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
    for (int i = 0; i < n; i++) s[i] = 0;
    vm->locals_top = s + n;
    return s;
}
static inline void data_release(VM *vm, Val *s) { vm->locals_top = s; }

/* Module initialisers (called from prims_init_all): constants such as
   nullstring and the built-in keys, gensym_property, ... */
void prims_str_init(VM *vm);
/* The identifier name of the built-in key for a value's type (as
   "pair_key"); NULL for a record or user vector (their key is in them)
   and for the VM's internal objects, which have none (datakey mishaps). */
const char *key_name(Val v);
void prims_list_init(VM *vm);
#endif
