/*
** ffi.c -- external type specs, exacc / defexacc / l_typespec / p_typespec,
** external pointers, calling C functions through libffi, and callbacks
** (exfunc_export).  See popffi.h for the representation; exload itself is in
** ffi_load.c.
**
** Code planted by exacc: the arguments (or subscript), the pointer value,
** then a call of the hidden primitive sys_exacc with a small integer that
** indexes the access descriptor table (what to do: call, field, element or
** plain access, and the type spec).  Its updater does the update-mode
** access (`x -> exacc p`).  defexacc makes closures of the same primitive.
**
** Callbacks: exfunc_export(proc, flags, hold) makes a libffi closure that
** C can call like a function.  As in Poplog, proc receives one external
** pointer to the array of the (integer-register) arguments, each a machine
** word; the first word on return is the result.  A mishap inside the
** callback is reported at once, caught at the trampoline (so that no
** longjmp crosses C frames we did not write), the callback returns 0 to C,
** and the abnormal exit continues when the foreign call returns.
**
** Memory: a TSpec is C memory, never a heap object, since the compiler
** keeps pointers to it in the access table for as long as the program
** runs; every block is owned by vm->ffi->tsmem (ts_own) and freed only
** when a parse fails (parse_ts_top).  Heap objects that the FFI keeps
** (the load history, the held callbacks, the hidden primitives) hang off
** vm->ffi->roots, which ffi_mark_roots marks for the collector.
**
** Faults: foreign code, and exacc's own reads and writes through a
** pointer, run inside FOREIGN(), which turns a SIGSEGV or SIGBUS into
** Poplog's access-violation mishap instead of a crash.
*/
#define _GNU_SOURCE 1
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <signal.h>
#include <setjmp.h>
#include <ucontext.h>
#include <ffi.h>
#include "popffi.h"
#include "ustack.h"
#include "timer.h"
#include "sampler.h"
#include "counters.h"
#include "class.h"
#include "data_syntax.h"
#include "compile_int.h"
#include "prim.h"
#include "num.h"
#include "print.h"
#include "gc.h"
#include "data.h"


/* ---- base types ------------------------------------------------------------ */

static const struct { const char *name; BType bt; size_t size; } base_names[] = {
    { "full", BT_FULL, 8 }, { "word", BT_WORD, 8 }, { "uword", BT_UWORD, 8 },
    { "pint", BT_PINT, 8 }, { "long", BT_LONG, 8 }, { "ulong", BT_ULONG, 8 },
    { "int", BT_INT, 4 }, { "uint", BT_UINT, 4 }, { "short", BT_SHORT, 2 },
    { "ushort", BT_USHORT, 2 }, { "sbyte", BT_SBYTE, 1 }, { "byte", BT_BYTE, 1 },
    { "dfloat", BT_DFLOAT, 8 }, { "sfloat", BT_SFLOAT, 4 }, { "float", BT_FLOAT, 4 },
    { "exptr", BT_EXPTR, 8 }, { "exval", BT_EXVAL, 8 }, { "void", BT_VOID, 0 },
};

/* Record p (a block of a TSpec being made) in vm->ffi->tsmem, which owns
   it; returns its index there. */
static int ts_own(VM *vm, void *p)
{
    FfiState *f = vm->ffi;
    if (!p) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
    if (f->ntsmem == f->captsmem) {
        int cap = f->captsmem ? f->captsmem * 2 : 64;
        void **n = realloc(f->tsmem, (size_t)cap * sizeof *n);
        if (!n) { free(p); vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0); }
        f->tsmem = n;
        f->captsmem = cap;
    }
    f->tsmem[f->ntsmem] = p;
    return f->ntsmem++;
}

/* A zeroed TSpec of kind k, owned by tsmem (the memory-limit mishap if
   calloc fails). */
static TSpec *ts_new(VM *vm, TKind k)
{
    TSpec *t = calloc(1, sizeof *t);
    ts_own(vm, t);
    t->kind = k;
    t->align = 1;
    return t;
}

/* A new TSpec for the base type called name (full, int, dfloat ...), its
   size and alignment from base_names; NULL if name is no base type (it
   may then be a typename). */
static TSpec *ts_base(VM *vm, const char *name)
{
    for (size_t i = 0; i < sizeof base_names / sizeof *base_names; i++)
        if (strcmp(base_names[i].name, name) == 0) {
            TSpec *t = ts_new(vm, TK_BASE);
            t->base = base_names[i].bt;
            t->size = base_names[i].size;
            t->align = t->size ? t->size : 1;
            return t;
        }
    return NULL;
}

/* Whether data of type t is accessed as an external pointer to it (a
   structure, array or function) rather than read as a value. */
static int is_compound(const TSpec *t) { return t && t->kind != TK_BASE; }

/* Strip 'bracket' structures { :t } (one unnamed field) for pointer typing. */
static TSpec *unbracket(TSpec *t)
{
    while (t && t->kind == TK_STRUCT && t->nfields == 1 && !t->fields[0].name
           && t->nsteps == 0)
        t = t->fields[0].ts;
    return t;
}

/* ---- typenames ------------------------------------------------------------- */

/* See popffi.h.  A linear search: programs declare few typenames, and
   the lookups happen at compile time only. */
TSpec *ffi_typename(VM *vm, Val word)
{
    FfiState *f = vm->ffi;
    for (int i = 0; i < f->ntnames; i++) if (f->tnames[i].word == word) return f->tnames[i].ts;
    return NULL;
}

/* See popffi.h.  Redefining a typename replaces its spec for code
   compiled from now on; code already compiled keeps the old TSpec. */
void ffi_set_typename(VM *vm, Val word, TSpec *ts)
{
    FfiState *f = vm->ffi;
    for (int i = 0; i < f->ntnames; i++)
        if (f->tnames[i].word == word) { f->tnames[i].ts = ts; return; }
    if (f->ntnames == f->captnames) {
        f->captnames = f->captnames ? f->captnames * 2 : 64;
        f->tnames = realloc(f->tnames, f->captnames * sizeof *f->tnames);
    }
    f->tnames[f->ntnames].word = word;
    f->tnames[f->ntnames].ts = ts;
    f->ntnames++;
}

/* ---- parsing type specs --------------------------------------------------- */

/* The compile-time mishap for anything a type spec cannot contain. */
static _Noreturn void bad_spec(VM *vm, Val item)
{
    cmp_error(vm, "INVALID FIELD SPECIFIER", 1, item);
}

/* See popffi.h: a base type or typename (:T or !T), a structure { }, or
   a function spec ( ). */
int ffi_starts_typespec(Val it)
{
    return cmp_is(it, ":") || cmp_is(it, "!") || cmp_is(it, "{") || cmp_is(it, "(");
}

static TSpec *parse_ts(VM *vm);

/* A copy of t with extra steps appended (t may be a shared typename). */
static TSpec *ts_add_step(VM *vm, TSpec *t, Val procname, TSpec *st)
{
    TSpec *c = malloc(sizeof *c);
    ts_own(vm, c);
    *c = *t;
    c->steps = malloc((t->nsteps + 1) * sizeof(TStep));
    ts_own(vm, c->steps);
    if (t->nsteps) memcpy(c->steps, t->steps, t->nsteps * sizeof(TStep));
    c->steps[c->nsteps].procname = procname;
    c->steps[c->nsteps].ts = st;
    c->nsteps++;
    return c;
}

/* Read "{ fields }" (the "{" already read). */
static TSpec *parse_struct(VM *vm)
{
    if (cmp_is(cmp_peek(vm), "(")) {
        /* { (args):result } : braces around a function spec only group it */
        TSpec *f = parse_ts(vm);
        cmp_need(vm, "}");
        return f;
    }
    TSpec *t = ts_new(vm, TK_STRUCT);
    int cap = 0, slot = -1;     /* t->fields is vm->ffi->tsmem[slot] */
    size_t off = 0, maxend = 0;
    for (;;) {
        Val it = cmp_read(vm);
        if (cmp_is(it, "}")) break;
        if (it == TERMIN_V) bad_spec(vm, it);
        if (cmp_is(it, ",") || cmp_is(it, ">->")) continue;
        if (cmp_is(it, "|")) { if (off > maxend) maxend = off; off = 0; continue; }
        Val name = 0;
        if (!ffi_starts_typespec(it) || cmp_is(it, "(")) {
            if (!IS_WORD(it)) bad_spec(vm, it);
            name = it;
            it = cmp_peek(vm);
            if (!ffi_starts_typespec(it) || cmp_is(it, "(")) bad_spec(vm, it);
        } else cmp_unread(vm, it);
        TSpec *ft = parse_ts(vm);
        if (ft->kind == TK_FUNC || (ft->kind == TK_BASE && ft->base == BT_VOID)) bad_spec(vm, it);
        if (ft->kind == TK_ARRAY && ft->count < 0 && ft->elem->size == 0) bad_spec(vm, it);
        off = (off + ft->align - 1) / ft->align * ft->align;
        if (t->nfields == cap) {
            cap = cap ? cap * 2 : 8;
            TField *nf = realloc(t->fields, cap * sizeof(TField));
            if (!nf) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
            t->fields = nf;
            if (slot < 0) slot = ts_own(vm, nf);
            else vm->ffi->tsmem[slot] = nf;
        }
        t->fields[t->nfields].name = name;
        t->fields[t->nfields].off = off;
        t->fields[t->nfields].ts = ft;
        t->nfields++;
        if (ft->align > t->align) t->align = ft->align;
        off += ft->size;
    }
    if (off > maxend) maxend = off;
    t->size = (maxend + t->align - 1) / t->align * t->align;
    return t;
}

/* Read "args ) [result]" of a function spec (the "(" already read). */
static TSpec *parse_func(VM *vm)
{
    TSpec *t = ts_new(vm, TK_FUNC);
    t->size = t->align = 8;
    int slot_args = 0, slot_filled = 0, nslots = 0, lastword_N = 0;
    for (;;) {
        Val it = cmp_read_name(vm);      /* argument names are not macro-expanded */
        if (it == TERMIN_V) bad_spec(vm, it);
        if (cmp_is(it, ")") || cmp_is(it, ",")) {
            int closing = cmp_is(it, ")");
            if (slot_filled || !closing || nslots > 0) {
                if (!slot_filled) slot_args = 1;      /* an empty name: ( , , ) */
                t->nargs += slot_args;
                nslots++;
            }
            slot_args = slot_filled = 0;
            if (closing) break;
            continue;
        }
        if (t->variadic) bad_spec(vm, it);             /* ... must come last */
        if (cmp_is(it, ".")) {
            cmp_need(vm, ".");
            cmp_need(vm, ".");
            t->variadic = 1;
            slot_filled = 1;
            slot_args = 0;
        } else if (IS_INT(it) && INT_VAL(it) >= 0) {
            slot_args = (int)INT_VAL(it);
            slot_filled = 1;
        } else if (IS_WORD(it) && (!syntax_is_closer(it) || cmp_is(cmp_peek(vm), ",")
                                   || cmp_is(cmp_peek(vm), ")") || cmp_is(cmp_peek(vm), "<"))) {
            /* any name marks an argument, even a syntax word such as in */
            slot_args = 1;
            slot_filled = 1;
            lastword_N = cmp_is(it, "N");
        } else bad_spec(vm, it);
        if (cmp_is(cmp_peek(vm), "<")) {
            cmp_read(vm);
            Val f = cmp_read(vm);
            int sf = cmp_is(f, "SF");
            if (!sf && !cmp_is(f, "DF")) bad_spec(vm, f);
            cmp_need(vm, ">");
            if (t->variadic) t->var_sf = sf;
            else if (sf)
                for (int i = 0; i < slot_args; i++)
                    if (t->nargs + i < 64) t->sfmask |= (uint64_t)1 << (t->nargs + i);
        }
    }
    if (t->nargs > 1024) bad_spec(vm, MK_INT(t->nargs));
    if (nslots == 1 && t->nargs == 1 && lastword_N && !t->variadic) {
        t->nargs = 0;                                  /* old style (N) */
        t->variadic = 1;
    }
    Val nx = cmp_peek(vm);
    if (cmp_is(nx, ":") || cmp_is(nx, "!")) {
        TSpec *r = parse_ts(vm);
        if (r->kind == TK_BASE && r->base == BT_VOID) r = NULL;
        else if (is_compound(r)) bad_spec(vm, nx);
        t->result = r;
    }
    return t;
}

/* Finish the steps of t: compound steps only type the pointer (they are
   dropped, the last one is remembered as the pointer type). */
static TSpec *finish_steps(TSpec *t)
{
    int n = 0;
    for (int i = 0; i < t->nsteps; i++) {
        TStep s = t->steps[i];
        if (s.ts && is_compound(s.ts)) { t->ptype = unbracket(s.ts); continue; }
        t->ptype = s.ts ? s.ts->ptype : NULL;
        t->steps[n++] = s;
    }
    t->nsteps = n;
    return t;
}

/* One type spec from the item stream: the base (a base type, typename,
   structure or function), then any number of [N] array suffixes (applied
   left to right, so :int[3][4] is an array of 4 arrays of 3 ints), then
   any .STEP suffixes (a procedure applied to the value read, or a further
   spec to read through it).  Recursive through parse_struct and
   parse_func, hence the C-stack check. */
static TSpec *parse_ts(VM *vm)
{
    vm_check_cstack(vm);
    Val it = cmp_read(vm);
    TSpec *t;
    if (cmp_is(it, ":") || cmp_is(it, "!")) {
        Val nm = cmp_read(vm);
        if (!IS_WORD(nm)) bad_spec(vm, nm);
        t = ts_base(vm, WORD_PTR(nm)->chars);
        if (!t) t = ffi_typename(vm, nm);
        if (!t) bad_spec(vm, nm);
    } else if (cmp_is(it, "{")) {
        t = parse_struct(vm);
    } else if (cmp_is(it, "(")) {
        return parse_func(vm);
    } else bad_spec(vm, it);
    while (cmp_is(cmp_peek(vm), "[")) {
        cmp_read(vm);
        Val n = cmp_read(vm);
        long count = -1;
        if (!cmp_is(n, "]")) {
            if (!IS_INT(n) || INT_VAL(n) < 0) bad_spec(vm, n);
            count = (long)INT_VAL(n);
            cmp_need(vm, "]");
        }
        if (t->kind == TK_FUNC || t->size == 0) bad_spec(vm, n);
        TSpec *a = ts_new(vm, TK_ARRAY);
        a->elem = t;
        a->count = count;
        a->align = t->align;
        a->size = count < 0 ? 0 : (size_t)count * t->size;
        t = a;
    }
    while (cmp_is(cmp_peek(vm), ".")) {
        cmp_read(vm);
        Val s = cmp_peek(vm);
        if (ffi_starts_typespec(s)) t = ts_add_step(vm, t, 0, parse_ts(vm));
        else if (IS_WORD(s) && !syntax_is_closer(s)) { cmp_read(vm); t = ts_add_step(vm, t, s, NULL); }
        else bad_spec(vm, s);
    }
    if (cmp_is(cmp_peek(vm), "#")) bad_spec(vm, cmp_peek(vm));   /* conversions: not supported */
    if (t->nsteps) finish_steps(t);
    return t;
}

/* parse_ts as a whole: when a mishap aborts it, the blocks of the TSpecs
   it made (nothing refers to them) are freed and the mishap goes on --
   unless a parse run meanwhile by a macro finished, whose TSpecs may be
   in use (then they are all kept). */
static TSpec *parse_ts_top(VM *vm)
{
    int mark = vm->ffi->ntsmem;
    unsigned done = vm->ffi->ts_parsed;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        FfiState *f = vm->ffi;
        if (f->ts_parsed == done)
            while (f->ntsmem > mark) free(f->tsmem[--f->ntsmem]);
        vm_throw(vm);
    }
    TSpec *t = parse_ts(vm);
    vm->catch = c.prev;
    vm->ffi->ts_parsed++;
    return t;
}

TSpec *ffi_parse_typespec(VM *vm) { return parse_ts_top(vm); }

/* ---- external pointers -------------------------------------------------- */

/* See popffi.h (called from the collector's root marking). */
void ffi_mark_roots(VM *vm)
{
    if (!vm->ffi) return;
    for (int i = 0; i < FFI_ROOT_N; i++) gc_mark(vm, vm->ffi->roots[i]);
}

/* See popffi.h. */
Val ffi_exptr(VM *vm, void *p, Val props)
{
    ExPtr *e = gc_alloc(vm, sizeof(ExPtr), T_EXPTR);
    e->ptr = p;
    e->props = props;
    return (Val)e;
}

/* See popffi.h. */
void *ffi_ptr_of(VM *vm, Val v)
{
    if (!IS_TYPE(v, T_EXPTR))
        vm_mishap(vm, "EXTERNAL POINTER-CLASS STRUCTURE NEEDED", 1, v);
    return ((ExPtr *)v)->ptr;
}

/* The address of data to be read or written through v (a bad one, null
   included, faults when used: see FOREIGN). */
static void *data_ptr(VM *vm, Val v)
{
    return ffi_ptr_of(vm, v);
}

/* data_ptr(v) + off, computed as an address: the pointer may be null (the
   access then faults, as above), and C leaves arithmetic on a null
   pointer undefined. */
static void *data_at(VM *vm, Val v, uintptr_t off)
{
    return (void *)((uintptr_t)data_ptr(vm, v) + off);
}

/* ---- memory faults in foreign code ----------------------------------------
** A SIGSEGV/SIGBUS while foreign code runs (or while exacc reads or writes
** through a pointer) is turned into Poplog's report: an "Access Violation"
** line, then the mishap "serr: MEMORY ACCESS VIOLATION (see above)".  At
** any other time the handler puts back the previous action and returns, so
** the fault happens again and is handled as before (a crash, or ASan). */

/* File-scope state, because the signal handler has no VM to reach: the
   jump buffer of the innermost guarded region and whether one is active. */
static sigjmp_buf fault_jb;
static volatile sig_atomic_t in_foreign;
static struct sigaction old_segv, old_bus;
static volatile uintptr_t fault_pc, fault_addr;
static volatile int fault_code;

/* SIGSEGV/SIGBUS: inside a guarded region, note where and why it
   faulted and jump back to the region's sigsetjmp (FOREIGN); outside,
   pass the fault to the action this one replaced (ustack_chain_fault:
   the user stack's overflow handler, or the default, a crash).  Only
   volatile file-scope state is written here. */
static void fault_handler(int sig, siginfo_t *si, void *ucv)
{
    if (!in_foreign) {             /* not a foreign access: e.g. the stack's */
        ustack_chain_fault(sig, si, ucv, sig == SIGSEGV ? &old_segv : &old_bus);
        return;
    }
    fault_addr = (uintptr_t)si->si_addr;
    fault_code = si->si_code;
    fault_pc = 0;
#if defined(__x86_64__) && defined(REG_RIP)
    fault_pc = (uintptr_t)((ucontext_t *)ucv)->uc_mcontext.gregs[REG_RIP];
#else
    (void)ucv;
#endif
    in_foreign = 0;
    siglongjmp(fault_jb, 1);
}

/* Install fault_handler on an alternate signal stack (ustack.c's helper),
   keeping the actions it replaces for chaining; from ffi_init. */
static void fault_init(void)
{
    ustack_install_fault(SIGSEGV, fault_handler, &old_segv);
    ustack_install_fault(SIGBUS, fault_handler, &old_bus);
}

/* Report a fault caught by FOREIGN as Poplog does: the Access Violation
   line with the faulting PC and address on stderr, then the mishap,
   whose text says whether foreign code faulted (in_c) or exacc itself
   wrote through a bad pointer. */
static _Noreturn void access_violation(VM *vm, int in_c)
{
    char line[200];
    /* the fault ends the foreign call: exacc (the profiler's leaf during
       it) is no longer running */
    if (vm->current == vm->ffi->exacc_leaf) vm->current = vm->ffi->exacc_prim;
    snprintf(line, sizeof line, "<<<<<<< Access Violation: PC = %016lX, Addr = %016lX, Code = %d >>>>>>>",
             (unsigned long)fault_pc, (unsigned long)fault_addr, fault_code);
    out_flush(vm);
    fputc('\n', stderr);
    ffi_err_wrapped(vm, line);
    fputs("\n\n", stderr);
    vm_mishap(vm, in_c ? "serr: MEMORY ACCESS VIOLATION (see above)"
                       : "serr: MEMORY ACCESS VIOLATION (attempt to alter non-writeable system structure?)", 0);
}

/* Run `code` with memory faults reported as mishaps (it must not allocate
   or call Pop-11, except through a callback, which saves the state).
   in_c: the code is a foreign function (else exacc's own data access). */
#define FOREIGN(in_c, code) do {                                                  \
        sigjmp_buf saved_;                                                  \
        memcpy(saved_, fault_jb, sizeof saved_);                            \
        int was_ = in_foreign;                                              \
        if (sigsetjmp(fault_jb, 1)) {                                       \
            memcpy(fault_jb, saved_, sizeof saved_);                        \
            in_foreign = was_;                                              \
            vm_wait_end(vm);                                                \
            access_violation(vm, in_c);                                     \
        }                                                                   \
        in_foreign = 1;                                                     \
        code;                                                               \
        in_foreign = was_;                                                  \
        memcpy(fault_jb, saved_, sizeof saved_);                            \
    } while (0)

/* A plain byte copy that may fault (so not checked by the sanitizers,
   which would report the bad pointer instead of letting it fault).  The
   addresses are computed as integers: the pointer may be null or wild, and
   pointer arithmetic on those is undefined (UBSan's pointer-overflow check
   reports `s + 0` on a null s, whatever attribute the function has). */
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)
#define NO_SANITIZE_RAW __attribute__((no_sanitize("address", "undefined"), noinline))
#elif defined(__GNUC__)
#define NO_SANITIZE_RAW __attribute__((no_sanitize_address, noinline))
#else
#define NO_SANITIZE_RAW
#endif
NO_SANITIZE_RAW
static void raw_copy(void *dst, const void *src, size_t n)
{
    uintptr_t s = (uintptr_t)src, d = (uintptr_t)dst;
    for (size_t i = 0; i < n; i++)
        *(volatile char *)(d + i) = *(const volatile char *)(s + i);
}

NO_SANITIZE_RAW
static size_t raw_strlen(const char *p)
{
    uintptr_t s = (uintptr_t)p;
    size_t n = 0;
    while (*(const volatile char *)(s + n)) n++;
    return n;
}

/* Copy n bytes, either side possibly a bad pointer: the one way exacc
   touches foreign memory, so a bad pointer is a mishap, not a crash. */
static void guarded_copy(VM *vm, void *dst, const void *src, size_t n)
{
    FOREIGN(0, raw_copy(dst, src, n));
}

/* ---- converting values ---------------------------------------------------- */

/* A float read from foreign memory or returned by a foreign function, as
   a number of the given type; an Inf or NaN is Poplog's overflow mishap,
   with ddecimal named in DOING (the conversion that failed). */
static Val from_double(VM *vm, double d, int type)
{
    if (!isfinite(d)) {
        vm->current = vm->ffi->ddecimal_prim;
        vm_mishap(vm, "FLOATING-POINT OVERFLOW (externally-generated \"dfloat\" field or function result is Inf/NaN)", 0);
    }
    return num_make_typed_float(vm, d, type);
}

/* A "dfloat" value becomes a ddecimal only when popdprecision is true
   (verified with Poplog: otherwise it is a decimal, like arithmetic). */
static int dfloat_type(VM *vm)
{
    return vm->id_popdprecision && IDVAL(vm->id_popdprecision) != FALSE_V ? T_DDECIMAL : T_DECIMAL;
}

/* An unsigned machine word as a Pop-11 integer (a biginteger above
   INT64_MAX, so that no value reads as negative). */
static Val from_u64(VM *vm, uint64_t u)
{
    if (u <= (uint64_t)INT64_MAX) return num_from_ll(vm, (long long)u);
    mpz_t z;
    mpz_init(z);
    mpz_import(z, 1, 1, sizeof u, 0, 0, &u);
    Val r = num_from_mpz(vm, z);
    mpz_clear(z);
    return r;
}

/* An integer value as a machine word (a biginteger modulo 2^64). */
static int64_t to_i64(VM *vm, Val v)
{
    if (IS_INT(v)) return INT_VAL(v);
    if (IS_TYPE(v, T_BIGINT)) {
        mpz_t r;
        mpz_init(r);
        mpz_fdiv_r_2exp(r, ((BigInt *)v)->z, 64);
        uint64_t u = 0;
        mpz_export(&u, NULL, -1, sizeof u, 0, 0, r);
        mpz_clear(r);
        return (int64_t)u;
    }
    if (v == TRUE_V) return 1;
    if (v == FALSE_V) return 0;
    vm_mishap(vm, "INTEGER NEEDED", 1, v);
}

/* The value of base type bt at from.  The bytes are first copied into a
   local union through guarded_copy (so a bad pointer faults there, as a
   mishap), then converted.  A full item is a Pop-11 value stored in
   foreign memory and taken as it is; a 32-bit or smaller integer always
   fits a simple integer. */
static Val read_base(VM *vm, BType bt, void *from)
{
    union { Val v; int64_t l; double d; float f; void *p; char b[8]; } u;
    size_t size = bt == BT_VOID ? 0 : bt >= BT_INT && bt <= BT_BYTE ? (size_t)4 >> ((bt - BT_INT) / 2) : 8;
    if (bt == BT_SFLOAT || bt == BT_FLOAT) size = 4;
    guarded_copy(vm, u.b, from, size);
    void *p = u.b;
    switch (bt) {
    case BT_FULL:   return *(Val *)p;
    case BT_WORD: case BT_LONG: case BT_PINT: case BT_EXVAL:
                    return num_from_ll(vm, *(int64_t *)p);
    case BT_UWORD: case BT_ULONG: return from_u64(vm, *(uint64_t *)p);
    case BT_INT:    return MK_INT(*(int32_t *)p);
    case BT_UINT:   return MK_INT(*(uint32_t *)p);
    case BT_SHORT:  return MK_INT(*(int16_t *)p);
    case BT_USHORT: return MK_INT(*(uint16_t *)p);
    case BT_SBYTE:  return MK_INT(*(int8_t *)p);
    case BT_BYTE:   return MK_INT(*(uint8_t *)p);
    case BT_DFLOAT: return from_double(vm, *(double *)p, dfloat_type(vm));
    case BT_SFLOAT: case BT_FLOAT: return from_double(vm, *(float *)p, T_DECIMAL);
    case BT_EXPTR:  return ffi_exptr(vm, *(void **)p, FALSE_V);
    case BT_VOID:   break;
    }
    return FALSE_V;
}

/* Store v at to as base type bt: converted into a local union (which
   raises the argument mishaps before anything is written), then copied
   out through guarded_copy.  Integers are truncated to the field's width,
   as C's conversions do; an exptr field takes false as NULL. */
static void write_base(VM *vm, BType bt, void *to, Val v)
{
    union { Val v; int64_t l; int32_t i; int16_t s; int8_t b; double d; float f; void *p; char c[8]; } u;
    size_t size = 8;
    switch (bt) {
    case BT_FULL:   u.v = v; break;
    case BT_WORD: case BT_LONG: case BT_PINT: case BT_EXVAL:
    case BT_UWORD: case BT_ULONG: u.l = to_i64(vm, v); break;
    case BT_INT: case BT_UINT:    u.i = (int32_t)to_i64(vm, v); size = 4; break;
    case BT_SHORT: case BT_USHORT: u.s = (int16_t)to_i64(vm, v); size = 2; break;
    case BT_SBYTE: case BT_BYTE:  u.b = (int8_t)to_i64(vm, v); size = 1; break;
    case BT_DFLOAT: u.d = num_to_double_checked(vm, v); break;
    case BT_SFLOAT: case BT_FLOAT: u.f = (float)num_to_double_checked(vm, v); size = 4; break;
    case BT_EXPTR:  u.p = v == FALSE_V ? NULL : ffi_ptr_of(vm, v); break;
    case BT_VOID:   return;
    }
    guarded_copy(vm, to, u.c, size);
}

/* ---- access through type specs -------------------------------------------- */

/* The procedure in the identifier of a spec's .NAME step, looked up at
   each access (a program may define it after the spec); PROCEDURE NEEDED
   naming the word if there is none. */
static Val step_proc(VM *vm, Val name)
{
    Val id = word_ident(vm, name);
    Val p = id ? IDENT_PTR(id)->value : 0;
    if (!p || !IS_PROC(p)) vm_mishap(vm, "PROCEDURE NEEDED", 1, p ? p : name);
    return p;
}

/* Apply the first upto steps of ts to the value v: a procedure step
   calls the procedure on v (Pop-11 code: the caller holds in slots what
   it needs afterwards) and takes its one result (false if it leaves none,
   and any extra results are dropped); a spec step reads through v as a
   pointer. */
static Val apply_steps(VM *vm, TSpec *ts, Val v, int upto)
{
    for (int i = 0; i < upto; i++) {
        TStep s = ts->steps[i];
        if (s.procname) {
            Val p = step_proc(vm, s.procname);
            Val *base = vm->sp;
            PUSH(v);
            vm_apply(vm, p);
            v = vm->sp > base ? POP() : FALSE_V;
            vm->sp = base;
        } else {
            v = ffi_access(vm, s.ts, data_ptr(vm, v));
        }
    }
    return v;
}

/* See popffi.h.  A compound type gives a pointer to its data (an
   external pointer to p), a base type the value read. */
Val ffi_access(VM *vm, TSpec *ts, void *p)
{
    Val v = is_compound(ts) ? ffi_exptr(vm, p, FALSE_V) : read_base(vm, ts->base, p);
    return ts->nsteps ? apply_steps(vm, ts, v, ts->nsteps) : v;
}

/* An update of what cannot be assigned: a function call, a compound
   (structure or array) as a whole, or void. */
static _Noreturn void iue(VM *vm)
{
    vm_mishap(vm, "iue: IMPERMISSIBLE UPDATE EXPRESSION (e.g. after -> or ->>)", 0);
}

/* newval -> (data of type ts at p).  With steps, every step but the last
   is applied as for reading, and the last is updated: a procedure step
   through its updater, a spec step by storing through the pointer. */
static void ffi_update(VM *vm, TSpec *ts, void *p, Val newval)
{
    if (ts->nsteps == 0) {
        if (is_compound(ts) || ts->base == BT_VOID) iue(vm);
        write_base(vm, ts->base, p, newval);
        return;
    }
    Val *slots = data_slots(vm, 2);
    slots[0] = newval;
    Val v = is_compound(ts) ? ffi_exptr(vm, p, FALSE_V) : read_base(vm, ts->base, p);
    slots[1] = v;
    v = apply_steps(vm, ts, v, ts->nsteps - 1);
    slots[1] = v;
    TStep s = ts->steps[ts->nsteps - 1];
    if (s.procname) {
        Val pr = step_proc(vm, s.procname);
        if (!IS_PROC(PROC_PTR(pr)->updater))
            vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, pr);
        PUSH(slots[0]);
        PUSH(v);
        vm_apply(vm, PROC_PTR(pr)->updater);
    } else {
        ffi_update(vm, s.ts, data_ptr(vm, v), slots[0]);
    }
    data_release(vm, slots);
}

/* ---- calling external functions ---------------------------------------- */

/* libffi's type for a function's result spec r (NULL: no result).  Every
   word-sized integer kind, and full, is returned as a signed 64-bit
   register and converted by do_call. */
static ffi_type *result_ffi_type(TSpec *r)
{
    if (!r) return &ffi_type_void;
    switch (r->base) {
    case BT_INT: return &ffi_type_sint32;
    case BT_UINT: return &ffi_type_uint32;
    case BT_SHORT: return &ffi_type_sint16;
    case BT_USHORT: return &ffi_type_uint16;
    case BT_SBYTE: return &ffi_type_sint8;
    case BT_BYTE: return &ffi_type_uint8;
    case BT_DFLOAT: return &ffi_type_double;
    case BT_SFLOAT: case BT_FLOAT: return &ffi_type_float;
    case BT_EXPTR: return &ffi_type_pointer;
    case BT_VOID: return &ffi_type_void;
    default: return &ffi_type_sint64;
    }
}

typedef union { int64_t l; double d; float f; void *p; } ArgVal;

/* The address C gets for a structure passed to it: an external pointer's
   value, a string's bytes, any other structure's own address. */
static void *struct_address(Val a)
{
    if (IS_TYPE(a, T_EXPTR)) return ((ExPtr *)a)->ptr;
    if (IS_STRING(a)) return STR_PTR(a)->chars;
    return (void *)a;
}

/* Call the function at fn with type f; the arguments are on the stack
   (for a variadic function, with their count on top). */
static void do_call(VM *vm, TSpec *f, void *fn, Val fnval)
{
    long n = f->nargs;
    if (f->variadic) {
        Val c = POP();
        if (!IS_INT(c) || INT_VAL(c) < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, c);
        n = (long)INT_VAL(c);
        if (n > 1024) vm_mishap(vm, "TOO MANY ARGUMENTS FOR EXTERNAL FUNCTION", 1, c);
    }
    NEED(n);
    if (!fn) vm_mishap(vm, "CALLING NULL EXTERNAL FUNCTION POINTER (e.g. unloaded function)", 1, fnval);
    /* Each argument's C type comes from its Pop-11 value, not from the
       spec: integers and booleans as a 64-bit
       word, floats as double (or float where the spec says sfloat: sfmask
       bit i, var_sf for the variadic rest), anything else as an address. */
    Val *args = vm->sp - n;
    ffi_type *types[n ? n : 1];
    void *ptrs[n ? n : 1];
    ArgVal vals[n ? n : 1];
    for (long i = 0; i < n; i++) {
        Val a = args[i];
        int sf = i < 64 && i < f->nargs ? (int)((f->sfmask >> i) & 1) : (i >= f->nargs && f->var_sf);
        ptrs[i] = &vals[i];
        if (IS_INT(a) || IS_TYPE(a, T_BIGINT) || a == TRUE_V || a == FALSE_V) {
            vals[i].l = to_i64(vm, a);
            types[i] = &ffi_type_sint64;
        } else if (IS_FLOAT(a)) {
            if (sf) { vals[i].f = (float)FLOAT_VAL(a); types[i] = &ffi_type_float; }
            else { vals[i].d = FLOAT_VAL(a); types[i] = &ffi_type_double; }
        } else {
            vals[i].p = struct_address(a);
            types[i] = &ffi_type_pointer;
        }
    }
    ffi_cif cif;
    ffi_type *rt = result_ffi_type(f->result);
    ffi_status st;
    if (f->variadic && n > f->nargs)
        st = ffi_prep_cif_var(&cif, FFI_DEFAULT_ABI, (unsigned)f->nargs, (unsigned)n, rt, types);
    else
        st = ffi_prep_cif(&cif, FFI_DEFAULT_ABI, (unsigned)n, rt, types);
    if (st != FFI_OK) vm_mishap(vm, "CAN'T PREPARE EXTERNAL CALL", 1, fnval);
    union { ffi_arg a; ffi_sarg s; double d; float f; void *p; int64_t l; } ret;
    memset(&ret, 0, sizeof ret);
    int outer_failed = vm->ffi->cb_failed;
    vm->ffi->cb_failed = 0;
    /* the profiler's leaf during the call (see profile/sampler.c) */
    Val saved_current = vm->current;
    vm->current = vm->ffi->exacc_leaf;
    /* (a wall-clock profile charges the call to <foreign>, vm.h, with
       the Pop-11 code of any callback it makes) */
    vm_wait_begin(vm, VM_WAIT_FOREIGN);
    FOREIGN(1, ffi_call(&cif, FFI_FN(fn), &ret, ptrs));
    vm_wait_end(vm);
    vm->current = saved_current;
    /* traps blocked in a callback (external_defer_apply) run at the next
       safe point once no callback is under way */
    if (timer_asts_queued(vm)) vm->poll |= POLL_TIMER;
    vm->sp = args;                   /* the arguments stayed alive until now */
    /* a callback that mishapped during the call asked for the unwinding to
       go on now that the C frames are gone */
    if (vm->ffi->cb_failed) { vm->ffi->cb_failed = outer_failed; vm_throw(vm); }
    vm->ffi->cb_failed = outer_failed;
    TSpec *r = f->result;
    if (!r) return;
    Val v;
    switch (r->base) {
    case BT_INT: v = MK_INT((int32_t)ret.s); break;
    case BT_UINT: v = MK_INT((uint32_t)ret.a); break;
    case BT_SHORT: v = MK_INT((int16_t)ret.s); break;
    case BT_USHORT: v = MK_INT((uint16_t)ret.a); break;
    case BT_SBYTE: v = MK_INT((int8_t)ret.s); break;
    case BT_BYTE: v = MK_INT((uint8_t)ret.a); break;
    case BT_DFLOAT: v = from_double(vm, ret.d, dfloat_type(vm)); break;
    case BT_SFLOAT: case BT_FLOAT: v = from_double(vm, ret.f, T_DECIMAL); break;
    case BT_EXPTR: v = ffi_exptr(vm, ret.p, FALSE_V); break;
    case BT_UWORD: case BT_ULONG: v = from_u64(vm, (uint64_t)ret.l); break;
    case BT_FULL: v = (Val)ret.p; break;
    default: v = num_from_ll(vm, ret.l); break;
    }
    if (r->nsteps) v = apply_steps(vm, r, v, r->nsteps);
    PUSH(v);
}

/* ---- access descriptors and the sys_exacc primitive ------------------------ */

enum { AK_DIRECT, AK_CALL, AK_FIELD, AK_SUB, AK_PVAL };
typedef struct Access { int kind; TSpec *t; int field; int addr; } Access;   /* popffi.h */
/* A new entry in the access table; its index, as a Pop-11 integer, is
   what planted code passes to sys_exacc.  The table only grows: compiled
   code may hold any index for ever. */
static Val new_access(VM *vm, int kind, TSpec *t, int field)
{
    FfiState *f = vm->ffi;
    if (f->naccs == f->capaccs) {
        f->capaccs = f->capaccs ? f->capaccs * 2 : 64;
        f->accs = realloc(f->accs, f->capaccs * sizeof *f->accs);
    }
    f->accs[f->naccs] = (Access){ kind, t, field, 0 };
    return MK_INT(f->naccs++);
}

/* The access descriptor whose index is on top of the stack (planted by
   the compiler, so not checked). */
static Access *pop_access(VM *vm)
{
    Val d = POP();
    return &vm->ffi->accs[INT_VAL(d)];
}

/* The address of array element i (1-based, checked). */
static void *elem_ptr(VM *vm, TSpec *t, Val ptrv, Val i)
{
    if (!IS_INT(i) || INT_VAL(i) < 1 || (t->count >= 0 && INT_VAL(i) > t->count))
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, i, ptrv);
    return data_at(vm, ptrv, (uintptr_t)(INT_VAL(i) - 1) * t->elem->size);
}

/* sys_exacc: (args or subscript, pointer, descriptor) -> result.  A
   hidden primitive (no identifier): exacc plants calls of it, and
   defexacc's procedures are closures of it over their descriptor.
   kind: AK_CALL calls the function at the pointer; AK_FIELD reads a
   structure field, AK_SUB an array element; AK_PVAL reads the pointer's
   own value as data of the type; AK_DIRECT reads the data at the pointer.
   addr gives the address (an external pointer) instead of the value. */
static void p_exacc(VM *vm)
{
    Access *a = pop_access(vm);
    Val ptrv = POP();
    switch (a->kind) {
    case AK_CALL:
        do_call(vm, a->t, ffi_ptr_of(vm, ptrv), ptrv);
        /* profiler ticks that fell due during the foreign call are charged
           now, to exacc and the Pop-11 procedure that made it, not at a
           later safe point in some other procedure */
        if (vm->poll & POLL_PROFILE) {
            int was = counters_pause(vm);
            Val saved = vm->current;
            vm->current = vm->ffi->exacc_leaf;
            sampler_service(vm);
            vm->current = saved;
            counters_resume(vm, was);
        }
        return;
    case AK_FIELD: {
        TField *f = &a->t->fields[a->field];
        void *p = data_at(vm, ptrv, f->off);
        PUSH(a->addr ? ffi_exptr(vm, p, FALSE_V) : ffi_access(vm, f->ts, p));
        return;
    }
    case AK_SUB: {
        Val i = POP();
        void *p = elem_ptr(vm, a->t, ptrv, i);
        PUSH(a->addr ? ffi_exptr(vm, p, FALSE_V) : ffi_access(vm, a->t->elem, p));
        return;
    }
    case AK_PVAL:                    /* ^type: the pointer value as data */
        ffi_ptr_of(vm, ptrv);
        PUSH(ffi_access(vm, a->t, &((ExPtr *)ptrv)->ptr));
        return;
    default: {
        void *p = data_ptr(vm, ptrv);
        PUSH(a->addr ? ffi_exptr(vm, p, FALSE_V) : ffi_access(vm, a->t, p));
    }
    }
}

/* The updater of sys_exacc: the same kinds, storing the value below the
   operands (a call cannot be assigned: iue). */
static void p_exacc_update(VM *vm)
{
    Access *a = pop_access(vm);
    Val ptrv = POP();
    switch (a->kind) {
    case AK_CALL: iue(vm);
    case AK_FIELD: {
        TField *f = &a->t->fields[a->field];
        void *p = data_at(vm, ptrv, f->off);
        ffi_update(vm, f->ts, p, POP());
        return;
    }
    case AK_SUB: {
        Val i = POP();
        void *p = elem_ptr(vm, a->t, ptrv, i);
        ffi_update(vm, a->t->elem, p, POP());
        return;
    }
    case AK_PVAL:
        ffi_ptr_of(vm, ptrv);
        ffi_update(vm, a->t, &((ExPtr *)ptrv)->ptr, POP());
        return;
    default: {
        void *p = data_ptr(vm, ptrv);
        ffi_update(vm, a->t, p, POP());
    }
    }
}


/* ---- exacc --------------------------------------------------------------- */

/* After "(": does an argument list of a function spec follow (a cast such
   as (x, y):dfloat), rather than an expression?  Reads ahead and puts the
   items back. */
static int looks_like_cast(VM *vm)
{
    Val items[64];
    int n = 0, result = 0;
    for (;;) {
        Val it = cmp_read(vm);
        items[n++] = it;
        if (cmp_is(it, ")")) {
            Val nx = cmp_read(vm);
            items[n++] = nx;
            result = cmp_is(nx, ":") || cmp_is(nx, "!") ||
                     (IS_WORD(nx) && !syntax_is_closer(nx) && !cmp_is(nx, "(") && !cmp_is(nx, "."));
            break;
        }
        int ok = cmp_is(it, ",") || cmp_is(it, ".") || cmp_is(it, "<") || cmp_is(it, ">")
                 || cmp_is(it, "SF") || cmp_is(it, "DF") || IS_INT(it)
                 || (IS_WORD(it) && !syntax_is_closer(it) && !syntax_lookup(it) && !word_ident_prec(vm, it, &(int){0}));
        if (!ok || n >= 60) break;
    }
    while (n > 0) cmp_unread(vm, items[--n]);
    return result;
}


/* The pointer type of a value read with type t (for a nested exacc). */
static TSpec *value_ptype(TSpec *t)
{
    if (!t) return NULL;
    if (is_compound(t) && t->nsteps == 0) return unbracket(t);
    return t->ptype ? unbracket(t->ptype) : NULL;
}

static void exacc_body(VM *vm);

/* exacc: compiled by exacc_body with "do_exacc" named in DOING lines, as
   Poplog's compile-time reports name it. */
static void syn_exacc(VM *vm, Val w)
{
    (void)w;
    Compiler *c = C(vm);
    vm->ffi->update_mode = cmp_is(c->prev_item, "->") || cmp_is(c->prev_item, "->>");
    cmp_syn_push(vm, cmp_word(vm, "do_exacc"));
    exacc_body(vm);
    cmp_syn_pop(vm);
}

/* A function call after -> is reported when compiled, naming -> (not
   exacc) in the DOING line, as Poplog does. */
static _Noreturn void update_call_error(VM *vm)
{
    Compiler *c = C(vm);
    cmp_peek(vm);                    /* reported where the statement ends */
    c->nsyn--;                                   /* do_exacc */
    if (c->nsyn > 0) c->synstack[c->nsyn - 1] = cmp_word(vm, "->");
    cmp_error(vm, "iue: IMPERMISSIBLE UPDATE EXPRESSION (e.g. after -> or ->>)", 0);
}

/* exacc's optional typespec before its operand, *pit the item after the
   attributes: ^TYPE or {^TYPE} (the pointer value itself: *pval set), a
   typespec (:TYPE, !TYPE, {...}, a cast in parentheses), or none (NULL:
   the operand's declared type is used).  *pit is left the item after it. */
static TSpec *exacc_type(VM *vm, Val *pit, int *pval)
{
    Val it = *pit;
    TSpec *t = NULL;
    if (cmp_is(it, "^") || (cmp_is(it, "{") && cmp_is(cmp_peek(vm), "^"))) {
        /* ^typename, or {^typename}: the pointer value itself, accessed
           as an integer or sfloat (REF DEFSTRUCT; full is refused: its bits
           need not be a valid item) */
        int braced = cmp_is(it, "{");
        if (braced) cmp_read(vm);
        Val nm = cmp_read(vm);
        t = IS_WORD(nm) ? ts_base(vm, WORD_PTR(nm)->chars) : NULL;
        if (!t && IS_WORD(nm)) t = ffi_typename(vm, nm);
        if (!t || t->kind != TK_BASE || t->nsteps || t->size == 0 || t->base == BT_DFLOAT
            || t->base == BT_FULL
            || t->base == BT_FLOAT || t->base == BT_EXPTR || t->base == BT_EXVAL)
            bad_spec(vm, nm);
        if (braced) cmp_need(vm, "}");
        *pval = 1;
        it = cmp_read(vm);
    } else if (cmp_is(it, ":") || cmp_is(it, "!") || cmp_is(it, "{")) {
        cmp_unread(vm, it);
        t = parse_ts_top(vm);
        it = cmp_read(vm);
    } else if (cmp_is(it, "(") && looks_like_cast(vm)) {
        cmp_unread(vm, it);
        t = parse_ts_top(vm);
        it = cmp_read(vm);
    }
    *pit = it;
    return t;
}

/* The access exacc makes of its operand, of type t, its code planted:
   a call's arguments (TK_FUNC), a field name (.NAME), a subscript ([I]),
   else the value itself; its descriptor, the type of the value it gives
   in *pvaltype.  upd: an update (->), which a call cannot be. */
static Val exacc_access(VM *vm, TSpec *t, int pval, int upd, TSpec **pvaltype)
{
    FuncState *fs = FS(vm);
    Val desc;
    TSpec *valtype;
    flush(vm);
    if (t->kind == TK_FUNC) {
        Val nx = cmp_read(vm);
        if (!cmp_is(nx, "("))
            cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 4, cmp_word(vm, "FOUND"), nx,
                      cmp_word(vm, "READING TO"), cmp_word(vm, "("));
        static const char *const cl[] = { ")", NULL };
        fs->depth++;
        comp_stmts(vm, cl);
        fs->depth--;
        flush(vm);
        if (upd) update_call_error(vm);
        desc = new_access(vm, AK_CALL, t, 0);
        valtype = t->result;
    } else if (t->kind == TK_STRUCT) {
        cmp_need(vm, ".");
        Val fname = cmp_read(vm);
        int fi = -1;
        for (int i = 0; i < t->nfields; i++) if (t->fields[i].name == fname) fi = i;
        if (fi < 0) cmp_error(vm, "exacc: UNKNOWN STRUCTURE FIELD NAME", 1, fname);
        desc = new_access(vm, AK_FIELD, t, fi);
        valtype = t->fields[fi].ts;
    } else if (t->kind == TK_ARRAY) {
        cmp_need(vm, "[");
        static const char *const cl[] = { "]", NULL };
        fs->depth++;
        comp_stmts(vm, cl);
        fs->depth--;
        flush(vm);
        desc = new_access(vm, AK_SUB, t, 0);
        valtype = t->elem;
    } else {
        desc = new_access(vm, pval ? AK_PVAL : AK_DIRECT, t, 0);
        valtype = t;
    }
    *pvaltype = valtype;
    return desc;
}

/* exacc [ATTRIBUTES] TYPE (EXPR) PATH / exacc [ATTRIBUTES] TYPE NAME PATH:
   the whole access is reduced, at compile time, to one Access descriptor
   (exacc_type reads the type, exacc_access the field names, subscripts
   and call arguments after the pointer), and the code planted is always
   the same three instructions: push the pointer (EXPR's value, kept in a
   slot, or the variable NAME), push the descriptor, call the exacc
   primitive, which makes the read, the write (update_mode: the exacc came
   after -> or ->>) or the foreign call the descriptor says.  Why one
   descriptor rather than planting the address arithmetic: the type
   checks, conversions and Poplog's mishaps stay in one place, the
   primitive; and the value type of the access (last_exacc_ptype) lets a
   nested `exacc T (exacc U q).f` give its type to the outer one. */
static void exacc_body(VM *vm)
{
    int upd = vm->ffi->update_mode;
    FuncState *fs = FS(vm);
    Val it = cmp_read(vm);
    int addr = 0;
    if (cmp_is(it, "[")) {                   /* attributes: @ (address mode) */
        while (!cmp_is(it = cmp_read(vm), "]")) {
            if (it == TERMIN_V) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, it);
            if (cmp_is(it, "@")) addr = 1;
        }
        it = cmp_read(vm);
    }
    int pval = 0;
    TSpec *t = exacc_type(vm, &it, &pval);
    VarRef ref = { VR_NONE, 0, 0 };
    int slot = -1;
    if (cmp_is(it, "(")) {
        int nested = cmp_is(cmp_peek(vm), "exacc");
        vm->ffi->last_exacc_ptype = NULL;
        flush(vm);
        static const char *const cl[] = { ")", NULL };
        fs->depth++;
        comp_stmts(vm, cl);
        fs->depth--;
        flush(vm);
        if (!t && nested) t = vm->ffi->last_exacc_ptype;
        if (!t) cmp_error(vm, "exacc: CANNOT DERIVE TYPESPEC FOR IDENTIFIER/EXPRESSION", 0);
        slot = (int)new_slot(vm);
        emit(vm, INS(OP_POPL, slot));
    } else if (IS_WORD(it) && !syntax_is_closer(it)) {
        if (!t) t = ffi_typename(vm, it);
        if (!t) cmp_error(vm, "exacc: CANNOT DERIVE TYPESPEC FOR IDENTIFIER/EXPRESSION", 0);
        ref = resolve(vm, it, 1);
    } else cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, it);

    TSpec *valtype;
    Val desc = exacc_access(vm, t, pval, upd, &valtype);
    if (upd && !addr && valtype && (is_compound(valtype) || valtype->base == BT_VOID)
        && valtype->nsteps == 0)
        update_call_error(vm);                   /* a compound value is not writeable */
    if (addr) {
        if (t->kind == TK_FUNC || upd)
            cmp_error(vm, "exacc: ADDRESS MODE NOT ALLOWED HERE", 1, cmp_word(vm, "@"));
        vm->ffi->accs[INT_VAL(desc)].addr = 1;
        valtype = NULL;
    }
    if (slot >= 0) emit(vm, INS(OP_PUSHL, slot));
    else emit_push_ref(vm, ref);
    emit(vm, INS(OP_PUSHQ, emit_const(vm, desc)));
    set_pending(vm, PEND_CALLQ, (VarRef){0}, vm->ffi->exacc_prim);
    vm->ffi->last_exacc_ptype = value_ptype(valtype);
}

/* ---- declarations: l_typespec / p_typespec / defexacc --------------------- */

/* Declare word (kind D_*, or -1 for the define default) and plant code
   assigning value to it. */
static void declare_assign(VM *vm, int kind, Val word, Val value)
{
    if (kind < 0) kind = C(vm)->defcon ? D_CONSTANT : D_VARS;
    VarRef r;
    declare_name(vm, kind, word, 0, &r);
    flush(vm);
    emit(vm, INS(OP_PUSHQ, emit_const(vm, value)));
    if (r.kind == VR_IDENT && kind == D_CONSTANT) emit(vm, INS(OP_POPV, emit_const(vm, r.ident)));
    else emit_pop_ref(vm, r);
}

/* p_typespec / l_typespec / i_typespec NAME SPEC, ... ;  A spec that is a
   record field type (`:N`, `:-N`, or with a `# conv` procedure) names a
   field type for defclass (class.c); a single `:type` names both; any
   other (structures, arrays, functions) is an external type.

   Keep the items of the spec given to typename name, newest first in an
   assoc list (word . items), for sys_typename_items. */
static void keep_spec_items(VM *vm, Val name, const Val *toks, int n)
{
    Val l = NIL_V;
    for (int i = n; i-- > 0; ) l = mk_pair(vm, toks[i], l);
    l = mk_pair(vm, name, l);
    vm->ffi->roots[FFI_ROOT_TSITEMS] = mk_pair(vm, l, vm->ffi->roots[FFI_ROOT_TSITEMS]);
}

PRIM(p_sys_typename_items, "sys_typename_items", 1, 1, "sys_typename_items(word) -> items: the items of the type spec last given to the typename word by p_typespec or l_typespec, as a list, or false (TYPESPEC reads them)")
{
    Val w = POP();
    for (Val l = vm->ffi->roots[FFI_ROOT_TSITEMS]; IS_PAIR(l); l = BACK(l))
        if (FRONT(FRONT(l)) == w) { PUSH(BACK(FRONT(l))); return; }
    PUSH(FALSE_V);
}

/* The syntax words p_typespec, l_typespec and i_typespec.  Each NAME SPEC
   is read as items first (to the , or ; at bracket depth 0), which are
   kept for sys_typename_items and then put back for one parser or both:
   class.c's, for record field types (defclass), and parse_ts_top's, for
   external types. */
static void syn_typespec(VM *vm, Val w)
{
    (void)w;
    for (;;) {
        Val name = cmp_read(vm);
        if (cmp_is(name, ";") || name == TERMIN_V) { cmp_unread(vm, name); return; }
        if (cmp_is(name, ",")) continue;
        if (!IS_WORD(name) || syntax_is_closer(name)) bad_spec(vm, name);
        Val nx = cmp_peek(vm);
        if (!ffi_starts_typespec(nx)) bad_spec(vm, nx);
        /* the spec's items, to the , or ; that ends it */
        Val toks[64];
        int n = 0, depth = 0, conv = 0;
        for (;;) {
            Val t = cmp_read(vm);
            if (t == TERMIN_V || (depth == 0 && (cmp_is(t, ",") || cmp_is(t, ";")))) { cmp_unread(vm, t); break; }
            if (cmp_is(t, "{") || cmp_is(t, "[") || cmp_is(t, "(")) depth++;
            else if (cmp_is(t, "}") || cmp_is(t, "]") || cmp_is(t, ")")) depth--;
            else if (depth == 0 && cmp_is(t, "#")) conv = 1;
            if (n == 64) cmp_error(vm, "TYPE SPEC TOO LONG", 1, name);
            toks[n++] = t;
        }
        keep_spec_items(vm, name, toks, n);
        int field = n >= 2 && cmp_is(toks[0], ":") && (conv || IS_INT(toks[1]) || cmp_is(toks[1], "-"));
        int simple = n == 2 && cmp_is(toks[0], ":") && IS_WORD(toks[1]) && !ffi_typename(vm, toks[1]);
        if (field || simple) {
            for (int i = n; i-- > 0; ) cmp_unread(vm, toks[i]);
            class_typespec_item(vm, name);
        }
        if (!field) {
            for (int i = n; i-- > 0; ) cmp_unread(vm, toks[i]);
            ffi_set_typename(vm, name, parse_ts_top(vm));
        }
    }
}

/* The D_* kind a declaration keyword names, -2 for any other item (-1
   is taken: "no keyword, the define default"). */
static int decl_kind(Val w)
{
    return cmp_is(w, "vars") ? D_VARS : cmp_is(w, "constant") ? D_CONSTANT :
           cmp_is(w, "lvars") ? D_LVARS : cmp_is(w, "lconstant") ? D_LCONSTANT : -2;
}

/* A procedure for defexacc: a closure of sys_exacc over a new access
   descriptor, named name, whose pdnargs counts the pointer (and the
   function's arguments, or the subscript), with an updater closure of
   sys_exacc's updater unless it calls a function. */
static Val make_accessor(VM *vm, Val name, int kind, TSpec *t, int field)
{
    Val desc = new_access(vm, kind, t, field);
    Val c = mk_closure(vm, vm->ffi->exacc_prim, 1, &desc);
    PROC_PTR(c)->props = name;
    PROC_PTR(c)->nargs = kind == AK_CALL ? (t->variadic ? -1 : t->nargs + 1) : kind == AK_SUB ? 2 : 1;
    if (kind != AK_CALL) {
        Val *s = data_slots(vm, 1);
        s[0] = c;
        Val u = mk_closure(vm, PROC_PTR(vm->ffi->exacc_prim)->updater, 1, &desc);
        PROC_PTR(u)->props = name;
        PROC_PTR(c)->updater = u;
        data_release(vm, s);
    }
    return c;
}

/* The word of the three strings joined (defexacc's generated names). */
static Val join_words(VM *vm, const char *a, const char *b, const char *c)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s%s%s", a, b, c);
    return word_cstr(vm, buf);
}

/* defexacc [KIND] [NAME] [[ATTRIBUTES]] SPEC: declare access procedures.
   A structure spec gives one procedure per named field (NAME_FIELD, or
   the field's own name); any other spec one procedure, called NAME or,
   without one, by the kind of access: exappN for a function of N
   arguments, exacc_T / exsub_T for a typename T.  The fast attribute only
   adds the prefix fast_ to generated names: the procedures check
   their arguments either way. */
static void syn_defexacc(VM *vm, Val w)
{
    (void)w;
    Val it = cmp_read(vm);
    int kind = decl_kind(it);
    if (kind != -2) it = cmp_read(vm); else kind = -1;
    Val name = 0;
    if (IS_WORD(it) && !ffi_starts_typespec(it) && !cmp_is(it, "[")) { name = it; it = cmp_read(vm); }
    int fast = 0;
    if (cmp_is(it, "[")) {
        while (!cmp_is(it = cmp_read(vm), "]")) {
            if (it == TERMIN_V) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, it);
            if (cmp_is(it, "fast")) fast = 1;
        }
        it = cmp_read(vm);
    }
    if (!ffi_starts_typespec(it)) bad_spec(vm, it);
    Val tname = 0;
    if ((cmp_is(it, ":") || cmp_is(it, "!")) && IS_WORD(cmp_peek(vm))) tname = cmp_peek(vm);
    cmp_unread(vm, it);
    TSpec *t = unbracket(parse_ts_top(vm));
    const char *pre = fast && !name ? "fast_" : "";
    if (t->kind == TK_STRUCT && t->nsteps == 0) {
        for (int i = 0; i < t->nfields; i++) {
            if (!t->fields[i].name) continue;
            Val fw = name ? join_words(vm, WORD_PTR(name)->chars, "_", WORD_PTR(t->fields[i].name)->chars)
                          : join_words(vm, pre, WORD_PTR(t->fields[i].name)->chars, "");
            declare_assign(vm, kind, fw, make_accessor(vm, fw, AK_FIELD, t, i));
        }
        return;
    }
    int ak = t->kind == TK_FUNC ? AK_CALL : t->kind == TK_ARRAY && t->nsteps == 0 ? AK_SUB : AK_DIRECT;
    if (!name) {
        char buf[256];
        if (ak == AK_CALL) {
            char n[32];
            if (t->variadic) snprintf(n, sizeof n, "N"); else snprintf(n, sizeof n, "%d", t->nargs);
            snprintf(buf, sizeof buf, "%sexapp%s", pre, n);
            name = word_cstr(vm, buf);
        } else if (tname) {
            name = join_words(vm, pre, ak == AK_SUB ? "exsub_" : "exacc_", WORD_PTR(tname)->chars);
        } else cmp_error(vm, "defexacc: NAME NEEDED", 0);
    }
    declare_assign(vm, kind, name, make_accessor(vm, name, ak, t, 0));
}

/* ---- callbacks ----------------------------------------------------------- */

/* The C side of one exfunc_export closure: libffi's closure and call
   interface (six word arguments, one word result: as many as go in
   registers on x86-64, which is all Poplog's callbacks receive), and the
   external pointer whose props hold the procedure to call.  Malloc'd;
   freed with that external pointer (ffi_exfunc_free). */
typedef struct Export { ffi_closure *cl; ffi_cif cif; ffi_type *types[6]; Val exptr; VM *vm; } Export;

/* What C calls through an exfunc_export closure.  The six argument words
   are copied into a local array, and the procedure gets a pointer to it:
   what it stores in the first word is returned.  The procedure is read
   from the external pointer at each call (so assigning its props changes
   it).  A mishap inside stops at this Catch (no longjmp may cross the
   foreign frames below), sets cb_failed, and returns 0; do_call then goes
   on unwinding once the foreign function returns, and later callbacks
   during the same call return at once. */
static void callback(ffi_cif *cif, void *ret, void **args, void *ud)
{
    (void)cif;
    Export *ex = ud;
    VM *vm = ex->vm;
    int64_t words[6];
    for (int i = 0; i < 6; i++) words[i] = *(int64_t *)args[i];
    *(ffi_arg *)ret = 0;
    if (vm->ffi->cb_failed) return;          /* an earlier callback mishapped */
    Val proc = ((ExPtr *)ex->exptr)->props;
    int was_foreign = in_foreign;
    in_foreign = 0;                          /* faults in Pop-11 code are ours */
    Val *base = vm->sp;
    int fp = vm->fp;
    uint32_t oldflags = vm->frames[fp].flags;
    vm->frames[fp].flags |= FRAME_EXTCALL;   /* DOING lines show <External Calls> */
    Catch c;
    vm_catch_push(vm, &c);
    volatile int failed = 0;
    if (setjmp(c.jb) == 0) {
        PUSH(ffi_exptr(vm, words, FALSE_V));
        vm_apply(vm, proc);
    } else failed = 1;
    vm->catch = c.prev;
    vm->sp = base;
    vm->frames[fp].flags = oldflags;
    in_foreign = was_foreign;
    if (failed) { vm->ffi->cb_failed = 1; return; }
    *(ffi_arg *)ret = (ffi_arg)words[0];
}

PRIM(p_exfunc_export, "exfunc_export", 3, 1, "exfunc_export(proc, flags, hold) -> efc: an external function closure that C can call; it calls proc with one external pointer to the array of its (word-sized) arguments, and returns the first word of that array")
{
    Val hold = POP();
    Val flags = POP();
    Val proc = POP();
    if (!IS_INT(flags)) vm_mishap(vm, "INTEGER NEEDED", 1, flags);
    if (!IS_PROC(proc) && !IS_IDENT(proc) && !IS_TYPE(proc, T_REF))
        vm_mishap(vm, "PROCEDURE NEEDED", 1, proc);
    /* an identifier or a reference stands for the procedure in it now */
    while (!IS_PROC(proc)) {
        Val inner = IS_IDENT(proc) ? IDENT_PTR(proc)->value : ((Ref *)proc)->cont;
        if (!IS_PROC(inner)) vm_mishap(vm, "PROCEDURE NEEDED", 1, proc);
        proc = inner;
    }
    Export *ex = calloc(1, sizeof *ex);
    ex->vm = vm;
    void *code = NULL;
    ex->cl = ffi_closure_alloc(sizeof(ffi_closure), &code);
    for (int i = 0; i < 6; i++) ex->types[i] = &ffi_type_sint64;
    if (!ex->cl || ffi_prep_cif(&ex->cif, FFI_DEFAULT_ABI, 6, &ffi_type_sint64, ex->types) != FFI_OK
        || ffi_prep_closure_loc(ex->cl, &ex->cif, callback, ex, code) != FFI_OK)
        vm_mishap(vm, "CAN'T MAKE EXTERNAL FUNCTION CLOSURE", 1, proc);
    ExPtr *eo = gc_alloc(vm, sizeof(ExPtr) + sizeof(Export *), T_EXPTR);
    eo->ptr = code;
    eo->props = proc;
    *(Export **)(eo + 1) = ex;       /* freed with the object (ffi_exfunc_free) */
    Val e = (Val)eo;
    OBJ(e)->flags |= EXPTR_F_EXFUNC;
    OBJ(e)->aux = (uint32_t)INT_VAL(flags);
    ex->exptr = e;
    /* hold: keep the closure alive even when the program drops it (C may
       still call it); the push keeps e reachable while the pair is made */
    if (IS_TRUE(hold)) {
        PUSH(e);
        vm->ffi->roots[FFI_ROOT_HOLD] = mk_pair(vm, e, vm->ffi->roots[FFI_ROOT_HOLD]);
        POP();
    }
    PUSH(e);
}

/* See popffi.h (gc.c calls it when it frees an exfunc external pointer;
   the Export pointer is cleared, so a second call does nothing). */
void ffi_exfunc_free(Obj *o)
{
    Export *ex = *(Export **)((ExPtr *)o + 1);
    if (!ex) return;
    ffi_closure_free(ex->cl);
    free(ex);
    *(Export **)((ExPtr *)o + 1) = NULL;
}

PRIM(p_is_exfunc_closure, "is_exfunc_closure", 1, 1, "is_exfunc_closure(item) -> bool: item was made by exfunc_export")
{
    Val v = POP();
    PUSH(BOOL_V(IS_TYPE(v, T_EXPTR) && (OBJ(v)->flags & EXPTR_F_EXFUNC)));
}

/* ---- external pointer procedures ----------------------------------------- */

/* v, an external pointer (the item of external_ptr_props), or Poplog's
   mishap */
static Val props_ptr(VM *vm, Val v)
{
    if (!IS_TYPE(v, T_EXPTR)) vm_mishap(vm, "EXTERNAL POINTER-CLASS WITH PROPS NEEDED", 1, v);
    return v;
}

PRIM(p_external_ptr_props, "external_ptr_props", 1, 1, "external_ptr_props(exptr) -> props: the item attached to an external pointer (its symbol name for a loaded one)")
{
    Val v = POP();
    PUSH(((ExPtr *)props_ptr(vm, v))->props);
}

UPDATER(p_external_ptr_props_upd, "external_ptr_props", 2, "props -> external_ptr_props(exptr)")
{
    Val v = props_ptr(vm, POP());
    Val props = POP();
    if (OBJ(v)->flags & EXPTR_F_EXFUNC) vm_mishap(vm, "EXTERNAL POINTER NEEDED", 1, v);
    ((ExPtr *)v)->props = props;
}

PRIM(p_is_null_external_ptr, "is_null_external_ptr", 1, 1, "is_null_external_ptr(exptr) -> bool: the pointer value is zero")
{
    Val v = POP();
    PUSH(BOOL_V(ffi_ptr_of(vm, v) == NULL));
}

PRIM(p_is_valid_external_ptr, "is_valid_external_ptr", 1, 1, "is_valid_external_ptr(exptr) -> bool: the pointer value looks like an address (not 0 or -1)")
{
    Val v = POP();
    uintptr_t p = (uintptr_t)ffi_ptr_of(vm, v);
    PUSH(BOOL_V(p >= 4096 && p != (uintptr_t)-1));
}

PRIM(p_isexternal_ptr, "isexternal_ptr", 1, 1, "isexternal_ptr(item) -> bool: item is an external pointer")
{
    Val v = POP();
    PUSH(BOOL_V(IS_TYPE(v, T_EXPTR) && !(OBJ(v)->flags & EXPTR_F_EXFUNC)));
}

PRIM(p_isexternal_ptr_class, "isexternal_ptr_class", 1, 1, "isexternal_ptr_class(item) -> key or false: the key of an external pointer-class item")
{
    Val v = POP();
    if (!IS_TYPE(v, T_EXPTR)) { PUSH(FALSE_V); return; }
    Val id = word_ident(vm, word_cstr(vm, "datakey"));
    PUSH(v);
    if (id && IS_PROC(IDENT_PTR(id)->value)) vm_apply(vm, IDENT_PTR(id)->value);
}

PRIM(p_consexternal_ptr, "consexternal_ptr", 0, 1, "consexternal_ptr() -> exptr: a new external pointer with a null pointer value")
{
    PUSH(ffi_exptr(vm, NULL, FALSE_V));
}

PRIM(p_fill_external_ptr, "fill_external_ptr", 2, 1, "fill_external_ptr(fixed_struct, exptr) -> exptr: make the pointer value of exptr the address of fixed_struct (as C gets it when the structure is passed: a string's bytes), and fixed_struct its props (every structure of pop11 has a fixed address)")
{
    Val e = POP(), st = POP();
    ffi_ptr_of(vm, e);
    if (!IS_PTR(st))                      /* an integer, a decimal ... */
        vm_mishap(vm, "STRUCTURE NEEDED", 1, st);
    if (OBJ(e)->flags & EXPTR_F_EXFUNC) vm_mishap(vm, "EXTERNAL POINTER NEEDED", 1, e);
    ((ExPtr *)e)->ptr = struct_address(st);
    ((ExPtr *)e)->props = st;
    PUSH(e);
}

PRIM(p_exacc_ntstring, "exacc_ntstring", 1, 1, "exacc_ntstring(exptr) -> string: the NUL-terminated bytes at the pointer as a new string (termin for a null pointer)")
{
    Val v = POP();
    const char *p = ffi_ptr_of(vm, v);
    if (!p) { PUSH(TERMIN_V); return; }
    size_t n = 0;
    FOREIGN(0, n = raw_strlen(p));
    PUSH(mk_string(vm, p, n));
}

UPDATER(p_exacc_ntstring_upd, "exacc_ntstring", 2, "string -> exacc_ntstring(exptr): copy the string's bytes and a NUL to the pointer")
{
    Val v = POP();
    Val s = POP();
    if (!IS_STRING(s)) vm_mishap(vm, "STRING NEEDED", 1, s);
    char *p = data_ptr(vm, v);
    guarded_copy(vm, p, STR_PTR(s)->chars, STR_PTR(s)->len + 1);
}

PVAR("null_external_ptr", "null_external_ptr: a constant external pointer whose value is zero")

/* ---- initialisation ------------------------------------------------------- */

/* See popffi.h.  Besides the syntax words: the hidden primitives, kept
   in roots[FFI_ROOT_PRIMS] since no identifier holds them -- sys_exacc
   and its updater; "ddecimal" and "exacc", procedures never called but
   put in vm->current so that DOING lines and the profiler name what was
   running (a float conversion, a foreign call); and null_external_ptr. */
void ffi_init(VM *vm)
{
    FfiState *f = calloc(1, sizeof *f);
    for (int i = 0; i < FFI_ROOT_N; i++) f->roots[i] = NIL_V;
    vm->ffi = f;
    fault_init();
    Val prims = mk_vector(vm, 4, FALSE_V);
    f->roots[FFI_ROOT_PRIMS] = prims;
    f->exacc_prim = mk_prim(vm, "sys_exacc", p_exacc, -1, 1);
    VEC_PTR(prims)->items[0] = f->exacc_prim;
    PROC_PTR(f->exacc_prim)->updater = mk_prim(vm, "sys_exacc", p_exacc_update, -1, 0);
    f->ddecimal_prim = mk_prim(vm, "ddecimal", p_exacc, 0, 0);
    VEC_PTR(prims)->items[1] = f->ddecimal_prim;
    Val np = ffi_exptr(vm, NULL, FALSE_V);
    VEC_PTR(prims)->items[2] = np;
    f->exacc_leaf = mk_prim(vm, "exacc", p_exacc, -1, 1);
    VEC_PTR(prims)->items[3] = f->exacc_leaf;
    Val id = word_declare(vm, word_cstr(vm, "null_external_ptr"), ID_CONSTANT, IDF_PROTECTED);
    IDENT_PTR(id)->value = np;
    IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
    syntax_register(vm, "exacc", syn_exacc);
    syntax_register(vm, "defexacc", syn_defexacc);
    syntax_register(vm, "l_typespec", syn_typespec);
    syntax_register(vm, "p_typespec", syn_typespec);
    /* pop11's typenames are not scoped: i_typespec (l_typespec in an
       include file, p_typespec elsewhere) is the same as the other two */
    syntax_register(vm, "i_typespec", syn_typespec);
    ffi_load_init(vm);
}
