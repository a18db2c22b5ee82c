/*
** interp.h -- compiled procedures (Proto) and the bytecode interpreter.
**
** A Proto is the code of a procedure, shared by every closure made from it.
** Calling a PK_CODE procedure pushes a Frame, gives it proto->nlocals
** local slots, pops proto->nformals arguments from the user stack into
** slots 0..nformals-1 (the last argument into the last formal), and saves
** the current values of the identifiers in proto->dlocals.  RETURN pushes
** the output locals, restores the dlocals, closes captured slots and pops
** the frame.  Mishap unwinding performs the same restorations.
*/
#ifndef POP_INTERP_H
#define POP_INTERP_H
#include "vm.h"

enum {
#define OP(name, kind, pops, pushes, doc) OP_##name,
#include "opcodes.def"
#undef OP
    OP__COUNT
};
_Static_assert(OP__COUNT <= 256, "opcodes must fit in 8 bits");
_Static_assert(OP__COUNT <= sizeof ((VM *)0)->opproc / sizeof(Val), "vm->opproc has a slot per opcode");

#define INS(op, a)   ((uint32_t)(op) | ((uint32_t)(a) << 8))
#define INS_OP(w)    ((w) & 0xff)
#define INS_A(w)     ((w) >> 8)
#define INS_SA(w)    ((int32_t)(w) >> 8)          /* signed operand */
#define A_MAX        ((1 << 23) - 1)

/* Upvalue descriptor: where a closure gets captured variable i from. */
typedef struct UpvalDesc { uint8_t from_local; uint32_t index; } UpvalDesc;

struct Proto {
    Obj h;                   /* T_PROTO                                     */
    uint32_t *code; uint32_t ncode;
    Val *consts;   uint32_t nconsts;
    Val *dlocals;  uint32_t ndlocals;    /* idents saved/restored          */
    uint16_t *outslots; uint16_t noutputs;
    uint16_t nlocals, nformals, nupvals;
    uint16_t cs_cost;        /* call-stack words a frame of it takes (pop_callstack_lim) */
    uint16_t captures;       /* its frames may have open upvalues (closures over its
                                locals): only then does a return look at vm->openuv */
    uint32_t procformals;    /* bit i: formal i has the procedure attribute */
    UpvalDesc *upvals;
    Val name;                /* default pdprops (word or false)             */
    uint8_t *lines;          /* line table: code offset -> source line (compile.c,
                                compile_line_at); NULL if no line is known  */
    uint32_t nlines;         /* its bytes                                   */
    Val file;                /* the source file's name (a word) or false    */
    int32_t line0;           /* the line its define or procedure began on
                                (0: top-level code, or not known)          */
};

/* Make a PK_CODE procedure from a proto with no captured variables. */
Val  interp_make_proc(VM *vm, Proto *p, Val props);
/* Call procedure p (args on the stack) and run it to completion. */
void interp_apply(VM *vm, Val p);
/* Call p's updater. */
void interp_apply_updater(VM *vm, Val p);
/* Restore the dlocal save stack down to `mark` (used by unwinding). */
void interp_restore_dlocals(VM *vm, uint32_t mark);
/* dlocal from C: give the (not active) identifier id the value `value`
   until the top frame exits.  Its old value goes on the dlocal save stack,
   above the frame's mark, so the frame's exit restores it (match_frame_pop,
   or unwinding when a mishap passes). */
void interp_dlocal(VM *vm, Val id, Val value);
/* Save the value of the active identifier id (its value's result) as a
   dynamic local of the current procedure: at its exit the saved value is
   given back to the value's updater (dlocal %expr%). */
void interp_dlocal_active(VM *vm, Val id);
/* The identifier of dlocal_context (HELP DLOCAL), or 0: while dynamic
   locals are restored it is 2 for chain, exitfrom and exitto and 3 for
   the unwinding of a mishap (vm.c); it is 1 otherwise. */
extern Val interp_id_dlocal_context;
/* Room for n more Vals on the dlocal save stack (vm->dsave may move). */
void interp_dsave_reserve(VM *vm, uint32_t n);
/* Run the top frame from its saved pc (frames[fp].pc) until a frame marked
   FRAME_C_BOUNDARY returns: how a process's frames, put back on the call
   stack by runproc, go on running (vm/library/process.c). */
void interp_continue(VM *vm);
/* Frame i is marked to exit abnormally (interp_exit_frames). */
int interp_frame_exiting(VM *vm, int i);
/* runproc (set by process_init): applying a process runs it. */
extern Val interp_runproc;
/* Close every open upvalue pointing at or above `level`. */
void interp_close_upvals(VM *vm, Val *level);
/* Run the safe-point actions whose bits are set in vm->poll. */
void interp_service_poll(VM *vm);
/* Run interp_hooks.after_gc and pop_after_gc (unless it is a built-in:
   identfn, the default), as after every garbage collection: the
   automatic ones and sysgarbage's. */
void interp_after_gc(VM *vm);
/* For a C loop that may run for ever (printing a cyclic list): if Ctrl-C
   is pending (POLL_INTR), run keyboard_interrupt (or mishap INTERRUPTED)
   now, as the next safe point would; nothing else of the poll is done,
   so the caller's unrooted values stay valid unless it does not return. */
void interp_service_interrupt(VM *vm);
/* The line hook (see interp.c): make the dispatch loops able to run it
   (once; before a profile run that wants lines: not signal-safe). */
void interp_lines_prepare(VM *vm);
/* Signal-safe: the next instruction dispatched, in any run() of this VM,
   first calls sampler_line(vm, pc) with pc just past its opcode word. */
void interp_line_hook_arm(VM *vm);
/* Names for the disassembler / trace. */
extern const char *const opcode_names[];
/* Print the instructions of a proto to stderr (debugging aid). */
void interp_disassemble(VM *vm, Proto *p);
/* ---- what the layers above plug into the interpreter -------------------
** The interpreter runs bytecode, primitives and closures itself.  The other
** kinds of procedure (properties, arrays, class procedures), applying data
** (a list, vector, string or word to an index; a record, user vector or
** key), expanding a dynamic list in ^^, the print arrows and the popgctrace
** line belong to the runtime layer, and naming a fused instruction's
** operator to the compiler; they fill in this table at start-up (prop_init,
** array_init, class_init, prims_list_init, print_init, compile_init), as
** Lua's metamethods and Wren's bindForeign hooks do, so the core includes
** none of their headers.  Every entry is set before any Pop-11 code runs
** (but dump, which only the pop11 command sets: stackdump_init). */
typedef struct InterpHooks {
    /* run procedure p of kind PK_PROPERTY, PK_ARRAY or PK_CLASS, or its
       updater (PK_PROPERTY, PK_ARRAY), on the user stack */
    void (*apply[PK_CLASS + 1])(VM *vm, Val p);
    void (*update[PK_CLASS + 1])(VM *vm, Val p);
    /* obj(idx) and v -> obj(idx) for a list, vector, string or word */
    Val  (*index)(VM *vm, Val obj, Val idx);
    void (*index_update)(VM *vm, Val obj, Val idx, Val v);
    /* applying a record, user vector or key: pushes obj, returns the
       procedure to call (class_obj_apply) */
    Val  (*obj_apply)(VM *vm, Val obj);
    /* the next pair of list l, expanding a dynamic list (data_list_step) */
    Val  (*list_step)(VM *vm, Val l);
    /* => (all: ==> of everything above base) and ==> (print.h) */
    void (*print_arrow)(VM *vm, Val *base, int all);
    void (*pretty_arrow)(VM *vm);
    /* write s on cucharout (the popgctrace line) */
    void (*out)(VM *vm, const char *s);
    /* the operator instruction a fused instruction stands for */
    int  (*operator_of)(int op);
    /* POLL_DUMP: print the call stack, the top frame's code at `at` (the
       instruction it runs next, or NULL); NULL until stackdump_init */
    void (*dump)(VM *vm, const uint32_t *at);
    /* process_redirect (vm/library/process.h): called through
       interp_redirect, below */
    int  (*redirect)(VM *vm, const char *name);
    /* after every garbage collection, before pop_after_gc (the live-heap
       snapshots of profile/heapsnap.c); NULL while none is wanted */
    void (*after_gc)(VM *vm);
} InterpHooks;
extern InterpHooks interp_hooks;

/* Called first by a built-in NAME that calls its procedure argument
   (applist, say), its arguments still on the stack: 1 when the built-in
   is to return at once, a Pop-11 version of it being called in its place
   (inside a process only: process_redirect); else 0. */
static inline int interp_redirect(VM *vm, const char *name)
{
    return vm->procrun && interp_hooks.redirect(vm, name);
}

/* Make frames fp..lowest exit abnormally (no output locals) when control
   returns to them: the top frame as soon as the current primitive returns.
   With chain, frame `lowest` then calls the procedure on top of the user
   stack from its caller.  Mishaps if a frame in between was entered from C
   (vm_apply), since the C caller cannot be unwound, unless that frame is
   the bottom of a process, which runproc then leaves (process.c). */
void interp_exit_frames(VM *vm, int lowest, int chain);
#endif
