/*
** itemise.h -- the itemiser: characters in, Pop-11 items out.
**
** Items are words (interned), strings, numbers (fixnum, bigint, ratio,
** ddecimal/decimal), and TERMIN_V at end of input.  Character constants
** (`a`) come out as integers.  Comments (;;; and nestable slash-star) are
** skipped.  Rules: docs/rules.md section 6 (character classes,
** numbers, escapes).
**
** A source is a file, a string, or an interactive line reader (readline).
** The itemiser keeps the current line number for mishap reports.  The
** compiler reads items only through itm_read / itm_unread so that macros
** can push items back in front of the input (Poplog's proglist).
*/
#ifndef POP_ITEMISE_H
#define POP_ITEMISE_H
#include <stdio.h>
#include "vm.h"

typedef struct Itemiser {
    struct Itemiser *prev;      /* enclosing source (for nested loads)    */
    /* character source */
    FILE *fp;                   /* file source, or NULL                   */
    const char *str;            /* string source, or NULL                 */
    size_t str_len, str_pos;
    char *(*readline_fn)(VM *vm, const char *prompt);   /* interactive    */
    Val charrep;                /* character repeater procedure, or false */
    char *linebuf; size_t line_len, line_pos;           /* for readline   */
    int eof;
    int peekbuf[8], npeek;      /* characters given back, last on top     */
    int line;                   /* current line number (1-based)          */
    int src_line;               /* lines of this source read so far (1-based;
                                   `line` also counts discin's, as Poplog's
                                   poplinenum does: device.c)              */
    int item_line;              /* src_line at the last item's first character */
    const char *filename;       /* for FILE: lines; NULL for stdin/string
                                   (malloc'd, freed by itm_close)           */
    Val file;                   /* filename as a word (a dictionary word:
                                   never collected), for the procedures
                                   compiled from it (compile.c); 0 if none */
    Val pushback;               /* list of items pushed back (rooted)     */
    int discard_line;           /* interactive: drop rest of line         */
    int list_only;              /* proglist holds the whole stream: when
                                   pushback is exhausted, the source is too */
    struct Buf *buf;            /* the text of the item being read        */
} Itemiser;

/* Open sources.  The name is used in mishap FILE lines (may be NULL;
   the Itemiser keeps a copy of it, which itm_close frees). */
Itemiser *itm_open_file(VM *vm, FILE *fp, const char *filename);
Itemiser *itm_open_string(VM *vm, const char *s, size_t len);
Itemiser *itm_open_interactive(VM *vm, char *(*rl)(VM *, const char *));
/* A character repeater: a procedure returning a character code per call,
   then termin (stringin, discin).  The caller keeps proc reachable; the GC
   marks it while the source is in the vm->itm chain. */
Itemiser *itm_open_charrep(VM *vm, Val proc);
void      itm_close(VM *vm, Itemiser *it);
/* Free the item text buffer of it (itm_close does; an Itemiser that lives
   on the C stack for one read calls it itself). */
void      itm_free_text(Itemiser *it);

/* Make `it` the current source (vm->itm), remembering the previous one. */
void itm_push_source(VM *vm, Itemiser *it);
void itm_pop_source(VM *vm);

/* Next item of the current source (pushed-back items first). */
Val  itm_read(VM *vm);
/* Next item of source it, which need not be the current one (pushed-back
   items first); incharitem's item repeaters read through it. */
Val  itm_read_from(VM *vm, Itemiser *it);
/* Next item of the current source itself, ignoring pushed-back items (the
   generator behind the dynamic list that `proglist` returns). */
Val  itm_read_source(VM *vm);
/* The next item of the source of it (which need not be the current one),
   bypassing its pushed-back items; termin once it is no longer open. */
Val  itm_read_source_of(VM *vm, Itemiser *it);
/* 1 if the item just read from the source is directly followed by the
   character c (already read ahead, so asking costs nothing and reads
   nothing); 0 when items are pending in front of the source. */
int  itm_followed_by(VM *vm, int c);
/* 1 if the next pending item of a list being compiled (proglist made a
   list by a macro, dynamic or not) is the word w; reads one item of a
   dynamic list to know.  0 when no list items are pending. */
int  itm_list_next_is(VM *vm, const char *w);
/* Push an item back so that the next itm_read returns it. */
void itm_unread(VM *vm, Val item);
/* Peek: itm_read + itm_unread. */
Val  itm_peek(VM *vm);
/* Consume the character after the item just read if it is a space, tab or
   newline, as Poplog's itemiser does when it reads an item (readline
   relies on it: after `readline() =>` it reads the next line, not the
   empty rest of this one).  Nothing when items are pending. */
void itm_skip_space(VM *vm);
/* Read the rest of the current line as raw text (for `load`, #_IF ...). */
Val  itm_rest_of_line(VM *vm);
/* Interactive: discard what is left of the current input line. */
void itm_discard_line(VM *vm);

/* Character class of c (1 letter, 2 digit, 3 sign, 4 underscore,
   5 separator, 6 space, 7 string quote, 8 char quote, 9 semicolon). */
int  itm_char_class(int c);
/* Itemise a whole string into a list of items (used by tests and by
   Pop-11 procedures like stringin/incharitem). */
Val  itm_string_to_list(VM *vm, const char *s, size_t len);
/* Run body(vm, arg) with the string s as the current source (vm->itm);
   the source is popped and closed after, also when a mishap passes
   through (it goes on to the enclosing handler). */
void itm_with_string(VM *vm, const char *s, size_t len, void (*body)(VM *, void *), void *arg);
/* Before a mishap of the itemiser or of macro expansion: give the DOING
   line the procedures Poplog's shows there, a frame of nextitem and then,
   when inner is not NULL, inner running (`null nextitem` for an
   unterminated string or comment).  The mishap's unwinding drops them. */
void itm_doing_nextitem(VM *vm, const char *inner);
#endif
