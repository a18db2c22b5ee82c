/*
** coverage.c -- coverage counters (see coverage.h): the sites of the
** counters the compiler plants and their counts, handed to Pop-11 by
** sys_coverage_sites; the writers of gcov's annotated source and of the
** lcov tracefile, and their merging, are Pop-11 (profile_coverage.p).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <errno.h>
#include "coverage.h"
#include "prim.h"
#include "itemise.h"
#include "interp.h"

typedef struct CovSite { uint32_t file; int32_t line; uint8_t kind; int16_t block, branch; char *name; } CovSite;
typedef struct CovFile { char *given, *abs; } CovFile;

static CovSite *sites;
static uint32_t nsites, capsites;
static uint64_t *site_bytes;            /* bytes allocated at each site */
static CovFile *files;
static uint32_t nfiles, capfiles;

static int32_t file_index(const char *given)
{
    char buf[PATH_MAX];
    int e = errno;                  /* (popsyserr must not see realpath's) */
    const char *abs = realpath(given, buf) ? buf : given;
    errno = e;
    for (uint32_t i = 0; i < nfiles; i++)
        if (strcmp(files[i].abs, abs) == 0) return (int32_t)i;
    if (nfiles == capfiles) {
        uint32_t cap = capfiles ? capfiles * 2 : 8;
        CovFile *f = realloc(files, cap * sizeof *f);
        if (!f) return -1;
        files = f; capfiles = cap;
    }
    files[nfiles].given = strdup(given);
    files[nfiles].abs = strdup(abs);
    if (!files[nfiles].given || !files[nfiles].abs) return -1;
    return (int32_t)nfiles++;
}

/* See coverage.h. */
int32_t coverage_site(VM *vm, int kind, int line, int block, int branch, const char *name)
{
    if (!vm->itm || !vm->itm->filename || !vm->itm->fp || line <= 0) return -1;
    int32_t f = file_index(vm->itm->filename);
    if (f < 0 || nsites >= (1u << 24)) return -1;
    if (nsites == capsites) {
        uint32_t cap = capsites ? capsites * 2 : 256;
        CovSite *s = realloc(sites, cap * sizeof *s);
        uint64_t *c = realloc(vm->cov_counts, cap * sizeof *c);
        uint64_t *b = realloc(site_bytes, cap * sizeof *b);
        if (c) vm->cov_counts = c;
        if (s) sites = s;
        if (b) site_bytes = b;
        if (!s || !c || !b) return -1;
        memset(c + capsites, 0, (cap - capsites) * sizeof *c);
        memset(b + capsites, 0, (cap - capsites) * sizeof *b);
        capsites = cap;
    }
    sites[nsites] = (CovSite){ (uint32_t)f, line, (uint8_t)kind, (int16_t)block, (int16_t)branch,
                               name ? strdup(name) : NULL };
    return (int32_t)nsites++;
}

/* See coverage.h. */
int coverage_block(VM *vm, int line)
{
    if (!vm->itm || !vm->itm->filename) return 0;
    int32_t f = file_index(vm->itm->filename);
    int n = 0;
    for (uint32_t i = 0; i < nsites; i++)
        if (sites[i].kind == COV_BRANCH && sites[i].branch == 0 && sites[i].line == line
            && (int32_t)sites[i].file == f) n++;
    return n;
}

/* See coverage.h. */
int32_t coverage_current(VM *vm)
{
    for (int i = vm->fp; i >= 0; i--) {
        Frame *f = &vm->frames[i];
        if (!IS_PROC(f->proc) || PROC_KIND(f->proc) != PK_CODE) continue;
        const Proto *p = PROC_PTR(f->proc)->u.code.proto;
        if (!p->ncode || INS_OP(p->code[0]) != OP_TALLY || f->cov_site >= nsites) return -1;
        return (int32_t)f->cov_site;
    }
    return -1;
}

/* See coverage.h. */
int coverage_alloc(VM *vm, size_t bytes)
{
    int32_t s = coverage_current(vm);
    if (s < 0) return 0;
    site_bytes[s] += bytes;
    return 1;
}

/* See coverage.h. */
const char *coverage_where(int32_t site, int *line)
{
    if (site < 0 || (uint32_t)site >= nsites) { *line = 0; return NULL; }
    *line = sites[site].line;
    return files[sites[site].file].given;
}

/* See coverage.h. */
void coverage_reset_bytes(void)
{
    if (site_bytes) memset(site_bytes, 0, nsites * sizeof *site_bytes);
}

/* See coverage.h. */
void coverage_kill(VM *vm, int32_t i)
{
    (void)vm;
    if (i >= 0 && (uint32_t)i < nsites) sites[i].kind = COV_DEAD;
}

/* ---- primitives ------------------------------------------------------------------ */

PRIM(p_line_counts, "sys_line_counts", 0, 1, "sys_line_counts() -> bool: whether the compiler plants coverage counters (exact counts per line and per procedure, see HELP COVERAGE) in the code it compiles from files; default false")
{
    PUSH(BOOL_V(vm->cov_on));
}

UPDATER(u_line_counts, "sys_line_counts", 1, "bool -> sys_line_counts(): plant coverage counters in the code compiled from now on, or not (code already compiled keeps or lacks its counters)")
{
    vm->cov_on = POP() != FALSE_V;
}

PRIM(p_coverage_sites, "sys_coverage_sites", 0, 1, "sys_coverage_sites() -> list: the files compiled with coverage counters, in the order first counted, and their counters: a list of vectors {given abs sites}, given the file's name as given to the compiler, abs its absolute name, sites a vector of vectors {kind line block branch name count} in the order planted, kind \"line\", \"procedure\" or \"branch\", block and branch numbering a branch's arm, name a procedure's name (a string) or false, count the counter's count in this run")
{
    Val list = NIL_V, v = FALSE_V, w = FALSE_V, x = FALSE_V;
    gc_push_root(vm, &list);
    gc_push_root(vm, &v);
    gc_push_root(vm, &w);
    gc_push_root(vm, &x);
    static const char *const kinds[] = { [COV_LINE] = "line", [COV_FN] = "procedure", [COV_BRANCH] = "branch" };
    for (uint32_t f = nfiles; f-- > 0; ) {
        size_t n = 0, k = 0;
        for (uint32_t i = 0; i < nsites; i++)
            if (sites[i].file == f && sites[i].kind != COV_DEAD) n++;
        w = mk_vector(vm, n, FALSE_V);
        for (uint32_t i = 0; i < nsites && k < n; i++) {
            CovSite *s = &sites[i];
            if (s->file != f || s->kind == COV_DEAD) continue;
            x = mk_vector(vm, 6, FALSE_V);
            Val kw = word_cstr(vm, kinds[s->kind]);
            VEC_PTR(x)->items[0] = kw;
            VEC_PTR(x)->items[1] = MK_INT(s->line);
            VEC_PTR(x)->items[2] = MK_INT(s->block);
            VEC_PTR(x)->items[3] = MK_INT(s->branch);
            if (s->name) {
                Val nm = mk_cstring(vm, s->name);
                VEC_PTR(x)->items[4] = nm;
            }
            VEC_PTR(x)->items[5] = MK_INT((intptr_t)vm->cov_counts[i]);
            VEC_PTR(w)->items[k++] = x;
        }
        v = mk_vector(vm, 3, FALSE_V);
        VEC_PTR(v)->items[2] = w;
        x = mk_cstring(vm, files[f].given);
        VEC_PTR(v)->items[0] = x;
        x = mk_cstring(vm, files[f].abs);
        VEC_PTR(v)->items[1] = x;
        list = mk_pair(vm, v, list);
    }
    for (int i = 0; i < 4; i++) gc_pop_root(vm);
    PUSH(list);
}

/* Whether site i is in the file named s (n bytes): the name as given to
   the compiler, or its last part. */
static int site_in_file(uint32_t i, const char *s, size_t n)
{
    const char *g = files[sites[i].file].given, *b = strrchr(g, '/');
    b = b ? b + 1 : g;
    return (strlen(g) == n && memcmp(g, s, n) == 0) || (strlen(b) == n && memcmp(b, s, n) == 0);
}

/* sys_coverage_bytes and sys_coverage_count: pop file and line, push the
   total over the line's sites (bytes: of every site the line's code has,
   counts: of its line sites), or false if it has no counted code. */
static void line_total(VM *vm, int bytes)
{
    intptr_t line = check_int(vm, POP());
    Val file = POP();
    size_t n;
    const char *s = chars_of(vm, file, &n);
    int found = 0;
    uint64_t total = 0;
    for (uint32_t i = 0; i < nsites; i++) {
        if (sites[i].line != line || sites[i].kind == COV_DEAD) continue;
        if (!bytes && sites[i].kind != COV_LINE) continue;
        if (!site_in_file(i, s, n)) continue;
        if (sites[i].kind == COV_LINE) found = 1;
        total += bytes ? site_bytes[i] : vm->cov_counts[i];
    }
    if (!found) PUSH(FALSE_V);
    else PUSH(MK_INT((intptr_t)total));
}

PRIM(p_coverage_bytes, "sys_coverage_bytes", 2, 1, "sys_coverage_bytes(file, line) -> n: the heap bytes allocated by the code of line `line` of file (named as for sys_coverage_count; a built-in's allocation is its caller's) while sys_profile_count_start last counted bytes; false if the line has no counted code")
{
    line_total(vm, 1);
}

PRIM(p_coverage_count, "sys_coverage_count", 2, 1, "sys_coverage_count(file, line) -> n: the count of line `line` of file (a name as given to the compiler, or its last part) in this run: the times its code was entered from elsewhere; false if the line has no counted code")
{
    line_total(vm, 0);
}
