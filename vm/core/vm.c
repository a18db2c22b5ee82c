/*
** vm.c -- creating the VM, mishaps (Poplog's error reports) and unwinding.
**
** A mishap prints its report on cucharerr in Poplog's format
** (docs/rules.md section 2), then unwinds to the innermost Catch: every frame
** above it is popped with its dlocals restored and its captured variables
** closed, exactly as a normal return would, and control longjmps to the
** Catch.  The C frames skipped by the longjmp are all the VM's own.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include "vm.h"
#include "gc.h"
#include "interp.h"
#include "prim.h"
#include "num.h"
#include "ustack.h"

/* ---- stack errors ------------------------------------------------------ */

void vm_stack_empty(VM *vm)
{
    vm_mishap(vm, "ste: STACK EMPTY (missing argument? missing result?)", 0);
}

/* ---- bounded C recursion (see vm.h) ------------------------------------- */

void vm_recursion_limit(VM *vm)
{
    vm_mishap(vm, "rle: RECURSION LIMIT (pop_callstack_lim) EXCEEDED", 0);
}

/* See vm.h. */
void vm_push_prim_frame(VM *vm, Val p)
{
    Frame *f = &vm->frames[vm->fp + 1];
    f->proc = p;
    f->pc = NULL;
    f->locals = vm->locals_top;
    f->stack_entry = vm->sp;
    f->dsave = vm->ndsave;
    f->flags = FRAME_PRIM;
    f->cs = vm->frames[vm->fp].cs;
    vm->fp++;
    vm->current = p;
}

void vm_callstack_exhausted(VM *vm)
{
    vm_mishap(vm, "rom: NO MORE MEMORY AVAILABLE (needing callstack space)", 0);
}

void vm_cs_charge_as(VM *vm, uint32_t words, const char *who)
{
    uint32_t cs = vm->frames[vm->fp].cs + words;
    Val lim = IDVAL(vm->id_pop_callstack_lim);
    int over = IS_INT(lim) && (intptr_t)cs > INT_VAL(lim);
    if (over || (uintptr_t)__builtin_frame_address(0) < vm->cstack_low) {
        if (who) doing_as(vm, who);
        if (over) vm_recursion_limit(vm);
        vm_callstack_exhausted(vm);
    }
    vm->frames[vm->fp].cs = cs;
}

void vm_cs_charge(VM *vm, uint32_t words)
{
    vm_cs_charge_as(vm, words, NULL);
}

void vm_ensure_cstack(char **argv)
{
    const rlim_t want = (rlim_t)63 << 20;     /* (ASan warns on longjmp past 64 MiB) */
    struct rlimit rl;
    if (getenv("POP11_CSTACK_RAISED")) { unsetenv("POP11_CSTACK_RAISED"); return; }
    if (getrlimit(RLIMIT_STACK, &rl) != 0) return;
    if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= want) return;
    rlim_t to = rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= want ? want : rl.rlim_max;
    if (to <= rl.rlim_cur) return;
    rl.rlim_cur = to;
    if (setrlimit(RLIMIT_STACK, &rl) != 0) return;
    setenv("POP11_CSTACK_RAISED", "1", 1);
    execv("/proc/self/exe", argv);
}

/* The C stack may grow to its rlimit (at most 1 GiB; 8 MiB if unknown)
   below `base`, less a margin for the mishap report and the C code that
   runs between two checks. */
static uintptr_t cstack_low(uintptr_t base)
{
    struct rlimit rl;
    size_t size = (size_t)8 << 20;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur > 0)
        size = rl.rlim_cur == RLIM_INFINITY ? (size_t)64 << 20 : (size_t)rl.rlim_cur;
    if (size > ((size_t)1 << 30)) size = (size_t)1 << 30;
    size_t margin = (size_t)512 << 10;       /* and what is above base */
    if (size < 2 * margin) return base;
    return base - size + margin;
}

/* ---- mishaps ------------------------------------------------------------ */

/* The report's printer (vm_set_reporter); before one is set, a plain
   line on stderr. */
static VmReporter reporter;

/* sysprmishap and setpop: the defaults of the hooks prmishap and
   interrupt, which vm_mishapv need not call (see vm_init) */
static Val sysprmishap_v, setpop_v;

void vm_set_reporter(VM *vm, VmReporter r)
{
    (void)vm;
    reporter = r;
}

static void report(VM *vm, const char *header, const char *msg, int n, const Val *culprits,
                   int full)
{
    if (reporter) { reporter(vm, header, msg, n, culprits, full); return; }
    (void)n; (void)culprits; (void)full;
    fprintf(stderr, ";;; %s%s\n", header, msg);
}

/* See vm.h.  A buffer registered while vm->catch was x is unwound by a
   jump to c when x is c or inside it (c is on x's chain of handlers). */
void vm_free_owned(VM *vm, const Catch *c)
{
    while (vm->owned) {
        Owned *o = vm->owned;
        const Catch *x = o->catch;
        while (x && x != c) x = x->prev;
        if (!x) break;
        vm->owned = o->prev;
        free(*o->pp);
        *o->pp = NULL;
    }
}

/* The frame an unwinding to c stops at: c's, or an exit's that goes on
   at c (vm_exit_unwind); frames above it are popped. */
static int unwind_level(VM *vm, const Catch *c)
{
    return vm->exit_catch == c ? vm->exit_fp : c->fp;
}

/* See vm.h. */
void vm_unwind_frames(VM *vm, const Catch *c)
{
    int to = unwind_level(vm, c);
    Val ctx = interp_id_dlocal_context;
    /* exit actions see the unwinding: 3 a mishap's, 2 an exit's */
    if (ctx) IDVAL(ctx) = MK_INT(vm->exit_catch ? 2 : 3);
    while (vm->fp > to) {
        Frame *f = &vm->frames[vm->fp];
        if (vm->openuv && vm->openuv->p >= f->locals) interp_close_upvals(vm, f->locals);
        interp_restore_dlocals(vm, f->dsave);
        vm->locals_top = f->locals;
        vm->fp--;
    }
    if (ctx) IDVAL(ctx) = MK_INT(1);
    if (vm->fp < vm->prof_low) vm->prof_low = vm->fp;
    vm->current = vm->frames[vm->fp].proc;
}

/* The end of a mishap hook's room above pop_callstack_lim (run_hook). */
static void hook_room_end(VM *vm)
{
    if (!vm->hook_lim) return;
    IDVAL(vm->id_pop_callstack_lim) = vm->hook_lim;
    vm->hook_lim = 0;
}

/* Unwind to the innermost Catch and jump there. */
static _Noreturn void unwind(VM *vm)
{
    Catch *c = vm->catch;
    if (!c) { fprintf(stderr, "pop11: mishap with no handler\n"); exit(1); }
    vm->hook_fp = 0;
    hook_room_end(vm);          /* (before the frames' dlocals are restored) */
    vm_unwind_frames(vm, c);
    vm->nroots = c->nroots;
    vm_catch_restore(vm, c);
    vm->in_mishap = 0;
    longjmp(c->jb, 1);
}

void vm_throw(VM *vm)
{
    unwind(vm);
}

/* See vm.h: more than 256 gc_push_root roots at once is a bug in C code
   (a missing gc_pop_root, or a loop that should use data_slots); going on
   would write past vm->roots. */
void vm_roots_overflow(VM *vm)
{
    fprintf(stderr, "pop11: internal error: %d GC roots pushed (gc_push_root) at once\n",
            vm->nroots);
    abort();
}

/* Run a mishap's hook h (prmishap or interrupt), its arguments on the
   stack; an exit out of it goes through vm_exit_unwind. */
static void run_hook(VM *vm, Val h)
{
    /* (room above pop_callstack_lim, so that a mishap of recursion too
       deep can be caught, as in Poplog) */
    Val lim = IDVAL(vm->id_pop_callstack_lim);
    int raised = IS_INT(lim) && !vm->hook_lim;
    if (raised) {
        vm->hook_lim = lim;
        IDVAL(vm->id_pop_callstack_lim) = MK_INT(INT_VAL(lim) + 8192);
    }
    vm->hook_fp = vm->fp + 1;
    vm_apply(vm, h);
    vm->hook_fp = 0;
    if (raised) hook_room_end(vm);
}

void vm_mishapv(VM *vm, const char *msg, int n, const Val *culprits)
{
    if (vm->in_mishap > 2) unwind(vm);
    vm->in_mishap++;
    vm->exit_status = 1;
    /* the hooks (see vm.h) run for the first mishap only: one inside a
       hook is reported as it stands */
    Val h = vm->id_prmishap ? IDVAL(vm->id_prmishap) : FALSE_V;
    if (vm->in_mishap == 1 && IS_PROC(h) && h != sysprmishap_v) {
        Val m = mk_cstring(vm, msg), l = NIL_V;
        for (int i = n; i-- > 0; ) l = mk_pair(vm, culprits[i], l);
        PUSH(m);
        PUSH(l);
        run_hook(vm, h);
    } else {
        report(vm, "MISHAP - ", msg, n, culprits, 1);
    }
    h = vm->id_interrupt ? IDVAL(vm->id_interrupt) : FALSE_V;
    if (vm->in_mishap == 1 && IS_PROC(h) && h != setpop_v) run_hook(vm, h);
    unwind(vm);
}

/* See vm.h. */
void vm_report_mishap(VM *vm, const char *msg, int n, const Val *culprits)
{
    report(vm, "MISHAP - ", msg, n, culprits, 1);
}

/* See vm.h. */
Catch *vm_exit_resumable(VM *vm, int lowest)
{
    Catch *r = vm->catch;
    while (r && !(r->resumable && r->fp < lowest)) r = r->prev;
    if (!r) return NULL;
    /* (frame r->fp + 1 is the one vm_apply_resumable's call pushed) */
    for (int i = r->fp + 2; i <= lowest; i++)
        if (vm->frames[i].flags & (FRAME_C_BOUNDARY | FRAME_PRIM | FRAME_AST | FRAME_EXTCALL
                                  | FRAME_PROCESS)) return NULL;
    return r;
}

/* See vm.h. */
void vm_exit_unwind(VM *vm, Catch *r, int lowest)
{
    vm->exit_catch = r;
    vm->exit_fp = lowest;
    unwind(vm);
}

/* See vm.h. */
void vm_apply_resumable(VM *vm, Val p)
{
    Catch c;
    vm_catch_push(vm, &c);
    c.resumable = 1;
    if (setjmp(c.jb) == 0) {
        vm_apply(vm, p);
    } else if (vm->exit_catch != &c) {
        vm->catch = c.prev;
        vm_throw(vm);                           /* a mishap goes on */
    } else {
        /* an exit goes on here: the frames up to its frame, which leaves
           by the code its pc now points at, run on in a loop of their own
           (frames above it that a handler's own longjmp left are popped),
           with this Catch still in place for the exits of later mishaps */
        vm_unwind_frames(vm, &c);
        vm->exit_catch = NULL;
        vm->catch = &c;
        interp_continue(vm);
    }
    vm->catch = c.prev;
}

void vm_mishap(VM *vm, const char *msg, int n, ...)
{
    Val c[16];
    va_list ap;
    va_start(ap, n);
    if (n > 16) n = 16;
    for (int i = 0; i < n; i++) c[i] = va_arg(ap, Val);
    va_end(ap);
    vm_mishapv(vm, msg, n, c);
}

void vm_warning(VM *vm, const char *msg, int n, const Val *culprits)
{
    report(vm, "WARNING - ", msg, n, culprits, 0);
}

void vm_type_error(VM *vm, const char *msg, Val v)
{
    vm_mishap(vm, msg, 1, v);
}

/* ---- argument checks (prim.h) ------------------------------------------ */

intptr_t check_int(VM *vm, Val v)
{
    if (!IS_INT(v)) vm_mishap(vm, "INTEGER NEEDED", 1, v);
    return INT_VAL(v);
}

Val check_list(VM *vm, Val v)
{
    if (!IS_PAIR(v) && v != NIL_V) vm_mishap(vm, "LIST NEEDED", 1, v);
    return v;
}

Val check_word(VM *vm, Val v)
{
    if (!IS_WORD(v)) vm_mishap(vm, "WORD NEEDED", 1, v);
    return v;
}

Val check_string(VM *vm, Val v)
{
    if (!IS_STRING(v)) vm_mishap(vm, "STRING NEEDED", 1, v);
    return v;
}

/* See prim.h. */
const char *chars_of(VM *vm, Val v, size_t *len)
{
    if (IS_STRING(v)) { *len = STR_PTR(v)->len; return STR_PTR(v)->chars; }
    if (IS_WORD(v)) { *len = WORD_PTR(v)->len; return WORD_PTR(v)->chars; }
    vm_mishap(vm, "STRING OR BYTE VECTOR NEEDED", 1, v);
}

/* See prim.h. */
Val ident_value(VM *vm, const char *name)
{
    Val id = word_ident(vm, word_cstr(vm, name));
    return id ? IDENT_PTR(id)->value : FALSE_V;
}

/* See prim.h. */
void doing_as(VM *vm, const char *name)
{
    Val p = ident_value(vm, name);
    if (IS_PROC(p)) vm->current = p;
}

Val check_proc(VM *vm, Val v)
{
    if (!IS_PROC(v)) vm_mishap(vm, "PROCEDURE NEEDED", 1, v);
    return v;
}

/* ---- calling Pop-11 from C ------------------------------------------------ */

void vm_apply(VM *vm, Val p)
{
    vm_check_cstack(vm);            /* C -> Pop-11 -> C ... nests C frames */
    interp_apply(vm, p);
}

/* ---- creation -------------------------------------------------------------- */

/* Declare a built-in variable with an initial value; returns its ident. */
Val vm_defvar(VM *vm, const char *name, Val value)
{
    Val id = word_declare(vm, word_cstr(vm, name), ID_VARS, 0);
    IDENT_PTR(id)->value = value;
    return id;
}


/* A zeroed array of `bytes` that starts `off` bytes into a 4 KB page (it is
   never freed).  The open stack, the frames and the locals are placed at
   different offsets: a load whose address matches a pending store's in the
   low 12 bits waits for that store on x86 processors ("4K aliasing"), and
   with all three arrays starting at the same offset, a local and a stack
   slot of equal index collided (the loops kernel ran about 20% slower with
   one or two items left on the stack beneath it). */
static void *calloc_at(size_t bytes, size_t off)
{
    char *p = calloc(1, bytes + 4096);
    if (!p) {
        fprintf(stderr, "pop11: cannot allocate the stacks\n");
        exit(1);
    }
    return p + ((off - (uintptr_t)p) & 4095);
}

VM *vm_create(const char *libdir)
{
    VM *vm = calloc(1, sizeof(VM));
    vm->libdir = libdir;
    vm->cstack_low = cstack_low((uintptr_t)__builtin_frame_address(0));
    vm->pr_level = 1000;
    /* four guard slots below the stack, holding the integer 0: the
       interpreter reads the top element into a register even when the
       stack is empty, and a primitive that looks at PEEK(0..3) before
       popping sees a harmless item (then POP mishaps: "pr_field();" read
       a null pointer, found by tests/fuzz/fuzz_run).  The stack starts at
       the beginning of a page (its guard slots end the page before;
       ustack.c), the frames a quarter and the locals half a page into one
       (see calloc_at) */
    ustack_init(vm);
    for (int i = 1; i <= 4; i++) vm->stack[-i] = MK_INT(0);
    vm->frames = calloc_at((POP_FRAMES_MAX + 2) * sizeof(Frame), 1024);
    vm->frames_lim = POP_FRAMES_MAX;
    vm->locals = calloc_at(POP_LOCALS_MAX * sizeof(Val), 2048);
    vm->locals_top = vm->locals;
    vm->locals_end = vm->locals + POP_LOCALS_MAX;
    vm->fp = 0;
    vm->frames[0].proc = FALSE_V;
    vm->frames[0].locals = vm->locals;
    vm->current = FALSE_V;
    vm->cur_process = FALSE_V;
    gc_init(vm);
    return vm;
}

/* See vm.h. */
void vm_init_vars(VM *vm)
{
    vm->id_popmemlim = vm_defvar(vm, "popmemlim", MK_INT(128 * 1024 * 1024));   /* 1 GiB */
    vm->id_pop_callstack_lim = vm_defvar(vm, "pop_callstack_lim", MK_INT(98304));
    vm->id_popgctime = vm_defvar(vm, "popgctime", MK_INT(0));
    vm->id_popmemused = vm_defvar(vm, "popmemused", MK_INT(0));
    IDENT_PTR(vm->id_popmemused)->h.flags |= IDF_PROTECTED;
    vm->id_popgctrace = vm_defvar(vm, "popgctrace", FALSE_V);
    vm->id_pop_after_gc = vm_defvar(vm, "pop_after_gc", ident_value(vm, "identfn"));
    vm->id_popnewline = vm_defvar(vm, "popnewline", FALSE_V);
    vm->id_popprompt = vm_defvar(vm, "popprompt", mk_cstring(vm, ": "));
    setpop_v = ident_value(vm, "setpop");
    sysprmishap_v = ident_value(vm, "sysprmishap");
    vm->id_interrupt = vm_defvar(vm, "interrupt", setpop_v);
    vm->id_prmishap = vm_defvar(vm, "prmishap", sysprmishap_v);
    vm_defvar(vm, "prwarning", ident_value(vm, "sysprwarning"));
    vm->id_keyboard_interrupt = vm_defvar(vm, "keyboard_interrupt", ident_value(vm, "setpop"));
    vm->id_poparglist = vm_defvar(vm, "poparglist", NIL_V);
    vm->id_popfilename = vm_defvar(vm, "popfilename", FALSE_V);
    vm->id_poplinenum = vm_defvar(vm, "poplinenum", MK_INT(0));
    vm->id_pop_mishap_doing_lim = vm_defvar(vm, "pop_mishap_doing_lim", FALSE_V);
    vm->id_pop_exit_ok = vm_defvar(vm, "pop_exit_ok", TRUE_V);
    vm->proglist_id = vm_defvar(vm, "proglist", NIL_V);
    vm_defvar(vm, "true", TRUE_V);
    vm_defvar(vm, "false", FALSE_V);
    vm_defvar(vm, "termin", TERMIN_V);
    vm_defvar(vm, "nil", NIL_V);
    vm_defvar(vm, "newline", word_cstr(vm, "\n"));
    vm_defvar(vm, "space", word_cstr(vm, " "));
    vm_defvar(vm, "undef", word_cstr(vm, "undef"));
    vm->id_pop_undef = vm_defvar(vm, "pop_undef", mk_undef(vm, FALSE_V));
    vm_defvar(vm, "pop_internal_version", MK_INT(160001));
    num_init(vm);
}
