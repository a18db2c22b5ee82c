/*
** popffi.h -- (named so as not to hide libffi's <ffi.h>) the foreign
** function interface: Poplog's external type specs,
** `exacc`, `defexacc`, `l_typespec`/`p_typespec`, external pointers and
** callbacks (ffi.c), and `exload` with its load history (ffi_load.c).
**
** A type spec (TSpec) describes external data as REF DEFSTRUCT does: a
** base type (:int, :dfloat, :exptr ...), a structure {f1 :t1, ...}, an
** array :t[N] / :t[], or a function (args):result, optionally followed by
** implicit access steps (.procname, .:type).  Specs are built at compile
** time, live in C memory for the whole run (compiled code refers to them)
** and are never freed.  The only Pop values they hold are words (field
** names, access procedure names), which are permanent (the dictionary is
** a GC root).
**
** Calls are made with libffi; the call interface is built per call from
** the run-time types of the arguments (docs/rules.md section 5).
*/
#ifndef POP_POPFFI_H
#define POP_POPFFI_H
#include "vm.h"

typedef enum { TK_BASE, TK_STRUCT, TK_ARRAY, TK_FUNC } TKind;

/* Base types, in the order of the names table in ffi.c. */
typedef enum {
    BT_FULL, BT_WORD, BT_UWORD, BT_PINT, BT_LONG, BT_ULONG, BT_INT, BT_UINT,
    BT_SHORT, BT_USHORT, BT_SBYTE, BT_BYTE, BT_DFLOAT, BT_SFLOAT, BT_FLOAT,
    BT_EXPTR, BT_EXVAL, BT_VOID
} BType;

struct TSpec;
/* One implicit access step after a value: a procedure (by name) or a type. */
typedef struct TStep { Val procname; struct TSpec *ts; } TStep;
typedef struct TField { Val name; size_t off; struct TSpec *ts; } TField;

typedef struct TSpec {
    TKind kind;
    BType base;                      /* TK_BASE                            */
    size_t size, align;
    TField *fields; int nfields;     /* TK_STRUCT                          */
    struct TSpec *elem; long count;  /* TK_ARRAY: count < 0 = unsized      */
    int nargs, variadic, var_sf;     /* TK_FUNC                            */
    uint64_t sfmask;                 /* bit i: argument i passed as float  */
    struct TSpec *result;            /* TK_FUNC: NULL = void               */
    TStep *steps; int nsteps;        /* implicit accesses (value steps)    */
    struct TSpec *ptype;             /* what a pointer result points to    */
} TSpec;

/* The FFI's state (vm->ffi).  roots[] are marked by ffi_mark_roots. */
enum { FFI_ROOT_HOLD, FFI_ROOT_PRIMS, FFI_ROOT_LOADS, FFI_ROOT_BATCH, FFI_ROOT_TSITEMS, FFI_ROOT_N };
struct Access;
typedef struct FfiState {
    Val roots[FFI_ROOT_N];           /* held closures, hidden procedures,
                                        load history, current batch load,
                                        the items of each typename's spec */
    struct { Val word; TSpec *ts; } *tnames;   /* typenames                 */
    int ntnames, captnames;
    struct Access *accs;             /* exacc access descriptors          */
    int naccs, capaccs;
    Val exacc_prim;                  /* sys_exacc (not a declared name)   */
    Val exacc_leaf;                  /* "exacc": running during a foreign
                                        call, as the profiler names it    */
    Val ddecimal_prim;               /* names DOING entries of float checks */
    int cb_failed;                   /* a callback mishapped in this call */
    TSpec *last_exacc_ptype;         /* pointer type of the last exacc    */
    int update_mode;                 /* the exacc being compiled follows -> */
    void *self_handle;               /* dlopen(NULL)                      */
    int batch_depth, batch_open, batch_append;  /* exload_batch           */
    void **tsmem;                    /* every block of every TSpec (the
                                        TSpecs, their fields and steps
                                        arrays): typenames and compiled
                                        code share them, so they live as
                                        long as the VM; a parse a mishap
                                        aborts frees those it made (ffi.c) */
    int ntsmem, captsmem;
    unsigned ts_parsed;              /* type specs parsed to their end     */
} FfiState;

/* ---- ffi.c -------------------------------------------------------------- */
/* Register the syntax words and the external-pointer state (prims.c). */
void ffi_init(VM *vm);
/* Free the libffi closure of an exfunc closure object being collected
   (gc.c; o is an ExPtr with flags bit 1). */
void ffi_exfunc_free(Obj *o);
/* A new external pointer with address p and props. */
Val  ffi_exptr(VM *vm, void *p, Val props);
/* The address of an external pointer-class value (mishaps otherwise). */
void *ffi_ptr_of(VM *vm, Val v);
/* Read a type spec from the compiler's item stream; the first item (`:`,
   `!`, `{` or `(`) has not been read yet.  Mishaps on a bad spec. */
TSpec *ffi_parse_typespec(VM *vm);
/* True if `item` can start a type spec (for exload / typespec syntax). */
int  ffi_starts_typespec(Val item);
/* The typename declared for word (exload, l_typespec), or NULL. */
TSpec *ffi_typename(VM *vm, Val word);
void ffi_set_typename(VM *vm, Val word, TSpec *ts);
/* Mark the FFI's GC roots (gc.c). */
void ffi_mark_roots(VM *vm);
/* The value of data of type ts at address p, as exacc reads it (implicit
   access steps applied; a compound type gives its address). */
Val  ffi_access(VM *vm, TSpec *ts, void *p);

/* ---- ffi_load.c ---------------------------------------------------------- */
/* Register exload and the load-history procedures (called by ffi_init). */
void ffi_load_init(VM *vm);
/* Write line to stderr wrapped as charerr wraps (a newline and a TAB at
   column 70 before a space, or at 78), with no ";;; " on continuation lines,
   as Poplog's loader prints its messages; no newline at the end. */
void ffi_err_wrapped(VM *vm, const char *line);
#endif
