/*
** vmcode.h -- user-defined syntax: Poplog's code-planting procedures
** (sysPUSH, sysCALL, sysLABEL ... as REF VMCODE describes them) and the
** compiler procedures syntax words call (pop11_comp_expr,
** pop11_need_nextitem ... of REF POPCOMPILE), on top of pop11's
** single-pass compiler (compile_int.h).  `define syntax NAME` makes NAME
** a syntax word whose procedure is run when the compiler meets it.
*/
#ifndef POP_VMCODE_H
#define POP_VMCODE_H
#include "vm.h"

/* Run the syntax procedure `proc` for the syntax word `word` met by the
   compiler: pop_expr_inst / pop_expr_item are set empty first, and the
   instruction the procedure leaves in them is planted (as the pending
   instruction, so that `->` after it works) when it returns. */
void vmcode_run_syntax(VM *vm, Val word, Val proc);

/* True if `word` is a user syntax word with a procedure value (run it
   with vmcode_run_syntax) -- sets *proc. */
int vmcode_is_user_syntax(Val word, Val *proc);

/* True if `word` is a syntax word without a procedure (a closer declared
   with sysSYNTAX or `vars syntax`). */
int vmcode_is_user_closer(Val word);
/* `for VARS KW ...` where KW is a for extension (a sub-syntax word of
   "for", autoloaded if need be): run its procedure with (varlist, isfast)
   and popclosebracket = closer; it compiles the whole loop.  0 if KW is
   not one. */
int vmcode_for_extension(VM *vm, Val kw, const Val *vars, int nv, int isfast, Val closer);
/* Declare pop_expr_inst, pop_expr_item and popclosebracket (at start). */
void vmcode_init(VM *vm);

/* A closure of a nameless built-in procedure fn over state (usually a
   vector): fn finds the state on top of the stack.  It prints as
   <procedure>, as Poplog's repeaters do, until given pdprops.  Used for
   character and item repeaters (stringin, incharitem, discin). */
Val mk_repeater(VM *vm, PrimFn fn, Val state);
#endif
