/*
** fuzz_profile.c -- libFuzzer target: the profiler's API (HELP PROFILE).
**
** The input is read as a list of steps, each one a Pop-11 statement built
** from a byte or two: set a profile variable to a good or a bad value,
** redefine profile_include, profile_ignore or profile_report (with hooks
** that mishap, leave items on the stack, return odd items or nest a run),
** profile a workload (recursion, allocation, strings, garbage collections,
** a mishap, a nested run, names with ';', spaces, quotes and a newline,
** an updater), export the run, save, load and merge it, report it again.
** Each step is compiled on its own, so a mishap ends only its step, and
** after each one the VM goes back to top level as the REPL's does
** (sampler_top_level).  Every input starts from the library's defaults.
** A crash, a sanitizer report, a hang or VM state left behind is a bug;
** any mishap is a correct outcome.
**
** Files: the steps write and read only fz.* files in the working
** directory (fuzz.sh runs the targets in a scratch one), and the library
** loads only C library functions, so files and exload are allowed in this
** target (FUZZ_TRUSTED_TEXT).
*/
#define FUZZ_TRUSTED_TEXT 1
#include "fuzz_common.h"
#include "sampler.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* the workloads and the defaults, compiled once */
static const char prelude[] =
    "uses profile; vars fz_std_report = profile_report;\n"
    "uses profile_graphical; vars fz_graph_report = profile_report;\n"
    "define fz_leaf(x); x * 2 enddefine;\n"
    "define fz_rec(n); if n <= 0 then 0 else fz_leaf(n) + fz_rec(n - 1) endif enddefine;\n"
    "define fz_alloc(n); lvars i, l = []; for i to n do conspair(i, l) -> l endfor; length(l) enddefine;\n"
    "define fz_str(n); lvars i, s = ''; for i to n do s >< 'ab' -> s endfor; datalength(s) enddefine;\n"
    "define fz_gc(n); repeat n times sysgarbage() endrepeat enddefine;\n"
    "defclass fz_node {fz_key, fz_left};\n"
    "define fz_upd(n); lvars nd = consfz_node(1, 2); repeat n times fz_left(nd) ->; nd -> fz_left(nd) endrepeat enddefine;\n"
    "vars fz_odd = procedure(n); fz_rec(n) + fz_alloc(n) endprocedure;\n"
    "'fz;odd \"name\" \\'q\\'\\nx' -> pdprops(fz_odd);\n"
    "define fz_deep(n); if n > 0 then fz_deep(n - 1) endif enddefine;\n"
    "define fz_nest(n); profile_apply(procedure; fz_rec(n) endprocedure) enddefine;\n"
    "define fz_save_in(n); fz_rec(n); profile_save('fz.run') enddefine;\n"
    "define fz_bad(n); fz_rec(n); mishap(n, 1, 'FUZZ WORKLOAD MISHAP') enddefine;\n"
    "define fz_stack(n); fz_rec(n); 1, 2, 3 enddefine;\n"
    "define fz_exp(n); lvars i; for i to n do (i ** 40) // 7 ->; endfor enddefine;\n"
    "vars fz_include = profile_include, fz_ignore = profile_ignore, fz_report = fz_std_report;\n";

/* back to the library's defaults (the standard report: the chart of
   profile_graphical, which replaced it when it loaded, is a step's choice) */
static const char reset[] =
    "10000 -> profile_interval; false -> profile_count_all; [null] -> profile_exclude_list;\n"
    "[] -> profile_ignore_list; 10 -> profile_show_max; false -> profile_gc_trace;\n"
    "3 -> profile_tick_every; true -> profile_show_ledger; false -> profile_call_counts;\n"
    "false -> profile_alloc; false -> profile_show_callgraph; false -> profile_tick_builtins;\n"
    "true -> profile_jitter; true -> profile_show_intervals;\n"
    "fz_include -> profile_include; fz_ignore -> profile_ignore; fz_report -> profile_report;\n";

#define N(a) (sizeof a / sizeof a[0])
static const char *const v_interval[] = { "1000", "1", "0", "-5", "'abc'", "10**20", "500", "false" };
static const char *const v_every[] = { "false", "1", "2", "7", "0", "-3", "\"x\"", "1000000", "-1" };
static const char *const v_bool[] = { "true", "false", "3", "'yes'" };
static const char *const v_max[] = { "false", "0", "2", "10", "-1", "\"x\"", "true" };
static const char *const v_list[] = {
    "[null]", "[]", "[fz_leaf]", "\"fz_leaf\"", "[fz_rec fz_leaf]", "['fz;odd \"name\" \\'q\\'\\nx']",
    "[<gc>]", "3", "[% consword('<gc>') %]", "[fz_left fz_alloc]" };
static const char *const bools[] = {
    "profile_count_all", "profile_call_counts", "profile_alloc", "profile_tick_builtins",
    "profile_show_intervals", "profile_show_ledger", "profile_show_callgraph",
    "profile_gc_trace", "profile_jitter" };
static const char *const h_include[] = {
    "fz_include",
    "procedure(p); pdprops(p) endprocedure",
    "procedure(p); mishap(p, 1, 'FUZZ INCLUDE MISHAP') endprocedure",
    "procedure(p); 3 endprocedure",
    "procedure(p); p endprocedure",
    "procedure(p); pdprops(p), pdprops(p) endprocedure",
    "procedure(p); if iscaller(fz_rec) then \"in_rec\" else pdprops(p) endif endprocedure",
    "procedure(p); fz_rec(3) ->; fz_include(p) endprocedure",
    "procedure(p); profile_apply(procedure; fz_leaf(1) ->; endprocedure); pdprops(p) endprocedure",
    "procedure(p); sysgarbage(); consword('x' >< pdprops(p)) endprocedure" };
static const char *const h_ignore[] = {
    "fz_ignore",
    "procedure(x); true endprocedure",
    "procedure(x); mishap(x, 1, 'FUZZ IGNORE MISHAP') endprocedure",
    "procedure(x); not(iscaller(fz_rec)) endprocedure",
    "procedure(x); x == \"fz_leaf\" endprocedure",
    "procedure(x); endprocedure",
    "procedure(x); false, false endprocedure",
    "procedure(x); profile_report_last(); false endprocedure" };
static const char *const h_report[] = {
    "fz_report",
    "procedure(c, g, k, a); endprocedure",
    "procedure(c, g, k, a); mishap(c, 1, 'FUZZ REPORT MISHAP') endprocedure",
    "procedure(c, g, k, a); profile_report_last() endprocedure",
    "procedure(c, g, k, a); c, g endprocedure",
    "procedure(c, g, k, a); fz_graph_report(c, g, k, a) endprocedure",
    "procedure(c, g, k, a); profile_save('fz.run'); profile_export('fz.folded') endprocedure",
    "procedure(c, g, k, a); profile_print(c, g, k, a); profile_callgraph() endprocedure" };
static const char *const workloads[] = {
    "fz_rec", "fz_alloc", "fz_str", "fz_gc", "fz_upd", "fz_odd", "fz_deep", "fz_nest",
    "fz_save_in", "fz_bad", "fz_stack", "fz_exp" };
static const char *const files[] = {
    "fz.run", "fz.folded", "fz.speedscope.json", "fz.svg", "fz.html", "fz", "'fz dir/x.run'" };

typedef struct Input { const uint8_t *p; size_t n; } Input;
static unsigned byte(Input *in)
{
    if (!in->n) return 0;
    in->n--;
    return *in->p++;
}
#define PICK(in, a) (a[byte(in) % N(a)])

/* one step's text from the input */
static void step(Input *in, char *buf, size_t len)
{
    unsigned op = byte(in) % 20;
    switch (op) {
    case 0: snprintf(buf, len, "%s -> profile_interval;", PICK(in, v_interval)); break;
    case 1: snprintf(buf, len, "%s -> profile_tick_every;", PICK(in, v_every)); break;
    case 2: { const char *v = PICK(in, v_bool);
              snprintf(buf, len, "%s -> %s;", v, PICK(in, bools)); break; }
    case 3: snprintf(buf, len, "%s -> profile_show_max;", PICK(in, v_max)); break;
    case 4: snprintf(buf, len, "%s -> profile_exclude_list;", PICK(in, v_list)); break;
    case 5: snprintf(buf, len, "%s -> profile_ignore_list;", PICK(in, v_list)); break;
    case 6: snprintf(buf, len, "%s -> profile_include;", PICK(in, h_include)); break;
    case 7: snprintf(buf, len, "%s -> profile_ignore;", PICK(in, h_ignore)); break;
    case 8: snprintf(buf, len, "%s -> profile_report;", PICK(in, h_report)); break;
    case 9: case 10: case 11: {
        const char *w = PICK(in, workloads);
        unsigned n = byte(in) % 64;
        snprintf(buf, len, "profile_apply(procedure; %s(%u) endprocedure) =>", w, n);
        break;
    }
    case 12: snprintf(buf, len, "profile_save('%s');", PICK(in, files)); break;
    case 13: snprintf(buf, len, "profile_load('%s'); profile_report_last();", PICK(in, files)); break;
    case 14: snprintf(buf, len, "profile_merge(['fz.run' '%s']); profile_report_last();", PICK(in, files)); break;
    case 15: snprintf(buf, len, "profile_export('%s');", PICK(in, files)); break;
    case 16: snprintf(buf, len, "profile_report_last();"); break;
    case 17: snprintf(buf, len, "profile_callgraph();"); break;
    case 18: snprintf(buf, len, "profile %s(%u) =>\n", PICK(in, workloads), byte(in) % 32); break;
    default: snprintf(buf, len, "false -> profile_tick_every; 1000 -> profile_interval; "
                      "profile_apply(procedure; fz_exp(%u) endprocedure);", 50 + byte(in) % 200);
             break;
    }
}

static void run_text(const char *text)
{
    VM *vm = fuzz_get_vm();
    fuzz_compile(vm, text, strlen(text));
    sampler_top_level(vm);          /* as the REPL after a mishap */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int loaded;
    if (!loaded) {
        run_text(prelude);
        /* a prelude that stopped at a mishap would fuzz nothing */
        VM *vm = fuzz_get_vm();
        Val id = word_ident(vm, word_cstr(vm, "fz_report"));
        if (!id || !IS_PROC(IDENT_PTR(id)->value)) {
            fprintf(stderr, "fuzz_profile: the prelude did not compile\n");
            abort();
        }
        loaded = 1;
    }
    run_text(reset);
    Input in = { data, size };
    char buf[512];
    for (int k = 0; k < 24 && in.n; k++) {
        step(&in, buf, sizeof buf);
        run_text(buf);
    }
    return 0;
}
