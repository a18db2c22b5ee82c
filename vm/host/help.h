/*
** help.h -- the help system: HELP, REF and TEACH files.
**
** `help NAME`, `ref NAME` and `teach NAME` (syntax words that take the
** rest of the line, as Poplog's) look NAME up in a list of directories,
** print the file through $PAGER when stdout is a terminal, or else print
** it.  Rules: docs/rules.md section 3.
**
** Search order, for each candidate name (an all-uppercase NAME is tried
** in lower case first):
**   help:  LIBDIR/help, LIBDIR/teach, LIBDIR/ref, then $POP11HELPPATH
**   ref:   LIBDIR/ref, LIBDIR/help, LIBDIR/teach, then $POP11HELPPATH
**   teach: LIBDIR/teach, LIBDIR/help, LIBDIR/ref, then $POP11HELPPATH
** ($POP11HELPPATH: directories separated by ':'), and last the REF entry
** of a built-in identifier, generated from its one PRIM/UPDATER/PVAR line
** (vm/core/prim.h), so the docs compiled into the binary are the REF index.
** `ref builtins` is the whole generated REF file.  No NAME means the index
** KINDfiles (HELP HELPFILES).  Not found prints (on stderr)
**   ;;; HELP FOO not found - try HELP HELPFILES
*/
#ifndef POP_HELP_H
#define POP_HELP_H
#include "vm.h"

/* Declare the syntax words help, ref and teach, and remember the names of
   the built-in identifiers (call after every other initialiser). */
void help_init(VM *vm);

/* The text of document `name` of kind "help", "ref" or "teach" (name
   NULL or empty: the index), malloc'd, or NULL if there is none. */
char *help_text(VM *vm, const char *kind, const char *name);

/* Look a document up and show it: through the pager when stdout is a
   terminal, else printed.  Not found: the one-line message on stderr.
   Returns 0 if shown, 1 if not found.  (`pop11 help NAME` and the syntax
   words both use this.) */
int help_command(VM *vm, const char *kind, const char *name);
#endif
