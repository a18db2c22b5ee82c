/*
** trace.c -- procedure tracing: trace / untrace / untraceall, systrace,
** systrace_proc, systrace_pr, istraced (trace.h, HELP TRACE).
**
** Design notes
**   The structure is Poplog's: the traced variable holds a closure of
**   systrace with frozen values (proc, name, "systrace_proc", false), and
**   an updater that is the same closure of systrace's updater.  systrace
**   runs the procedure named by its third frozen value (normally
**   systrace_proc) with poptraceindent one higher, or chains to proc when
**   `tracing` is false; systrace_proc takes pdnargs(proc) arguments, prints
**   the entry line, runs proc, collects whatever it left above the
**   arguments' base and prints the exit line.  Both are written in Pop-11
**   (trace_source, compiled at start-up) so that the traced procedure runs
**   in its caller's interpreter loop and exitfrom/exitto/chain may leave
**   through it; the dynamic locals of systrace_proc notice such an exit
**   and print the X line.  Printing (systrace_pr) and the helpers are C.
**
**   systrace_pr makes tracing false and cucharout cuchartrace (when that
**   is a procedure) while it prints, restored by a Catch when a mishap
**   passes through, as Poplog's dlocals would be.
**
**   The syntax words read names up to `;` (commas optional) at compile
**   time and plant, for each, code that tests istraced on the variable's
**   value and assigns the wrapped (or unwrapped) procedure, so they work on
**   lexical variables and inside procedures too.  define plants
**   systrace_redefine so that a traced procedure stays traced when it is
**   recompiled.
*/
#include <string.h>
#include "prim.h"
#include "compile_int.h"
#include "data.h"
#include "print.h"
#include "lib.h"
#include "interp.h"
#include "trace.h"
#include "report.h"

/* The identifiers of the trace variables, and the procedures the planted
   code calls (looked up once, in trace_init: the planted code holds them
   as constants, so a program's redefinition of istraced or systrace_wrap
   does not change what trace does). */
static Val id_tracing, id_indent, id_maxindent, id_cuchartrace;
static Val istraced_v, wrap_v;

/* The integer value of a trace variable (a program may assign anything to
   poptraceindent or popmaxtraceindent): INTEGER NEEDED otherwise. */
static intptr_t int_var(VM *vm, Val id)
{
    Val v = IDENT_PTR(id)->value;
    if (!IS_INT(v)) vm_mishap(vm, "INTEGER NEEDED", 1, v);
    return INT_VAL(v);
}

/* ---- printing -------------------------------------------------------------------- */

/* One item of a trace line: pr, then a space (spr's form). */
static void spr_item(VM *vm, Val v)
{
    print_pr(vm, v);
    out_char(vm, ' ');
}

/* The body of systrace_pr, with tracing off and cucharout redirected.
   s holds name, args, upd (in trace_print's slots: printing an argument
   runs pr, which may be Pop-11 code).  before is true for the entry line,
   false for the exit line, or a character code for the other kinds (X for
   an abnormal exit).  args is a list or a vector; a list is consumed
   through s[1] so that its rest stays rooted. */
static void trace_line(VM *vm, Val *s, Val before)
{
    int ch = IS_INT(before) ? (int)INT_VAL(before) : before != FALSE_V ? '>' : '<';
    intptr_t ind = int_var(vm, id_indent);
    if (ind > int_var(vm, id_maxindent)) {
        char b[32];
        snprintf(b, sizeof b, "[%4ld]", (long)ind);
        out_cstr(vm, b);
    } else {
        for (intptr_t n = ind - 1; n > 0; n--) out_char(vm, '!');
    }
    out_char(vm, ch);
    out_char(vm, ' ');
    if (s[2] != FALSE_V) spr_item(vm, word_cstr(vm, "updater"));
    spr_item(vm, s[0]);
    if (s[1] == NIL_V || IS_PAIR(s[1])) {
        while (IS_PAIR(s[1])) { Val x = FRONT(s[1]); s[1] = BACK(s[1]); spr_item(vm, x); }
    } else if (IS_VECTOR(s[1])) {
        for (uint32_t i = 0; i < VEC_PTR(s[1])->len; i++) spr_item(vm, VEC_PTR(s[1])->items[i]);
    }
    out_char(vm, '\n');
}

/* systrace_pr(name, before, args, upd): trace_line with tracing false (so
   that the printing of an argument by a traced pr is not itself traced)
   and cucharout set to cuchartrace when that is a procedure; both are
   put back afterwards, and by the Catch when a mishap passes. */
static void trace_print(VM *vm, Val name, Val before, Val args, Val upd)
{
    Val *s = data_slots(vm, 5);
    s[0] = name; s[1] = args; s[2] = upd;
    s[3] = IDVAL(vm->id_cucharout);
    s[4] = IDENT_PTR(id_tracing)->value;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) != 0) {
        vm->catch = c.prev;
        IDVAL(vm->id_cucharout) = s[3];
        IDENT_PTR(id_tracing)->value = s[4];
        data_release(vm, s);
        vm_throw(vm);
    }
    Val ct = IDENT_PTR(id_cuchartrace)->value;
    if (IS_PROC(ct)) IDVAL(vm->id_cucharout) = ct;
    IDENT_PTR(id_tracing)->value = FALSE_V;
    trace_line(vm, s, before);
    vm->catch = c.prev;
    IDVAL(vm->id_cucharout) = s[3];
    IDENT_PTR(id_tracing)->value = s[4];
    data_release(vm, s);
}

PRIM(p_systrace_pr, "systrace_pr", 4, 0, "systrace_pr(name, before, args, upd): print one trace line: !s for the depth, > (before true) or < (false), [updater] name and the items of args")
{
    Val upd = POP(), args = POP(), before = POP(), name = POP();
    trace_print(vm, name, before, args, upd);
}

/* ---- running a traced procedure ------------------------------------------------- */

/* systrace and systrace_proc are Pop-11 procedures (compiled once at
   start-up from the text below), so that the traced procedure runs in the
   same interpreter loop as its caller: exitfrom, exitto and chain can
   leave through it.  An abnormal exit of systrace_proc is noticed when its
   dynamic locals are restored: systrace_watch is an active variable whose
   updater runs then, before systrace_normal (set just before a normal
   return) is restored. */
static const char trace_source[] =
    "define systrace(Proc, Name, Traceproc, Upd);\n"
    "    dlocal poptraceindent;\n"
    "    lvars p;\n"
    "    if tracing then\n"
    "        poptraceindent + 1 -> poptraceindent;\n"
    "        recursive_valof(Traceproc) -> p;\n"
    "        p(Proc, Name, Upd)\n"
    "    else\n"
    "        chain(Proc)\n"
    "    endif\n"
    "enddefine;\n"
    "define updaterof systrace(Proc, Name, Traceproc, Upd);\n"
    "    systrace_updater(Proc), Name, Traceproc, true;\n"
    "    chain(systrace)\n"
    "enddefine;\n"
    "define systrace_proc(Proc, Name, Upd);\n"
    "    lvars Args, Sl;\n"
    "    dlocal systrace_normal, systrace_exiting, systrace_watch;\n"
    "    false -> systrace_normal;\n"
    "    conspair(Name, Upd) -> systrace_exiting;\n"
    "    systrace_args(Proc, Name) -> Args;\n"
    "    stacklength() -> Sl;\n"
    "    systrace_pr(Name, true, Args, Upd);\n"
    "    explode(Args);\n"
    "    Proc();\n"
    "    systrace_results(Sl) -> Args;\n"
    "    systrace_pr(Name, false, Args, Upd);\n"
    "    true -> systrace_normal;\n"
    "    explode(Args)\n"
    "enddefine;\n";

/* Pop the top n items into a new vector. */
static Val stack_to_vector(VM *vm, intptr_t n)
{
    Val v = mk_vector(vm, (size_t)n, FALSE_V);
    for (intptr_t i = n - 1; i >= 0; i--) VEC_PTR(v)->items[i] = POP();
    return v;
}

PRIM(p_systrace_args, "systrace_args", 2, 1, "systrace_args(proc, name) -> vector: the pdnargs(proc) arguments of a traced call, taken off the stack (mishap if too few)")
{
    Val name = POP(), proc = POP();
    if (!IS_PROC(proc)) {
        Val id = word_ident(vm, word_cstr(vm, "pdnargs"));
        if (id) vm->current = IDENT_PTR(id)->value;
        vm_mishap(vm, "PROCEDURE NEEDED", 1, proc);
    }
    intptr_t nargs = PROC_PTR(proc)->nargs < 0 ? 0 : PROC_PTR(proc)->nargs;
    if (vm->sp - vm->stack < nargs) {
        /* Poplog names everything on the stack as culprits */
        Val str = print_to_string(vm, name, 0);
        char msg[300];
        snprintf(msg, sizeof msg, "TOO FEW ARGUMENTS FOR %s", STR_PTR(str)->chars);
        vm_mishapv(vm, msg, (int)(vm->sp - vm->stack), vm->stack);
    }
    PUSH(stack_to_vector(vm, nargs));
}

PRIM(p_systrace_results, "systrace_results", 1, 1, "systrace_results(n) -> vector: the results of a traced call: the items above stack length n, taken off the stack")
{
    intptr_t sl = check_int(vm, POP());
    intptr_t n = (vm->sp - vm->stack) - sl;
    PUSH(stack_to_vector(vm, n < 0 ? 0 : n));
}

PRIM(p_systrace_do_update, "systrace_do_update", -1, 0, "systrace_do_update(..., p): run the update form of p (a property, array or closure without an explicit updater)")
{
    Val p = POP();
    interp_apply_updater(vm, p);
}

PRIM(p_systrace_updater, "systrace_updater", 1, 1, "systrace_updater(p) -> u: what a traced update of p runs: updater(p), a procedure doing the update form of a property, array or closure, or false")
{
    Val p = POP();
    if (!IS_PROC(p) || IS_PROC(PROC_PTR(p)->updater)) {
        PUSH(IS_PROC(p) ? PROC_PTR(p)->updater : FALSE_V);
        return;
    }
    ProcKind k = PROC_KIND(p);
    if (k != PK_PROPERTY && k != PK_ARRAY && k != PK_CLOSURE) { PUSH(FALSE_V); return; }
    Val c = mk_closure(vm, ident_value(vm, "systrace_do_update"), 1, &p);
    PROC_PTR(c)->nargs = (PROC_PTR(p)->nargs < 0 ? 0 : PROC_PTR(p)->nargs) + 1;
    PROC_PTR(c)->props = PROC_PTR(p)->props;
    PUSH(c);
}

PRIM(p_recursive_valof, "recursive_valof", 1, 1, "recursive_valof(item) -> value: valof applied while the item is a word")
{
    Val v = POP();
    while (IS_WORD(v)) {
        Val id = WORD_PTR(v)->ident;
        if (!id) {
            vm_declaring_warning(vm, v);
            id = word_declare(vm, v, ID_VARS, 0);
        }
        v = IDENT_PTR(id)->value;
    }
    PUSH(v);
}

PRIM(p_systrace_watch, "systrace_watch", 0, 1, "systrace_watch -> false: an active variable systrace_proc makes dynamically local; restoring it notices abnormal exits")
{
    PUSH(FALSE_V);
}

UPDATER(u_systrace_watch, "systrace_watch", 1, "item -> systrace_watch: print the X line of a traced call left abnormally (exitfrom, exitto), unless a mishap is unwinding")
{
    (void)POP();
    Val normal = ident_value(vm, "systrace_normal");
    Val info = ident_value(vm, "systrace_exiting");
    if (normal != FALSE_V || vm->in_mishap || !IS_PAIR(info)) return;
    if (ident_value(vm, "pop_chain_trace") == FALSE_V) return;
    Val pr = ident_value(vm, "systrace_pr");
    PUSH(FRONT(info));
    PUSH(MK_INT('X'));
    PUSH(NIL_V);
    PUSH(BACK(info));
    vm_apply(vm, pr);
}

/* ---- trace / untrace ---------------------------------------------------------------- */

PRIM(p_istraced, "istraced", 1, 1, "istraced(p) -> orig or false: the procedure that traced procedure p wraps, false if p is not traced")
{
    Val p = POP();
    if (!IS_PROC(p)) vm_mishap(vm, "CANNOT (UN)TRACE NON-PROCEDURE", 1, p);
    Val pd = ident_value(vm, "systrace");
    if (PROC_KIND(p) == PK_CLOSURE && PROC_PTR(p)->u.clos.pdpart == pd && PROC_PTR(p)->n >= 1)
        PUSH(PROC_PTR(p)->vals[0]);
    else
        PUSH(FALSE_V);
}

PRIM(p_systrace_wrap, "systrace_wrap", 2, 1, "systrace_wrap(p, name) -> traced: the closure of systrace that `trace name` assigns (pdprops those of p)")
{
    Val name = POP(), p = POP();
    Val fz[4] = { p, name, word_cstr(vm, "systrace_proc"), FALSE_V };
    Val st = ident_value(vm, "systrace");
    Val c = mk_closure(vm, st, 4, fz);
    PROC_PTR(c)->props = IS_PROC(p) ? PROC_PTR(p)->props : name;
    PROC_PTR(c)->nargs = IS_PROC(p) ? PROC_PTR(p)->nargs : 0;   /* pdnargs as the original */
    PUSH(c);
    /* its updater: the same closure of systrace's updater (as Poplog's
       partial application gives) */
    Val u = mk_closure(vm, PROC_PTR(st)->updater, 4, fz);
    PROC_PTR(u)->props = PROC_PTR(c)->props;
    PROC_PTR(c)->updater = u;
}

/* The procedure traced by p (the first frozen value of a closure of
   systrace), or 0 when p is not a traced procedure. */
static Val traced_of(VM *vm, Val p)
{
    Val pd = ident_value(vm, "systrace");
    if (IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE && PROC_PTR(p)->u.clos.pdpart == pd && PROC_PTR(p)->n >= 1)
        return PROC_PTR(p)->vals[0];
    return 0;
}

PRIM(p_systrace_redefine, "systrace_redefine", 2, 1, "systrace_redefine(new, old) -> p: what define assigns: new, or when old is a traced procedure, old now tracing new")
{
    Val old = POP(), p = POP();
    if (traced_of(vm, old)) { PROC_PTR(old)->vals[0] = p; PUSH(old); }
    else PUSH(p);
}

PRIM(p_systrace_target, "systrace_target", 1, 1, "systrace_target(p) -> p: the procedure a traced p wraps (define updaterof gives it the updater), else p")
{
    Val p = POP();
    Val t = traced_of(vm, p);
    PUSH(t ? t : p);
}

PRIM(p_untraceall, "untraceall", 0, 0, "untraceall: untrace every traced procedure held by a permanent variable (an operator of precedence 1 with no arguments)")
{
    for (uint32_t i = 0; i < vm->dict_size; i++)
        for (Word *w = vm->dict[i]; w; w = w->next) {
            Val id = w->ident;
            if (!id || !IS_IDENT(id)) continue;
            Val t = traced_of(vm, IDENT_PTR(id)->value);
            if (t) IDENT_PTR(id)->value = t;
        }
}

/* Whether w is a syntax word: a built-in one of the compiler's table, or
   a word declared syntax by a program. */
static int is_syntax_word(Val w)
{
    Val id = WORD_PTR(w)->ident;
    return syntax_lookup(w) || (id && (IDENT_PTR(id)->h.flags & IDF_SYNTAX));
}

/* Read the names after trace/untrace, up to (not including) `;` or a
   closing syntax word.  An undeclared name is autoloaded first (so that
   trace of a library procedure traces it).  A protected or constant
   identifier is made an ordinary variable, so the wrapped procedure can
   be assigned (untrace warns about it).  Syntax words are refused unless
   tracing is 1. */
static int read_names(VM *vm, Val *names, int max, int untracing)
{
    int n = 0;
    for (;;) {
        Val w = cmp_peek(vm);
        if (w == TERMIN_V || cmp_is(w, ";")) break;
        if (cmp_is(w, ",")) { (void)cmp_read(vm); continue; }
        if (IS_WORD(w) && syntax_is_closer(w)) break;
        (void)cmp_read(vm);
        (void)cmp_peek(vm);          /* Poplog looks for a section path */
        if (!IS_WORD(w)) cmp_error(vm, "WORD NEEDED", 1, w);
        if (!WORD_PTR(w)->ident) lib_autoload(vm, w);
        if (IDENT_PTR(id_tracing)->value != MK_INT(1) && !untracing && is_syntax_word(w))
            cmp_error(vm, "CANNOT TRACE SYNTAX WORD", 1, w);
        Val id = WORD_PTR(w)->ident;
        if (id && ((IDENT_PTR(id)->h.flags & IDF_PROTECTED) || IDENT_PTR(id)->h.aux == ID_CONSTANT)) {
            if (untracing) out_cstr(vm, ";;; WARNING - UNTRACING PROTECTED OR CONSTANT WORD \n");
            IDENT_PTR(id)->h.flags &= (uint16_t)~IDF_PROTECTED;
            IDENT_PTR(id)->h.aux = ID_VARS;
        }
        if (n >= max) cmp_error(vm, "TOO MANY NAMES TO TRACE", 0);
        names[n++] = w;
    }
    return n;
}

/* Plant a call of the procedure p itself (a constant, not a variable). */
static void emit_callq(VM *vm, Val p)
{
    flush(vm);
    emit(vm, INS(OP_CALLQ, emit_const(vm, p)));
}

/* trace NAME, ... ;  For each name, plants
       unless istraced(NAME) then systrace_wrap(NAME, "NAME") -> NAME endunless
   so that tracing twice wraps once; tracing false becomes true. */
static void syn_trace(VM *vm, Val kw)
{
    (void)kw;
    Val names[64];
    int n = read_names(vm, names, 64, 0);
    if (IDENT_PTR(id_tracing)->value == FALSE_V) IDENT_PTR(id_tracing)->value = TRUE_V;
    for (int i = 0; i < n; i++) {
        VarRef r = resolve(vm, names[i], 1);
        int done = new_label(vm);
        flush(vm);
        emit_push_ref(vm, r);
        emit_callq(vm, istraced_v);
        emit_jump(vm, OP_JMPT, done);
        emit_push_ref(vm, r);
        emit(vm, INS(OP_PUSHQ, emit_const(vm, names[i])));
        emit_callq(vm, wrap_v);
        emit_pop_ref(vm, r);
        place_label(vm, done);
    }
}

/* untrace NAME, ... ;  For each name, plants code that assigns
   istraced(NAME), the original procedure, to NAME unless it is false (ORJ
   jumps to the assignment keeping a true value, and pops a false one,
   which then jumps past it).  untrace with no names turns tracing off. */
static void syn_untrace(VM *vm, Val kw)
{
    (void)kw;
    Val names[64];
    int n = read_names(vm, names, 64, 1);
    for (int i = 0; i < n; i++) {
        VarRef r = resolve(vm, names[i], 1);
        int orig = new_label(vm), done = new_label(vm);
        flush(vm);
        emit_push_ref(vm, r);
        emit_callq(vm, istraced_v);
        emit_jump(vm, OP_ORJ, orig);
        emit_jump(vm, OP_JMP, done);
        place_label(vm, orig);
        emit_pop_ref(vm, r);
        place_label(vm, done);
    }
    if (n == 0) IDENT_PTR(id_tracing)->value = FALSE_V;
    else if (IDENT_PTR(id_tracing)->value == FALSE_V) IDENT_PTR(id_tracing)->value = TRUE_V;
}

PVAR("systrace", "systrace(Proc, Name, Traceproc, Upd): call Proc as the traced procedure Name, printing the entry and exit lines through Traceproc (the body of every tracing wrapper; Pop-11 code, redefinable)")
PVAR("systrace_proc", "systrace_proc(Proc, Name, Upd): print the entry line, run Proc, print the exit line (called by systrace; redefinable)")
PVAR("systrace_normal", "systrace_normal: true once the traced call being run has returned normally (false while an abnormal exit unwinds it)")
PVAR("systrace_exiting", "systrace_exiting: the name and updater flag of the traced call being left, for the X lines of abnormal exits")
PVAR("tracing", "tracing: false suspends all trace printing; 1 also allows tracing syntax words (default true)")
PVAR("poptraceindent", "poptraceindent: the number of traced procedure calls now active")
PVAR("popmaxtraceindent", "popmaxtraceindent: above this depth trace lines show [N] instead of !s (default 40)")
PVAR("cuchartrace", "cuchartrace: a character consumer for trace output, or false for cucharout")
PVAR("pop_chain_trace", "pop_chain_trace: in Poplog, whether abnormal exits of traced procedures are shown (no effect here)")

/* See trace.h.  Besides the variables: untraceall becomes an operator
   of precedence 1 (prec is stored times ten), and the
   Pop-11 half (trace_source) is compiled under a Catch of its own, so
   that a broken library cannot stop start-up; systrace is then protected. */
void trace_init(VM *vm)
{
    id_tracing = vm_defvar(vm, "tracing", TRUE_V);
    id_indent = vm_defvar(vm, "poptraceindent", MK_INT(0));
    id_maxindent = vm_defvar(vm, "popmaxtraceindent", MK_INT(40));
    id_cuchartrace = vm_defvar(vm, "cuchartrace", FALSE_V);
    vm_defvar(vm, "pop_chain_trace", TRUE_V);
    istraced_v = ident_value(vm, "istraced");
    wrap_v = ident_value(vm, "systrace_wrap");
    Val ua = word_ident(vm, word_cstr(vm, "untraceall"));
    IDENT_PTR(ua)->h.flags |= IDF_OP;
    IDENT_PTR(ua)->prec = 10;
    vm_defvar(vm, "systrace_normal", TRUE_V);
    vm_defvar(vm, "systrace_exiting", FALSE_V);
    Val w = word_ident(vm, word_cstr(vm, "systrace_watch"));
    IDENT_PTR(w)->h.flags |= IDF_ACTIVE;
    static const char *const names[] = { "systrace_pr", NULL };
    data_make_redefinable(vm, names);
    /* systrace and systrace_proc, in Pop-11 */
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) compile_string(vm, trace_source, sizeof trace_source - 1);
    vm->catch = c.prev;
    Val st = word_ident(vm, word_cstr(vm, "systrace"));
    if (st) IDENT_PTR(st)->h.flags |= IDF_PROTECTED;
    syntax_register(vm, "trace", syn_trace);
    syntax_register(vm, "untrace", syn_untrace);
}
