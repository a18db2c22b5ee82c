/*
** report.c -- Poplog's mishap and warning report (conventions.md 1.7):
** the message, INVOLVING with the culprits as pr prints them, FILE and LINE
** of the current source, COMPILING, and the DOING line of the procedures
** being run (repeats folded as name(*N), pop_mishap_doing_lim).  The core
** (vm/core/vm.c) raises mishaps and unwinds; it prints through the
** reporter registered here, since the report needs the printer and the
** compiler's state.
*/
#include <stdio.h>
#include <string.h>
#include "report.h"
#include "print.h"
#include "compile.h"
#include "itemise.h"

/* ---- the DOING line ---------------------------------------------------- */

static int doing_skipped(Val name)
{
    if (!IS_WORD(name)) return 1;
    const char *s = WORD_PTR(name)->chars;
    static const char *const prefixes[] = { "sys", "ved", "wved", "xved", "pop11_", "subsys" };
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (strncmp(s, prefixes[i], strlen(prefixes[i])) == 0) return 1;
    return strcmp(s, "mishap") == 0 || strcmp(s, "setpop") == 0;
}

static Val proc_name(Val p)
{
    while (IS_PROC(p) && PROC_KIND(p) == PK_CLOSURE && PROC_PTR(p)->props == FALSE_V)
        p = PROC_PTR(p)->u.clos.pdpart;
    return IS_PROC(p) ? PROC_PTR(p)->props : FALSE_V;
}

static void doing_flush(VM *vm, Val last, int count)
{
    if (!last) return;
    out_str(vm, WORD_PTR(last)->chars, WORD_PTR(last)->len);
    if (count > 1) { char b[32]; snprintf(b, sizeof b, "(*%d)", count); out_cstr(vm, b); }
    out_char(vm, ' ');
}

/* pop_mishap_doing_lim for the DOING line being printed: how many more
   names it may list (-1: no limit), and whether one was left out. */
static int doing_left = -1, doing_more;

static void doing_add(VM *vm, Val name, Val *last, int *count)
{
    if (doing_skipped(name)) return;
    if (name == *last) { (*count)++; return; }
    if (doing_left == 0) { doing_more = 1; return; }
    if (doing_left > 0) doing_left--;
    doing_flush(vm, *last, *count);
    *last = name;
    *count = 1;
}

static void print_doing(VM *vm)
{
    Val last = 0;
    int count = 0;
    Val lim = IDENT_PTR(vm->id_pop_mishap_doing_lim)->value;
    doing_left = IS_INT(lim) ? (INT_VAL(lim) > 0 ? (int)INT_VAL(lim) : 0) : -1;
    doing_more = 0;
    out_cstr(vm, ";;; DOING    :  ");
    if (vm->fp >= 0 && vm->current && vm->current != vm->frames[vm->fp].proc)
        doing_add(vm, proc_name(vm->current), &last, &count);
    for (int i = vm->fp; i >= 1; i--) {
        if (vm->frames[i].flags & FRAME_EXTCALL)
            doing_add(vm, word_cstr(vm, "<External Calls>"), &last, &count);
        doing_add(vm, proc_name(vm->frames[i].proc), &last, &count);
    }

    compile_doing(vm, doing_add, &last, &count);
    if (vm->loader_name) doing_add(vm, word_cstr(vm, vm->loader_name), &last, &count);
    doing_flush(vm, last, count);
    if (doing_more && IS_INT(lim) && INT_VAL(lim) > 0) out_cstr(vm, "...");
    out_char(vm, '\n');
}

/* ---- the report ------------------------------------------------------- */

static void report(VM *vm, const char *header, const char *msg, int n, const Val *culprits,
                   int full)
{
    out_flush(vm);
    int saved = print_to_err_begin(vm);
    if (full) out_char(vm, '\n');
    out_cstr(vm, ";;; ");
    out_cstr(vm, header);
    out_cstr(vm, msg);
    out_char(vm, '\n');
    if (n > 0) {
        out_cstr(vm, ";;; INVOLVING:  ");
        for (int i = 0; i < n; i++) {
            Val s = print_to_string(vm, culprits[i], 1);
            out_str(vm, STR_PTR(s)->chars, STR_PTR(s)->len);
            out_char(vm, ' ');
        }
        out_char(vm, '\n');
    }
    if (full) {
        Itemiser *it = vm->itm;
        while (it && !it->filename && it->prev) it = it->prev;
        if (it && it->filename) {
            char b[64];
            out_cstr(vm, ";;; FILE     :  ");
            out_cstr(vm, it->filename);
            snprintf(b, sizeof b, "   LINE NUMBER:  %d\n", it->line);
            out_cstr(vm, b);
        }
        if (vm->compiling_depth > 0 && vm->comp) {
            compile_print_compiling(vm);
        }
        print_doing(vm);
    }
    print_to_err_end(vm, saved);
    out_flush(vm);
}

/* See report.h. */
void vm_declaring_warning(VM *vm, Val word)
{
    out_flush(vm);
    int saved = print_to_err_begin(vm);
    out_cstr(vm, ";;; DECLARING VARIABLE ");
    out_str(vm, WORD_PTR(word)->chars, WORD_PTR(word)->len);
    out_char(vm, '\n');
    print_to_err_end(vm, saved);
    out_flush(vm);
}

/* See report.h. */
void report_init(VM *vm)
{
    vm_set_reporter(vm, report);
}
