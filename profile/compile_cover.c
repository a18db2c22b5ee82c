/*
** compile_cover.c -- the compiler's half of coverage counting
** (profile/coverage.h): while vm->cov_on is set, a TALLY instruction at
** each procedure's entry and at the start of the code of each source
** line, so that a line's count is the number of times its code was
** entered from another line's (or from the procedure's start).  Code
** compiled with counting off is unchanged.
**
** Branches: each conditional jump of if/elseif/unless and of a loop's
** test is a block of two arms (its jump's two outcomes), counted where
** each arm begins (compile_stmt.c, cover_branch and cover_arm): for an
** if, the arm run when the condition holds and the one run when it does
** not (an if with no else gets a JMP over the second counter); for a
** loop, the body entered and the loop left by its test (a quitloop
** leaves by another way, not counted as an arm); for quitif, nextif,
** quitunless and nextunless, the jump taken and not (counted, the jump
** becomes a jump over an arm's counter and a JMP); for returnif and
** returnunless, the return and going on.
**
** A TALLY is planted only where an instruction begins (emit, never
** emit_raw, which also writes the data words of multi-word instructions),
** and sets a barrier, so that no peephole fuses across it.
*/
#include <stdlib.h>
#include <string.h>
#include "compile_int.h"
#include "coverage.h"
#include "prim.h"
#include "itemise.h"

static void plant(FuncState *fs, int32_t site)
{
    if (fs->ncode == fs->capcode) {
        fs->capcode = fs->capcode ? fs->capcode * 2 : 64;
        fs->code = realloc(fs->code, fs->capcode * sizeof(uint32_t));
    }
    fs->code[fs->ncode++] = INS(OP_TALLY, (uint32_t)site);
    set_barrier(fs);
}

/* See compile_int.h. */
void cover_open(VM *vm, FuncState *fs)
{
    char buf[256];
    const char *name = NULL;
    if (IS_WORD(fs->name)) {
        size_t n;
        const char *s = chars_of(vm, fs->name, &n);
        if (n >= sizeof buf) n = sizeof buf - 1;
        memcpy(buf, s, n);
        buf[n] = 0;
        name = buf;
    }
    int32_t site = coverage_site(vm, COV_FN, fs->line0, 0, 0, name);
    fs->cov_fn = site + 1;
    if (site < 0) return;
    line_note(fs, fs->line0);        /* the entry is the header line's */
    plant(fs, site);
}

/* See compile_int.h. */
void cover_emit(VM *vm, FuncState *fs, int line)
{
    if (fs->cov_line && (int32_t)fs->ncode <= fs->cov_at) fs->cov_line = 0;  /* taken back */
    if (line > 0 && fs->cov_line != line) {
        int32_t site = coverage_site(vm, COV_LINE, line, 0, 0, NULL);
        if (site >= 0) {
            line_note(fs, line);     /* the TALLYs are the line's (a tick there) */
            /* an arm's first, so that the frame's last TALLY is the line's
               (coverage_alloc charges the line of the last one) */
            if (fs->cov_arm) cover_pending(fs);
            fs->cov_line = line;
            fs->cov_at = (int32_t)fs->ncode;
            plant(fs, site);
        }
    }
    if (fs->cov_arm) cover_pending(fs);
}

/* See compile_int.h. */
void cover_pending(FuncState *fs)
{
    int32_t site = fs->cov_arm - 1;
    fs->cov_arm = 0;
    plant(fs, site);
}

/* See compile_int.h. */
int32_t cover_branch(VM *vm, int n)
{
    if (!vm->cov_on || !vm->itm) return -1;
    int line = vm->itm->item_line;
    int block = coverage_block(vm, line);
    int32_t first = -1;
    for (int i = 0; i < n; i++) {
        int32_t site = coverage_site(vm, COV_BRANCH, line, block, i, NULL);
        if (site < 0) return -1;
        if (i == 0) first = site;
        else if (site != first + i) return -1;
    }
    return first;
}

/* See compile_int.h. */
void cover_arm(VM *vm, int32_t first, int arm)
{
    if (first < 0) return;
    FuncState *fs = FS(vm);
    if (fs->cov_arm) cover_pending(fs);
    fs->cov_arm = first + arm + 1;
}

/* See compile_int.h. */
void cover_finish(VM *vm, FuncState *fs)
{
    if (fs->toplevel && fs->cov_fn) coverage_kill(vm, fs->cov_fn - 1);
}
