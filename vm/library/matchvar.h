/*
** matchvar.h -- matchvars (HELP EQUAL section 6, REF RECORDS section 4):
** the pattern elements =?x, =??x, =* and =** that `=` (and so `matches`,
** `-->`, member, the database ...) matches against items of its FIRST
** argument, binding variables as it goes.
**
** A matchvar is a record of the class matchvar_key with the fields
** (name, wident, restriction, flags): wident is the word (valof) or
** identifier the match assigns, or false (=*, =**); restriction is false,
** an integer (the length the value must have), a procedure (it must
** return non-false for the value) or an identifier holding one of these;
** flags bit 0 marks a segment matchvar (it matches a run of 0 or more
** list elements, bound as a new list), bit 1 a restriction procedure
** whose result replaces the value when the whole `=` succeeds (#p).
**
** The syntax words =?, =??, =*, =** read `NAME` or `"WORD"` (not after
** =* and =**), then optionally `:R` or `#R` with R an integer, a name or
** %EXPR%, and plant code that pushes a new matchvar; inside a list or
** vector constructor they make an element.  A lexical variable is given
** as an identifier record whose reading and assigning run closures over
** it, so matching assigns the procedure's own variable.
**
** The state of one call of = is the variable pop_matchvars_bound: [] or
** a pair whose front is the list [item1 wident1 ...] of conversions
** still to assign and whose back lists the widents bound so far; equal.c
** localises it per call of val_equal and calls the hooks set here.
*/
#ifndef POP_MATCHVAR_H
#define POP_MATCHVAR_H
#include "vm.h"

/* Make matchvar_key, consmatchvar, destmatchvar, pop_matchvars_bound,
   the syntax words, and install equal.c's hooks (called from match_init). */
void matchvar_init(VM *vm);
#endif
