/*
** lib.c -- library search lists, syslibcompile, loadlib and autoloading.
*/
#include <pwd.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <ctype.h>
#include <string.h>
#include <unistd.h>
#include "lib.h"
#include "compile.h"
#include "data.h"
#include "prim.h"
#include "print.h"

/* See lib.h. */
void lib_expand_path(const char *in, char *out, size_t size)
{
    size_t n = 0;
    if (size == 0) return;
    if (in[0] == '~' && (in[1] == '/' || in[1] == 0)) {
        const char *home = getenv("HOME");
        if (!home) { struct passwd *pw = getpwuid(getuid()); home = pw ? pw->pw_dir : ""; }
        n = (size_t)snprintf(out, size, "%s", home);
        if (n >= size) n = size - 1;
        in++;
    }
    while (*in && n + 1 < size) {
        if (*in == '$' && (in[1] == '{' || in[1] == '_' ||
                           (in[1] >= 'a' && in[1] <= 'z') || (in[1] >= 'A' && in[1] <= 'Z'))) {
            char var[256]; size_t k = 0;
            int brace = in[1] == '{';
            in += brace ? 2 : 1;
            while (*in && k + 1 < sizeof var &&
                   (*in == '_' || (*in >= 'a' && *in <= 'z') || (*in >= 'A' && *in <= 'Z') ||
                    (*in >= '0' && *in <= '9')))
                var[k++] = *in++;
            var[k] = 0;
            if (brace && *in == '}') in++;
            const char *v = getenv(var);
            if (v) while (*v && n + 1 < size) out[n++] = *v++;
            continue;
        }
        out[n++] = *in++;
    }
    out[n] = 0;
}

static int readable_file(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    fclose(f);
    return 1;
}

/* Search one element of a search list; depth bounds cyclic lists. */
static int search_elem(VM *vm, Val e, const char *name, char *path, size_t size, int depth)
{
    if (depth > 16) return 0;
    if (IS_STRING(e)) {
        char dir[1024];
        lib_expand_path(STR_PTR(e)->chars, dir, sizeof dir);
        size_t n = strlen(dir);
        snprintf(path, size, "%s%s%s", dir, n && dir[n - 1] != '/' ? "/" : "", name);
        return readable_file(path);
    }
    if (IS_TYPE(e, T_IDENT)) return search_elem(vm, IDENT_PTR(e)->value, name, path, size, depth + 1);
    if (IS_WORD(e)) {
        Val id = WORD_PTR(e)->ident;
        return id ? search_elem(vm, IDENT_PTR(id)->value, name, path, size, depth + 1) : 0;
    }
    if (IS_PAIR(e)) {
        Val l = e;
        data_root(vm, &l);
        int found = 0;
        for (; IS_PAIR(l) && !found; l = BACK(l))
            found = search_elem(vm, FRONT(l), name, path, size, depth + 1);
        data_unroot(vm, 1);
        return found;
    }
    if (IS_PROC(e)) {
        Val *base = vm->sp;
        PUSH(mk_cstring(vm, name));
        vm_apply(vm, e);
        Val r = vm->sp > base ? POP() : FALSE_V;
        vm->sp = base;
        if (IS_STRING(r)) {
            lib_expand_path(STR_PTR(r)->chars, path, size);
            return readable_file(path);
        }
        return 0;
    }
    return 0;
}

/* See lib.h. */
int lib_search(VM *vm, Val list, const char *name, char *path, size_t size)
{
    return search_elem(vm, list, name, path, size, 0);
}

/* See lib.h. */
int lib_find(VM *vm, const char *listname, const char *name, const char *ext,
             char *path, size_t size)
{
    char file[512];
    snprintf(file, sizeof file, "%s%s", name, ext);
    return lib_search(vm, ident_value(vm, listname), file, path, size);
}

/* The directory part of a found path, as syslibcompile returns it. */
static Val dir_of(VM *vm, const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) + 1 : 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%.*s", (int)n, path);
    return mk_cstring(vm, buf);
}

/* Compile name.p from `list` (default popautolist); the directory or false. */
static Val libcompile(VM *vm, Val name, Val list)
{
    char path[1024];
    if (IS_WORD(name) || IS_STRING(name)) {
        const char *s = IS_WORD(name) ? WORD_PTR(name)->chars : STR_PTR(name)->chars;
        size_t n = strlen(s);
        char file[512];
        snprintf(file, sizeof file, "%s%s", s, n > 2 && strcmp(s + n - 2, ".p") == 0 ? "" : ".p");
        if (!lib_search(vm, list, file, path, sizeof path)) return FALSE_V;
    } else vm_mishap(vm, "WORD OR STRING NEEDED", 1, name);
    Val dir = dir_of(vm, path);
    data_root(vm, &dir);
    compile_file(vm, path, 0);
    data_unroot(vm, 1);
    return dir;
}

/* The words being autoloaded (a file that mentions its own word before
   defining it must not load itself again).  Words are interned, so they
   need no rooting here. */
static Val loading[32];
static int nloading;

/* See lib.h. */
int lib_autoload(VM *vm, Val word)
{
    if (!IS_TRUE(ident_value(vm, "pop_autoload"))) return 0;
    for (int i = 0; i < nloading; i++) if (loading[i] == word) return 0;
    if (nloading >= (int)(sizeof loading / sizeof *loading)) return 0;
    char path[1024], file[512];
    snprintf(file, sizeof file, "%s.p", WORD_PTR(word)->chars);
    if (!lib_search(vm, ident_value(vm, "popautolist"), file, path, sizeof path)) return 0;
    Val warn = ident_value(vm, "prautoloadwarn");
    if (IS_PROC(warn)) { PUSH(word); vm_apply(vm, warn); }
    int depth = nloading;
    loading[nloading++] = word;
    Catch c;
    vm_catch_push(vm, &c);
    volatile int failed = 0;
    if (setjmp(c.jb) == 0) compile_file(vm, path, 0);
    else failed = 1;
    vm->catch = c.prev;
    nloading = depth;
    if (failed) vm_throw(vm);        /* on to the enclosing handler */
    return 1;
}

/* Whether text has `w` as a whole word. */
static int has_word(const char *text, const char *w)
{
    size_t wl = strlen(w);
    for (const char *p = text; (p = strstr(p, w)); p += wl) {
        int before = p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        int after = !(isalnum((unsigned char)p[wl]) || p[wl] == '_');
        if (before && after) return 1;
    }
    return 0;
}

/* Whether text defines an operator: "define", maybe followed by global,
   constant or vars, then a precedence (a number). */
static int defines_operator(const char *text)
{
    for (const char *p = text; (p = strstr(p, "define ")); ) {
        p += 7;
        const char *q = p;
        for (;;) {
            while (*q == ' ' || *q == '\t') q++;
            if (strncmp(q, "global ", 7) == 0) q += 7;
            else if (strncmp(q, "constant ", 9) == 0) q += 9;
            else if (strncmp(q, "vars ", 5) == 0) q += 5;
            else break;
        }
        if (isdigit((unsigned char)*q) || (*q == '-' && isdigit((unsigned char)q[1]))) return 1;
    }
    return 0;
}

/* Whether the library file (its first 16K) defines a macro, a syntax word
   or an operator. */
static int defines_syntax(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char buf[16384];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return has_word(buf, "macro") || has_word(buf, "syntax") || defines_operator(buf);
}

/* See lib.h. */
int lib_autoload_macro(VM *vm, Val word)
{
    if (!IS_TRUE(ident_value(vm, "pop_autoload"))) return 0;
    char path[1024], file[512];
    snprintf(file, sizeof file, "%s.p", WORD_PTR(word)->chars);
    int saved = errno;             /* reading a program leaves errno alone */
    int found = lib_search(vm, ident_value(vm, "popautolist"), file, path, sizeof path)
                && defines_syntax(path);
    errno = saved;
    return found ? lib_autoload(vm, word) : 0;
}

PRIM(p_syslibcompile, "syslibcompile", -1, 1, "syslibcompile(name [, searchlist]) -> dir or false: compile name.p from the first directory of the list (default popautolist) that has it")
{
    Val list = ident_value(vm, "popautolist");
    if (vm->sp - vm->stack >= 2 && !IS_WORD(vm->sp[-1]) && !IS_STRING(vm->sp[-1])) list = POP();
    if (vm->sp <= vm->stack) vm_mishap(vm, "ste: STACK EMPTY (missing argument? missing result?)", 0);
    Val name = POP();
    data_root(vm, &list);
    Val r = libcompile(vm, name, list);
    data_unroot(vm, 1);
    PUSH(r);
}

PRIM(p_sys_autoload, "sys_autoload", 1, 1, "sys_autoload(word) -> dir or false: autoload word.p along popautolist")
{
    Val w = POP();
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    Val warn = ident_value(vm, "prautoloadwarn");
    Val list = ident_value(vm, "popautolist");
    char path[1024], file[512];
    snprintf(file, sizeof file, "%s.p", WORD_PTR(w)->chars);
    if (!lib_search(vm, list, file, path, sizeof path)) { PUSH(FALSE_V); return; }
    if (IS_PROC(warn)) { PUSH(w); vm_apply(vm, warn); }
    Val dir = dir_of(vm, path);
    data_root(vm, &dir);
    compile_file(vm, path, 0);
    data_unroot(vm, 1);
    PUSH(dir);
}

PRIM(p_sysprautoloadwarn, "sysprautoloadwarn", 1, 0, "sysprautoloadwarn(word): print ;;; AUTOLOADING word (assign it to prautoloadwarn to see autoloading)")
{
    Val w = POP();
    out_cstr(vm, ";;; AUTOLOADING ");
    if (IS_WORD(w)) out_cstr(vm, WORD_PTR(w)->chars);
    out_char(vm, '\n');
}

PRIM(p_loadlib, "loadlib", -1, 0, "loadlib(name [, searchlist]): compile name.p from popuseslist (or the list), mishap if not found")
{
    Val list = ident_value(vm, "popuseslist");
    if (vm->sp - vm->stack >= 2 && IS_PAIR(vm->sp[-1])) list = POP();
    if (vm->sp <= vm->stack) vm_mishap(vm, "ste: STACK EMPTY (missing argument? missing result?)", 0);
    Val name = POP();
    data_root(vm, &list);
    data_root(vm, &name);
    if (libcompile(vm, name, list) == FALSE_V)
        vm_mishap(vm, "LIBRARY FILE NOT FOUND", 1, name);
    data_unroot(vm, 2);
}

PRIM(p_extend_searchlist, "extend_searchlist", -1, 1, "extend_searchlist(dir, list [, at_end]) -> list: add dir to a search list unless it is there (at the front, or the end if at_end)")
{
    Val atend = FALSE_V;
    if (vm->sp - vm->stack >= 3 && (vm->sp[-1] == TRUE_V || vm->sp[-1] == FALSE_V)) atend = POP();
    Val list = POP(), dir = POP();
    if (IS_STRING(dir) && (STR_PTR(dir)->len == 0 || STR_PTR(dir)->chars[STR_PTR(dir)->len - 1] != '/')) {
        data_root(vm, &list);                 /* a directory ends in / (dir_><) */
        String *d = STR_PTR(dir);
        Val nd = mk_string(vm, d->chars, d->len + 1);
        STR_PTR(nd)->chars[d->len] = '/';
        dir = nd;
        data_unroot(vm, 1);
    }
    for (Val l = list; IS_PAIR(l); l = BACK(l)) {
        Val e = FRONT(l);
        if (e == dir || (IS_STRING(e) && IS_STRING(dir) && strcmp(STR_PTR(e)->chars, STR_PTR(dir)->chars) == 0)) {
            PUSH(list);
            return;
        }
    }
    size_t n = 0;
    if (!IS_TRUE(atend)) PUSH(dir);
    for (Val l = list; IS_PAIR(l); l = BACK(l)) { PUSH(FRONT(l)); n++; }
    if (IS_TRUE(atend)) PUSH(dir);
    PUSH(data_list_from_stack(vm, n + 1));
}

/* Build a list of directory strings: the POP11LIBPATH entries (if
   with_env), then libdir/sub for each sub. */
static Val dir_list(VM *vm, int with_env, const char *const *subs)
{
    size_t n = 0;
    const char *extra = getenv("POP11LIBPATH");
    if (with_env && extra && *extra) {
        char buf[4096];
        snprintf(buf, sizeof buf, "%s", extra);
        for (char *d = strtok(buf, ":"); d; d = strtok(NULL, ":")) { PUSH(mk_cstring(vm, d)); n++; }
    }
    for (int i = 0; subs[i] && vm->libdir; i++) {
        char d[1024];
        snprintf(d, sizeof d, "%s/%s/", vm->libdir, subs[i]);
        PUSH(mk_cstring(vm, d));
        n++;
    }
    return data_list_from_stack(vm, n);
}

PVAR("popautolist", "popautolist -> list: directories searched to autoload undeclared words")
PVAR("popuseslist", "popuseslist -> list: directories searched by uses and lib (includes popautolist)")
PVAR("popincludelist", "popincludelist -> list: directories searched by include")
PVAR("popliblist", "popliblist -> list: the autoloadable library directories (as popautolist)")
PVAR("pop_autoload", "pop_autoload -> bool: autoload undeclared words from popautolist (default true)")
PVAR("prautoloadwarn", "prautoloadwarn -> procedure: called with each autoloaded word (default erase)")

/* See lib.h. */
void lib_init(VM *vm)
{
    static const char *const auto_dirs[] = { "lib/auto", NULL };
    static const char *const uses_dirs[] = { "lib", "lib/lib", "profile", NULL };
    static const char *const incl_dirs[] = { "lib/include", NULL };
    Val autol = dir_list(vm, 1, auto_dirs);
    Val aid = vm_defvar(vm, "popautolist", autol);
    vm_defvar(vm, "popliblist", autol);
    /* popuseslist = [^(ident popautolist) libdir/lib/ libdir/lib/lib/
       libdir/profile/] */
    Val usesl = dir_list(vm, 0, uses_dirs);
    size_t n = 1;
    PUSH(aid);
    for (; IS_PAIR(usesl); usesl = BACK(usesl)) { PUSH(FRONT(usesl)); n++; }
    vm_defvar(vm, "popuseslist", data_list_from_stack(vm, n));
    vm_defvar(vm, "popincludelist", dir_list(vm, 1, incl_dirs));
    vm_defvar(vm, "pop_autoload", TRUE_V);
    Val er = word_ident(vm, word_cstr(vm, "erase"));
    vm_defvar(vm, "prautoloadwarn", er ? IDENT_PTR(er)->value : FALSE_V);
}
