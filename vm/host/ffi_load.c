/*
** ffi_load.c -- exload ... endexload and the external load history:
** external_do_load, external_unload, external_show, external_load_count,
** external_load_mark (REF EXTERNAL), on dlopen/dlsym.
**
** A load is recorded as a Pop vector {mark files handles names values}:
** the mark item, the file list as given, a vector of external pointers
** holding the dlopen handles, and the symbol names (strings) with the
** external pointers made for them.  The history is a list, newest first,
** kept in the FFI root (ffi.h).  Unloading a load unloads every later one
** too, closes their handles and sets their external pointers to null.
**
** Symbols are looked up as Poplog does: in the running image first
** (dlopen(NULL): pop11 itself and the libraries it uses, plus anything
** opened RTLD_GLOBAL), then in the files of this load, then of earlier
** loads.  A file that cannot be opened is only a warning.
**
** exload is compiled in two halves: the load itself happens when the
** exload form is compiled (exload_body calls external_do_load then), and
** the code planted assigns each external pointer (or, for NAME =
** TYPESPEC, the value read at its address) to its identifier when the
** compiled code runs.  So the names have their values as soon as the
** form has been compiled at top level, as in Poplog, and a procedure
** that contains an exload loads once, at compile time.
**
** GC: the history, the batch record and every handle and pointer vector
** are heap objects reached from vm->ffi->roots; while a load is being
** built its parts are held in data_slots, since external_do_load is
** called through vm_apply and the compiler's helpers can run Pop-11 code
** (macros, the file list's expression).  C arrays (the expanded file
** names, the Spec array) are freed on a mishap by the Catch in syn_exload
** or by the error paths themselves.
*/
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <dirent.h>
#include <dlfcn.h>
#include <unistd.h>
#include "popffi.h"
#include "compile_int.h"
#include "prim.h"
#include "print.h"
#include "data.h"

enum { L_MARK, L_FILES, L_HANDLES, L_NAMES, L_VALUES, L_N };


/* ---- messages ------------------------------------------------------------- */

/* ";;; KIND TEXT" on cucharerr (a one-line report, as Poplog's loader
   prints its warnings and symbol errors). */
static void report_line(VM *vm, const char *kind, const char *text)
{
    out_flush(vm);
    int saved = print_to_err_begin(vm);
    out_cstr(vm, ";;; ");
    out_cstr(vm, kind);
    out_cstr(vm, text);
    out_char(vm, '\n');
    print_to_err_end(vm, saved);
    out_flush(vm);
}

/* ---- opening files --------------------------------------------------------- */

/* RTLD_NOW: a library with unresolved symbols fails here, with dlerror's
   reason in the warning, not at the first call.  RTLD_GLOBAL: its symbols
   join the running image's, so that a later load's libraries can use
   them and dlsym on the image (find_symbol's first place) finds them. */
static void *open_so(const char *path) { return dlopen(path, RTLD_NOW | RTLD_GLOBAL); }

static int file_exists(const char *p) { return access(p, F_OK) == 0; }

/* libNAME.so.N in dir, the shortest such name (the major version). */
static void *open_versioned(const char *dir, const char *lib)
{
    DIR *d = opendir(dir);
    if (!d) return NULL;
    size_t ln = strlen(lib);
    char best[512] = "";
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *n = e->d_name;
        if (strncmp(n, lib, ln) != 0 || strncmp(n + ln, ".so.", 4) != 0) continue;
        if (!best[0] || strlen(n) < strlen(best)) snprintf(best, sizeof best, "%s", n);
    }
    closedir(d);
    if (!best[0]) return NULL;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, best);
    return open_so(path);
}

static const char *const std_dirs[] = {
    "/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64",
    "/lib", "/usr/lib", "/usr/local/lib", NULL
};

/* -lNAME: libNAME.so in the -L directories and the usual places, then the
   versioned libNAME.so.N (a Debian system without the -dev package has
   only those; libm.so may also be a linker script that dlopen rejects). */
static void *open_lib(const char *name, char **ldirs, int nldirs)
{
    char lib[300], path[1024];
    snprintf(lib, sizeof lib, "lib%s", name);
    void *h;
    for (int i = 0; i < nldirs; i++) {
        snprintf(path, sizeof path, "%s/%s.so", ldirs[i], lib);
        if (file_exists(path) && (h = open_so(path))) return h;
    }
    snprintf(path, sizeof path, "%s.so", lib);
    if ((h = open_so(path))) return h;
    for (int i = 0; i < nldirs; i++) if ((h = open_versioned(ldirs[i], lib))) return h;
    for (int n = 0; n < 10; n++) {
        snprintf(path, sizeof path, "%s.so.%d", lib, n);
        if ((h = open_so(path))) return h;
    }
    const char *lp = getenv("LD_LIBRARY_PATH");
    if (lp) {
        char *copy = strdup(lp), *save = NULL;
        for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save))
            if ((h = open_versioned(d, lib))) { free(copy); return h; }
        free(copy);
    }
    for (int i = 0; std_dirs[i]; i++) if ((h = open_versioned(std_dirs[i], lib))) return h;
    return NULL;
}

/* The file list as strings: words get ".so" unless they start with "-" or
   "="; "==VAR" is replaced by the words of the environment variable VAR.
   *out is a malloc'd array of malloc'd strings (the caller frees them);
   a list item that is no word or string is STRING OR WORD NEEDED, after
   freeing what was made so far.  The buffer limits each name to 1023
   characters. */
static int expand_files(VM *vm, Val files, char ***out)
{
    int n = 0, cap = 8;
    char **v = malloc(cap * sizeof *v);
    for (Val l = files; IS_PAIR(l); l = BACK(l)) {
        Val f = FRONT(l);
        char buf[1024];
        if (IS_WORD(f)) snprintf(buf, sizeof buf, "%s%s", WORD_PTR(f)->chars,
                                 WORD_PTR(f)->chars[0] == '-' || WORD_PTR(f)->chars[0] == '=' ? "" : ".so");
        else if (IS_STRING(f)) snprintf(buf, sizeof buf, "%s", STR_PTR(f)->chars);
        else {
            for (int i = 0; i < n; i++) free(v[i]);
            free(v);
            vm_mishap(vm, "STRING OR WORD NEEDED", 1, f);
        }
        if (strncmp(buf, "==", 2) == 0) {
            const char *e = getenv(buf + 2);
            char *copy = strdup(e ? e : ""), *save = NULL;
            for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
                if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
                v[n++] = strdup(w);
            }
            free(copy);
            continue;
        }
        if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
        v[n++] = strdup(buf);
    }
    *out = v;
    return n;
}

/* See popffi.h. */
void ffi_err_wrapped(VM *vm, const char *line)
{
    out_flush(vm);
    int col = 0;
    for (const char *c = line; *c; c++) {
        if ((col >= 70 && *c == ' ') || col >= 78) {
            fputs("\n\t", stderr);
            col = 8;
            if (*c == ' ') continue;
        }
        fputc(*c, stderr);
        col++;
    }
    vm->err_col = 0;
}

/* ";;; Warning - TEXT" as Poplog's loader prints it with printf. */
static void report_plain(VM *vm, const char *text)
{
    char line[1500];
    snprintf(line, sizeof line, ";;; Warning - %s", text);
    ffi_err_wrapped(vm, line);
    fputc('\n', stderr);
    fflush(stderr);
}

/* Open the files of a load; the handles as a vector of external pointers.
   As in Poplog, the file list is checked first (missing files and unknown
   options are reported), then the libraries are opened. */
static Val open_files(VM *vm, Val files)
{
    char **fv;
    int nf = expand_files(vm, files, &fv);
    /* Phase 1: sort the list into -L directories, -l libraries and files
       (indices into fv in todo, in their order), warning about what cannot
       be used.  Phase 2: open them, collecting the handles in a C array.
       Phase 3: wrap each handle in an external pointer, in a vector held
       in a slot. */
    char *ldirs[64];
    int nl = 0;
    int todo[256], ntodo = 0;
    char msg[1400];
    for (int i = 0; i < nf; i++) {
        char *f = fv[i];
        if (strncmp(f, "-L", 2) == 0 || strncmp(f, "-R", 2) == 0) {
            const char *d = f[2] ? f + 2 : (i + 1 < nf ? fv[++i] : NULL);
            if (!d) {
                snprintf(msg, sizeof msg, "no directory specified for link option %s", f);
                report_plain(vm, msg);
            } else if (nl < 64) ldirs[nl++] = (char *)d;
        } else if (strncmp(f, "-l", 2) == 0) {
            if (ntodo < 256) todo[ntodo++] = i;
        } else if (f[0] == '-') {
            snprintf(msg, sizeof msg, "ignoring link option %s", f);
            report_plain(vm, msg);
        } else if (!file_exists(f)) {
            snprintf(msg, sizeof msg, "can't open shared object %s (%s)", f, strerror(ENOENT));
            report_plain(vm, msg);
        } else if (ntodo < 256) todo[ntodo++] = i;
    }
    void *handles[256];
    int nh = 0;
    for (int k = 0; k < ntodo; k++) {
        char *f = fv[todo[k]];
        void *h;
        if (strncmp(f, "-l", 2) == 0) {
            h = open_lib(f + 2, ldirs, nl);
            if (!h) snprintf(msg, sizeof msg, "can't open shared object lib%s.so (No such file or directory)", f + 2);
        } else {
            char path[1100];
            snprintf(path, sizeof path, "%s%s", strchr(f, '/') ? "" : "./", f);
            h = open_so(path);
            if (!h) {
                const char *e = dlerror();
                snprintf(msg, sizeof msg, "can't open shared object %s (%s)", f, e ? e : "unknown error");
            }
        }
        if (!h) report_line(vm, "Warning: ", msg);
        else handles[nh++] = h;
    }
    for (int i = 0; i < nf; i++) free(fv[i]);
    free(fv);
    Val vec = mk_vector(vm, (size_t)nh, FALSE_V);
    Val *s = data_slots(vm, 1);
    s[0] = vec;
    for (int i = 0; i < nh; i++) {
        Val e = ffi_exptr(vm, handles[i], FALSE_V);
        VEC_PTR(vec)->items[i] = e;
    }
    data_release(vm, s);
    return vec;
}

/* dlclose every handle of the vector hv and null its external pointer, so
   that a second close (an unload after a failed load) does nothing. */
static void close_handles(Val hv)
{
    for (uint32_t i = 0; i < VEC_PTR(hv)->len; i++) {
        ExPtr *e = (ExPtr *)VEC_PTR(hv)->items[i];
        if (e->ptr) dlclose(e->ptr);
        e->ptr = NULL;
    }
}

/* The address of symbol name, searched in the running image, then in the
   handles of the load being made, then in those of every earlier load,
   newest first; NULL if none has it.  A closed handle (null pointer) is
   passed over. */
static void *find_symbol(VM *vm, const char *name, Val handles, Val history)
{
    void *p = dlsym(vm->ffi->self_handle, name);
    if (p) return p;
    for (uint32_t i = 0; i < VEC_PTR(handles)->len; i++) {
        void *h = ((ExPtr *)VEC_PTR(handles)->items[i])->ptr;
        if (h && (p = dlsym(h, name))) return p;
    }
    for (Val l = history; IS_PAIR(l); l = BACK(l)) {
        Val hv = VEC_PTR(FRONT(l))->items[L_HANDLES];
        for (uint32_t i = 0; i < VEC_PTR(hv)->len; i++) {
            void *h = ((ExPtr *)VEC_PTR(hv)->items[i])->ptr;
            if (h && (p = dlsym(h, name))) return p;
        }
    }
    return NULL;
}

/* ---- the history -------------------------------------------------------- */

static Val history(VM *vm) { return vm->ffi->roots[FFI_ROOT_LOADS]; }
static void set_history(VM *vm, Val h) { vm->ffi->roots[FFI_ROOT_LOADS] = h; }

/* Unload the load with this mark and every later one; false if none.
   Marks are compared with = (a mark is often a string or a list).  The
   history is searched first, so that an unknown mark changes nothing;
   then loads are taken off the front, newest first, each one's pointers
   nulled (none keeps an address in a library about to be unmapped) and
   its handles closed, down to the marked one. */
static int unload_mark(VM *vm, Val mark)
{
    Val h = history(vm);
    int found = 0;
    for (Val l = h; IS_PAIR(l); l = BACK(l))
        if (val_equal(vm, VEC_PTR(FRONT(l))->items[L_MARK], mark)) { found = 1; break; }
    if (!found) return 0;
    for (;;) {
        Val rec = FRONT(h);
        h = BACK(h);
        set_history(vm, h);
        Val vals = VEC_PTR(rec)->items[L_VALUES];
        for (uint32_t i = 0; i < VEC_PTR(vals)->len; i++)
            ((ExPtr *)VEC_PTR(vals)->items[i])->ptr = NULL;
        close_handles(VEC_PTR(rec)->items[L_HANDLES]);
        if (val_equal(vm, VEC_PTR(rec)->items[L_MARK], mark)) return 1;
    }
}

/* exload_batch: while vm->ffi->batch_depth > 0, exloads (with the batching
   attribute) after the first add their files and symbols to the first
   one's load (the FFI_ROOT_BATCH record), as Poplog's single batched load
   would; at endexload_batch that load becomes the newest, since Poplog
   does it then. */

/* A new vector holding the items of vectors a and b. */
static Val vec_concat(VM *vm, Val a, Val b)
{
    uint32_t na = VEC_PTR(a)->len, nb = VEC_PTR(b)->len;
    Val v = mk_vector(vm, na + nb, FALSE_V);
    memcpy(VEC_PTR(v)->items, VEC_PTR(a)->items, na * sizeof(Val));
    memcpy(VEC_PTR(v)->items + na, VEC_PTR(b)->items, nb * sizeof(Val));
    return v;
}

/* Add the files, handles and symbols of a batched exload to rec. */
static void batch_merge(VM *vm, Val rec, Val *s)
{
    Val *r = VEC_PTR(rec)->items;
    Val *base = vm->sp;
    for (Val l = r[L_FILES]; IS_PAIR(l); l = BACK(l)) PUSH(FRONT(l));
    for (Val l = s[1]; IS_PAIR(l); l = BACK(l)) PUSH(FRONT(l));
    r[L_FILES] = data_list_from_stack(vm, (size_t)(vm->sp - base));
    r[L_HANDLES] = vec_concat(vm, r[L_HANDLES], s[3]);
    r[L_NAMES] = vec_concat(vm, r[L_NAMES], s[4]);
    r[L_VALUES] = vec_concat(vm, r[L_VALUES], s[5]);
}

PRIM(p_external_do_load, "external_do_load", 3, 0, "external_do_load(mark, files, symbol_list): load shared objects and fill each {name lang exptr entry data} vector of symbol_list with an external pointer to its symbol")
{
    Val syms = POP();
    Val files = POP();
    Val mark = POP();
    check_list(vm, files);
    check_list(vm, syms);
    for (Val l = syms; IS_PAIR(l); l = BACK(l))
        if (!IS_VECTOR(FRONT(l)) || VEC_PTR(FRONT(l))->len < 3)
            vm_mishap(vm, "VECTOR OF LENGTH 5 NEEDED", 1, FRONT(l));
    /* s: mark, files, symbols, then the handles vector, the names and the
       external pointers, as the load record will hold them.  A batched
       exload after the first adds to the batch's record (if that is still
       in the history); any other load replaces an earlier one of the same
       mark, as Poplog's reloading does. */
    Val *s = data_slots(vm, 6);
    s[0] = mark; s[1] = files; s[2] = syms;
    int append = 0;
    if (vm->ffi->batch_append)
        for (Val l = history(vm); IS_PAIR(l); l = BACK(l))
            if (FRONT(l) == vm->ffi->roots[FFI_ROOT_BATCH]) append = 1;
    vm->ffi->batch_append = 0;
    if (!append) unload_mark(vm, mark);
    s[3] = open_files(vm, files);
    int nsyms = 0;
    for (Val l = syms; IS_PAIR(l); l = BACK(l)) nsyms++;
    s[4] = mk_vector(vm, (size_t)nsyms, FALSE_V);
    s[5] = mk_vector(vm, (size_t)nsyms, FALSE_V);
    /* Resolve every symbol, reporting each one missing before failing, so
       one run lists them all.  A symbol
       vector's external pointer slot, if it holds one already (made by
       external_load_consptr), is filled in place, so that code holding
       that pointer sees the address. */
    int i = 0, bad = 0;
    for (Val l = syms; IS_PAIR(l); l = BACK(l), i++) {
        Val *items = VEC_PTR(FRONT(l))->items;
        Val name = items[0];
        if (IS_WORD(name)) name = mk_string(vm, WORD_PTR(name)->chars, WORD_PTR(name)->len);
        else if (!IS_STRING(name)) { data_release(vm, s); vm_mishap(vm, "STRING OR WORD NEEDED", 1, name); }
        items[0] = name;
        VEC_PTR(s[4])->items[i] = name;
        void *p = find_symbol(vm, STR_PTR(name)->chars, s[3], history(vm));
        if (!p) {
            char msg[600];
            snprintf(msg, sizeof msg, "can't find value for symbol %s", STR_PTR(name)->chars);
            report_line(vm, "Error: ", msg);
            bad = 1;
            continue;
        }
        Val e = items[2];
        if (IS_TYPE(e, T_EXPTR)) { ((ExPtr *)e)->ptr = p; ((ExPtr *)e)->props = name; }
        else e = ffi_exptr(vm, p, name);
        items[2] = e;
        if (VEC_PTR(FRONT(l))->len > 3) items[3] = e;
        VEC_PTR(s[5])->items[i] = e;
    }
    if (bad) {
        close_handles(s[3]);
        data_release(vm, s);
        vm_mishap(vm, "ERRORS ACCESSING EXTERNAL SYMBOLS (see above)", 0);
    }
    if (append) {
        batch_merge(vm, vm->ffi->roots[FFI_ROOT_BATCH], s);
        data_release(vm, s);
        return;
    }
    Val rec = mk_vector(vm, L_N, FALSE_V);
    VEC_PTR(rec)->items[L_MARK] = s[0];
    VEC_PTR(rec)->items[L_FILES] = s[1];
    VEC_PTR(rec)->items[L_HANDLES] = s[3];
    VEC_PTR(rec)->items[L_NAMES] = s[4];
    VEC_PTR(rec)->items[L_VALUES] = s[5];
    s[0] = rec;
    set_history(vm, mk_pair(vm, rec, history(vm)));
    data_release(vm, s);
}

PRIM(p_external_unload, "external_unload", 1, 0, "external_unload(mark): undo the external load with this mark and every later one")
{
    Val mark = POP();
    if (!unload_mark(vm, mark)) vm_mishap(vm, "NONEXISTENT EXTERNAL LOAD MARK", 1, mark);
}

PRIM(p_external_load_count, "external_load_count", 0, 1, "external_load_count() -> n: the number of external loads in force")
{
    intptr_t n = 0;
    for (Val l = history(vm); IS_PAIR(l); l = BACK(l)) n++;
    PUSH(MK_INT(n));
}

PRIM(p_external_load_mark, "external_load_mark", 1, 1, "external_load_mark(n) -> mark: the mark of the n-th external load, 1 being the most recent")
{
    Val nv = POP();
    intptr_t n = check_int(vm, nv);
    Val l = history(vm);
    for (intptr_t i = 1; i < n && IS_PAIR(l); i++) l = BACK(l);
    if (n < 1 || !IS_PAIR(l)) vm_mishap(vm, "BAD EXTERNAL LOAD NUMBER", 1, nv);
    PUSH(VEC_PTR(FRONT(l))->items[L_MARK]);
}

/* (external_show's column alignment) */
static void pad(VM *vm, int n) { while (n-- > 0) out_char(vm, ' '); }

/* The mark is printed with its quotes (pop_pr_quotes true just for it), so
   that a string mark is told from a word; the old value is put back at
   the end (a mishap in print_pr would leave it set). */
PRIM(p_external_show, "external_show", 0, 0, "external_show(): list the external loads in force, newest first, with their files and symbols")
{
    Val q = vm->id_pop_pr_quotes;
    Val oldq = IDVAL(q);
    out_cstr(vm, "\n--- EXTERNAL LOAD HISTORY ------------------------------\n");
    for (Val l = history(vm); IS_PAIR(l); l = BACK(l)) {
        Val *r = VEC_PTR(FRONT(l))->items;
        out_cstr(vm, "\nMark: ");
        IDVAL(q) = TRUE_V;
        print_pr(vm, r[L_MARK]);
        IDVAL(q) = FALSE_V;
        out_cstr(vm, "\n    Object files: ");
        for (Val f = r[L_FILES]; IS_PAIR(f); f = BACK(f)) { print_pr(vm, FRONT(f)); out_char(vm, ' '); }
        Val names = r[L_NAMES], vals = r[L_VALUES];
        int maxlen = 8;
        for (uint32_t i = 0; i < VEC_PTR(names)->len; i++) {
            int len = (int)STR_PTR(VEC_PTR(names)->items[i])->len + 2;
            if (len > maxlen) maxlen = len;
        }
        out_cstr(vm, "\n    Symbol");
        pad(vm, maxlen - 6);
        out_cstr(vm, "Value\n");
        for (uint32_t i = 0; i < VEC_PTR(names)->len; i++) {
            Val nm = VEC_PTR(names)->items[i];
            out_cstr(vm, "    ");
            print_pr(vm, nm);
            pad(vm, maxlen - (int)STR_PTR(nm)->len);
            print_pr(vm, VEC_PTR(vals)->items[i]);
            out_char(vm, '\n');
        }
    }
    IDVAL(q) = oldq;
}

/* ---- exload --------------------------------------------------------------- */

/* One name of an exload form, as exload_spec reads it: what to declare,
   which symbol to look up, and how to assign it. */
typedef struct Spec {
    Val idname;              /* the Pop identifier (prefix added)          */
    Val symname;             /* external name: word or string              */
    TSpec *ts;               /* NULL: no type spec                         */
    int eqform;              /* name = typespec                             */
    int kind;                /* D_* or -1 (the define default)              */
    int noreload;
} Spec;

/* The items of [ ... ] (the "[" already read) evaluated as a list: the
   brackets and everything between (nested ones counted) are collected
   unexpanded and compiled as one list expression, so that the file list
   can use % ... % or macros; the list's value is the result (nothing on
   the stack: []). */
static Val read_file_list(VM *vm)
{
    Val items = NIL_V, last = NIL_V;
    Val *s = data_slots(vm, 1);
    int depth = 1;
    Val it = cmp_word(vm, "[");
    for (;;) {
        Val cell = mk_pair(vm, it, NIL_V);
        if (items == NIL_V) s[0] = items = cell; else BACK(last) = cell;
        last = cell;
        if (depth == 0) break;
        it = cmp_read_raw(vm);
        if (it == TERMIN_V)
            cmp_error(vm, "mcb: MISSING CLOSING BRACKET", 3, it, cmp_word(vm, "EXPECTING"), cmp_word(vm, "]"));
        if (cmp_is(it, "[")) depth++;
        else if (cmp_is(it, "]")) depth--;
    }
    Val *base = vm->sp;
    compile_items_now(vm, items);
    Val r = vm->sp > base ? vm->sp[-1] : NIL_V;
    vm->sp = base;
    data_release(vm, s);
    return r;
}

/* it, if a word or string; the compile-time mishap STRING OR WORD NEEDED
   otherwise. */
static Val item_word_or_string(VM *vm, Val it)
{
    if (!IS_WORD(it) && !IS_STRING(it)) cmp_error(vm, "STRING OR WORD NEEDED", 1, it);
    return it;
}

enum { PREFIX_MAX = 256 };

/* exload's attributes, its "(" read: (prefix NAME), (no prefix),
   (language L), (type T), (no reloading), (no batching), up to ")". */
static void exload_attributes(VM *vm, char *prefix, int *noreload, int *batching)
{
    for (;;) {
        Val a = cmp_read(vm);
        if (cmp_is(a, ")")) break;
        if (cmp_is(a, ",")) continue;
        int no = 0;
        if (cmp_is(a, "no")) { no = 1; a = cmp_read(vm); }
        if (cmp_is(a, "prefix")) {
            if (no) prefix[0] = 0;
            else {
                Val p = item_word_or_string(vm, cmp_read(vm));
                snprintf(prefix, PREFIX_MAX, "%s",
                         IS_WORD(p) ? WORD_PTR(p)->chars : STR_PTR(p)->chars);
            }
        } else if (cmp_is(a, "language") || cmp_is(a, "type")) {
            if (!no) item_word_or_string(vm, cmp_read(vm));
        } else if (cmp_is(a, "reloading")) *noreload = no;
        else if (cmp_is(a, "batching")) *batching = !no;
        else { cmp_error(vm, "exload: UNKNOWN ATTRIBUTE", 1, a); }
    }
}

/* One of exload's names, the word it: its identifier (prefix and it),
   its declaration kind (-1: none given), its typespec if any (NAME
   TYPESPEC, or NAME = TYPESPEC: the value at the address, eqform), its
   symbol (it, or the one given after <-). */
static Spec exload_spec(VM *vm, Val it, const char *prefix, int kind, int noreload)
{
    Spec sp = { 0 };
    char nm[512];
    snprintf(nm, sizeof nm, "%s%s", prefix, WORD_PTR(it)->chars);
    sp.idname = word_cstr(vm, nm);
    sp.symname = it;
    sp.kind = kind;
    sp.noreload = noreload;
    Val nx = cmp_peek(vm);
    int inproc = !(FS(vm)->toplevel && FS(vm)->parent == NULL);
    if (inproc && kind != D_LVARS && kind != D_LCONSTANT && ffi_starts_typespec(nx)) {
        /* the typename would be a permanent declaration (Poplog) */
        snprintf(nm, sizeof nm, "%s:typespec", WORD_PTR(sp.idname)->chars);
        cmp_syn_push(vm, cmp_word(vm, "read_symbols"));   /* DOING names Poplog's parts */
        cmp_syn_push(vm, cmp_word(vm, "def_typespec"));
        cmp_error(vm, "CONSTANT DECLARATION INSIDE PROCEDURE", 1, cmp_word(vm, nm));
    }
    if (cmp_is(nx, "=")) {
        cmp_read(vm);
        sp.eqform = 1;
        if (!ffi_starts_typespec(cmp_peek(vm))) { cmp_error(vm, "INVALID FIELD SPECIFIER", 1, cmp_peek(vm)); }
        sp.ts = ffi_parse_typespec(vm);
    } else if (ffi_starts_typespec(nx)) sp.ts = ffi_parse_typespec(vm);
    if (cmp_is(cmp_peek(vm), "<-")) {
        cmp_read(vm);
        sp.symname = item_word_or_string(vm, cmp_read(vm));
    }
    return sp;
}

/* syn_exload's work; *specsp is its array of specs, which syn_exload
   frees (also when a mishap ends this). */
static void exload_body(VM *vm, Spec *volatile *specsp)
{
    Val mark = cmp_read(vm);
    if (mark == TERMIN_V || cmp_is(mark, "endexload"))
        cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, mark);
    /* Phase 1: the mark, the file list, then the names up to endexload,
       with the declaration keyword and attributes in force for each. */
    Val *roots = data_slots(vm, 2);
    roots[0] = mark;
    roots[1] = NIL_V;
    if (cmp_is(cmp_peek(vm), "[")) { cmp_read(vm); roots[1] = read_file_list(vm); }
    Spec *specs = NULL;
    int n = 0, cap = 0, kind = -1, noreload = 0, batching = 1;
    char prefix[PREFIX_MAX] = "";
    for (;;) {
        Val it = cmp_read(vm);
        if (cmp_is(it, "endexload")) break;
        if (it == TERMIN_V) {
            cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 4, cmp_word(vm, "FOUND"), it,
                      cmp_word(vm, "READING TO"), cmp_word(vm, "endexload"));
        }
        if (cmp_is(it, ";")) { kind = -1; continue; }
        if (cmp_is(it, ",")) continue;
        if (cmp_is(it, "(")) {                       /* attributes */
            exload_attributes(vm, prefix, &noreload, &batching);
            continue;
        }
        if (cmp_is(it, "constant") || cmp_is(it, "vars") || cmp_is(it, "lvars") || cmp_is(it, "lconstant")) {
            kind = cmp_is(it, "vars") ? D_VARS : cmp_is(it, "constant") ? D_CONSTANT :
                   cmp_is(it, "lvars") ? D_LVARS : D_LCONSTANT;
            continue;
        }
        if (!IS_WORD(it) || syntax_is_closer(it)) {
            cmp_error(vm, "exload: IDENTIFIER NAME NEEDED", 1, it);
        }
        Spec sp = exload_spec(vm, it, prefix, kind, noreload);
        if (n == cap) {
            Spec *ns = realloc(specs, (cap = cap ? cap * 2 : 16) * sizeof *specs);
            if (!ns) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
            *specsp = specs = ns;
        }
        specs[n++] = sp;
    }
    /* Phase 2, the raw load: a list of {name lang exptr entry data}
       vectors, in the names' order, data the index of its Spec.  A name
       with (no reloading) whose identifier has a value already is left
       out (idname 0 marks it). */
    Val syms = NIL_V;
    Val *s2 = data_slots(vm, 1);
    for (int i = n; i-- > 0; ) {
        if (specs[i].noreload) {
            Val id = word_ident(vm, specs[i].idname);
            if (id && !IS_TYPE(IDENT_PTR(id)->value, T_UNDEF)) { specs[i].idname = 0; continue; }
        }
        Val v = mk_vector(vm, 5, FALSE_V);
        VEC_PTR(v)->items[0] = specs[i].symname;
        VEC_PTR(v)->items[1] = mk_cstring(vm, "C");
        VEC_PTR(v)->items[4] = MK_INT(i);
        s2[0] = syms = mk_pair(vm, v, syms);
    }
    /* Phase 3: the load, through the identifier external_do_load (so a
       program's redefinition is used); the first batched exload's record
       becomes the batch's. */
    cmp_syn_push(vm, cmp_word(vm, "load_&_assign"));
    int batched = batching && vm->ffi->batch_depth > 0;
    int appending = vm->ffi->batch_append = batched && vm->ffi->batch_open;
    PUSH(roots[0]);
    PUSH(roots[1]);
    PUSH(syms);
    Val dl = IDENT_PTR(word_ident(vm, cmp_word(vm, "external_do_load")))->value;
    vm_apply(vm, IS_PROC(dl) ? dl : FALSE_V);
    if (batched && !appending) vm->ffi->roots[FFI_ROOT_BATCH] = FRONT(history(vm));
    vm->ffi->batch_append = 0;
    if (batched) vm->ffi->batch_open = 1;
    cmp_syn_pop(vm);
    /* Phase 4: declare each name (by the define default without a
       keyword) and plant the assignment of its value. */
    for (Val l = s2[0]; IS_PAIR(l); l = BACK(l)) {
        Val *items = VEC_PTR(FRONT(l))->items;
        Spec *sp = &specs[INT_VAL(items[4])];
        Val e = items[2];
        if (sp->ts && !sp->eqform) ffi_set_typename(vm, sp->idname, sp->ts);
        Val value = e;
        if (sp->eqform) value = ffi_access(vm, sp->ts, ((ExPtr *)e)->ptr);
        int k = sp->kind < 0 ? (C(vm)->defcon ? D_CONSTANT : D_VARS) : sp->kind;
        VarRef r;
        declare_name(vm, k, sp->idname, 0, &r);
        flush(vm);
        emit(vm, INS(OP_PUSHQ, emit_const(vm, value)));
        if (r.kind == VR_IDENT && k == D_CONSTANT) emit(vm, INS(OP_POPV, emit_const(vm, r.ident)));
        else emit_pop_ref(vm, r);
    }
    data_release(vm, s2);
    data_release(vm, roots);
}

/* The syntax word exload.  The Catch exists only to free the Spec array
   (a C allocation the mishap would otherwise leak) and pass the mishap on. */
static void syn_exload(VM *vm, Val w)
{
    (void)w;
    Spec *volatile specs = NULL;    /* (set by exload_body after the setjmp) */
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        free(specs);
        vm_throw(vm);
    }
    exload_body(vm, &specs);
    vm->catch = c.prev;
    free(specs);
}


/* The batch is over: its load moves to the front of the history (it was
   recorded when its first exload ran, and later unbatched loads may have
   gone in front of it). */
static void batch_end(VM *vm)
{
    Val rec = vm->ffi->roots[FFI_ROOT_BATCH];
    vm->ffi->batch_open = 0;
    vm->ffi->roots[FFI_ROOT_BATCH] = FALSE_V;
    Val h = history(vm), prev = 0;
    for (Val l = h; IS_PAIR(l); prev = l, l = BACK(l))
        if (FRONT(l) == rec) {
            if (!prev) return;               /* already the newest */
            BACK(prev) = BACK(l);            /* reuse the pair at the front */
            BACK(l) = h;
            set_history(vm, l);
            return;
        }
}

/* exload_batch ... endexload_batch: the statements are compiled as usual;
   the exloads in them make one load (each is still loaded when compiled,
   so that its names have their values at once).  batch_depth counts
   nesting: only the outermost end closes the batch, and the Catch makes
   sure a mishap inside still closes it before passing on. */
static void syn_exload_batch(VM *vm, Val w)
{
    (void)w;
    static const char *const cl[] = { "endexload_batch", NULL };
    Catch c;
    vm_catch_push(vm, &c);
    volatile int failed = 0;
    vm->ffi->batch_depth++;
    if (setjmp(c.jb) == 0) {
        FS(vm)->depth++;
        comp_stmts(vm, cl);
        FS(vm)->depth--;
    } else failed = 1;
    vm->catch = c.prev;
    if (--vm->ffi->batch_depth == 0) batch_end(vm);
    vm->ffi->batch_append = 0;
    if (failed) vm_throw(vm);
}

PRIM(p_exload_do_batch_load, "exload_do_batch_load", 0, 0, "exload_do_batch_load(): end the current batch of exloads: later ones make a new load")
{
    (void)vm;
    batch_end(vm);
}

PRIM(p_external_load_consptr, "external_load_consptr", 0, 1, "external_load_consptr() -> exptr: a new external pointer that external_do_load may fill in")
{
    PUSH(ffi_exptr(vm, NULL, FALSE_V));
}

/* The syntax words, and the handle of the running image for find_symbol
   (called once per VM from ffi_init). */
void ffi_load_init(VM *vm)
{
    syntax_register(vm, "exload_batch", syn_exload_batch);
    syntax_register_closer(vm, "endexload_batch");
    vm->ffi->self_handle = dlopen(NULL, RTLD_NOW | RTLD_GLOBAL);
    syntax_register(vm, "exload", syn_exload);
    syntax_register_closer(vm, "endexload");
}
