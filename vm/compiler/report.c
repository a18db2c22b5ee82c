/*
** report.c -- Poplog's mishap and warning report (docs/rules.md section 2):
** the message, INVOLVING with the culprits as pr prints them, FILE and LINE
** of the current source, COMPILING, and the DOING line of the procedures
** being run (repeats folded as name(*N), pop_mishap_doing_lim).  The core
** (vm/core/vm.c) raises mishaps and unwinds; it prints through the
** reporter registered here, since the report needs the printer and the
** compiler's state.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "report.h"
#include "prim.h"
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

/* A report: nl newlines, ";;; HEADER MSG", then as many of the
   INVOLVING (detail 2 and up, with culprits), FILE (3, when a file is
   being compiled), COMPILING (4, inside a procedure being compiled) and
   DOING (5) lines as the detail level asks. */
static void report_lines(VM *vm, const char *header, const char *msg, size_t msglen,
                         int n, const Val *culprits, int nl, int detail)
{
    out_flush(vm);
    int saved = print_to_err_begin(vm);
    while (nl-- > 0) out_char(vm, '\n');
    out_cstr(vm, ";;; ");
    out_cstr(vm, header);
    out_str(vm, msg, msglen);
    out_char(vm, '\n');
    if (n > 0 && detail >= 2) {
        out_cstr(vm, ";;; INVOLVING:  ");
        for (int i = 0; i < n; i++) {
            Val s = print_to_string(vm, culprits[i], 1);
            out_str(vm, STR_PTR(s)->chars, STR_PTR(s)->len);
            out_char(vm, ' ');
        }
        out_char(vm, '\n');
    }
    if (detail >= 3) {
        Itemiser *it = vm->itm;
        while (it && !it->filename && it->prev) it = it->prev;
        if (it && it->filename) {
            char b[64];
            out_cstr(vm, ";;; FILE     :  ");
            out_cstr(vm, it->filename);
            snprintf(b, sizeof b, "   LINE NUMBER:  %d\n", it->line);
            out_cstr(vm, b);
        }
    }
    if (detail >= 4 && vm->compiling_depth > 0 && vm->comp) compile_print_compiling(vm);
    if (detail >= 5) print_doing(vm);
    print_to_err_end(vm, saved);
    out_flush(vm);
}

static void report(VM *vm, const char *header, const char *msg, int n, const Val *culprits,
                   int full)
{
    report_lines(vm, header, msg, strlen(msg), n, culprits, full, full ? 5 : 2);
}

/* sys_pr_message's message: a string starting with % is a printf format
   whose %p %P %s %S %c take the first culprits (*used of them); any other
   is printed as it is.  Returns a malloc'd string of *len bytes. */
static char *message_text(VM *vm, Val str, const Val *culprits, int n, int *used, size_t *len)
{
    const char *s = STR_PTR(str)->chars;
    size_t sl = STR_PTR(str)->len, cap = sl + 64, k = 0;
    char *out = malloc(cap);
    *used = 0;
    if (sl == 0 || s[0] != '%') {
        memcpy(out, s, sl);
        *len = sl;
        return out;
    }
    Owned o;
    vm_own(vm, &o, &out);                  /* print_to_string may mishap */
    for (size_t i = 1; i < sl; i++) {
        const char *add = s + i;
        size_t addlen = 1;
        char cbuf[1];
        if (s[i] == '%' && i + 1 < sl) {
            char d = s[++i];
            if (d == '%') add = "%";
            else if (*used < n && (d == 'p' || d == 'P' || d == 's' || d == 'S' || d == 'c')) {
                Val v = culprits[(*used)++];
                if (d == 'c' && IS_INT(v)) { cbuf[0] = (char)INT_VAL(v); add = cbuf; }
                else {
                    Val ps = IS_STRING(v) && (d == 's' || d == 'S' || d == 'p') ? v
                             : print_to_string(vm, v, 0);
                    add = STR_PTR(ps)->chars;
                    addlen = STR_PTR(ps)->len;
                }
            } else { add = s + i - 1; addlen = 2; }
        }
        if (k + addlen >= cap) { cap = (k + addlen) * 2; out = realloc(out, cap); }
        memcpy(out + k, add, addlen);
        k += addlen;
    }
    vm_disown(vm, &o);
    *len = k;
    return out;
}

PRIM(p_sys_pr_message, "sys_pr_message", -1, 0, "sys_pr_message(item1, ..., itemN, N, mess, idstring, severity): print a message on cucharerr in the mishap format: mess is a string or {string header [detail]}; severity `I` (header NOTE -, detail 16:14), `W` (WARNING -, 16:14) or else MISHAP - and 16:15; detail 0-5 chooses the lines after the header (INVOLVING, FILE, COMPILING, DOING), its bits 4 and up the newlines before it; a string starting with % is a printf format taking the first items")
{
    NEED(4);
    Val sev = POP();
    (void)POP();                                 /* idstring: no translation */
    Val mess = POP();
    Val nv = POP();
    if (!IS_INT(nv) || INT_VAL(nv) < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    int n = (int)INT_VAL(nv);
    NEED(n);
    if (!IS_INT(sev)) vm_mishap(vm, "INTEGER NEEDED", 1, sev);
    int sv = (int)INT_VAL(sev);
    const char *header = sv == 'I' ? "NOTE - " : sv == 'W' ? "WARNING - " : "MISHAP - ";
    int detail = sv == 'I' || sv == 'W' ? 0x14 : 0x15;     /* a newline first */
    char hbuf[256];
    Val str = mess;
    if (IS_TYPE(mess, T_VECTOR)) {
        Vector *v = VEC_PTR(mess);
        if (v->len < 2 || v->len > 3) vm_mishap(vm, "MESSAGE STRING OR VECTOR NEEDED", 1, mess);
        str = v->items[0];
        Val h = v->items[1];
        if (!IS_STRING(h)) vm_mishap(vm, "STRING NEEDED", 1, h);
        snprintf(hbuf, sizeof hbuf, STR_PTR(h)->len ? "%s " : "%s", STR_PTR(h)->chars);
        header = hbuf;
        if (v->len == 3) {
            if (!IS_INT(v->items[2])) vm_mishap(vm, "INTEGER NEEDED", 1, v->items[2]);
            detail = (int)INT_VAL(v->items[2]);
        }
    }
    if (!IS_STRING(str)) vm_mishap(vm, "STRING NEEDED", 1, str);
    Val *culprits = vm->sp - n;
    int used;
    size_t len;
    char *text = message_text(vm, str, culprits, n, &used, &len);
    Owned o;
    vm_own(vm, &o, &text);                 /* output may run Pop-11 */
    int level = detail & 15;
    report_lines(vm, header, text, len, n - used, culprits + used, (detail >> 4) & 15,
                 level > 5 ? 5 : level);
    vm_disown(vm, &o);
    free(text);
    vm->sp = culprits;
}

/* sysprwarning's line: ;;; DECLARING VARIABLE word */
static void declaring_line(VM *vm, Val word)
{
    out_flush(vm);
    int saved = print_to_err_begin(vm);
    out_cstr(vm, ";;; DECLARING VARIABLE ");
    out_str(vm, WORD_PTR(word)->chars, WORD_PTR(word)->len);
    out_char(vm, '\n');
    print_to_err_end(vm, saved);
    out_flush(vm);
}

/* See report.h.  (The identifier of prwarning is looked up each time: a
   declaration on first use is rare.) */
void vm_declaring_warning(VM *vm, Val word)
{
    Val id = WORD_PTR(word_cstr(vm, "prwarning"))->ident;
    Val p = id ? IDENT_PTR(id)->value : FALSE_V;
    if (IS_PROC(p) && p != ident_value(vm, "sysprwarning")) {
        PUSH(word);
        vm_apply(vm, p);
        return;
    }
    declaring_line(vm, word);
}

PRIM(p_sysprwarning, "sysprwarning", 1, 0, "sysprwarning(word): print ;;; DECLARING VARIABLE word on the error output, the note of a variable declared on its first use; the default value of prwarning, which the compiler calls with the word")
{
    Val w = POP();
    if (!IS_WORD(w)) vm_mishap(vm, "WORD NEEDED", 1, w);
    declaring_line(vm, w);
}

PVAR("prwarning", "prwarning: the procedure called with a word the compiler (or valof) declares as a permanent variable on its first use (default sysprwarning; erase -> prwarning silences the notes)")

/* See report.h. */
void report_init(VM *vm)
{
    vm_set_reporter(vm, report);
}
