/*
** print.h -- character output and the printing of every data type.
**
** All printing goes through the Pop-11 variable cucharout (default:
** charout, which writes to stdout with Poplog's line wrapping: a space at
** column >= poplinewidth (70) becomes "\n\t"; any char at column >=
** poplinemax (78) is preceded by "\n\t").  Error output goes through
** cucharerr (default charerr, stderr, same wrapping).  When cucharout is
** the default the C fast path is used; otherwise each character is passed
** to the user's procedure with vm_apply.
*/
#ifndef POP_PRINT_H
#define POP_PRINT_H
#include "vm.h"

void out_char(VM *vm, int c);                  /* through cucharout      */
void out_str(VM *vm, const char *s, size_t n); /* through cucharout      */
void out_cstr(VM *vm, const char *s);
void out_flush(VM *vm);                         /* flush stdout/stderr    */

/* sys_syspr: the standard printed form of any value (print.c). */
void print_syspr(VM *vm, Val v);
/* pr: call the Pop-11 procedure in the variable `pr` (default syspr). */
void print_pr(VM *vm, Val v);
/* The printed form of v (as sys_syspr would print it) as a new string;
   quotes: 1 to force pop_pr_quotes true. */
Val  print_to_string(VM *vm, Val v, int quotes);
/* For setpop, which jumps past print_to_string's handlers: end every
   capture in progress (cucharout, pop_pr_quotes put back as they were
   before the outermost, the buffers freed). */
void print_abandon(VM *vm);

/* The print arrow: => at top level (all = 1: print every item from `base`,
   each followed by a space) or inside code (all = 0: the top item only). */
void print_arrow(VM *vm, Val *base, int all);
/* ==> : pretty-print the top item. */
void print_pretty_arrow(VM *vm);

/* Redirect output to stderr for mishap reports (cucharerr); returns the
   previous state for print_to_err_end. */
int  print_to_err_begin(VM *vm);
void print_to_err_end(VM *vm, int saved);

/* Printing hooks that modules above the printer register at start-up, so
   that print.c includes none of them: the printed form of a section
   (section.c's section_init) and the value shown in <ID name value> for
   an identifier of a ! pattern (match.c's match_init). */
void print_set_section_printer(void (*fn)(VM *vm, Val sect));
void print_set_pattern_value(Val (*fn)(Val id));

/* Create the printing variables (cucharout, pop_pr_places, ...). */
void print_init(VM *vm);
#endif
