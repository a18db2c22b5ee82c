/*
** compile_int.h -- state shared by the compiler's two halves:
** compile.c (code emission, names, expressions, the top-level loop) and
** compile_stmt.c (the syntax words: declarations, control structures,
** define/procedure, list and vector constructors).
*/
#ifndef POP_COMPILE_INT_H
#define POP_COMPILE_INT_H
#include "compile.h"
#include "interp.h"

/* A reference to a variable, as the compiler resolved it. */
typedef enum { VR_NONE, VR_LOCAL, VR_UPVAL, VR_IDENT } VRKind;
typedef struct VarRef { VRKind kind; uint32_t index; Val ident; } VarRef;

/* A procedure's lexical name: a frame slot, or (ident != 0) an lconstant
   whose value was computed at compile time, held in a hidden identifier. */
typedef struct LocalVar { Val name; uint32_t slot; uint8_t isconst; Val ident; } LocalVar;
typedef struct UpvInfo  { Val name; uint8_t from_local; uint32_t index; } UpvInfo;
typedef struct Label    { Val name; int32_t pos; uint32_t *patches; uint32_t npatches, cap; } Label;
typedef struct LoopInfo { int cont, exit; } LoopInfo;

/* The one-instruction buffer (Poplog's pop_expr_inst / pop_expr_item). */
enum { PEND_NONE, PEND_PUSH, PEND_PUSHQ, PEND_CALL, PEND_CALLQ, PEND_CALLS };
typedef struct Pending { int kind; VarRef ref; Val k; int line; } Pending;
/* One entry of a procedure's line table while it is compiled: the code
   from offset `off` on comes from source line `line` (finish_func encodes
   the entries into Proto.lines). */
typedef struct LineEnt { uint32_t off; int32_t line; } LineEnt;

/* The jumps of an and/or (or of a chain of them, one the last operand of
   the other) that ended at code position `pos`: compile.c's andor_end
   records them, emit_jump threads them into a JMPF/JMPT that follows. */
typedef struct AndOrChain {
    int32_t pos, start;          /* after its last jump target; its fallback's start */
    int32_t barrier, ltli_end;   /* FuncState's, as they were at `start`   */
    uint32_t n;                  /* jumps in s (0: no chain)               */
    struct { uint32_t at; uint8_t kind; } s[16];
} AndOrChain;

typedef struct FuncState {
    struct FuncState *parent;
    uint32_t *code; uint32_t ncode, capcode;
    Val *consts; uint32_t nconsts, capconsts;
    LocalVar *vars; uint32_t nvars, capvars;     /* declared lexicals    */
    uint32_t nslots;                             /* slots used            */
    uint32_t nslots_free;    /* of them, the limit and step slots of numeric */
                             /* for loops: Poplog's frames have no such      */
                             /* slots, and pop_callstack_lim does not count  */
                             /* them (compile.c, cs_cost)                    */
    uint32_t nformals; uint32_t procformals;
    uint16_t outslots[64]; uint32_t noutputs;
    Val outdyn[64];          /* an output local redeclared vars: its ident,
                                copied to the slot at each return (or 0)   */
    UpvInfo upvals[256]; uint32_t nupvals;
    Val dlocals[128]; uint32_t ndlocals;
    Label *labels; uint32_t nlabels, caplabels;
    LoopInfo loops[64]; int nloops;
    Pending pend;
    Val name;                /* pdprops word or false                     */
    int line0;               /* the line of the item before it (Proto)    */
    int toplevel;            /* an anonymous top-level statement          */
    int depth;               /* nesting inside control structures         */
    int32_t barrier;         /* no peephole across this code position     */
    int32_t ltli_end;        /* the code position just after an LTLI and its
                                data word, if no other barrier came since   */
    int sysproc;             /* opened by sysPROCEDURE (ended by sysENDPROCEDURE) */
    int captures;            /* an inner procedure captures one of its locals */
    AndOrChain thr;          /* the and/or chain that ended just here, if
                                nothing came after it (compile.c)           */
    LineEnt *lt; uint32_t nlt, caplt;   /* line table (emit_raw records)   */
    int emit_line;           /* if nonzero, the line of what is emitted now
                                (flush: the pending instruction's line)     */
    uint32_t block_base;     /* vars[] from here are the current lblock's  */
    int cov_line;            /* coverage (compile_cover.c): the line of the */
    int32_t cov_at;          /* last TALLY planted and its offset (-1: none) */
    int32_t cov_fn;          /* the entry counter's site + 1, or 0          */
    int32_t cov_arm;         /* a branch arm's counter to plant + 1, or 0   */
} FuncState;

/* No peephole may look back across the current code position (a label, a
   data word, code that was moved). */
static inline void set_barrier(FuncState *fs)
{
    fs->barrier = (int32_t)fs->ncode;
    fs->ltli_end = -1;
    fs->thr.n = 0;           /* a jump target here: no threading past it */
}

typedef struct TopLex { Val word; Val ident; } TopLex;

typedef struct Compiler {
    struct Compiler *prev;
    FuncState *fs;
    TopLex *toplex; uint32_t ntoplex, captoplex;   /* file-level lvars     */
    uint32_t toplex_base;    /* toplex[] from here: the current lblock's   */
    int syntax_only;         /* pop_syntax_only reading: new words are not declared */
    int sees_outer;          /* a #_IF or #_< expression: the enclosing
                                stream's file-level lvars are visible      */
    Val last_item, prev_item; /* the last two items read (msep culprits)    */
    int nunread;             /* items given back by cmp_unread, not yet re-read */
    int defcon;              /* compile_mode +defcon / +strict             */
    int global;              /* compile_mode +global / +strict             */
    int global_next;         /* declaring after the `global` prefix        */
    Val subsyntax;           /* define :sub_syntax CONSTRUCT being read    */
    Itemiser *includes[16];  /* sources spliced in by `include`            */
    FILE *include_fp[16];
    int ninclude;
    Val *synstack;           /* syntax words being compiled (DOING lines)  */
    int nsyn, capsyn;        /* (grown by cmp_syn_push)                     */
    Itemiser *source;        /* the source compile_source opened for this
                                stream, and its file (NULL if none): closed
                                by compile_source, or by compile_abandon
                                when a setpop skips compile_source          */
    FILE *source_fp;
    int fp;                  /* vm->fp when the stream started: while it is
                                still the frame index, the compiler's own
                                code is running (compile_running)          */
} Compiler;

/* profile/compile_cover.c: coverage counters (profile/coverage.h), while
   vm->cov_on.  cover_open plants the entry counter of a procedure just
   opened; cover_emit, called as an instruction of line `line` is about
   to be emitted, plants the line's counter if the code so far ends in
   another line's; cover_finish, as fs is closed, drops the entry
   counter of a top-level statement. */
void     cover_open(VM *vm, FuncState *fs);
void     cover_emit(VM *vm, FuncState *fs, int line);
void     cover_finish(VM *vm, FuncState *fs);
/* The counters of a branch of n arms at the line of the last item read
   (its first site; -1 when counting is off); cover_arm: arm `arm`'s
   counter is planted where the code of that arm begins (nothing if
   first is -1): by cover_emit before the counter of the arm's first line,
   or by cover_pending, which place_label and emit_jump call first, if
   the arm ends before any instruction of its own. */
int32_t  cover_branch(VM *vm, int n);
void     cover_arm(VM *vm, int32_t first, int arm);
void     cover_pending(FuncState *fs);
/* Note in fs's line table that the code from the current offset on comes
   from source line `line` (compile.c; emit_raw calls it). */
void     line_note(FuncState *fs, int line);

/* compile.c */
_Noreturn void cmp_error(VM *vm, const char *msg, int n, ...);
Val      cmp_read(VM *vm);                  /* next item, macros expanded   */
Val      cmp_read_raw(VM *vm);              /* next item, no expansion      */
Val      cmp_read_name(VM *vm);             /* next item, section paths and #_IF
                                               done, no macro expansion (a name
                                               being defined)                */
void     compile_include(VM *vm, const char *path);
void     cmp_unread(VM *vm, Val item);
Val      declare_local_const(VM *vm, Val word); /* procedure lconstant: its hidden ident */
Val      cmp_peek(VM *vm);
/* Compile and run the list of items `items` now, as a separate stream
   (read-time evaluation: #_< >_#, macro constants); results are left on
   the user stack. */
void     compile_items_now(VM *vm, Val items);
int      cmp_is(Val item, const char *word);
Val      cmp_word(VM *vm, const char *s);
void     cmp_need(VM *vm, const char *word);  /* read and check a word      */
void     emit(VM *vm, uint32_t ins);
void     emit_raw(VM *vm, uint32_t w);
uint32_t emit_const(VM *vm, Val v);          /* constant pool index          */
void     flush(VM *vm);
void     set_pending(VM *vm, int kind, VarRef ref, Val k);
uint32_t new_slot(VM *vm);
int      new_label(VM *vm);
void     place_label(VM *vm, int l);
void     emit_jump(VM *vm, int op, int label);
void     emit_push_ref(VM *vm, VarRef r);
void     emit_pop_ref(VM *vm, VarRef r);
VarRef   resolve(VM *vm, Val word, int declare);
void     declare_local(VM *vm, Val word, uint32_t slot, int isconst);
Val      toplex_declare(VM *vm, Val word);
int      comp_expr_prec(VM *vm, int limit);
int      comp_expr(VM *vm);
Val      comp_stmts(VM *vm, const char *const *closers);
void     comp_to_target(VM *vm);
int      at_exec_level(VM *vm);
Proto   *finish_func(VM *vm, FuncState *fs);
void     emit_out_copies(VM *vm);            /* before a RETURN: outdyn copies */
/* Start compiling a procedure named `name` (a word or false): a new
   FuncState on the C heap becomes the current Compiler's innermost one
   (C(vm)->fs chains every open one, so that the end of a stream, also
   after a mishap, closes them all).  close_func ends the innermost one
   and frees it with its buffers. */
FuncState *open_func(VM *vm, Val name);
void     close_func(VM *vm);
Val      word_ident_prec(VM *vm, Val w, int *prec);
VarRef   resolve_local_only(VM *vm, Val word);
void     define_goto_label(VM *vm, Val name);
int      find_goto_label(VM *vm, Val name);   /* label index of a goto label */

void     emit_label_word_pub(VM *vm, int li);   /* offset word jumping to label li */
void     comp_if_target(VM *vm);            /* -> if C then T1 else T2 endif (compile_stmt.c) */
void     flush_update_pub(VM *vm);          /* plant the pending instruction in update mode */

/* A finished procedure body as a value to plant: the procedure itself, or
   (when it has free variables) its Proto, which PUSHQ plants as CLOSURE. */
Val      proto_value(VM *vm, Proto *p);

/* compile_stmt.c */
enum { D_VARS, D_LVARS, D_LCONSTANT, D_CONSTANT, D_DLOCAL };
/* Declare `name` as kind D_* in the current procedure (or permanently);
   the reference to it in *out. */
void     declare_name(VM *vm, int kind, Val name, int isproc, VarRef *out);
/* Compile a procedure (header when has_header, body up to endw) and leave
   it as the pending push; pre[npre] are formals already read (operator
   headers). */
void     proc_body(VM *vm, Val name, const char *endw, int has_header, const Val *pre, int npre);
SyntaxFn syntax_lookup(Val word);     /* opener handler or NULL            */
int      syntax_is_closer(Val word);  /* a syntax word that ends expressions*/
void     compile_stmt_init(VM *vm);
void     compile_include_name(VM *vm, const char *name, int statement); /* include */
/* A for-form implemented by another module: `for v1, ..., vN KW ... do`.
   head is called after KW has been read, with the loop labels: it reads
   the rest of the header through `do`, plants the initialisation, places
   `top` and plants the per-iteration test (jumping to `exit` when done)
   and the assignments to the variables; it returns state for tail, which
   plants the code run at the end of each iteration (at nextloop's target)
   and frees that state.  The state is one block from malloc (or NULL):
   when a mishap ends the loop's compilation before tail, it is freed. */
typedef void *(*ForHeadFn)(VM *vm, Val kw, const Val *vars, int nv, int top, int exit);
typedef void (*ForTailFn)(VM *vm, void *info);
void     for_form_register(VM *vm, const char *kw, ForHeadFn head, ForTailFn tail);

#define C(vm)  ((vm)->comp)
/* Name syntax word w on DOING lines while it is compiled; cmp_syn_pop
   (nsyn--) ends that. */
void cmp_syn_push(VM *vm, Val w);
static inline void cmp_syn_pop(VM *vm) { (vm)->comp->nsyn--; }
/* One level of the compiler's descent into nested constructs: charges
   Poplog's cost of the level (call-stack words; a syntax word's own, or
   `words` when w is 0) against pop_callstack_lim and names w on DOING
   lines; cmp_nest_leave undoes it.  Returns the words charged. */
uint32_t cmp_nest_enter(VM *vm, Val w, uint32_t words);
void     cmp_nest_leave(VM *vm, Val w, uint32_t words);
#define FS(vm) ((vm)->comp->fs)
/* identprops precedence in tenths (Ident.prec) -> Poplog internal prec */
#define PREC_INTERNAL(p10) ((p10) < 0 ? (-(p10)) * 2 : (p10) * 2 + 1)
#endif
