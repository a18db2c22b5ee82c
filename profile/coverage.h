/*
** coverage.h -- exact execution counts per line and per procedure for
** coverage (gcov and lcov output): the mechanism.  The policy (when to
** count, where to write) is Pop-11 code in profile/profile_coverage.p.
**
** While vm->cov_on is set the compiler plants a TALLY instruction
** (vm/core/opcodes.def) at the start of each source line's code and at
** each procedure's entry (profile/compile_cover.c); TALLY A adds 1 to
** vm->cov_counts[A].  Code compiled with counting off has no TALLY, so
** counting costs nothing when it is off.  Each counter is a site: the
** file, line and kind of what it counts.
*/
#ifndef POP_COVERAGE_H
#define POP_COVERAGE_H
#include <stdint.h>
#include "vm.h"

/* What a counter counts: entries into a line's code, calls of a
   procedure (name, line of its header), one arm of a branch; a DEAD site
   (the entry count of a top-level statement) is never reported. */
enum { COV_LINE = 1, COV_FN, COV_BRANCH, COV_DEAD };

/* A new counter for the source file being compiled (vm->itm's file):
   its index, or -1 if that source is no file (a string, the terminal)
   or memory ran out.  name (for COV_FN: the procedure's name, copied)
   may be NULL; block and branch number a branch's arm (COV_BRANCH). */
int32_t coverage_site(VM *vm, int kind, int line, int block, int branch, const char *name);

/* The block number of a new branch at line `line` of the file being
   compiled: how many branches that line already has. */
int coverage_block(VM *vm, int line);

/* Charge bytes just allocated to the line the allocating code is on:
   the last counter run by the top bytecode frame, if its procedure was
   compiled with counters (built-ins' frames above it are passed over);
   0 if there is none.  coverage_reset_bytes zeroes the bytes of every
   site (a new count of bytes starts, counters.c). */
int  coverage_alloc(VM *vm, size_t bytes);
/* The site coverage_alloc would charge (-1: none), and a site's file (as
   given to the compiler; NULL for -1) and line. */
int32_t coverage_current(VM *vm);
const char *coverage_where(int32_t site, int *line);
void coverage_reset_bytes(void);

/* Mark site i as COV_DEAD (i < 0: nothing). */
void coverage_kill(VM *vm, int32_t i);

#endif
