/*
** prim.h -- the one declaration of each built-in procedure.
**
** Write a primitive as
**
**     PRIM(p_hd, "hd", 1, 1, "hd(list) -> item: the first element of a non-empty list")
**     {
**         Val l = POP();
**         ...
**         PUSH(x);
**     }
**
** The PRIM line must be on ONE line and start in column 1.  The build step
** vm/host/mkprims.sh collects every PRIM/UPDATER/PVAR line of the sources into
** prims.inc, which registers the primitive under its Pop-11 name (as a
** protected constant) with pdnargs = nargs, and the REF entry that `ref NAME`
** shows (vm/host/help.c) is made from the same line, so code and docs cannot drift.
** Write the doc as "call form: description": the part before the first
** ": " is the entry's header line, the rest its text.
**
** UPDATER(c_name, "popname", nargs, "doc") defines the updater of the
** primitive "popname" (which must itself be a PRIM).
**
** PVAR("popname", "doc") documents a built-in variable; it expands to
** nothing -- the variable is created in C by vm_init code, the line is for
** the REF index and the completeness test.
**
** nargs = -1 means a variable number of arguments.
*/
#ifndef POP_PRIM_H
#define POP_PRIM_H

#include "vm.h"

#define PRIM(cname, popname, nargs, nres, doc)  void cname(VM *vm); void cname(VM *vm)
#define UPDATER(cname, popname, nargs, doc)     void cname(VM *vm); void cname(VM *vm)
#define PVAR(popname, doc)

/* Common argument checks.  Each pops nothing; they test a value and raise
   the standard Poplog mishap naming it as culprit. */
intptr_t  check_int(VM *vm, Val v);          /* "INTEGER NEEDED"           */
Val       check_list(VM *vm, Val v);         /* "LIST NEEDED"              */
Val       check_word(VM *vm, Val v);         /* "WORD NEEDED"              */
Val       check_string(VM *vm, Val v);       /* "STRING NEEDED"            */
/* The characters and length of a string or word (not NUL-terminated for
   a word); "STRING OR BYTE VECTOR NEEDED" for anything else. */
const char *chars_of(VM *vm, Val v, size_t *len);
Val       check_proc(VM *vm, Val v);         /* "PROCEDURE NEEDED"         */

/* The value of the permanent identifier named by the C string name, or
   false if the word has none. */
Val       ident_value(VM *vm, const char *name);
/* Make the procedure in the permanent identifier `name` the one a mishap's
   DOING line names first (a built-in raising an error on behalf of the
   procedure a user called); nothing if it holds no procedure. */
void      doing_as(VM *vm, const char *name);

#endif
