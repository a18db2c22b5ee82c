/*
** fuzz_common.h -- the VM shared by pop11's libFuzzer targets (tests/fuzz).
**
** One VM is made on the first input and reused for every input (making
** one costs milliseconds, far more than most inputs take).  Before each
** input the harness restores what an input may have changed that would
** spoil the next ones: the user stack, the call-stack and heap limits,
** pop_pr_level, the output procedures.  Definitions an input makes stay.
**
** Limits: every safe point (procedure entry, loop back-edge) counts
** against a step budget (POLL_STEPS), so an endless loop is the mishap
** "STEP LIMIT EXCEEDED", and the heap may not pass FUZZ_HEAP_BYTES
** whatever popmemlim says (vm->heap_cap), so a huge allocation is
** popmemlim's mishap; no number made by one operation may pass
** FUZZ_NUM_BITS (vm->num_bits_cap), so that big-number arithmetic and
** exponents such as 1e9000000 stay fast.  An input's output stops after FUZZ_OUTPUT
** characters (vm->out_left).  Procedures that would leave the process, start
** programs, write or delete files, sleep or load foreign code are replaced
** by one that mishaps.  Input comes from /dev/null; run the targets in a
** scratch directory with -close_fd_mask=3 (no output but libFuzzer's own),
** as tests/fuzz/fuzz.sh does.
*/
#ifndef POP_FUZZ_COMMON_H
#define POP_FUZZ_COMMON_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include "vm.h"
#include "gc.h"
#include "compile.h"
#include "itemise.h"
#include "prim.h"
#include "print.h"
#include "prims.h"

#define FUZZ_STEPS       200000               /* safe points per input */
#define FUZZ_HEAP_BYTES  ((size_t)16 << 20)    /* (numbers: a few million digits) */
#define FUZZ_OUTPUT      100000               /* characters printed per input */
#define FUZZ_NUM_BITS    1e6                  /* bits of a number one operation
                                                 makes (10**300000 takes ~1 ms) */

static VM *fuzz_vm;
static Val fuzz_saved[8];
static int fuzz_nroots;                      /* GC roots between inputs */

/* (a target that runs only texts of its own making, which name only
   files of its own and load only the C library's functions the profiler's
   library uses, defines FUZZ_TRUSTED_TEXT: fuzz_profile) */
static const char *const fuzz_forbidden[] = {
    "sysexit", "bye", "setpop", "sysobey", "syssleep", "popready", "sys_timer",
#ifndef FUZZ_TRUSTED_TEXT
    "syscreate", "sysdelete", "sysopen", "discout", "discappend", "sys_file_move",
    "external_do_load", "exload_do_batch_load", "external_load_consptr",
    "consexternal_ptr",
#endif
    NULL
};

static const char *const fuzz_restored[] = {
    "pop_callstack_lim", "popmemlim", "cucharout", "cucharerr", "pr",
    "poplinewidth", "poplinemax", NULL
};

static void fuzz_set(VM *vm, const char *name, Val v)
{
    Val id = word_ident(vm, word_cstr(vm, name));
    if (id) IDENT_PTR(id)->value = v;
}

/* Make the VM (first call) or restore it for the next input. */
static VM *fuzz_get_vm(void)
{
    VM *vm = fuzz_vm;
    if (!vm) {
        if (!freopen("/dev/null", "r", stdin)) abort();
        const char *lib = getenv("POP11_LIBDIR");
        vm = fuzz_vm = vm_new(lib && *lib ? lib : ".");   /* (fuzz.sh sets it) */
        vm->loader_name = "trycompile";
        vm->frames[0].cs = 116 - 2;
        vm->heap_cap = FUZZ_HEAP_BYTES;
        vm->num_bits_cap = FUZZ_NUM_BITS;
        Catch c;
        vm->catch = NULL;
        vm_catch_push(vm, &c);
        if (setjmp(c.jb) == 0) {
            static const char forbid[] =
                "define sys_fuzz_forbidden(); mishap('FORBIDDEN WHILE FUZZING', []) enddefine;";
            compile_string(vm, forbid, sizeof forbid - 1);
        } else abort();
        vm->catch = NULL;
        Val f = IDENT_PTR(word_ident(vm, word_cstr(vm, "sys_fuzz_forbidden")))->value;
        for (int i = 0; fuzz_forbidden[i]; i++) fuzz_set(vm, fuzz_forbidden[i], f);
        for (int i = 0; fuzz_restored[i]; i++) {
            Val id = word_ident(vm, word_cstr(vm, fuzz_restored[i]));
            fuzz_saved[i] = id ? IDENT_PTR(id)->value : 0;
            gc_push_root(vm, &fuzz_saved[i]);
        }
        fuzz_nroots = vm->nroots;
    }
    vm->sp = vm->stack;
    /* between inputs is a safe point; the itemiser alone never reaches one */
    if (vm->poll & POLL_GC) gc_collect(vm, 1);
    for (int i = 0; fuzz_restored[i]; i++)
        if (fuzz_saved[i]) fuzz_set(vm, fuzz_restored[i], fuzz_saved[i]);
    vm->pr_level = 1000;
    vm->steps_left = FUZZ_STEPS;
    vm->out_left = FUZZ_OUTPUT;
    vm->poll |= POLL_STEPS;
    vm->exit_status = 0;
    vm->out_col = vm->err_col = 0;
    return vm;
}

/* After an input the VM must be back at top level: a GC root, a frame, a
   local slot, a dlocal save, a compiler or a vm_own buffer left behind
   would corrupt the
   next input (and the next statement at pop11's REPL), so it is a bug
   found by this input. */
static void fuzz_check_state(VM *vm)
{
    if (vm->nroots != fuzz_nroots || vm->fp != 0 || vm->locals_top != vm->locals
        || vm->ndsave != 0 || vm->comp || vm->catch || vm->itm || vm->owned) {
        fprintf(stderr, "fuzz: VM state left behind: nroots %d (want %d), fp %d, locals %ld, "
                "dsave %u, compiler %p, itemiser %p\n", vm->nroots, fuzz_nroots, vm->fp,
                (long)(vm->locals_top - vm->locals), vm->ndsave, (void *)vm->comp,
                (void *)vm->itm);
        abort();
    }
}

/* Compile and run text; a mishap ends it (reported where stderr goes). */
static void fuzz_compile(VM *vm, const char *text, size_t len)
{
    Catch c;
    vm->catch = NULL;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) compile_string(vm, text, len);
    vm->catch = NULL;
    out_flush(vm);
    fuzz_check_state(vm);
}
#endif
