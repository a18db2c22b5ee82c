/*
** repl.h -- the top level: compiling stdin, interactively or not.
**
** Interactive (stdin a terminal): a readline loop with the banner, the
** prompt from `popprompt` (a string, or a procedure returning one),
** history in ~/.pop11_history, Tab completion of identifiers (and of file
** names inside a string), and Poplog's recovery: after a mishap or a
** Ctrl-C the rest of the input is dropped, "Setpop" is printed and
** compilation starts again.  `popready` gives a nested top level.
** Piped stdin: no banner, no prompt; the first mishap ends the run with
** status 1.  Rules: docs/rules.md section 1.
*/
#ifndef POP_REPL_H
#define POP_REPL_H
#include "vm.h"

/* Make bye a macro for sysexit(); (from prims_init_all). */
void repl_init(VM *vm);

/* Install the SIGINT handler (Ctrl-C sets POLL_INTR in vm->poll, so
   keyboard_interrupt runs at the next safe point).  Call once, early. */
void repl_signals(VM *vm);

/* Compile the init file -- $HOME/.pop11/init.p if it exists, else ./init.p
   -- if there is one.  Returns 1 if it stopped at a mishap (reported). */
int repl_init_file(VM *vm);

/* Print the banner (interactive start, unless %nobanner). */
void repl_banner(void);

/* Compile stdin until end of input.  interactive: the readline REPL
   (Setpop, prompts, recovery after mishaps); otherwise silent, stopping
   at the first mishap.  Returns the exit status (0, or 1 after a mishap
   when piped). */
int repl_run(VM *vm, int interactive);

/* The prompt now in force: popprompt's string, or the string its
   procedure returns (": " when it is neither).  Copied into buf. */
const char *repl_prompt(VM *vm, char *buf, size_t n);
#endif
