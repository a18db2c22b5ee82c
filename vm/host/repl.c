/*
** repl.c -- the top level (see repl.h): readline input with prompt,
** history, completion and Ctrl-C; Setpop recovery; popready; init.p.
**
** Ctrl-C: readline's own signal handling is off (rl_catch_signals = 0).
** The SIGINT handler only sets POLL_INTR.  While a program runs, the VM
** calls keyboard_interrupt at its next safe point.  While readline waits
** for a key, our getc function sees the bit (poll() is interrupted by the
** signal), echoes ^C and ends the line; the REPL then calls
** keyboard_interrupt (setpop by default), which drops the half-typed
** statement and prints Setpop, as Poplog does.
**
** Mishaps: repl_run owns the outermost Catch (vm->catch is NULL beneath
** it), so every mishap that nothing else catches, and every setpop, ends
** up here; recovery resets the user stack, the section, the profiler's
** state and any popready levels the unwinding left, and reads on from a
** fresh line.  popready pushes a Catch of its own, so a mishap inside it
** returns to its :N: prompt instead.
**
** Poplog compatibility: frames[0].cs is preset to the call-stack words
** Poplog's own frames use below its prompt (or below trycompile, for
** init.p), so that callstacklength and the recursion limit count as in
** Poplog; the names loader_name gives appear in DOING lines as Poplog's
** compilers do.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <poll.h>
#include <readline/readline.h>
#include <readline/history.h>
#include "repl.h"
#include "sampler.h"
#include "section.h"
#include "prim.h"
#include "compile.h"
#include "compile_int.h"
#include "itemise.h"
#include "print.h"

#define HISTORY_MAX 1000

/* The signal handler and readline's callbacks have no VM argument: the
   VM they serve, set once by repl_signals. */
static VM *repl_vm;
static int readline_ready;           /* readline configured               */
static char history_path[PATH_MAX];  /* "" when $HOME is unknown          */
static int line_interrupted;         /* the last readline ended by Ctrl-C */
static int popready_level;
static int setpop_newline = 1;       /* print a newline before Setpop     */

/* SIGINT: only the poll bit (async-signal-safe); the interpreter or
   repl_getc acts on it. */
static void on_sigint(int sig)
{
    (void)sig;
    if (repl_vm) repl_vm->poll |= POLL_INTR;
}

/* See repl.h. */
void repl_signals(VM *vm)
{
    repl_vm = vm;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
}

/* ---- the prompt --------------------------------------------------------- */

/* See repl.h. */
const char *repl_prompt(VM *vm, char *buf, size_t n)
{
    Val p = IDVAL(vm->id_popprompt);
    snprintf(buf, n, ": ");
    if (IS_STRING(p)) {
        snprintf(buf, n, "%s", STR_PTR(p)->chars);
        return buf;
    }
    if (!IS_PROC(p)) return buf;
    /* a procedure: call it; a mishap inside resets popprompt */
    Val *sp0 = vm->sp;
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) {
        vm_apply(vm, p);
        vm->catch = c.prev;
        if (vm->sp > sp0) {
            Val r = vm->sp[-1];
            if (IS_STRING(r)) snprintf(buf, n, "%s", STR_PTR(r)->chars);
            else if (IS_WORD(r)) snprintf(buf, n, "%s", WORD_PTR(r)->chars);
        }
    } else {
        vm->catch = c.prev;
        IDVAL(vm->id_popprompt) = mk_cstring(vm, ": ");
    }
    vm->sp = sp0;
    out_flush(vm);
    return buf;
}

/* ---- readline: Ctrl-C, completion, history -------------------------------- */

/* readline's key reader: wait in poll() (which a signal always interrupts)
   so that Ctrl-C ends the line at once. */
static int repl_getc(FILE *in)
{
    for (;;) {
        if (repl_vm->poll & POLL_INTR) {
            /* show ^C at the end of the line and accept it: readline then
               moves to a new line; the text itself is dropped */
            repl_vm->poll &= ~POLL_INTR;
            line_interrupted = 1;
            rl_point = rl_end;
            rl_insert_text("^C");
            rl_redisplay();
            return '\n';
        }
        struct pollfd p = { fileno(in), POLLIN, 0 };
        if (poll(&p, 1, -1) < 0 && errno == EINTR) continue;
        return rl_getc(in);
    }
}

/* Is position `end` of the line inside a string quote? */
static int in_string(const char *line, int end)
{
    int q = 0;
    for (int i = 0; i < end && line[i]; i++) {
        char c = line[i];
        if (q) {
            if (c == '\\' && i + 1 < end) i++;
            else if (c == '\'') q = 0;
        } else if (c == '\'') q = 1;
        else if (c == '`') { i++; if (i < end && line[i] == '\\') i++; i++; }
        else if (c == ';' && strncmp(line + i, ";;;", 3) == 0) return 0;
    }
    return q;
}

/* readline's word-break characters for the completion under way: inside a
   string only the quote ends a word (so a file name with / and . is
   completed whole), else Pop-11's separators. */
static char *complete_break_chars(void)
{
    static char in_str[] = "'";
    static char code[] = " \t\n\"'`()[]{};,%.";
    return in_string(rl_line_buffer, rl_point) ? in_str : code;
}

/* Offer only words that mean something now: an identifier with a value,
   or a syntax word (including closers such as endif). */
static int completable(Word *w)
{
    if (w->ident && !IS_TYPE(IDENT_PTR(w->ident)->value, T_UNDEF)) return 1;
    return syntax_lookup((Val)w) != NULL || syntax_is_closer((Val)w);
}

/* Generator of the defined identifiers starting with text: readline calls
   it with state 0, then again until it returns NULL, so the place in the
   dictionary's hash chains is kept in statics between calls.  Each match
   is strdup'd (readline frees it). */
static char *word_generator(const char *text, int state)
{
    static uint32_t bucket;
    static Word *w;
    VM *vm = repl_vm;
    size_t len = strlen(text);
    if (state == 0) { bucket = 0; w = NULL; }
    for (;;) {
        if (w) w = w->next;
        while (!w && bucket < vm->dict_size) w = vm->dict[bucket++];
        if (!w) return NULL;
        if (w->len >= len && memcmp(w->chars, text, len) == 0 && completable(w))
            return strdup(w->chars);
    }
}

/* Inside a string: file names (for compile('...') and the like); outside:
   identifiers only, followed by a space. */
static char **repl_completion(const char *text, int start, int end)
{
    (void)end;
    if (in_string(rl_line_buffer, start)) {
        rl_completion_append_character = '\0';
        return rl_completion_matches(text, rl_filename_completion_function);
    }
    rl_attempted_completion_over = 1;      /* no file names outside strings */
    rl_completion_append_character = ' ';
    return rl_completion_matches(text, word_generator);
}

/* Configure readline once (repl_run or the first popready from a file):
   our key reader and completion, no signal handling of its own, and the
   history in ~/.pop11_history, cut to HISTORY_MAX lines. */
static void readline_setup(void)
{
    if (readline_ready) return;
    readline_ready = 1;
    rl_readline_name = "pop11";
    rl_catch_signals = 0;
    rl_getc_function = repl_getc;
    rl_attempted_completion_function = repl_completion;
    rl_completion_word_break_hook = complete_break_chars;
    rl_basic_quote_characters = "";
    using_history();
    stifle_history(HISTORY_MAX);
    const char *home = getenv("HOME");
    if (home && *home) {
        snprintf(history_path, sizeof history_path, "%s/.pop11_history", home);
        read_history(history_path);
        history_truncate_file(history_path, HISTORY_MAX);
    }
}

/* Add a line to the history, skipping empty lines and a repeat of the
   last one, and append it to the history file at once, so that a crash
   or kill loses nothing (append_history needs the file to exist). */
static void remember(const char *line)
{
    if (!*line) return;
    HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    if (last && strcmp(last->line, line) == 0) return;
    add_history(line);
    if (*history_path) {
        FILE *f = fopen(history_path, "a");      /* create it on first use */
        if (f) fclose(f);
        append_history(1, history_path);
    }
}

/* The itemiser's line reader (the prompt it passes is ignored: popprompt
   is looked up here, so that procedures work too). */
static char *repl_readline(VM *vm, const char *unused)
{
    (void)unused;
    char prompt[256];
    repl_prompt(vm, prompt, sizeof prompt);
    out_flush(vm);
    line_interrupted = 0;
    vm->poll &= ~POLL_INTR;
    char *line = readline(prompt);
    if (line_interrupted) {
        line_interrupted = 0;
        free(line);
        setpop_newline = 0;             /* the cursor is at a line start */
        /* keyboard_interrupt runs here, in the reader: by default it is
           setpop, which does not return */
        Val h = IDVAL(vm->id_keyboard_interrupt);
        if (IS_PROC(h)) vm_apply(vm, h);
        return strdup("");                  /* keyboard_interrupt returned */
    }
    if (line) remember(line);
    return line;
}

/* ---- compiling stdin ---------------------------------------------------------- */

/* Itemisers of popready levels abandoned by a setpop past them. */
static Itemiser *ready_sources[64];

/* After a mishap or setpop reached the top level: everything a statement
   may have left in a changed state goes back to the prompt's.  The popready
   levels abandoned by the unwinding (their C frames are gone) close their
   itemisers here, from ready_sources. */
static void reset_top_level(VM *vm, Itemiser *top)
{
    vm->sp = vm->stack;
    section_restore(vm, 0, 0);           /* setpop: back to pop_section */
    sampler_top_level(vm);               /* a tick handler or run abandoned */
    while (popready_level > 0) {
        popready_level--;
        if (popready_level < 64 && ready_sources[popready_level]) {
            itm_close(vm, ready_sources[popready_level]);
            ready_sources[popready_level] = NULL;
        }
    }
    vm->itm = top;
    itm_discard_line(vm);
    IDVAL(vm->id_popprompt) = mk_cstring(vm, ": ");
}

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1"
#endif

/* See repl.h. */
void repl_banner(void)
{
    printf("\npop11 %s (Pop-11 in C, after Sussex Poplog)\n"
           "Type help for help; Ctrl-D or bye to leave.\n", PACKAGE_VERSION);
    fflush(stdout);
}

/* See repl.h. */
int repl_run(VM *vm, int interactive)
{
    vm->loader_name = "pop_setpop_compiler";
    vm->frames[0].cs = 80 - 2;      /* Poplog's system frames below the prompt */
    vm->interactive = interactive;
    if (interactive) {
        readline_setup();
        printf("\nSetpop\n");
        fflush(stdout);
    }
    Itemiser *top = interactive ? itm_open_interactive(vm, repl_readline)
                                : itm_open_file(vm, stdin, NULL);
    itm_push_source(vm, top);
    /* One pass per mishap: compile_stream returns only at end of input.
       Not interactive, the first mishap ends the run with status 1. */
    for (;;) {
        Catch c;
        vm->catch = NULL;             /* the outermost handler */
        vm_catch_push(vm, &c);
        if (setjmp(c.jb) == 0) {
            compile_stream(vm);
            vm->catch = NULL;
            out_flush(vm);               /* (readline echoed Ctrl-D's newline) */
            return 0;
        }
        vm->catch = NULL;
        if (!interactive) { out_flush(vm); return 1; }
        /* recovery: clear the stack, drop the rest of the input, Setpop */
        reset_top_level(vm, top);
        out_flush(vm);
        printf(setpop_newline ? "\nSetpop\n" : "Setpop\n");
        setpop_newline = 1;
        fflush(stdout);
        vm->exit_status = 0;
    }
}

/* ---- the init file -------------------------------------------------------------- */

/* See repl.h. */
int repl_init_file(VM *vm)
{
    /* ~/.pop11/init.p, else ./init.p; compiled under a Catch of its own
       whose prev is NULL, so a mishap in it ends the file only and
       start-up goes on (status 1) */
    char path[PATH_MAX + 32];
    const char *home = getenv("HOME");
    path[0] = 0;
    if (home && *home) {
        snprintf(path, sizeof path, "%s/.pop11/init.p", home);
        if (access(path, R_OK) != 0) path[0] = 0;
    }
    if (!path[0]) {
        char cwd[PATH_MAX];
        if (access("init.p", R_OK) != 0 || !getcwd(cwd, sizeof cwd)) return 0;
        snprintf(path, sizeof path, "%s/init.p", cwd);   /* full path, as Poplog */
    }
    const char *saved_loader = vm->loader_name;
    int saved_cs = vm->frames[0].cs;
    vm->loader_name = "trycompile";
    vm->frames[0].cs = 116 - 2;
    Catch c;
    vm_catch_push(vm, &c);
    c.prev = NULL;
    int status = 0;
    if (setjmp(c.jb) == 0) compile_file(vm, path, 0);
    else { status = 1; vm->sp = vm->stack; }
    vm->catch = NULL;
    out_flush(vm);
    vm->loader_name = saved_loader;
    vm->frames[0].cs = saved_cs;
    return status;
}

/* ---- popready --------------------------------------------------------------------- */

PRIM(p_popready, "popready", 0, 0, "popready(): a nested top level with prompt :N: (N the level), reading statements until Ctrl-D (end of input); a mishap inside returns to it")
{
    /* The prompt is changed for the nested level and put back at the end
       (rooted meanwhile: the statements read may collect).  Each mishap
       inside comes back to this loop's Catch, which drops the rest of the
       line and prints Popready again; end of input leaves the loop. */
    int level = ++popready_level;
    char prompt[32];
    snprintf(prompt, sizeof prompt, ":%d: ", level);
    Val saved_prompt = IDVAL(vm->id_popprompt);
    gc_push_root(vm, &saved_prompt);
    int nroots = vm->nroots;
    Itemiser *outer = vm->itm;
    /* from the terminal (with readline) also when called from a file */
    int tty = vm->interactive || isatty(0);
    if (tty) readline_setup();
    Itemiser *it = tty ? itm_open_interactive(vm, repl_readline)
                       : itm_open_file(vm, stdin, NULL);
    if (level - 1 < 64) ready_sources[level - 1] = it;
    itm_push_source(vm, it);
    Catch c;
    Val *volatile base = vm->sp;
    for (;;) {
        out_flush(vm);
        printf("Popready\n");
        fflush(stdout);
        IDVAL(vm->id_popprompt) = mk_cstring(vm, prompt);
        c.prev = vm->catch; c.fp = vm->fp; c.sp = vm->sp; c.nroots = nroots;
        vm->catch = &c;
        if (setjmp(c.jb) == 0) {
            compile_stream(vm);
            vm->catch = c.prev;
            break;
        }
        vm->catch = c.prev;
        vm->sp = base;
        vm->itm = it;
        itm_discard_line(vm);
        vm->exit_status = 0;
    }
    vm->itm = outer;
    if (level - 1 < 64) ready_sources[level - 1] = NULL;
    itm_close(vm, it);
    popready_level--;
    IDVAL(vm->id_popprompt) = saved_prompt;
    gc_pop_root(vm);
}

/* ---- init ------------------------------------------------------------------------- */

/* See repl.h. */
void repl_init(VM *vm)
{
    /* bye is a macro, as Poplog's LIB BYE: it reads as  sysexit();  so that
       the bare word at the prompt leaves pop11 */
    Val items[4] = { word_cstr(vm, "sysexit"), word_cstr(vm, "("), word_cstr(vm, ")"),
                     word_cstr(vm, ";") };
    Val l = mk_list(vm, 4, items);
    gc_push_root(vm, &l);
    Val id = word_declare(vm, word_cstr(vm, "bye"), ID_VARS, IDF_MACRO);
    IDENT_PTR(id)->value = l;
    gc_pop_root(vm);
}
