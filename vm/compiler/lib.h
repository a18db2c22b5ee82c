/*
** lib.h -- library search lists and autoloading (docs/rules.md section 4).
**
** The search lists are ordinary Pop-11 variables: popautolist,
** popuseslist, popincludelist and popliblist.  An element of a list may
** be a directory string ('$VAR' and '~' are expanded when searched), an
** identifier or word (its value, searched in turn), a nested list, or a
** procedure taking the file name and returning a path or false.
*/
#ifndef POP_LIB_H
#define POP_LIB_H
#include "vm.h"

/* Look for the file NAME (already with its extension) along the search
   list `list`.  Returns 1 and the full path in path[size] when found.
   May run Pop-11 procedures held in the list. */
int lib_search(VM *vm, Val list, const char *name, char *path, size_t size);

/* Find NAME.p (or NAME+ext) for `uses` (listname "popuseslist"),
   includes ("popincludelist") or autoloading ("popautolist"). */
int lib_find(VM *vm, const char *listname, const char *name, const char *ext,
             char *path, size_t size);

/* Autoload an undeclared word: if pop_autoload is true, compile WORD.p
   from popautolist (silently, or with ";;; AUTOLOADING word" when
   prautoloadwarn is a procedure).  Returns 1 if a file was compiled. */
int lib_autoload(VM *vm, Val word);
/* As lib_autoload, but only when word's library file defines a macro,
   a syntax word or an operator (its text has the word "macro" or
   "syntax", or "define" with a precedence): the compiler calls it on
   reading an undeclared word, so that an autoloadable macro is expanded
   and an operator parsed as one at its first use.  Returns 1 if it
   loaded the file. */
int lib_autoload_macro(VM *vm, Val word);

/* Expand $VAR, ${VAR} and a leading ~ in a file name (sysfileok).  The
   result is written to out[size]. */
void lib_expand_path(const char *in, char *out, size_t size);

/* Set up the search lists from vm->libdir and $POP11LIBPATH. */
void lib_init(VM *vm);
#endif
