/*
** checksum.h -- a stable checksum of a procedure's compiled code, with
** which saved profile runs (profile/profile_saved.p) tell a procedure that
** was recompiled unchanged from one whose code changed between runs.
*/
#ifndef POP_CHECKSUM_H
#define POP_CHECKSUM_H
#include <stdint.h>
#include "vm.h"

/* The checksum of procedure p: 48 bits of FNV-1a over its kind, pdnargs
   and, for compiled code, every instruction (by opcode name and operand),
   the shape of every constant (numbers by value, words and strings by
   their characters, identifiers by name, nested procedures recursively,
   lists and vectors item by item up to a fixed budget, anything else by
   its type) and the frame layout.  It does not depend on addresses, on
   the values of captured variables or on pdprops, so compiling the same
   source again, in this or another process of the same pop11, gives the
   same checksum.  p must be a procedure. */
uint64_t proc_checksum(VM *vm, Val p);
#endif
