/*
** prims.c -- registration of every primitive, from the one PRIM/UPDATER
** line each has in the sources (collected into prims.inc by mkprims.sh).
** Each primitive becomes a protected constant identifier of its name.
**
** prims.inc is included twice with different definitions of its entry
** macros (an X-macro table): once for a prototype of every C function,
** once for the table defs[] of name, function, argument and result
** counts and doc string.  So adding a primitive is writing its PRIM line
** and body; nothing here or in any header changes.  help.c includes the
** same file a third time for the REF index.
**
** vm_new is the one way a whole VM is made (main.c calls it): the core, then the primitives, then every module's
** initialiser in the order prims_init_all gives.  The order matters: an
** initialiser may look up a primitive by name (ident_value) or compile
** Pop-11 source, so it must run after what it uses, and help_init and
** section_init, which take a census of the identifiers made so far, run
** last.  gc_seal then marks everything made as the system's: Poplog's
** system area, which isinheap tells from what the program makes.
*/
#include <string.h>
#include "prims.h"
#include "gc.h"
#include "prim.h"

#define PRIM_ENTRY(c, n, a, r, d)  void c(VM *vm);
#define UPDATER_ENTRY(c, n, a, d)  void c(VM *vm);
#define PVAR_ENTRY(n, d)
#include "prims.inc"
#undef PRIM_ENTRY
#undef UPDATER_ENTRY

/* One row of the table: upd tells an UPDATER line (registered on the
   procedure of the same name) from a PRIM line (nres is 0 for it). */
typedef struct PrimDef {
    const char *name; PrimFn fn; int nargs, nres; const char *doc; int upd;
} PrimDef;

static const PrimDef defs[] = {
#define PRIM_ENTRY(c, n, a, r, d)  { n, c, a, r, d, 0 },
#define UPDATER_ENTRY(c, n, a, d)  { n, c, a, 0, d, 1 },
#include "prims.inc"
    { NULL, NULL, 0, 0, NULL, 0 }
};

/* See prims.h.  Two passes: the procedures first, then the updaters,
   since an UPDATER line may come (in another file, or earlier in the
   same file) before the PRIM line of its procedure.  An updater whose
   procedure is missing is skipped, not a start-up failure. */
void prims_register(VM *vm)
{
    for (const PrimDef *d = defs; d->name; d++) {
        if (d->upd) continue;
        Val p = mk_prim(vm, d->name, d->fn, d->nargs, d->nres);
        PROC_PTR(p)->u.prim.doc = d->doc;
        Val id = word_declare(vm, word_cstr(vm, d->name), ID_CONSTANT, IDF_PROTECTED);
        IDENT_PTR(id)->value = p;
        IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
    }
    for (const PrimDef *d = defs; d->name; d++) {
        if (!d->upd) continue;
        Val id = word_ident(vm, word_cstr(vm, d->name));
        if (!id || !IS_PROC(IDENT_PTR(id)->value)) continue;
        Val u = mk_prim(vm, d->name, d->fn, d->nargs, 0);
        PROC_PTR(u)->u.prim.doc = d->doc;
        PROC_PTR(IDENT_PTR(id)->value)->updater = u;
    }
}

/* Optional per-module initialisers (weak: a program linked without the
   module still links, and prims_init_all skips the missing one). */
void prims_str_init(VM *vm) __attribute__((weak));
void prims_list_init(VM *vm) __attribute__((weak));
void prop_init(VM *vm) __attribute__((weak));
void prims_sys_init(VM *vm);
void match_init(VM *vm);
void trace_init(VM *vm);
void database_init(VM *vm);
void process_init(VM *vm);
#include "lib.h"
#include "class.h"
#include "array.h"
#include "data_syntax.h"
#include "vmcode.h"
#include "section.h"
#include "help.h"
#include "device.h"
#include "repl.h"
#include "popffi.h"
#include "report.h"
#include "print.h"
#include "timer.h"
#include "compile.h"

/* See prims.h. */
void prims_init_all(VM *vm)
{
    if (prims_str_init) prims_str_init(vm);
    if (prims_list_init) prims_list_init(vm);
    if (prop_init) prop_init(vm);
    prims_sys_init(vm);
    lib_init(vm);
    device_init(vm);
    vmcode_init(vm);
    {   /* how timer handlers and raised traps are called (timer.h) */
        static const char src[] =
            "procedure(h); procedure(h); h() endprocedure(h) endprocedure, "
            "procedure(h); dlocal cucharout = charout; h() endprocedure";
        Val *base = vm->sp;
        compile_string(vm, src, sizeof src - 1);
        timer_set_dispatch(vm, vm->sp[-2], vm->sp[-1]);
        vm->sp = base;
    }
    class_init(vm);
    array_init(vm);
    data_syntax_init(vm);
    match_init(vm);
    trace_init(vm);
    database_init(vm);
    process_init(vm);
    ffi_init(vm);
    repl_init(vm);
    section_init(vm);        /* marks every identifier so far global */
    help_init(vm);           /* last: it records the built-in identifiers */
}

/* See prims.h. */
VM *vm_new(const char *libdir)
{
    VM *vm = vm_create(libdir);
    /* primitives first: the initial values of some variables are
       primitives, and the initialisers look some up */
    prims_register(vm);
    vm_init_vars(vm);
    print_init(vm);
    compile_init(vm);
    report_init(vm);
    prims_init_all(vm);
    gc_seal(vm);             /* what is made so far is the system's */
    return vm;
}
