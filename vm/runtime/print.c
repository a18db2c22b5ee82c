/*
** print.c -- character output with Poplog's line wrapping, and the
** printed forms of every data type (sys_syspr).
**
** Output goes through cucharout (stdout) or cucharerr (stderr).  When the
** variable holds the default primitive the C path writes directly;
** otherwise each character is handed to the user's procedure.
**
** Layers, bottom up:
**   out_char / out_str    one character to cucharout (or, between
**                         print_to_err_begin and _end, cucharerr), with
**                         Poplog's soft wrap (raw_out) on the C path;
**   print_pr              pr(item): the program's pr if it has one, else
**   print_class           syspr: the class_print of the item's key, else
**   syspr_body            sys_syspr: the standard printed form by type;
**   capture_string        any of these into a new string (><, pr_field,
**                         print_to_string for mishap messages), by
**                         pointing cucharout at sys_capture_char;
**   print_arrow / print_pretty_arrow   => and ==>, for the interpreter.
** Every level of printing counts pop_pr_level down (level_enter) and is
** charged to the call stack, so a cyclic structure ends in <dataword> or
** the recursion-limit mishap at the depth Poplog's does.
**
** GC: any of pr, class_print or cucharout may be Pop-11 code, which may
** collect, so the item being printed is held in a data_slots slot at each
** level, and C text being written is copied to a vm_own'd buffer first
** when its source is a heap object nothing else holds (pp_text).
*/
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "print.h"
#include "data.h"
#include "prim.h"
#include "num.h"
#include "class.h"
#include "array.h"
#include "interp.h"

static Val charout_p, charerr_p, syspr_p;
static int to_err;

/* Registered by section.c and match.c (print.h). */
static void (*section_printer)(VM *vm, Val sect);
static Val (*pattern_value)(Val id);
void print_set_section_printer(void (*fn)(VM *vm, Val sect)) { section_printer = fn; }
void print_set_pattern_value(Val (*fn)(Val id)) { pattern_value = fn; }

/* The value of poplinewidth or poplinemax: an integer, -1 for false (no
   limit), dflt for anything else (or before the variable exists). */
static int line_limit(VM *vm, Val id, int dflt)
{
    if (!id) return dflt;
    Val v = IDVAL(id);
    if (IS_INT(v)) return (int)INT_VAL(v);
    return v == FALSE_V ? -1 : dflt;
}

/* Write c to a stream, wrapping as Poplog's charout does: past poplinewidth
   a space or tab becomes a newline and a tab (the soft wrap), and at
   poplinemax the line is broken whatever the character.  On stderr the
   continuation starts with ";;; " so that a wrapped mishap message stays
   a comment.  *col is the stream's column (vm->out_col / err_col), which
   other raw writers keep right too.  vm->out_left, when positive, is a
   budget of characters, after which output is dropped (vm.h). */
static void raw_out(VM *vm, FILE *f, int *col, int c)
{
    if (vm->out_left > 0 && --vm->out_left == 0) vm->out_left = -1;
    if (vm->out_left < 0) return;
    int width = line_limit(vm, vm->id_poplinewidth, 70);
    int max = line_limit(vm, vm->id_poplinemax, 78);
    if (c == '\n') { putc('\n', f); *col = 0; return; }
    if (width >= 0 && *col >= width && (c == ' ' || c == '\t')) {
        fputs(f == stderr ? "\n;;; \t" : "\n\t", f);
        *col = f == stderr ? 12 : 8;
        return;
    }
    if (max >= 0 && *col >= max) {
        fputs(f == stderr ? "\n;;; \t" : "\n\t", f);
        *col = f == stderr ? 12 : 8;
    }
    putc(c, f);
    if (c == '\t') *col = (*col / 8 + 1) * 8;
    else (*col)++;
}

static StrBuf *capture;          /* the innermost capture's buffer, or NULL */
static Val capture_p;            /* sys_capture_char */

/* See print.h.  Three paths: a capture in progress (the fast path for
   >< and print_to_string, no procedure call), the default charout or
   charerr (raw_out; stdout is flushed before stderr is written, so the
   two streams interleave as they were written), or the program's own
   procedure, called with the character (Pop-11 code: it may collect). */
void out_char(VM *vm, int c)
{
    Val id = to_err ? vm->id_cucharerr : vm->id_cucharout;
    Val p = id ? IDVAL(id) : 0;
    /* a capture's consumer is no call of a procedure: the characters of
       ><, pr_field ... go to the built-in the user called (profiler) */
    if (p == capture_p && p && capture) { sb_addc(capture, c & 0xff); return; }
    if (!p || p == charout_p || p == charerr_p || !IS_PROC(p)) {
        if (to_err || p == charerr_p) { fflush(stdout); raw_out(vm, stderr, &vm->err_col, c); }
        else raw_out(vm, stdout, &vm->out_col, c);
        return;
    }
    PUSH(MK_INT(c & 0xff));
    vm_apply(vm, p);
}

void out_str(VM *vm, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) out_char(vm, (unsigned char)s[i]);
}

void out_cstr(VM *vm, const char *s) { out_str(vm, s, strlen(s)); }

/* (stdio does the buffering: pop11 keeps no output buffer of its own) */
void out_flush(VM *vm) { (void)vm; fflush(stdout); fflush(stderr); }

/* (to_err is a file-scope flag, like the capture chain, not VM state) */
int print_to_err_begin(VM *vm) { (void)vm; int s = to_err; to_err = 1; return s; }
void print_to_err_end(VM *vm, int saved) { (void)vm; to_err = saved; }

/* ---- printed forms -------------------------------------------------------------- */

/* Whether strings print with their quotes (pop_pr_quotes true). */
static int quotes(VM *vm)
{
    return vm->id_pop_pr_quotes && IDVAL(vm->id_pop_pr_quotes) != FALSE_V;
}

/* The elements of a structure print with pr, not sys_syspr, so that a
   program's pr (or a class_print) applies to every element. */
static void pr_elem(VM *vm, Val v)
{
    print_pr(vm, v);
}

/* The name a procedure prints with: its pdprops, or for a closure with
   none, those of its pdpart (followed through closures of closures). */
static Val proc_props(Val p)
{
    while (IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE && PROC_PTR(p)->props == FALSE_V)
        p = PROC_PTR(p)->u.clos.pdpart;
    return IS_PROC(p) ? PROC_PTR(p)->props : FALSE_V;
}

/* Poplog's call-stack words per level of printing (measured: the depth at
   which printing a nested list with a huge pop_pr_level ends in "rle") */
#define PRINT_COST 12

/* At pop_pr_level 0 a structure prints as <dataword> (a list as <list>),
   as Poplog's minimal print does; returns 0 for an item printed whole. */
static int print_minimal(VM *vm, Val v)
{
    if (!IS_PTR(v)) return 0;            /* fixnum, immediate decimal */
    const char *s;
    switch (OBJ(v)->type) {
    case T_PAIR:
        if (IS_PROC(BACK(v)) && (FRONT(v) == TRUE_V || FRONT(v) == FALSE_V))
            s = FRONT(v) == TRUE_V ? "[...]" : "[]";
        else s = IS_PAIR(BACK(v)) || BACK(v) == NIL_V ? "<list>" : "<pair>";
        out_cstr(vm, s);
        return 1;
    case T_PROC:
        out_cstr(vm, PROC_KIND(v) == PK_PROPERTY ? "<property>" : PROC_KIND(v) == PK_ARRAY ? "<array>" : "<procedure>");
        return 1;
    case T_VECTOR: case T_REF: case T_IDENT: case T_KEY: case T_UNDEF:
    case T_RECORD: case T_UVECTOR: case T_EXPTR: case T_SECTION: case T_DEVICE: case T_PROCESS: {
        Val w = val_dataword(vm, v);
        out_char(vm, '<');
        if (IS_WORD(w)) out_str(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len);
        out_char(vm, '>');
        return 1;
    }
    default:
        return 0;
    }
}

/* Entering syspr or sys_syspr: one level deeper (pop_pr_level counts down
   to 0, restored on the way out), charged against pop_callstack_lim. */
static int level_enter(VM *vm)
{
    vm_cs_charge(vm, PRINT_COST);
    int saved = vm->pr_level;
    if (vm->pr_level > 0) vm->pr_level--;
    return saved;
}

static void level_leave(VM *vm, int saved)
{
    vm->pr_level = saved;
    vm_cs_release(vm, PRINT_COST);
}

static void syspr_body(VM *vm, Val v);

/* The item being printed is kept in a GC-scanned slot: printing an
   element may run Pop-11 code (a class_print, pr, cucharout), and a list
   that npr popped was held by nothing else (GC stress printed a freed
   pair's reused memory). */
void print_syspr(VM *vm, Val v)
{
    int saved = level_enter(vm);
    Val *slot = data_slots(vm, 1);
    *slot = v;
    syspr_body(vm, v);
    data_release(vm, slot);
    level_leave(vm, saved);
}

/* A number, as num_format writes it. */
static void print_number(VM *vm, Val v)
{
    StrBuf b = {0};
    Owned o;
    vm_own(vm, &o, &b.s);               /* output may run Pop-11 */
    num_format(vm, v, &b);
    out_str(vm, b.s ? b.s : "", b.len);
    vm_disown(vm, &o);
    free(b.s);
}

/* A list: [a b c], [a | b] for one that does not end in [], a dynamic
   list's unexpanded tail as "...". */
static void print_list(VM *vm, Val v)
{
    out_char(vm, '[');
    int first = 1;
    long n = 0;
    /* a class_print procedure (pr_elem) may allocate: the rest of the
       list stays alive in a GC-scanned slot (data_slots, which nests
       as deep as printing does; vm->roots holds 256) */
    Val *l = data_slots(vm, 1);
    *l = v;
    while (IS_PAIR(*l)) {
        /* a dynamic list's unexpanded tail (front true, back its
           generator) prints as "...", an exhausted one (front false)
           as the list's end */
        if (IS_PROC(BACK(*l)) && (FRONT(*l) == TRUE_V || FRONT(*l) == FALSE_V)) {
            if (FRONT(*l) == TRUE_V) out_cstr(vm, first ? "..." : " ...");
            *l = NIL_V;
            break;
        }
        if (!first) out_char(vm, ' ');
        first = 0;
        pr_elem(vm, FRONT(*l));
        *l = BACK(*l);
        if (++n > 100000000) break;
        /* a cyclic list prints for ever, as in Poplog: Ctrl-C stops it */
        if (vm->poll & POLL_INTR) interp_service_interrupt(vm);
    }
    if (*l != NIL_V) { out_char(vm, '|'); pr_elem(vm, *l); }
    data_release(vm, l);
    out_char(vm, ']');
}

/* An identifier: <ident VALUE>, or LIB READPATTERN's <ID NAME VALUE>. */
static void print_ident(VM *vm, Val v)
{
    if (OBJ(v)->flags & IDF_PATTERN) {          /* LIB READPATTERN's form */
        out_cstr(vm, "<ID ");
        pr_elem(vm, IDENT_PTR(v)->name);
        out_char(vm, ' ');
        pr_elem(vm, pattern_value ? pattern_value(v) : IDENT_PTR(v)->value);
        out_char(vm, '>');
        return;
    }
    out_cstr(vm, "<ident "); pr_elem(vm, IDENT_PTR(v)->value); out_char(vm, '>');
}

/* An external pointer, or an exfunc closure as Poplog prints its record. */
static void print_exptr(VM *vm, Val v)
{
    Val props = ((ExPtr *)v)->props;
    if (OBJ(v)->flags & EXPTR_F_EXFUNC) {
        /* printed as Poplog prints its exfunc closure record */
        char b[40];
        snprintf(b, sizeof b, "{<intvec %u> ", OBJ(v)->aux);
        out_cstr(vm, "<exfunc_closure <external_ptr _pop_exfunc_callback> ");
        out_cstr(vm, b);
        pr_elem(vm, props);
        out_cstr(vm, "}>");
        return;
    }
    out_cstr(vm, "<external_ptr");
    if (props != FALSE_V) { out_char(vm, ' '); pr_elem(vm, props); }
    out_char(vm, '>');
}

/* sys_syspr's work: the standard printed form of v, chosen by type.  At
   pop_pr_level 0 (too deep) a structure prints as <dataword> instead.
   Elements print through pr_elem; the caller holds v in a slot. */
static void syspr_body(VM *vm, Val v)
{
    if (vm->pr_level == 0 && print_minimal(vm, v)) return;
    if (IS_INT(v) || IS_FLOAT(v) || IS_TYPE(v, T_BIGINT) || IS_TYPE(v, T_RATIO) || IS_TYPE(v, T_COMPLEX)) {
        print_number(vm, v);
        return;
    }
    switch (OBJ(v)->type) {
    case T_WORD: out_str(vm, WORD_PTR(v)->chars, WORD_PTR(v)->len); return;
    case T_STRING:
        if (quotes(vm)) out_char(vm, '\'');
        out_str(vm, STR_PTR(v)->chars, STR_PTR(v)->len);
        if (quotes(vm)) out_char(vm, '\'');
        return;
    case T_TRUE: out_cstr(vm, "<true>"); return;
    case T_FALSE: out_cstr(vm, "<false>"); return;
    case T_TERMIN: out_cstr(vm, "<termin>"); return;
    case T_NIL: out_cstr(vm, "[]"); return;
    case T_PAIR: print_list(vm, v); return;
    case T_VECTOR: {
        out_char(vm, '{');
        /* (v is kept alive by print_syspr's or print_class's slot) */
        for (uint32_t i = 0; i < VEC_PTR(v)->len; i++) {
            if (i) out_char(vm, ' ');
            pr_elem(vm, VEC_PTR(v)->items[i]);
        }
        out_char(vm, '}');
        return;
    }
    case T_PROC: {
        if (PROC_KIND(v) == PK_ARRAY) { array_print(vm, v); return; }
        Val props = proc_props(v);
        out_cstr(vm, PROC_KIND(v) == PK_PROPERTY ? "<property" : PROC_KIND(v) == PK_ARRAY ? "<array" : "<procedure");
        if (props != FALSE_V) { out_char(vm, ' '); pr_elem(vm, props); }
        out_char(vm, '>');
        return;
    }
    case T_UNDEF: {
        Val name = ((Undef *)v)->name;
        out_cstr(vm, "<undef");
        if (IS_WORD(name)) { out_char(vm, ' '); out_str(vm, WORD_PTR(name)->chars, WORD_PTR(name)->len); }
        out_char(vm, '>');
        return;
    }
    case T_REF: out_cstr(vm, "<ref "); pr_elem(vm, ((Ref *)v)->cont); out_char(vm, '>'); return;
    case T_IDENT: print_ident(vm, v); return;
    case T_KEY: out_cstr(vm, "<key "); pr_elem(vm, ((Key *)v)->dataword); out_char(vm, '>'); return;
    case T_EXPTR: print_exptr(vm, v); return;
    case T_SECTION:
        if (section_printer) section_printer(vm, v);
        else out_cstr(vm, "<section>");
        return;
    case T_DEVICE: {                 /* by full name, if it has one */
        Device *d = (Device *)v;
        out_cstr(vm, "<device ");
        pr_elem(vm, IS_STRING(d->full_name) ? d->full_name : d->open_name);
        out_char(vm, '>');
        return;
    }
    case T_RECORD: case T_UVECTOR: class_print_struct(vm, v); return;
    default: {
        Val w = val_dataword(vm, v);
        out_char(vm, '<');
        if (IS_WORD(w)) out_str(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len);
        out_char(vm, '>');
    }
    }
}

/* syspr: the class_print of v's key, by default sys_syspr. */
static void print_class(VM *vm, Val v)
{
    int saved = level_enter(vm);
    Val p = class_print_proc(vm, v);
    if (!p) {
        Val *slot = data_slots(vm, 1);
        *slot = v;
        syspr_body(vm, v);
        data_release(vm, slot);
    } else {
        PUSH(v);
        vm_apply(vm, p);
    }
    level_leave(vm, saved);
}

/* See print.h.  The common case, pr still syspr, goes straight to C. */
void print_pr(VM *vm, Val v)
{
    Val p = vm->id_pr ? IDVAL(vm->id_pr) : 0;
    if (!p || p == syspr_p || !IS_PROC(p)) { print_class(vm, v); return; }
    PUSH(v);
    vm_apply(vm, p);
}

/* Capture printed output in a string.  The captures in progress (one per
   print_to_string active, innermost first) are chained, so that setpop,
   which jumps past their handlers, can put cucharout back and free their
   buffers (print_abandon). */
typedef struct Capture {
    StrBuf b;
    Val out, qv;                 /* cucharout and pop_pr_quotes before it */
    int to_err;
    struct Capture *prev;
} Capture;
static Capture *captures;

PRIM(pp_capture_char, "sys_capture_char", 1, 0, "internal: collects one character for print_to_string")
{
    /* applied from Pop-11 (a print procedure calling cucharout): its
       work is its caller's (counters.c does not count internal helpers) */
    if (vm->fp >= 0) vm->current = vm->frames[vm->fp].proc;
    intptr_t c = check_int(vm, POP());
    if (capture) sb_addc(capture, (int)c);
}

/* Undo the innermost capture: its saved variables back, its buffer freed
   (the string, if wanted, made before). */
static void capture_end(VM *vm, Capture *k)
{
    IDENT_PTR(vm->id_cucharout)->value = k->out;
    IDENT_PTR(vm->id_pop_pr_quotes)->value = k->qv;
    to_err = k->to_err;
    captures = k->prev;
    capture = captures ? &captures->b : NULL;
    free(k->b.s);
    k->b.s = NULL;
}

/* See print.h. */
void print_abandon(VM *vm)
{
    while (captures) capture_end(vm, captures);
}

/* The printed form of v, captured in a new string: printed by proc if it
   is a procedure, else by pr if use_pr, else by sys_syspr (print_class);
   quotes: 1 to force pop_pr_quotes true. */
static Val capture_string(VM *vm, Val v, int q, Val proc, int use_pr)
{
    Capture k;
    memset(&k, 0, sizeof k);
    k.out = vm->id_cucharout ? IDVAL(vm->id_cucharout) : 0;
    k.qv = vm->id_pop_pr_quotes ? IDVAL(vm->id_pop_pr_quotes) : FALSE_V;
    k.to_err = to_err;
    k.prev = captures;
    to_err = 0;
    if (!capture_p) capture_p = IDVAL(word_ident(vm, word_cstr(vm, "sys_capture_char")));
    captures = &k;
    capture = &k.b;
    IDENT_PTR(vm->id_cucharout)->value = capture_p;
    if (q) IDENT_PTR(vm->id_pop_pr_quotes)->value = TRUE_V;
    /* a print procedure that mishaps: cucharout and the capture are put
       back and the buffer freed on the way out */
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        capture_end(vm, &k);
        vm_throw(vm);
    }
    if (proc) { PUSH(v); vm_apply(vm, proc); }
    else if (use_pr) print_pr(vm, v);
    else print_class(vm, v);
    /* (the string is made under the handler too: past the heap's limit it
       mishaps, and the buffer must not be lost then) */
    Val s = mk_string(vm, k.b.s ? k.b.s : "", k.b.len);
    vm->catch = c.prev;
    capture_end(vm, &k);
    return s;
}

Val print_to_string(VM *vm, Val v, int q)
{
    return capture_string(vm, v, q, 0, 0);
}

/* ---- the print arrows ------------------------------------------------------------ */

static void arrow_prefix(VM *vm)
{
    Val id = word_ident(vm, word_cstr(vm, "pop_=>_flag"));
    Val f = id ? IDVAL(id) : 0;
    if (f && IS_STRING(f)) out_str(vm, STR_PTR(f)->chars, STR_PTR(f)->len);
    else out_cstr(vm, "** ");
}

/* Poplog's => prints each item with spr through appdata: their frames */
#define ARROW_COST 24

void print_arrow(VM *vm, Val *base, int all)
{
    vm_cs_charge(vm, ARROW_COST);
    if (all) {
        if (base > vm->sp) base = vm->sp;
        size_t n = (size_t)(vm->sp - base);
        arrow_prefix(vm);
        for (size_t i = 0; i < n; i++) {
            print_pr(vm, base[i]);
            out_char(vm, ' ');
        }
        vm->sp = base;
        out_char(vm, '\n');
        vm_cs_release(vm, ARROW_COST);
        return;
    }
    Val v = POP();
    arrow_prefix(vm);
    print_pr(vm, v);
    out_char(vm, '\n');
    vm_cs_release(vm, ARROW_COST);
}

/* Pretty printing for ==> (Poplog's pretty).  A structure that fits in
   the rest of the line is printed whole; otherwise its first element
   follows the bracket when it is a short atom (the others then line up
   after it), or starts the column the others line up in; each element
   that fits goes on the current line, the others on a new line at that
   column; a non-list tail follows "|".  Lines end before lwidth (the
   soft wrap of charout) and never reach lmax (poplinemax - 3). */
typedef struct { int count, lwidth, lmax; } Pretty;

/* One character of pretty output, counting the column (count) itself,
   since lines are laid out here rather than by the soft wrap. */
static void pp_char(VM *vm, Pretty *pp, int c)
{
    if (c == '\n') pp->count = 0; else pp->count++;
    out_char(vm, c);
}

static void pp_text(VM *vm, Pretty *pp, const char *t, size_t n)
{
    char *b = malloc(n + 1);                /* output may run Pop-11 (cucharout) */
    if (!b) return;
    Owned o;
    vm_own(vm, &o, &b);
    memcpy(b, t, n);
    for (size_t i = 0; i < n; i++) pp_char(vm, pp, (unsigned char)b[i]);
    vm_disown(vm, &o);
    free(b);
}

/* An element printed whole: captured first, then written through pp_char
   so that the column is counted. */
static void pp_pr(VM *vm, Pretty *pp, Val v)
{
    Val s = print_to_string(vm, v, 0);
    pp_text(vm, pp, STR_PTR(s)->chars, STR_PTR(s)->len);
}

/* pr(v) takes at most n characters */
static int pp_fits(VM *vm, Val v, int n)
{
    return n >= 0 && STR_PTR(print_to_string(vm, v, 0))->len <= (size_t)n;
}

/* Printed whole, never broken: anything but a list, a full vector, a ref
   or a record printed in the standard form (a pair whose tail is a
   procedure, a dynamic list, is simple too). */
static int pp_simple(VM *vm, Val v)
{
    if (IS_PAIR(v)) return IS_PROC(BACK(v));
    if (IS_VECTOR(v) || IS_TYPE(v, T_REF) || IS_TYPE(v, T_RECORD))
        return class_print_proc(vm, v) != 0;
    return 1;
}

/* The elements of a structure, as Poplog's datalist gives them. */
typedef struct { Val list; const Val *items; size_t i, n; } PpElems;

static int pp_more(PpElems *e) { return e->items ? e->i < e->n : IS_PAIR(e->list); }
static Val pp_elem(PpElems *e) { return e->items ? e->items[e->i] : FRONT(e->list); }
static void pp_next(PpElems *e) { if (e->items) e->i++; else e->list = BACK(e->list); }
/* at the end: [] or a dynamic list */
static int pp_atend(PpElems *e)
{
    return e->items ? e->i >= e->n : e->list == NIL_V || (IS_PAIR(e->list) && IS_PROC(BACK(e->list)));
}

/* Print v at column level (where continuation lines of its elements
   line up).  Phases: a simple or short item is printed whole; otherwise
   the opening bracket ([, { or <dataword ), the first element (which sets
   the column of the rest), each further element on the line if it fits
   or on a new line at that column, a list's non-list tail after |, and
   " ..." for a dynamic list not yet expanded; then the closer. */
static void pretty(VM *vm, Pretty *pp, int level, Val v)
{
    if (vm->pr_level == 0 || pp_simple(vm, v) || pp_fits(vm, v, pp->lwidth - level)) {
        pp_pr(vm, pp, v);
        return;
    }
    int saved = level_enter(vm);
    PpElems e = { v, NULL, 0, 0 };
    const char *close;
    if (IS_PAIR(v)) { pp_char(vm, pp, '['); close = "]"; }
    else if (IS_VECTOR(v)) {
        pp_char(vm, pp, '{'); close = "}";
        e.items = VEC_PTR(v)->items; e.n = VEC_PTR(v)->len;
    } else {
        Val dw = val_dataword(vm, v);
        pp_char(vm, pp, '<');
        pp_text(vm, pp, WORD_PTR(dw)->chars, strlen(WORD_PTR(dw)->chars));
        pp_char(vm, pp, ' ');
        close = ">";
        if (IS_TYPE(v, T_REF)) { e.items = &((Ref *)OBJ(v))->cont; e.n = 1; }
        else { e.items = ((Record *)OBJ(v))->fields; e.n = OBJ(v)->aux; }
    }
    int brk = 0;
    if (pp_more(&e)) {
        Val first = pp_elem(&e);
        if (pp_simple(vm, first) && pp_fits(vm, first, 9)) {
            pp_pr(vm, pp, first);
            level = pp->count;
            brk = pp->count >= pp->lwidth;
        } else {
            level = pp->count - 1;
            pretty(vm, pp, pp->count, first);
            brk = 1;
        }
        pp_next(&e);
    }
    while (pp_more(&e) && !pp_atend(&e)) {
        if (brk) pp_char(vm, pp, '\n');
        while (pp->count < level) pp_char(vm, pp, ' ');
        Val x = pp_elem(&e);
        if (pp_simple(vm, x) && pp_fits(vm, x, pp->lmax - pp->count - 1)) {
            pp_char(vm, pp, ' ');
            pp_pr(vm, pp, x);
            pp_next(&e);
            brk = pp->count >= pp->lwidth;
        } else if (pp->count == level) {
            pp_char(vm, pp, ' ');
            pretty(vm, pp, pp->count, x);
            pp_next(&e);
            brk = 1;
        } else brk = 1;
    }
    if (!e.items && !pp_atend(&e)) {
        Val tail = e.list;
        if (!brk && pp_simple(vm, tail) && pp_fits(vm, tail, pp->lmax - pp->count - 1)) {
            pp_char(vm, pp, '|');
            pp_pr(vm, pp, tail);
        } else {
            pp_char(vm, pp, '\n');
            while (pp->count < level) pp_char(vm, pp, ' ');
            pp_char(vm, pp, '|');
            pretty(vm, pp, pp->count, tail);
        }
    } else if (!e.items && IS_PAIR(e.list) && FRONT(e.list) != FALSE_V) {
        pp_text(vm, pp, " ...", 4);
    }
    pp_text(vm, pp, close, strlen(close));
    level_leave(vm, saved);
}

/* See print.h.  The soft-wrap width only narrows the layout when output
   goes to the default charout (a program's cucharout does no wrapping). */
void print_pretty_arrow(VM *vm)
{
    Val *slot = data_slots(vm, 1);
    *slot = POP();
    Pretty pp = { 0, 0, 0 };
    Val m = vm->id_poplinemax ? IDVAL(vm->id_poplinemax) : 0;
    pp.lmax = (m && IS_INT(m) ? (int)INT_VAL(m) : 78) - 3;
    pp.lwidth = pp.lmax;
    Val w = vm->id_poplinewidth ? IDVAL(vm->id_poplinewidth) : 0;
    Val co = vm->id_cucharout ? IDVAL(vm->id_cucharout) : 0;
    if ((!co || co == charout_p || co == charerr_p) && w && IS_INT(w) && INT_VAL(w) < pp.lwidth)
        pp.lwidth = (int)INT_VAL(w);
    Val id = word_ident(vm, word_cstr(vm, "pop_=>_flag"));
    Val f = id ? IDVAL(id) : 0;
    if (f && IS_STRING(f)) pp_text(vm, &pp, STR_PTR(f)->chars, STR_PTR(f)->len);
    else pp_text(vm, &pp, "** ", 3);
    pretty(vm, &pp, pp.count, *slot);
    pp_char(vm, &pp, '\n');
    data_release(vm, slot);
}

/* ---- primitives --------------------------------------------------------------------- */

PRIM(pp_charout, "charout", 1, 0, "charout(c): write character c to the standard output")
{
    intptr_t c = check_int(vm, POP());
    int saved = to_err; to_err = 0;
    raw_out(vm, stdout, &vm->out_col, (int)c);
    to_err = saved;
}

PRIM(pp_charerr, "charerr", 1, 0, "charerr(c): write character c to the standard error")
{
    intptr_t c = check_int(vm, POP());
    fflush(stdout);
    raw_out(vm, stderr, &vm->err_col, (int)c);
}

PRIM(pp_syspr, "syspr", 1, 0, "syspr(item): print item with the class_print of its key (by default in its standard form)")
{
    /* inside a process, a class_print procedure written in Pop-11 is
       called in syspr's place (interp.h, interp_redirect), so that a
       suspend inside it can copy its frame: there is no C frame between */
    if (vm->procrun && vm->sp > vm->stack) {
        Val p = class_print_proc(vm, vm->sp[-1]);
        if (p && IS_PROC(p) && PROC_KIND(p) != PK_PRIM) { vm->redirect = p; return; }
    }
    print_class(vm, POP());
}

PRIM(pp_sys_syspr, "sys_syspr", 1, 0, "sys_syspr(item): print item in its standard form")
{
    print_syspr(vm, POP());
}

PRIM(pp_npr, "npr", 1, 0, "npr(item): print item with pr, then a newline")
{
    print_pr(vm, POP());
    out_char(vm, '\n');
}

PRIM(pp_spr, "spr", 1, 0, "spr(item): print item with pr, then a space")
{
    print_pr(vm, POP());
    out_char(vm, ' ');
}

/* ppr: a list's elements (recursively), anything else with spr */
static void ppr_rec(VM *vm, Val v)
{
    if (v == NIL_V || IS_PAIR(v)) {
        Val *s = data_slots(vm, 1);
        for (s[0] = v; IS_PAIR(s[0]); s[0] = BACK(s[0])) ppr_rec(vm, FRONT(s[0]));
        data_release(vm, s);
        return;
    }
    print_pr(vm, v);
    out_char(vm, ' ');
}

PRIM(pp_ppr, "ppr", 1, 0, "ppr(item): print a list without its brackets, its elements (lists too) each with spr; any other item with spr (HELP PPR)")
{
    Val v = PEEK(0);
    ppr_rec(vm, v);
    (void)POP();
}

PRIM(pp_sp, "sp", 1, 0, "sp(n): print n spaces")
{
    intptr_t n = check_int(vm, POP());
    for (intptr_t i = 0; i < n; i++) out_char(vm, ' ');
}

PRIM(pp_nl, "nl", 1, 0, "nl(n): print n newlines")
{
    intptr_t n = check_int(vm, POP());
    for (intptr_t i = 0; i < n; i++) out_char(vm, '\n');
}

/* a >< b: the printed forms joined; a string is taken as it is, unless
   pop_pr_quotes is true (>< prints it with its quotes then, sys_>< not). */
static Val concat(VM *vm, Val a, Val b, int sys)
{
    int raw = sys || IDVAL(vm->id_pop_pr_quotes) == FALSE_V;
    data_root(vm, &b);
    Val s1 = IS_STRING(a) && raw ? a : print_to_string(vm, a, 0);
    data_root(vm, &s1);
    Val s2 = IS_STRING(b) && raw ? b : print_to_string(vm, b, 0);
    data_unroot(vm, 2);
    size_t n1 = STR_PTR(s1)->len, n2 = STR_PTR(s2)->len;
    Val r = mk_string(vm, NULL, n1 + n2);
    memcpy(STR_PTR(r)->chars, STR_PTR(s1)->chars, n1);
    memcpy(STR_PTR(r)->chars + n1, STR_PTR(s2)->chars, n2);
    return r;
}

PRIM(pp_concat, "><", 2, 1, "item1 >< item2 -> string: the printed forms of two items joined")
{
    Val b = POP(), a = POP();
    PUSH(concat(vm, a, b, 0));
}

PRIM(pp_sysconcat, "sys_><", 2, 1, "item1 sys_>< item2 -> string: the standard printed forms of two items joined")
{
    Val b = POP(), a = POP();
    PUSH(concat(vm, a, b, 1));
}

PRIM(pp_dirconcat, "dir_><", 2, 1, "dir dir_>< name -> string: a directory and a file name joined with one / between them (none after an empty directory)")
{
    Val b = POP(), a = POP();
    Val s1 = IS_STRING(a) ? a : print_to_string(vm, a, 0);
    data_root(vm, &s1);
    Val s2 = IS_STRING(b) ? b : print_to_string(vm, b, 0);
    data_unroot(vm, 1);
    const char *d = STR_PTR(s1)->chars, *f = STR_PTR(s2)->chars;
    size_t n1 = STR_PTR(s1)->len, n2 = STR_PTR(s2)->len;
    int dslash = n1 > 0 && d[n1 - 1] == '/';
    if (dslash && n2 > 0 && f[0] == '/') { f++; n2--; }
    int add = n1 > 0 && !dslash && !(n2 > 0 && f[0] == '/');
    Val r = mk_string(vm, NULL, n1 + add + n2);
    memcpy(STR_PTR(r)->chars, STR_PTR(s1)->chars, n1);
    if (add) STR_PTR(r)->chars[n1] = '/';
    memcpy(STR_PTR(r)->chars + n1 + add, STR_PTR(s2)->chars + (STR_PTR(s2)->len - n2), n2);
    PUSH(r);
}

/* printf(fmt, list) or printf(x1, ..., xn, fmt) */
PRIM(pp_printf, "printf", -1, 0, "printf(format, list) or printf(x1, ..., xn, format): formatted printing with %p %P %s %S %c %% (and %M, the message of the last system error, which takes no item)")
{
    /* the two call forms told apart by the top item: a string is the
       format (the items are on the stack, taken from the top down as the
       directives need them); otherwise a list of items under the format */
    Val top = POP();
    Val fmt, args = 0, v;
    if (IS_STRING(top)) fmt = top;
    else { args = check_list(vm, top); fmt = check_string(vm, POP()); }
    /* the format, the rest of the list and the item being printed are kept
       in GC-scanned slots: a cucharout of Pop-11 allocates, and a
       collection then would free them (printf('%p\n', [^n]) makes a list
       that nothing else holds; the collector does not move them, so s
       stays valid) */
    Val *gcs = data_slots(vm, 3);
    gcs[0] = fmt; gcs[1] = args;
    const char *s = STR_PTR(fmt)->chars;
    size_t n = STR_PTR(fmt)->len;
    int err = errno;                 /* for %M: the last system error */
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '%' || i + 1 >= n) { out_char(vm, (unsigned char)s[i]); continue; }
        char d = s[++i];
        if (d == '%') { out_char(vm, '%'); continue; }
        if (d == 'M') { const char *m = strerror(err); out_str(vm, m, strlen(m)); continue; }
        if (args) {
            if (!IS_PAIR(args)) vm_mishap(vm, "NOT ENOUGH ARGUMENTS FOR printf", 1, fmt);
            v = FRONT(args); args = BACK(args); gcs[1] = args;
        } else v = POP();
        gcs[2] = v;
        switch (d) {
        case 'p': print_pr(vm, v); break;
        case 'P': print_syspr(vm, v); break;
        case 's': case 'S':
            if (IS_STRING(v)) out_str(vm, STR_PTR(v)->chars, STR_PTR(v)->len);
            else print_pr(vm, v);
            break;
        case 'c': out_char(vm, (int)check_int(vm, v)); break;
        default: out_char(vm, '%'); out_char(vm, d); break;
        }
    }
    data_release(vm, gcs);
}

PRIM(pp_pr_field, "pr_field", -1, 0, "pr_field(item, width, lpad, rpad [, proc]): print item padded to width")
{
    Val proc = 0;
    if (IS_PROC(PEEK(0))) proc = POP();
    Val rpad = POP(), lpad = POP();
    Val wv = POP();
    intptr_t width = check_int(vm, wv);
    if (width < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, wv);
    Val item = POP();
    /* the item's printed form, by proc or by pr, captured in a string (a
       mishap or setpop in proc puts cucharout back and frees the buffer) */
    Val s = capture_string(vm, item, 0, proc, 1);
    /* kept in a GC-scanned slot while it is written: a cucharout of Pop-11
       allocates, and a collection then would free the string under cs
       (the collector does not move it) */
    Val *gcs = data_slots(vm, 1);
    gcs[0] = s;
    intptr_t len = STR_PTR(s)->len;
    const char *cs = STR_PTR(s)->chars;
    if (len >= width) { out_str(vm, cs, (size_t)width); data_release(vm, gcs); return; }
    intptr_t pad = width - len, left = 0, right = 0;
    if (lpad != FALSE_V && rpad != FALSE_V) { left = pad / 2; right = pad - left; }
    else if (lpad != FALSE_V) left = pad;
    else right = pad;
    for (intptr_t i = 0; i < left; i++) out_char(vm, (int)INT_VAL(lpad));
    out_str(vm, cs, (size_t)len);
    for (intptr_t i = 0; i < right; i++) out_char(vm, rpad != FALSE_V ? (int)INT_VAL(rpad) : ' ');
    data_release(vm, gcs);
}

/* pop_pr_level: an active variable (as in Poplog), whose value is the
   depth of nested structures printing has left (see level_enter). */
PRIM(pp_pop_pr_level, "pop_pr_level", 0, 1, "pop_pr_level -> n: how many levels of nested structures are printed (default 1000); beyond it a structure prints as <dataword>, a list as <list>. An active variable: a negative value assigned is 0")
{
    PUSH(MK_INT(vm->pr_level));
}

UPDATER(up_pop_pr_level, "pop_pr_level", 1, "n -> pop_pr_level: set the printing depth (a negative n sets 0)")
{
    Val n = POP();
    if (!IS_INT(n)) vm_mishap(vm, "ASSIGNING NON-INTEGER TO pop_pr_level", 1, n);
    intptr_t v = INT_VAL(n);
    vm->pr_level = v < 0 ? 0 : v > INT32_MAX ? INT32_MAX : (int)v;
}

/* See print.h.  pop_pr_level is registered as a protected PRIM; here it
   becomes an active variable (its value is vm->pr_level), and the
   printer's variables are made, each cached in the VM for out_char. */
void print_init(VM *vm)
{
    interp_hooks.print_arrow = print_arrow;
    interp_hooks.pretty_arrow = print_pretty_arrow;
    interp_hooks.out = out_cstr;
    Val lev = word_ident(vm, word_cstr(vm, "pop_pr_level"));
    IDENT_PTR(lev)->h.aux = ID_VARS;
    IDENT_PTR(lev)->h.flags = (uint16_t)((IDENT_PTR(lev)->h.flags & ~(IDF_PROTECTED | IDF_ASSIGNED)) | IDF_ACTIVE);
    charout_p = IDVAL(word_ident(vm, word_cstr(vm, "charout")));
    charerr_p = IDVAL(word_ident(vm, word_cstr(vm, "charerr")));
    syspr_p = IDVAL(word_ident(vm, word_cstr(vm, "syspr")));
    vm->id_pr = vm_defvar(vm, "pr", syspr_p);
    vm->id_cucharout = vm_defvar(vm, "cucharout", charout_p);
    vm->id_cucharerr = vm_defvar(vm, "cucharerr", charerr_p);
    vm->id_pop_pr_places = vm_defvar(vm, "pop_pr_places", MK_INT(6));
    vm->id_pop_pr_quotes = vm_defvar(vm, "pop_pr_quotes", FALSE_V);
    vm->id_poplinewidth = vm_defvar(vm, "poplinewidth", MK_INT(70));
    vm->id_poplinemax = vm_defvar(vm, "poplinemax", MK_INT(78));
    vm_defvar(vm, "pop_=>_flag", mk_cstring(vm, "** "));
}
