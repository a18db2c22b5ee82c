/*
** help.c -- HELP, REF and TEACH lookup and display (see help.h).
**
** The REF entries of built-in identifiers are made here from the
** PRIM/UPDATER/PVAR lines collected in prims.inc: the header is the part
** of the doc string before its first ": ", the body the rest, and the kind
** ([procedure], [variable], [syntax] ...) comes from the identifier.
**
** Flow: the syntax words help, ref and teach (doc_syntax) and `pop11
** help NAME` (main.c) call help_command, which asks help_text for the
** text and shows it.  help_text tries the name in lower case first when
** it is all capitals (Poplog's files are named in lower case, while its
** documents write HELP FOO), then as given; lookup tries, in order, a
** file on the search path, the generated REF BUILTINS, a built-in's
** entry, and last the opening ;;; comment of a library file in
** lib/auto, so every autoloadable procedure has at least that entry.
**
** Everything is built as C text in a malloc'd Text buffer, never as
** Pop-11 strings, and runs no Pop-11 code: the only heap objects a lookup
** makes are the words it looks identifiers up by (word_cstr), so it
** works the same from the command line before any program runs.
** sys_ref_missing, for the tests, is the one part that returns a list.
**
** The layout of a generated entry imitates Poplog's REF files: the call
** form on the left, the kind right-aligned to column 72, the text filled
** to 72 columns and indented 8.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <unistd.h>
#include <limits.h>
#include <signal.h>
#include <sys/stat.h>
#include "help.h"
#include "prim.h"
#include "compile_int.h"
#include "itemise.h"
#include "print.h"

PVAR("help", "help NAME: show HELP file NAME (the rest of the line); help alone: HELP HELPFILES, the index")
PVAR("ref", "ref NAME: show REF file NAME or the REF entry of the built-in identifier NAME; ref builtins: every built-in")
PVAR("teach", "teach NAME: show TEACH file NAME (the rest of the line)")

/* The REF lines of built-in identifiers that are made by init code rather
   than by a PRIM line of their own (vm.c, print.c, num.c, prims_str.c).
   tests/help/ref_complete.p fails when a built-in has no entry: add a
   PVAR line (here or next to its definition) for each new one. */
PVAR("true", "true -> bool: the boolean true (prints as <true>)")
PVAR("false", "false -> bool: the boolean false (prints as <false>); the only false value in conditions")
PVAR("nil", "nil -> list: the empty list [] (a constant)")
PVAR("termin", "termin -> item: the end-of-input marker returned by item and character repeaters")
PVAR("newline", "newline -> word: the word made of one newline character")
PVAR("space", "space -> word: the word made of one space character")
PVAR("undef", "undef -> word: the word undef")
PVAR("pop_undef", "pop_undef -> undef: the undef record that prints as <undef> (not any identifier's)")
PVAR("pop_internal_version", "pop_internal_version -> int: the Poplog version this pop11 follows, as an integer (160001)")
PVAR("pop_mishap_doing_lim", "pop_mishap_doing_lim -> int_or_false: the most procedures listed on the DOING line of a mishap (false: no limit)")
PVAR("pr", "pr(item): print an item (a procedure variable, syspr by default); => and npr use it")
PVAR("cucharout", "cucharout(char): the procedure every printed character goes to (by default to standard output)")
PVAR("cucharerr", "cucharerr(char): the procedure the characters of mishap and warning messages go to (by default to standard error)")
PVAR("pop_pr_places", "pop_pr_places -> int: the number of decimal places printed for floats (default 6); bits 16 and up can hold a padding character")
PVAR("pop_pr_quotes", "pop_pr_quotes -> bool: if true, strings are printed with their quotes")
PVAR("pop_pr_radix", "pop_pr_radix -> int: the base in which integers are printed (default 10)")
PVAR("pop_pr_exponent", "pop_pr_exponent -> bool: if true, floats are printed with an exponent (3.45e+2)")
PVAR("poplinewidth", "poplinewidth -> int_or_false: at this column a space in the output becomes a newline and a tab (default 70; false: no soft wrap)")
PVAR("poplinemax", "poplinemax -> int: at this column the output is broken even inside a word (default 78)")
PVAR("pop_=>_flag", "pop_=>_flag -> string: what => and ==> print before the items (default '** ')")
PVAR("integer_key", "integer_key -> key: the key of simple integers")
PVAR("biginteger_key", "biginteger_key -> key: the key of big integers")
PVAR("ratio_key", "ratio_key -> key: the key of ratios")
PVAR("decimal_key", "decimal_key -> key: the key of decimals (single floats)")
PVAR("ddecimal_key", "ddecimal_key -> key: the key of ddecimals (double floats)")
PVAR("boolean_key", "boolean_key -> key: the key of true and false")
PVAR("nil_key", "nil_key -> key: the key of []")
PVAR("termin_key", "termin_key -> key: the key of termin")
PVAR("pair_key", "pair_key -> key: the key of pairs (list links)")
PVAR("word_key", "word_key -> key: the key of words")
PVAR("string_key", "string_key -> key: the key of strings")
PVAR("vector_key", "vector_key -> key: the key of full vectors")
PVAR("procedure_key", "procedure_key -> key: the key of procedures")
PVAR("ident_key", "ident_key -> key: the key of identifiers")
PVAR("ref_key", "ref_key -> key: the key of references (consref)")
PVAR("undef_key", "undef_key -> key: the key of undef records, the values of undefined identifiers")
PVAR("key_key", "key_key -> key: the key of keys")
PVAR("external_ptr_key", "external_ptr_key -> key: the key of external pointers")
PVAR("device_key", "device_key -> key: the key of devices (device.c)")
PVAR("complex_key", "complex_key -> key: the key of complex numbers (REF NUMBERS)")

/* ---- the docs compiled into the binary ------------------------------------ */

enum { D_PRIM, D_UPDATER, D_VAR };
typedef struct DocEntry { const char *name; const char *doc; int kind; } DocEntry;

static const DocEntry docs[] = {
#define PRIM_ENTRY(c, n, a, r, d)  { n, d, D_PRIM },
#define UPDATER_ENTRY(c, n, a, d)  { n, d, D_UPDATER },
#define PVAR_ENTRY(n, d)           { n, d, D_VAR },
#include "prims.inc"
    { NULL, NULL, 0 }
};

/* Names of the identifiers that exist when the VM starts (help_init). */
static char **builtin_names;
static size_t nbuiltin;

/* ---- a growable text buffer ---------------------------------------------------- */

/* s is NUL-terminated after every append (so t.s can be handed out as a
   C string at any point) and is NULL until the first append; an empty
   Text {0} is ready to use.  The doubling keeps appends amortised O(1). */
typedef struct Text { char *s; size_t n, cap; } Text;

static void t_add(Text *t, const char *s, size_t n)
{
    if (t->n + n + 1 > t->cap) {
        t->cap = (t->n + n + 1) * 2 + 256;
        t->s = realloc(t->s, t->cap);
    }
    memcpy(t->s + t->n, s, n);
    t->n += n;
    t->s[t->n] = 0;
}
static void t_str(Text *t, const char *s) { t_add(t, s, strlen(s)); }
static void t_spaces(Text *t, int n) { while (n-- > 0) t_add(t, " ", 1); }

/* ---- generated REF entries --------------------------------------------------------- */

/* Where the header of a doc string ends: its first ": " (not the second
   character of "::"). */
static const char *header_end(const char *doc)
{
    for (const char *p = doc; (p = strstr(p, ": ")) != NULL; p++)
        if (p > doc && p[-1] != ':') return p;
    return NULL;
}

/* The bracketed kind of a REF entry header, from what the identifier is
   now: syntax and macro first (a syntax word made by a PRIM is still
   [syntax]), then an operator with its precedence (stored times ten, so
   4.5 prints as 4.5), then what the doc line declares it to be. */
static void kind_of(VM *vm, const char *name, int dkind, char *buf, size_t n)
{
    Val id = word_ident(vm, word_cstr(vm, name));
    int flags = id ? IDENT_PTR(id)->h.flags : 0;
    if (flags & IDF_SYNTAX) snprintf(buf, n, "[syntax]");
    else if (flags & IDF_MACRO) snprintf(buf, n, "[macro]");
    else if ((flags & IDF_OP) && id) {
        int p = abs(IDENT_PTR(id)->prec);
        if (p % 10) snprintf(buf, n, "[operator %d.%d]", p / 10, p % 10);
        else snprintf(buf, n, "[operator %d]", p / 10);
    } else if (dkind == D_PRIM) snprintf(buf, n, "[procedure]");
    else if (flags & IDF_ACTIVE) snprintf(buf, n, "[active variable]");
    else if (id && IDENT_PTR(id)->h.aux == ID_CONSTANT) snprintf(buf, n, "[constant]");
    else if (flags & IDF_PROCEDURE) snprintf(buf, n, "[procedure variable]");
    else snprintf(buf, n, "[variable]");
}

/* A header line, with the kind (if any) right-aligned to column 72. */
static void header_line(Text *t, const char *h, size_t hn, const char *kind)
{
    t_add(t, h, hn);
    if (kind) {
        int pad = 72 - (int)hn - (int)strlen(kind);
        if (pad < 2) {             /* no room: the kind on a line of its own */
            t_str(t, "\n");
            pad = 72 - (int)strlen(kind);
        }
        t_spaces(t, pad);
        t_str(t, kind);
    }
    t_str(t, "\n");
}

/* A paragraph indented 8 spaces, filled to 72 columns, as a sentence. */
static void body_para(Text *t, const char *s)
{
    while (*s == ' ') s++;
    if (!*s) return;
    size_t len = strlen(s);
    char *copy = malloc(len + 2);
    memcpy(copy, s, len + 1);
    copy[0] = (char)toupper((unsigned char)copy[0]);
    if (copy[len - 1] != '.') { copy[len++] = '.'; copy[len] = 0; }   /* a sentence */
    int col = 0;
    const char *p = copy;
    while (*p) {
        while (*p == ' ') p++;
        const char *e = p;
        while (*e && *e != ' ') e++;
        int wl = (int)(e - p);
        if (wl == 0) break;
        if (col == 0) { t_spaces(t, 8); col = 8; }
        else if (col + 1 + wl > 72) { t_str(t, "\n"); t_spaces(t, 8); col = 8; }
        else { t_str(t, " "); col++; }
        t_add(t, p, (size_t)wl);
        col += wl;
        p = e;
    }
    t_str(t, "\n");
    free(copy);
}

/* Append the REF entry of built-in `name`; 0 if it has none.  A name with
   both a PRIM and an UPDATER line gets both header lines, then the
   procedure's text, then the updater's as a second paragraph.  The first
   line of each kind wins (docs[] may hold a name twice when two files
   document it). */
static int builtin_entry(VM *vm, Text *t, const char *name)
{
    const DocEntry *main = NULL, *upd = NULL;
    for (const DocEntry *d = docs; d->name; d++) {
        if (strcmp(d->name, name) != 0) continue;
        if (d->kind == D_UPDATER) { if (!upd) upd = d; }
        else if (!main) main = d;
    }
    if (!main && !upd) return 0;
    const DocEntry *first = main ? main : upd;
    char kind[48];
    kind_of(vm, name, first->kind, kind, sizeof kind);
    const char *he = header_end(first->doc);
    header_line(t, first->doc, he ? (size_t)(he - first->doc) : strlen(first->doc), kind);
    const char *uhe = NULL;
    if (main && upd) {
        uhe = header_end(upd->doc);
        header_line(t, upd->doc, uhe ? (size_t)(uhe - upd->doc) : strlen(upd->doc), NULL);
    }
    if (he) body_para(t, he + 2);
    if (uhe) {
        t_str(t, "\n");
        Text u = {0};
        t_str(&u, "the updater: ");
        t_str(&u, uhe + 2);
        body_para(t, u.s);
        free(u.s);
    }
    t_str(t, "\n\n");
    return 1;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* REF BUILTINS: every built-in identifier's entry, sorted by name (a name
   with several doc lines appears once: builtin_entry gathers them). */
static char *builtins_file(VM *vm)
{
    size_t n = 0;
    for (const DocEntry *d = docs; d->name; d++) n++;
    const char **names = malloc((n + 1) * sizeof *names);
    size_t k = 0;
    for (const DocEntry *d = docs; d->name; d++) names[k++] = d->name;
    qsort(names, k, sizeof *names, cmp_names);
    Text t = {0};
    header_line(&t, "REF BUILTINS", 12, "pop11, generated");
    t_str(&t, "\n"
        "This file is made by pop11 itself from the declaration of each of its\n"
        "built-in procedures and variables, so it always matches the program.\n"
        "One entry is shown with  ref NAME  (or  help NAME  when there is no\n"
        "help file of that name).  The index of the other REF files is\n"
        "REF * REFFILES; HELP * HELPFILES lists the help files.\n"
        "\n"
        "-----------------------------------------------------------------------\n"
        "1  The built-in identifiers, in alphabetical order\n"
        "-----------------------------------------------------------------------\n\n");
    for (size_t i = 0; i < k; i++) {
        if (i > 0 && strcmp(names[i], names[i - 1]) == 0) continue;
        builtin_entry(vm, &t, names[i]);
    }
    t_str(&t, "--- pop11: ref builtins (generated)\n");
    free(names);
    return t.s;
}

/* ---- files --------------------------------------------------------------------------- */

/* The contents of a file, malloc'd and NUL-terminated ("" for an empty
   file, so that NULL always means it could not be opened). */
static char *read_whole(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    Text t = {0};
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) t_add(&t, buf, n);
    fclose(f);
    if (!t.s) t_add(&t, "", 0);
    return t.s;
}

/* A readable regular file (a directory of the same name is passed over,
   and the search goes on). */
static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

/* The directory types searched for each kind, in order. */
static const char *const *type_list(const char *kind)
{
    static const char *const help[] = { "help", "teach", "ref", NULL };
    static const char *const ref[] = { "ref", "help", "teach", NULL };
    static const char *const teach[] = { "teach", "help", "ref", NULL };
    return strcmp(kind, "ref") == 0 ? ref : strcmp(kind, "teach") == 0 ? teach : help;
}

/* Find file `name` on the search list of `kind`; the path into out.  Each
   POP11HELPPATH directory is searched as it is (no help/ref/teach
   subdirectories); empty entries of the list are skipped. */
static int find_file(VM *vm, const char *kind, const char *name, char *out, size_t n)
{
    for (const char *const *ty = type_list(kind); *ty; ty++) {
        snprintf(out, n, "%s/%s/%s", vm->libdir ? vm->libdir : ".", *ty, name);
        if (is_file(out)) return 1;
    }
    const char *hp = getenv("POP11HELPPATH");
    while (hp && *hp) {
        const char *colon = strchr(hp, ':');
        size_t dl = colon ? (size_t)(colon - hp) : strlen(hp);
        if (dl > 0) {
            snprintf(out, n, "%.*s/%s", (int)dl, hp, name);
            if (is_file(out)) return 1;
        }
        hp = colon ? colon + 1 : NULL;
    }
    return 0;
}

/* The REF entry of library procedure `name`: the comment lines that start
   its file lib/auto/NAME.p (";;; call form: description ..."), or NULL. */
static char *lib_entry(VM *vm, const char *name)
{
    char path[PATH_MAX + 256];
    snprintf(path, sizeof path, "%s/lib/auto/%s.p", vm->libdir ? vm->libdir : ".", name);
    char *src = is_file(path) ? read_whole(path) : NULL;
    if (!src) return NULL;
    Text t = {0};
    char head[300];
    snprintf(head, sizeof head, "LIB %s (lib/auto/%s.p)\n\n", name, name);
    t_add(&t, head, strlen(head));
    const char *p = src;
    while (strncmp(p, ";;;", 3) == 0) {
        p += 3;
        if (*p == ' ') p++;
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) + 1 : strlen(p);
        t_add(&t, "    ", 4);
        t_add(&t, p, n);
        p += n;
    }
    int empty = p == src;
    free(src);
    if (empty) { free(t.s); return NULL; }
    return t.s;
}

/* Names that HELP shows a file of another name for (the file documents
   them together); REF still shows their own entries. */
static const char *help_alias(const char *kind, const char *name)
{
    static const char *const aliases[][2] = {
        { "popmemlim", "limits" }, { "pop_callstack_lim", "limits" },
    };
    if (strcmp(kind, "help") == 0)
        for (size_t i = 0; i < sizeof aliases / sizeof *aliases; i++)
            if (strcmp(name, aliases[i][0]) == 0) return aliases[i][1];
    return name;
}

/* One lookup of exactly this name (help_text handles the case); the
   text, malloc'd, or NULL. */
static char *lookup(VM *vm, const char *kind, const char *name)
{
    char path[PATH_MAX + 256];
    name = help_alias(kind, name);
    /* a file name, not a path (operator names like // are not files) */
    int file_ok = !strchr(name, '/') && name[0] != '.' && strlen(name) <= 200;
    if (file_ok && find_file(vm, kind, name, path, sizeof path)) return read_whole(path);
    if (strcmp(name, "builtins") == 0) return builtins_file(vm);
    Text t = {0};
    if (builtin_entry(vm, &t, name)) return t.s;
    free(t.s);
    return file_ok ? lib_entry(vm, name) : NULL;
}

/* See help.h. */
char *help_text(VM *vm, const char *kind, const char *name)
{
    char buf[256];
    if (!name || !*name) {
        snprintf(buf, sizeof buf, "%sfiles", kind);
        name = buf;
    }
    if (strlen(name) > 200) return NULL;
    int has_lower = 0, has_upper = 0;
    for (const char *p = name; *p; p++) {
        if (islower((unsigned char)*p)) has_lower = 1;
        if (isupper((unsigned char)*p)) has_upper = 1;
    }
    if (!has_lower && has_upper) {
        char low[256];
        size_t i = 0;
        for (; name[i] && i + 1 < sizeof low; i++) low[i] = (char)tolower((unsigned char)name[i]);
        low[i] = 0;
        char *t = lookup(vm, kind, low);
        if (t) return t;
    }
    return lookup(vm, kind, name);
}

/* ---- display ------------------------------------------------------------------------- */

/* Whether prog is an executable in some $PATH directory (so that a missing
   less falls back to printing, without a shell's "not found"). */
static int on_path(const char *prog)
{
    const char *path = getenv("PATH");
    char buf[PATH_MAX];
    while (path && *path) {
        const char *colon = strchr(path, ':');
        size_t dl = colon ? (size_t)(colon - path) : strlen(path);
        snprintf(buf, sizeof buf, "%.*s/%s", (int)dl, path, prog);
        if (access(buf, X_OK) == 0) return 1;
        path = colon ? colon + 1 : NULL;
    }
    return 0;
}

/* Show text: through $PAGER (or less) when stdout is a terminal, else
   printed.  pop11's own output is flushed first so the two cannot
   interleave.  SIGPIPE is ignored while the pager runs, so quitting it
   early makes fputs fail quietly instead of killing pop11; a Ctrl-C typed
   in the pager also reached pop11 (same process group), and is dropped.
   The output column is reset, since the text went around the printer. */
static void show(VM *vm, const char *text)
{
    out_flush(vm);
    fflush(stdout);
    const char *pager = NULL;
    if (isatty(1)) {
        pager = getenv("PAGER");
        if (!pager || !*pager) pager = on_path("less") ? "less -R" : NULL;
    }
    int shown = 0;
    if (pager) {
        void (*old)(int) = signal(SIGPIPE, SIG_IGN);
        FILE *p = popen(pager, "w");
        if (p) {
            fputs(text, p);
            shown = pclose(p) != -1;
        }
        signal(SIGPIPE, old);
        vm->poll &= ~POLL_INTR;        /* a Ctrl-C meant for the pager */
    }
    if (!shown) {
        fputs(text, stdout);
        fflush(stdout);
    }
    vm->out_col = 0;
}

/* See help.h. */
int help_command(VM *vm, const char *kind, const char *name)
{
    char *text = help_text(vm, kind, name);
    if (text) {
        show(vm, text);
        free(text);
        return 0;
    }
    char up[64], nm[256];
    size_t i;
    for (i = 0; kind[i] && i + 1 < sizeof up; i++) up[i] = (char)toupper((unsigned char)kind[i]);
    up[i] = 0;
    const char *n = name && *name ? name : "";
    for (i = 0; n[i] && i + 1 < sizeof nm; i++) nm[i] = (char)toupper((unsigned char)n[i]);
    nm[i] = 0;
    out_flush(vm);
    fflush(stdout);
    fprintf(stderr, ";;; %s %s not found - try %s %sFILES\n", up, nm, up, up);
    fflush(stderr);
    return 1;
}

/* ---- the syntax words ---------------------------------------------------------------- */

/* `help NAME` etc.: the name is the first word of the rest of the line
   (a second word, Poplog's /heading or @line, is ignored); the
   statement ends with the line. */
static void doc_syntax(VM *vm, const char *kind)
{
    /* a lexical variable of the same name hides the command: push it, by
       setting pop_expr_inst to sysPUSH and pop_expr_item to the word, so
       that the compiler plants the push as for any variable */
    Val word = word_cstr(vm, kind);
    VarRef r = resolve(vm, word, 0);
    if (r.kind == VR_LOCAL || r.kind == VR_UPVAL
        || (r.kind == VR_IDENT && r.ident != WORD_PTR(word)->ident)) {
        Val inst = word_ident(vm, word_cstr(vm, "pop_expr_inst"));
        Val push = word_ident(vm, word_cstr(vm, "sysPUSH"));
        Val item = word_ident(vm, word_cstr(vm, "pop_expr_item"));
        if (inst && push && item) {
            IDVAL(inst) = IDVAL(push);
            IDVAL(item) = word;
            return;
        }
    }
    Val rest = itm_rest_of_line(vm);
    const char *s = STR_PTR(rest)->chars;
    char name[256];
    size_t n = 0;
    while (*s == ' ' || *s == '\t') s++;
    while (*s && *s != ' ' && *s != '\t' && *s != ';' && n + 1 < sizeof name) name[n++] = *s++;
    name[n] = 0;
    help_command(vm, kind, name);
    /* the line is used up; a ; put back ends the statement */
    cmp_unread(vm, cmp_word(vm, ";"));
}

static void syn_help(VM *vm) { doc_syntax(vm, "help"); }
static void syn_ref(VM *vm) { doc_syntax(vm, "ref"); }
static void syn_teach(VM *vm) { doc_syntax(vm, "teach"); }

PRIM(p_sys_ref_missing, "sys_ref_missing", 0, 1, "sys_ref_missing() -> list: the names of the built-in identifiers (those that exist when pop11 starts) that have no REF entry (used by the tests)")
{
    Val *base = vm->sp;
    for (size_t i = 0; i < nbuiltin; i++) {
        char *t = help_text(vm, "ref", builtin_names[i]);
        if (t) { free(t); continue; }
        PUSH(word_cstr(vm, builtin_names[i]));
    }
    size_t k = (size_t)(vm->sp - base);
    Val l = mk_list(vm, k, base);
    vm->sp = base;
    PUSH(l);
}

/* Declare name as a syntax word run by fn. */
static void declare_syntax(VM *vm, const char *name, PrimFn fn)
{
    Val p = mk_prim(vm, name, fn, 0, 0);
    gc_push_root(vm, &p);
    Val id = word_declare(vm, word_cstr(vm, name), ID_VARS, IDF_SYNTAX);
    IDENT_PTR(id)->value = p;
    gc_pop_root(vm);
}

/* See help.h. */
void help_init(VM *vm)
{
    declare_syntax(vm, "help", syn_help);
    declare_syntax(vm, "ref", syn_ref);
    declare_syntax(vm, "teach", syn_teach);
    /* snapshot: every identifier declared by now is a built-in */
    size_t cap = 1024;
    builtin_names = malloc(cap * sizeof *builtin_names);
    nbuiltin = 0;
    for (uint32_t b = 0; b < vm->dict_size; b++)
        for (Word *w = vm->dict[b]; w; w = w->next) {
            if (!w->ident || IS_TYPE(IDENT_PTR(w->ident)->value, T_UNDEF)) continue;
            if (nbuiltin == cap) builtin_names = realloc(builtin_names, (cap *= 2) * sizeof *builtin_names);
            builtin_names[nbuiltin++] = strdup(w->chars);
        }
    qsort(builtin_names, nbuiltin, sizeof *builtin_names, cmp_names);
}
