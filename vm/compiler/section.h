/*
** section.h -- sections: Poplog's identifier namespaces.
**
** A word's `ident` field (value.h) is always the identifier the word
** denotes in the CURRENT section, so the compiler and the run-time lookups
** (valof, identof, isdefined ...) need to know nothing about sections.
** Switching sections (rare: `section ... endsection`, the end of a file
** compiled inside one, setpop) rebinds the words in one pass over the
** dictionary:
**   - leaving the top section saves its bindings (the top snapshot);
**   - leaving any other section first records the identifiers declared in
**     it (Ident.sect names the section that declared an identifier) in its
**     table of own bindings;
**   - entering section S binds every word to the global identifiers of S's
**     ancestors (declared `global`, under compile_mode +global/+strict, or
**     system identifiers), then to S's own bindings (including imports and
**     exports).
** Pathnames `$-a$-b$-x` (from the top) and `a$-x` (from the current
** section) are read by section_read_path into a *path word*: an uninterned
** word spelt as the path whose ident is the identifier x of that section;
** declaring a path word declares x in that section.
*/
#ifndef POP_SECTION_H
#define POP_SECTION_H
#include "vm.h"

/* Create the top section, pop_section, current_section and the section
   syntax; mark every identifier existing now as global (system
   identifiers).  Called once, after every other initialiser. */
void section_init(VM *vm);
/* Mark the sections and the saved top-level bindings (gc_mark_roots). */
void section_mark_roots(VM *vm);
/* The current section (a T_SECTION value). */
Val  section_current(VM *vm);
/* Make `sect` the current section, rebinding every word. */
void section_switch(VM *vm, Val sect);
/* 1 if `w` is a path word made by section_read_path. */
int  section_is_path_word(Val w);
/* Declare the identifier a path word names in its section (word_declare
   for path words); returns the identifier. */
Val  section_declare_path(VM *vm, Val pathword, int kind, int flags);
/* Called by the compiler with an item just read: if it starts a pathname
   (`$-` or a word directly followed by `$-`), read the rest and return the
   path word; otherwise return the item unchanged. */
Val  section_read_path(VM *vm, Val item);
/* The depth of the endsection stack, and restoring it with the current
   section (compile_source keeps a stream's sections to itself). */
int  section_mark(VM *vm);
void section_restore(VM *vm, int mark, uint32_t cur);
/* A word identifier ("ident NAME"): an uninterned word spelt as word that
   denotes the identifier id wherever it is used (a path word as it is). */
Val  section_word_identifier(VM *vm, Val word, Val id);
/* Print `<section $-a$-b>` (print.c). */
void section_print(VM *vm, Val sect);
#endif
