/*
** match.h -- the list pattern matcher (HELP MATCHES, HELP MATCHARROW):
** `datum matches pattern`, `datum --> pattern` and sysmatch.
**
** A pattern is a list whose elements are compared with the datum's
** elements by `=`, except for the pattern elements
**     =          one item          ==          any number of items
**     ?x         one item, bound   ??x         a segment (a list), bound
** A variable may be followed by `:` and a restriction: an integer (the
** length of the value) or a procedure (or a word naming one) that must
** return non-false; a result other than true becomes the variable's value.
** Nested lists are matched recursively; a variable met again must match
** the value it was first bound to.  The variable after ? or ?? is a word
** (its permanent identifier is assigned, declaring it if needed) or an
** identifier record.  Variables are assigned as the match proceeds and
** are NOT restored when it fails, as in Poplog.  The bound variables of
** the current match are listed in the variable popmatchvars.
*/
#ifndef POP_MATCH_H
#define POP_MATCH_H
#include "vm.h"

/* Match datum against pattern with a fresh popmatchvars (what `matches`
   does); true on success.  Mishaps (bad pattern syntax, restriction
   procedures) propagate after popmatchvars is restored.  May run Pop-11
   code (restriction procedures, user class equality). */
int match_datum(VM *vm, Val datum, Val pattern);

/* `datum matches pattern` through the current value of the variable
   matches (so a user's redefinition, or trace matches, is seen), as the
   library procedures built on it do. */
int match_call(VM *vm, Val datum, Val pattern);

/* sysmatch(pattern, datum): match adding to the current popmatchvars
   (which a failed match leaves as it was). */
int match_sys(VM *vm, Val pattern, Val datum);

/* The value of a pattern variable (a word's permanent identifier, declared
   if new, or an identifier record), and assignment to it. */
Val  match_valof(VM *vm, Val var);
void match_assign(VM *vm, Val var, Val value);

/* Give the built-in procedure named `name` an activation record of its
   own while it runs C code that may call Pop-11 or raise mishaps, so that
   DOING lines name it (and its callers) as Poplog's do.  Returns the value
   to hand to match_frame_pop on the normal exit; a mishap's unwinding
   drops the frame itself. */
Val  match_frame_push(VM *vm, const char *name);
void match_frame_pop(VM *vm, Val saved);

/* The value of an identifier used in a ! pattern, read without running
   Pop-11 code (for printing it as <ID name value>). */
Val  match_ident_value(Val id);

/* Create popmatchvars and the words the matcher recognises (called from
   prims_init_all). */
void match_init(VM *vm);
#endif
