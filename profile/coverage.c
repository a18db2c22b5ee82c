/*
** coverage.c -- coverage counters and their output (see coverage.h):
** the sites of the counters the compiler plants, and the writers of an
** lcov tracefile and of gcov's annotated source (FILE.gcov), each merged
** with the counts already in the file it replaces, as gcov's own data
** files are.  (In C, with the counters: the sites and counts live here,
** and merging parses tracefiles that may be large.)
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
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

/* ---- the counts of one file, merged ------------------------------------------ */

typedef struct Fn { char *name; int line; uint64_t count; } Fn;
typedef struct Br { int line, block, branch; uint64_t count; } Br;
typedef struct Tally {
    int64_t *count; int nlines;          /* count[l]: -1 no code, else the count */
    Fn *fns; int nfns, capfns;
    Br *brs; int nbrs, capbrs;
} Tally;

static void tally_line(Tally *t, int line, uint64_t n)
{
    if (line <= 0) return;
    if (line >= t->nlines) {
        int m = line * 2 + 16;
        t->count = realloc(t->count, m * sizeof *t->count);
        for (int i = t->nlines; i < m; i++) t->count[i] = -1;
        t->nlines = m;
    }
    if (t->count[line] < 0) t->count[line] = 0;
    t->count[line] += (int64_t)n;
}

static void tally_fn(Tally *t, const char *name, int line, uint64_t n)
{
    for (int i = 0; i < t->nfns; i++)
        if (strcmp(t->fns[i].name, name) == 0) { t->fns[i].count += n; return; }
    if (t->nfns == t->capfns) {
        t->capfns = t->capfns ? t->capfns * 2 : 8;
        t->fns = realloc(t->fns, t->capfns * sizeof *t->fns);
    }
    t->fns[t->nfns++] = (Fn){ strdup(name), line, n };
}

static void tally_br(Tally *t, int line, int block, int branch, uint64_t n)
{
    for (int i = 0; i < t->nbrs; i++)
        if (t->brs[i].line == line && t->brs[i].block == block && t->brs[i].branch == branch) {
            t->brs[i].count += n;
            return;
        }
    if (t->nbrs == t->capbrs) {
        t->capbrs = t->capbrs ? t->capbrs * 2 : 8;
        t->brs = realloc(t->brs, t->capbrs * sizeof *t->brs);
    }
    t->brs[t->nbrs++] = (Br){ line, block, branch, n };
}

static int br_cmp(const void *a, const void *b)
{
    const Br *x = a, *y = b;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->block != y->block) return x->block < y->block ? -1 : 1;
    return (x->branch > y->branch) - (x->branch < y->branch);
}

static int fn_cmp(const void *a, const void *b)
{
    const Fn *x = a, *y = b;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    return strcmp(x->name, y->name);
}

static void tally_free(Tally *t)
{
    free(t->count);
    for (int i = 0; i < t->nfns; i++) free(t->fns[i].name);
    free(t->fns); free(t->brs);
    memset(t, 0, sizeof *t);
}

/* The counts of this run for file f. */
static void tally_run(VM *vm, Tally *t, uint32_t f)
{
    for (uint32_t i = 0; i < nsites; i++) {
        CovSite *s = &sites[i];
        if (s->file != f) continue;
        uint64_t n = vm->cov_counts[i];
        if (s->kind == COV_LINE) tally_line(t, s->line, n);
        else if (s->kind == COV_FN) {
            char buf[300];
            if (s->name) snprintf(buf, sizeof buf, "%s", s->name);
            else snprintf(buf, sizeof buf, "procedure@%d", (int)s->line);
            tally_fn(t, buf, s->line, n);
        }
        else if (s->kind == COV_BRANCH) tally_br(t, s->line, s->block, s->branch, n);
    }
}

static char *read_all(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    size_t cap = 4096, n = 0;
    char *b = malloc(cap + 1);
    size_t k;
    while (b && (k = fread(b + n, 1, cap - n, fp)) > 0) {
        n += k;
        if (n == cap) { cap *= 2; char *nb = realloc(b, cap + 1); if (!nb) { free(b); b = NULL; } else b = nb; }
    }
    fclose(fp);
    if (b) b[n] = 0;
    if (len) *len = n;
    return b;
}

/* ---- gcov's annotated source --------------------------------------------------- */

/* Add the counts of an earlier FILE.gcov (text) to t; its Runs. */
static long gcov_merge(Tally *t, char *text)
{
    long runs = 0;
    int last = 0;
    for (char *l = text; l && *l; ) {
        char *nl = strchr(l, '\n');
        if (nl) *nl = 0;
        char *p = l;
        while (*p == ' ') p++;
        if (strncmp(p, "branch", 6) == 0) {
            int b; unsigned long long n = 0;
            if (sscanf(p, "branch %d taken %llu", &b, &n) >= 1) tally_br(t, last, 0, b, n);
        } else {
            char *c1 = strchr(p, ':');
            if (c1) {
                int line = atoi(c1 + 1);
                char *c2 = strchr(c1 + 1, ':');
                if (line == 0 && c2 && strncmp(c2 + 1, "Runs:", 5) == 0) runs = atol(c2 + 6);
                else if (line > 0) {
                    last = line;
                    if (*p == '#' || *p == '=') tally_line(t, line, 0);
                    else if (isdigit((unsigned char)*p)) tally_line(t, line, strtoull(p, NULL, 10));
                }
            }
        }
        l = nl ? nl + 1 : NULL;
    }
    return runs;
}

static void put_count(FILE *o, int64_t c)
{
    if (c < 0) fprintf(o, "%9s:", "-");
    else if (c == 0) fprintf(o, "%9s:", "#####");
    else fprintf(o, "%9" PRId64 ":", c);
}

static int write_gcov(VM *vm, uint32_t f)
{
    const char *given = files[f].given, *base = strrchr(given, '/');
    base = base ? base + 1 : given;
    char out[PATH_MAX];
    snprintf(out, sizeof out, "%s.gcov", base);
    Tally t = { 0 };
    tally_run(vm, &t, f);
    long runs = 0;
    char *old = read_all(out, NULL);
    if (old) { runs = gcov_merge(&t, old); free(old); }
    if (t.nbrs) qsort(t.brs, t.nbrs, sizeof *t.brs, br_cmp);
    size_t len;
    char *src = read_all(files[f].abs, &len);
    FILE *o = fopen(out, "w");
    if (!o) { free(src); tally_free(&t); return 0; }
    fprintf(o, "%9s:%5d:Source:%s\n", "-", 0, given);
    fprintf(o, "%9s:%5d:Runs:%ld\n", "-", 0, runs + 1);
    int line = 0, k = 0;
    for (char *l = src; l && *l; line++) {
        char *nl = strchr(l, '\n');
        int n = line + 1;
        put_count(o, n < t.nlines ? t.count[n] : -1);
        fprintf(o, "%5d:%.*s\n", n, nl ? (int)(nl - l) : (int)strlen(l), l);
        for (; k < t.nbrs && t.brs[k].line <= n; k++) {
            if (t.brs[k].line < n) continue;
            int64_t lc = n < t.nlines ? t.count[n] : -1;
            if (lc <= 0 && t.brs[k].count == 0) fprintf(o, "branch %2d never executed\n", t.brs[k].branch);
            else fprintf(o, "branch %2d taken %" PRIu64 "\n", t.brs[k].branch, t.brs[k].count);
        }
        l = nl ? nl + 1 : NULL;
    }
    fclose(o);
    free(src);
    tally_free(&t);
    return 1;
}

/* ---- the lcov tracefile -------------------------------------------------------- */

/* Add the counts of one record of an earlier tracefile to t. */
static void info_merge(Tally *t, char *rec)
{
    for (char *l = rec; l && *l; ) {
        char *nl = strchr(l, '\n');
        if (nl) *nl = 0;
        int a, b, c; unsigned long long n;
        char name[300];
        if (sscanf(l, "DA:%d,%llu", &a, &n) == 2) tally_line(t, a, n);
        else if (sscanf(l, "FN:%d,%299[^\n]", &a, name) == 2) tally_fn(t, name, a, 0);
        else if (sscanf(l, "FNDA:%llu,%299[^\n]", &n, name) == 2) tally_fn(t, name, 0, n);
        else if (sscanf(l, "BRDA:%d,%d,%d,%llu", &a, &b, &c, &n) == 4) tally_br(t, a, b, c, n);
        else if (sscanf(l, "BRDA:%d,%d,%d,-", &a, &b, &c) == 3) tally_br(t, a, b, c, 0);
        if (nl) *nl = '\n';
        l = nl ? nl + 1 : NULL;
    }
}

static void write_record(FILE *o, const char *abs, Tally *t)
{
    if (t->nfns) qsort(t->fns, t->nfns, sizeof *t->fns, fn_cmp);
    if (t->nbrs) qsort(t->brs, t->nbrs, sizeof *t->brs, br_cmp);
    fprintf(o, "TN:\nSF:%s\n", abs);
    int fnh = 0;
    for (int i = 0; i < t->nfns; i++) fprintf(o, "FN:%d,%s\n", t->fns[i].line, t->fns[i].name);
    for (int i = 0; i < t->nfns; i++) {
        fprintf(o, "FNDA:%" PRIu64 ",%s\n", t->fns[i].count, t->fns[i].name);
        if (t->fns[i].count) fnh++;
    }
    fprintf(o, "FNF:%d\nFNH:%d\n", t->nfns, fnh);
    int brh = 0;
    for (int i = 0; i < t->nbrs; i++) {
        Br *b = &t->brs[i];
        int64_t lc = b->line < t->nlines ? t->count[b->line] : -1;
        if (lc <= 0 && b->count == 0) fprintf(o, "BRDA:%d,%d,%d,-\n", b->line, b->block, b->branch);
        else fprintf(o, "BRDA:%d,%d,%d,%" PRIu64 "\n", b->line, b->block, b->branch, b->count);
        if (b->count) brh++;
    }
    if (t->nbrs) fprintf(o, "BRF:%d\nBRH:%d\n", t->nbrs, brh);
    int lf = 0, lh = 0;
    for (int l = 1; l < t->nlines; l++)
        if (t->count[l] >= 0) {
            fprintf(o, "DA:%d,%" PRId64 "\n", l, t->count[l]);
            lf++;
            if (t->count[l] > 0) lh++;
        }
    fprintf(o, "LF:%d\nLH:%d\nend_of_record\n", lf, lh);
}

static int write_info(VM *vm, const char *path)
{
    char *old = read_all(path, NULL);
    Tally *ts = calloc(nfiles + 1, sizeof *ts);
    FILE *o = ts ? fopen(path, "w") : NULL;
    if (!o) { free(old); free(ts); return 0; }
    for (uint32_t f = 0; f < nfiles; f++) tally_run(vm, &ts[f], f);
    /* an earlier record: merged into this run's for the same file, else kept */
    for (char *r = old; r && *r; ) {
        char *end = strstr(r, "end_of_record");
        if (!end) break;
        end += strlen("end_of_record");
        if (*end == '\n') end++;
        char save = *end;
        *end = 0;
        char *sf = strstr(r, "SF:");
        int32_t f = -1;
        if (sf) {
            char *e = strchr(sf, '\n');
            size_t n = e ? (size_t)(e - sf - 3) : strlen(sf + 3);
            for (uint32_t i = 0; i < nfiles; i++)
                if (strlen(files[i].abs) == n && strncmp(files[i].abs, sf + 3, n) == 0) f = (int32_t)i;
        }
        if (f >= 0) info_merge(&ts[f], r);
        else fputs(r, o);
        *end = save;
        r = end;
    }
    for (uint32_t f = 0; f < nfiles; f++) {
        write_record(o, files[f].abs, &ts[f]);
        tally_free(&ts[f]);
    }
    free(ts);
    free(old);
    return fclose(o) == 0;
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

PRIM(p_coverage_write, "sys_coverage_write", 1, 1, "sys_coverage_write(info) -> bool: write the coverage counts of every file compiled with counters: the lcov tracefile info (false: none) and NAME.gcov in the current directory for each file NAME, each merged with the counts already in it; false if a file could not be written")
{
    Val info = POP();
    int ok = 1;
    if (info != FALSE_V) {
        size_t n;
        const char *s = chars_of(vm, info, &n);
        char path[PATH_MAX];
        if (n >= sizeof path) vm_mishap(vm, "FILE NAME TOO LONG", 1, info);
        memcpy(path, s, n);
        path[n] = 0;
        ok = write_info(vm, path);
    }
    for (uint32_t f = 0; f < nfiles; f++) ok &= write_gcov(vm, f);
    PUSH(BOOL_V(ok));
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
