/*
** main.c -- the pop11 command.
**
**   pop11 FILE.p [args...]   compile and run FILE.p, then exit (status 1
**                            after a mishap; the rest of the file is skipped)
**   pop11 ":stmts"           run the statements
**   pop11 %profile FILE.p    run FILE.p under the profiler and print the
**                            report when it ends, also after a mishap
**                            (%profile=all: count-all; %profile-out=F:
**                            also write F with profile_export or
**                            profile_save; the policy is profile_file in
**                            profile/profile_export.p; a bad option value
**                            is an error, status 2; SIGINT or SIGTERM ends
**                            the run with its report, status 128 + signal)
**   pop11                    stdin a terminal: the REPL; otherwise compile
**                            stdin silently, stopping at the first mishap
** Whatever it runs, SIGUSR1 prints the Pop-11 call stack on stderr and
** the program goes on (vm/library/stackdump.c).
**
** Exit statuses: 0 when the run ends normally; 1 after a mishap that
** reached the top (or when pop_exit_ok is false at the end); 2 for a bad
** command line; 128 + the signal when %profile's run was stopped.  The
** profiled and coverage runs are written as Pop-11 statements compiled
** from a C string (run_profiled, run_covered), so that the policy, the
** reports and the files are all the Pop-11 library's, not main's.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>
#include <signal.h>
#include "vm.h"
#include "compile.h"
#include "itemise.h"
#include "print.h"
#include "repl.h"
#include "sampler.h"
#include "help.h"
#include "prim.h"
#include "prims.h"
#include "gc.h"
#include "stackdump.h"

PVAR("poparglist0", "poparglist0 -> list: the whole command line pop11 was run with, as strings (its name and options first; poparglist has what follows the file)")
PVAR("pop_noinit", "pop_noinit -> bool: true when pop11 was run with %noinit, so that no init.p is compiled")


#ifdef PACKAGE_VERSION
#define PACKAGE_VERSION_STRING PACKAGE_VERSION
#else
#define PACKAGE_VERSION_STRING "0.1"
#endif

#ifndef POP11_LIBDIR
#define POP11_LIBDIR "."
#endif

/* Compile and run a whole source; 1 if it stopped at a mishap.  This
   Catch is the outermost (vm->catch NULL beneath it), so a mishap or a
   setpop anywhere in the program ends up here and ends the source. */
static int run_source(VM *vm, Itemiser *it)
{
    itm_push_source(vm, it);
    Catch c;
    vm->catch = NULL;             /* the outermost handler */
    vm_catch_push(vm, &c);
    int status = 0;
    if (setjmp(c.jb) == 0) compile_stream(vm);
    else status = 1;
    vm->catch = NULL;
    out_flush(vm);
    return status;
}

/* pop11 FILE.p: the file's status as the command's (see above); a missing
   file is reported in Poplog's form, and nothing runs. */
static int run_file(VM *vm, const char *path)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "\n;;; MISHAP - FILE NOT FOUND\n;;; INVOLVING:  '%s' \n", path);
        return 1;
    }
    /* the name as given (Poplog prints the full path; keeping the given
       name makes mishap reports independent of where a file lives) */
    const char *name = path;
    vm->loader_name = "trycompile";
    vm->frames[0].cs = 116 - 2;     /* Poplog's system frames below a file */
    Itemiser *it = itm_open_file(vm, fp, name);
    int status = run_source(vm, it);
    fclose(fp);
    return status ? 1 : (IDVAL(vm->id_pop_exit_ok) == FALSE_V);
}

/* pop11 ":stmts", and the generated statements of the profiled runs.  It
   clears loader_name: DOING lines then show no compiler entry below the
   statements. */
static int run_string(VM *vm, const char *s)
{
    vm->loader_name = NULL;
    return run_source(vm, itm_open_string(vm, s, strlen(s)));
}

PRIM(p_sys_compile_caught, "sys_compile_caught", 1, 1, "sys_compile_caught(file) -> bool: compile and run file as pop11_compile(file) does; true if it ran to its end, false if it stopped at a mishap (reported as usual), which goes no further")
{
    /* pop11_compile takes the file from the stack; c.sp is taken with it
       still there, hence the - 1 when the mishap path resets the stack */
    Val file = PEEK(0);
    Catch c;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) {
        vm_apply(vm, ident_value(vm, "pop11_compile"));
        vm->catch = c.prev;
        PUSH(TRUE_V);
        return;
    }
    vm->catch = c.prev;
    if (vm->exit_catch) vm_throw(vm);   /* an exit out of a mishap hook goes on */
    vm->sp = c.sp - 1;                  /* the file's name was still on it */
    PUSH(FALSE_V);
    (void)file;
}

/* ---- pop11 %profile: SIGINT and SIGTERM end the run with its report ----

   While pop11 %profile runs a program, SIGINT and SIGTERM only note the
   signal and ask for keyboard_interrupt at the next safe point, as Ctrl-C
   does at the REPL; profile_file's keyboard_interrupt abandons the program
   (sys_compile_abandon) and the run ends as after a mishap: report, files,
   then exit status 128 + the signal.  A second signal before the first is
   served (a program stuck in a system call, say) ends pop11 at once. */

static VM *stop_vm;                       /* the VM the handler serves      */
static volatile sig_atomic_t stop_signal; /* the first SIGINT or SIGTERM    */

/* The handler: the first signal only sets the poll bit (and records
   which signal, for the message and the exit status); a second one
   restores the default action and raises itself, which ends pop11. */
static void on_stop_signal(int sig)
{
    if (stop_signal) {
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    stop_signal = sig;
    if (stop_vm) stop_vm->poll |= POLL_INTR;
}

/* Install on_stop_signal for SIGINT and SIGTERM (replacing the REPL's
   SIGINT handler for the profiled run). */
static void catch_stop_signals(VM *vm)
{
    stop_vm = vm;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

PRIM(p_sys_compile_abandon, "sys_compile_abandon", 0, 0, "sys_compile_abandon(): abandon the program sys_compile_caught is running, which then returns false, as after a mishap but with no mishap message (pop11 %profile's keyboard_interrupt); called while the profiler takes a sample, it waits for the sample to end")
{
    if (sampler_in_handler(vm)) {
        vm->poll |= POLL_INTR;          /* again at the program's next safe point */
        return;
    }
    out_flush(vm);
    fprintf(stderr, "\n;;; %s: THE RUN STOPS HERE\n",
            stop_signal == SIGTERM ? "TERMINATED (SIGTERM)" : "INTERRUPTED (SIGINT)");
    vm_throw(vm);
}

/* Append s to the string b (size n) as the characters of a Pop-11 string
   literal, quotes included. */
static void quote_pop(char *b, size_t n, const char *s)
{
    size_t k = strlen(b);
    if (k + 1 < n) b[k++] = '\'';
    for (; *s && k + 3 < n; s++) {
        if (*s == '\'' || *s == '\\') b[k++] = '\\';
        b[k++] = *s;
    }
    if (k + 1 < n) b[k++] = '\'';
    b[k] = 0;
}

/* Whether path can be read; if not, Poplog's FILE NOT FOUND mishap is
   printed, as run_file's (the profiled and counted runs check first, so
   that a missing file makes no run and writes no files). */
static int readable(const char *path)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "\n;;; MISHAP - FILE NOT FOUND\n;;; INVOLVING:  '%s' \n", path);
        return 0;
    }
    fclose(fp);
    return 1;
}

/* pop11 %profile FILE.p: profile_file(FILE, count_all, out) in Pop-11,
   out false, the one file of %profile-out or the list of them;
   exit status 1 if the file is missing or stopped at a mishap, 128 + the
   signal if SIGINT or SIGTERM ended it. */
static int run_profiled(VM *vm, const char *path, int all, int lines, int wall,
                        const char *const *outs, int nouts, const char *every)
{
    char stmt[4 * PATH_MAX + 300] = "uses profile;\n";
    size_t len = strlen(path) + (every ? strlen(every) : 0);
    for (int i = 0; i < nouts; i++) len += strlen(outs[i]) + 3;
    if (len > PATH_MAX) {
        fprintf(stderr, "pop11: %%profile: file name too long\n");
        return 1;
    }
    if (!readable(path)) return 1;          /* as run_file: no run, no report */
    catch_stop_signals(vm);
    if (every) {
        strcat(stmt, "strnumber(");
        quote_pop(stmt, sizeof stmt, every);
        strcat(stmt, ") -> profile_tick_every;\n");
    }
    if (lines) strcat(stmt, "true -> profile_lines;\n");
    if (wall) strcat(stmt, "\"wall\" -> profile_clock;\n");
    strcat(stmt, "unless profile_file(");
    quote_pop(stmt, sizeof stmt, path);
    strcat(stmt, all ? ", true, " : ", false, ");
    if (nouts == 0) strcat(stmt, "false");
    else if (nouts == 1) quote_pop(stmt, sizeof stmt, outs[0]);
    else {
        strcat(stmt, "[");
        for (int i = 0; i < nouts; i++) {
            strcat(stmt, " ");
            quote_pop(stmt, sizeof stmt, outs[i]);
        }
        strcat(stmt, "]");
    }
    strcat(stmt, ") then false -> pop_exit_ok endunless;");
    if (lines) {            /* the file annotated, after the report */
        strcat(stmt, "\nif profile_last_run then profile_annotate_file(");
        quote_pop(stmt, sizeof stmt, path);
        strcat(stmt, ") endif;");
    }
    vm->loader_name = "trycompile";
    int status = run_string(vm, stmt);
    if (stop_signal) return 128 + stop_signal;
    return status ? 1 : (IDVAL(vm->id_pop_exit_ok) == FALSE_V);
}

/* pop11 %coverage FILE.p: profile_coverage_file(FILE, out) in Pop-11
   (out: %coverage-out's file, else false, for profile_coverage_out);
   exit status 1 if the file is missing or stopped at a mishap. */
static int run_covered(VM *vm, const char *path, const char *out)
{
    char stmt[2 * PATH_MAX + 200] = "uses profile_coverage;\nunless profile_coverage_file(";
    if (strlen(path) + (out ? strlen(out) : 0) > PATH_MAX) {
        fprintf(stderr, "pop11: %%coverage: file name too long\n");
        return 1;
    }
    if (!readable(path)) return 1;          /* as run_file: no run, no files */
    quote_pop(stmt, sizeof stmt, path);
    strcat(stmt, ", ");
    if (out) quote_pop(stmt, sizeof stmt, out);
    else strcat(stmt, "false");
    strcat(stmt, ") then false -> pop_exit_ok endunless;");
    vm->loader_name = "trycompile";
    int status = run_string(vm, stmt);
    return status ? 1 : (IDVAL(vm->id_pop_exit_ok) == FALSE_V);
}

/* The formats %profile-out knows (profile_file): 1 if name ends with one. */
static int known_profile_out(const char *name)
{
    static const char *const ends[] = { ".svg", ".folded", ".speedscope.json", ".pb.gz", ".html", ".run" };
    size_t n = strlen(name);
    for (size_t i = 0; i < sizeof ends / sizeof *ends; i++) {
        size_t k = strlen(ends[i]);
        if (n > k && strcmp(name + n - k, ends[i]) == 0) return 1;
    }
    return 0;
}

/* A positive decimal integer of at most 12 digits (%profile-tick=N)? */
static int positive_count(const char *s)
{
    size_t n = strspn(s, "0123456789");
    return n > 0 && n <= 12 && s[n] == 0 && strspn(s, "0") < n;
}

/* Check the value of a %profile option; 0 (with a message) if it is bad. */
static int profile_option_ok(const char *opt, const char *value)
{
    if (!*value) {
        fprintf(stderr, "pop11: %s needs a value (try pop11 --help)\n", opt);
        return 0;
    }
    if (strncmp(opt, "%profile-tick=", 14) == 0 && !positive_count(value)) {
        fprintf(stderr, "pop11: %s: the number of safe points between ticks must be"
                " a positive integer (try pop11 --help)\n", opt);
        return 0;
    }
    if (strncmp(opt, "%profile-out=", 13) == 0 && !known_profile_out(value)) {
        fprintf(stderr, "pop11: %s: unknown format: the file's name must end with"
                " .svg, .folded, .speedscope.json, .pb.gz, .html or .run (try pop11 --help)\n", opt);
        return 0;
    }
    return 1;
}

/* pop11 help NAME, pop11 ref NAME, pop11 teach NAME */
static int is_doc_kind(const char *s)
{
    return strcmp(s, "help") == 0 || strcmp(s, "ref") == 0 || strcmp(s, "teach") == 0;
}


/* Where the Pop-11 library lives: $POP11_LIBDIR, else the installed
   directory, else (an uninstalled build) the directory of the executable
   or its parent, whichever holds profile/profile.p, else (an installed
   tree moved elsewhere) share/pop11 beside the executable's directory. */
static const char *find_libdir(void)
{
    const char *env = getenv("POP11_LIBDIR");
    if (env && *env) return env;
    static char buf[PATH_MAX + 64];
    snprintf(buf, sizeof buf, "%s/profile/profile.p", POP11_LIBDIR);
    if (access(buf, R_OK) == 0) return POP11_LIBDIR;
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = 0;
        for (int up = 0; up < 2; up++) {
            char *slash = strrchr(exe, '/');
            if (!slash) break;
            *slash = 0;
            snprintf(buf, sizeof buf, "%s/profile/profile.p", exe);
            if (access(buf, R_OK) == 0) {
                static char dir[PATH_MAX];
                snprintf(dir, sizeof dir, "%s", exe);
                return dir;
            }
            if (up == 1) {
                snprintf(buf, sizeof buf, "%s/share/pop11/profile/profile.p", exe);
                if (access(buf, R_OK) == 0) {
                    static char dir[PATH_MAX + 16];
                    snprintf(dir, sizeof dir, "%s/share/pop11", exe);
                    return dir;
                }
            }
        }
    }
    return POP11_LIBDIR;
}

/* pop11 --help */
static void usage(void)
{
    printf("usage: pop11 [%%nobanner] [%%noinit] [FILE.p [args...] | \":statements\"]\n"
           "       pop11 help|ref|teach [NAME]\n"
           "       pop11 profile [--out=FILE]... RUN...\n"
           "       pop11 profile --diff [--out=FILE.svg|FILE.html] A.run... -- B.run...\n"
           "       pop11 %%profile[=all] [%%profile-out=FILE] FILE.p [args...]\n"
           "       pop11 %%coverage [%%coverage-out=F.info] FILE.p [args...]\n"
           "  FILE.p        compile and run the file, then exit (status 1 after a mishap)\n"
           "  \":stmts\"      run the statements\n"
           "  (nothing)     the REPL when stdin is a terminal, else compile stdin\n"
           "                silently, stopping with status 1 at the first mishap\n"
           "  help NAME     print the help file NAME (ref NAME, teach NAME: the\n"
           "                REF and TEACH files) and exit; no NAME: the index\n"
           "  profile RUN   print the profile report of the runs saved by\n"
           "                profile_save in the files RUN..., merged\n"
           "                (HELP PROFILE_SAVED); --out=FILE: also write them to\n"
           "                FILE (.svg, .folded, .speedscope.json, .pb.gz, .html, .run)\n"
           "  profile --diff  the differential profile of runs A and B: the change\n"
           "                of each procedure's share, beyond noise or not\n"
           "                (HELP PROFILE_DIFF)\n"
           "  %%profile      run FILE.p under the profiler and print the report when\n"
           "                it ends, also after a mishap (HELP PROFILE)\n"
           "  %%profile=all  the same, counting every active procedure\n"
           "  %%profile=lines  the same, with time per line: the hottest lines\n"
           "                in the report, then FILE.p annotated (HELP PROFILE)\n"
           "  %%profile=wall  the same, timed on the wall clock: time spent waiting\n"
           "                (syssleep, reads, child processes, foreign calls) has\n"
           "                rows <sleep>, <read>, <child>, <foreign> (HELP PROFILE)\n"
           "  %%profile-out=FILE  also write the run to FILE, in the format its name\n"
           "                ends with: .svg (flame graph), .folded, .speedscope.json,\n"
           "                .pb.gz (pprof), .html (a web page: flame graph, tables),\n"
           "                .run (a saved run, profile_save);\n"
           "                given more than once, each file is written\n"
           "  %%coverage     run FILE.p counting every line's executions exactly and\n"
           "                write FILE.p.gcov (gcov's format) and pop11.info (an\n"
           "                lcov tracefile), merged with their earlier counts\n"
           "  %%coverage-out=F.info  the same, the tracefile named F.info\n"
           "  %%profile-tick=N  a deterministic tick every N safe points (N > 0)\n"
           "                Ctrl-C (SIGINT) or SIGTERM ends a profiled run with its\n"
           "                report and files; exit status 130 or 143\n"
           "  %%nobanner     no banner at the REPL\n"
           "  %%noinit       do not compile init.p ($HOME/.pop11/init.p or ./init.p)\n"
           "  --version     print the version\n"
           "Help search path: $POP11HELPPATH (directories separated by ':').\n");
}

/* The % options before the file (or statements) to run. */
typedef struct {
    int nobanner, noinit;
    int profile;                /* %profile: 1; %profile=all: 2 */
    int lines, wall;            /* %profile=lines, %profile=wall */
    const char *every;          /* %profile-tick=N */
    const char **outs;          /* the %profile-out files, nouts of them */
    int nouts;
    int coverage;
    const char *coverage_out;
} Options;

/* Read the % options from argv[1]; the index of the first argument after
   them, or -1 after an error message (exit status 2). */
static int read_options(int argc, char **argv, Options *o)
{
    int argi = 1;
    while (argi < argc && argv[argi][0] == '%') {
        if (strcmp(argv[argi], "%nobanner") == 0) o->nobanner = 1;
        else if (strcmp(argv[argi], "%noinit") == 0) o->noinit = 1;
        else if (strcmp(argv[argi], "%nort") == 0) { }
        else if (strcmp(argv[argi], "%profile") == 0) o->profile = 1;
        else if (strcmp(argv[argi], "%profile=all") == 0) o->profile = 2;
        else if (strcmp(argv[argi], "%profile=lines") == 0) { o->lines = 1; if (!o->profile) o->profile = 1; }
        else if (strcmp(argv[argi], "%profile=wall") == 0) { o->wall = 1; if (!o->profile) o->profile = 1; }
        else if (strncmp(argv[argi], "%profile-out=", 13) == 0) {
            if (!profile_option_ok(argv[argi], argv[argi] + 13)) return -1;
            o->outs[o->nouts++] = argv[argi] + 13;   /* each one written */
            if (!o->profile) o->profile = 1;
        }
        else if (strcmp(argv[argi], "%coverage") == 0) o->coverage = 1;
        else if (strncmp(argv[argi], "%coverage-out=", 14) == 0) {
            if (!argv[argi][14]) { fprintf(stderr, "pop11: %%coverage-out needs a file name\n"); return -1; }
            o->coverage_out = argv[argi] + 14;
            o->coverage = 1;
        }
        else if (strncmp(argv[argi], "%profile-tick=", 14) == 0) {
            if (!profile_option_ok(argv[argi], argv[argi] + 14)) return -1;
            o->every = argv[argi] + 14;
            if (!o->profile) o->profile = 1;
        }
        else { fprintf(stderr, "pop11: unrecognised option %s\n", argv[argi]); return -1; }
        argi++;
    }
    return argi;
}

int main(int argc, char **argv)
{
    vm_ensure_cstack(argv);
    const char *libdir = find_libdir();
    const char *profile_outs[argc + 1];
    Options o = { .outs = profile_outs };
    if (argc > 1 && strcmp(argv[1], "--help") == 0) {
        usage();
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("pop11 %s\n", PACKAGE_VERSION_STRING);
        return 0;
    }
    /* Phase 1: the options, then the VM and its signal handlers, then the
       argument lists (poparglist: after the file; poparglist0: all).
       Phase 2: one of the ways to run, chosen by the first argument after
       the options: a doc kind, profile (the profile_diff command), a
       profiled or covered file, ":statements", a file, or no argument
       (init.p, then the REPL or the piped stdin). */
    int argi = read_options(argc, argv, &o);
    if (argi < 0) return 2;
    VM *vm = vm_new(libdir);
    stackdump_init(vm);          /* SIGUSR1: the call stack on stderr */
    repl_signals(vm);
    const char *stress = getenv("POP11_TICK_STRESS");   /* (see sampler.h) */
    if (stress && *stress) sampler_stress(vm, atol(stress));
    Val args = NIL_V;
    for (int i = argc - 1; i > argi; i--) args = mk_pair(vm, mk_cstring(vm, argv[i]), args);
    IDENT_PTR(vm->id_poparglist)->value = args;
    /* the whole command line, and whether %noinit was given (REF SYSTEM) */
    Val args0 = NIL_V;
    gc_push_root(vm, &args0);
    for (int i = argc - 1; i >= 0; i--) args0 = mk_pair(vm, mk_cstring(vm, argv[i]), args0);
    vm_defvar(vm, "poparglist0", args0);
    gc_pop_root(vm);
    vm_defvar(vm, "pop_noinit", o.noinit ? TRUE_V : FALSE_V);
    int status;
    if (argi < argc && argv[argi][0] == '-') {
        fprintf(stderr, "pop11: unknown option %s (try pop11 --help)\n", argv[argi]);
        return 2;
    }
    if (argi < argc && is_doc_kind(argv[argi])) {
        status = help_command(vm, argv[argi], argi + 1 < argc ? argv[argi + 1] : NULL);
        out_flush(vm);
        return status;
    }
    if (argi < argc && strcmp(argv[argi], "profile") == 0)    /* the runs are poparglist */
        status = run_string(vm, "uses profile_diff; profile_command(poparglist);");
    else if (o.profile && (argi >= argc || argv[argi][0] == ':')) {
        fprintf(stderr, "pop11: %%profile needs a file to run (try pop11 --help)\n");
        return 2;
    }
    else if (o.coverage && (o.profile || argi >= argc || argv[argi][0] == ':')) {
        fprintf(stderr, o.profile ? "pop11: %%coverage and %%profile cannot be combined\n"
                                : "pop11: %%coverage needs a file to run (try pop11 --help)\n");
        return 2;
    }
    else if (argi < argc && o.coverage) status = run_covered(vm, argv[argi], o.coverage_out);
    else if (argi < argc && argv[argi][0] == ':') status = run_string(vm, argv[argi] + 1);
    else if (argi < argc && o.profile)
        status = run_profiled(vm, argv[argi], o.profile == 2, o.lines, o.wall, o.outs, o.nouts,
                              o.every);
    else if (argi < argc) status = run_file(vm, argv[argi]);
    else {
        int tty = isatty(0);
        if (tty && !o.nobanner) repl_banner();
        /* init.p before the REPL, piped or not (Poplog does the same);
           piped, a mishap in it ends the run */
        if (!o.noinit && repl_init_file(vm) && !tty) status = 1;
        else status = repl_run(vm, tty);
    }
    out_flush(vm);
    return status;
}
