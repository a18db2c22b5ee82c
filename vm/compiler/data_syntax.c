/*
** data_syntax.c -- the syntax of the runtime's data types, kept with the
** compiler: the class words recordclass, vectorclass and defclass (REF
** DEFSTRUCT) and the field types of p_typespec, which read a declaration,
** make (or reuse) the key with class_key_for (vm/runtime/class.c owns keys,
** records and their procedures) and plant the assignments of the class
** procedures to their names; and the for-forms over arrays (in_array,
** with_index, in_region), which plant calls of the loop primitives of
** vm/runtime/array.c (sys_in_array_start, _next, _get, _put, _index).
*/
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "data_syntax.h"
#include "class.h"
#include "compile_int.h"
#include "data.h"

#define KEY(k) ((Key *)(k))

/* ---- recordclass, vectorclass, defclass ------------------------------------------ */

/* The declaration part of a class definition: constant/vars/lconstant/
   lvars and procedure/0, with define's defaults. */
typedef struct ClassDecl { int kind, isproc; } ClassDecl;

static void read_decl(VM *vm, ClassDecl *d)
{
    FuncState *fs = FS(vm);
    int nested = !(fs->toplevel && fs->parent == NULL);
    d->kind = -1;
    d->isproc = 0;
    for (;;) {
        Val it = cmp_peek(vm);
        if (cmp_is(it, "constant") || cmp_is(it, "iconstant")) d->kind = D_CONSTANT;
        else if (cmp_is(it, "vars")) d->kind = D_VARS;
        else if (cmp_is(it, "lconstant")) d->kind = D_LCONSTANT;
        else if (cmp_is(it, "lvars") || cmp_is(it, "dlvars")) d->kind = D_LVARS;
        else if (cmp_is(it, "procedure")) d->isproc = 1;
        else if (it == MK_INT(0)) d->isproc = 0;
        else if (!(cmp_is(it, "global") || cmp_is(it, "nonactive"))) break;
        cmp_read(vm);
    }
    if (d->kind < 0) d->kind = nested ? D_LCONSTANT : (C(vm)->defcon ? D_CONSTANT : D_VARS);
}

/* Declare `name` and plant code assigning `value` to it; name the
   procedure (and its updater) after it. */
static void plant_assign(VM *vm, const ClassDecl *d, Val name, Val value, int isproc)
{
    if (IS_PROC(value)) {
        PROC_PTR(value)->props = name;
        if (IS_PROC(PROC_PTR(value)->updater)) PROC_PTR(PROC_PTR(value)->updater)->props = name;
    }
    VarRef ref;
    declare_name(vm, d->kind, name, isproc && d->isproc, &ref);
    flush(vm);
    emit(vm, INS(OP_PUSHQ, emit_const(vm, value)));
    if (ref.kind == VR_IDENT && d->kind == D_CONSTANT)
        emit(vm, INS(OP_POPV, emit_const(vm, ref.ident)));
    else emit_pop_ref(vm, ref);
}

/* Plant the assignments of a class's key and procedures; names[i] (0 for
   none) names field i of a record class. */
static void plant_class(VM *vm, const ClassDecl *d, Val name, Val k, const Val *names)
{
    const char *nm = WORD_PTR(name)->chars;
    plant_assign(vm, d, word_concat(vm, nm, "_key"), k, 0);
    plant_assign(vm, d, word_concat(vm, "is", nm), KEY(k)->recog_p, 1);
    plant_assign(vm, d, word_concat(vm, "cons", nm), KEY(k)->cons_p, 1);
    plant_assign(vm, d, word_concat(vm, "dest", nm), KEY(k)->dest_p, 1);
    if (KEY(k)->objtype == T_UVECTOR) {
        plant_assign(vm, d, word_concat(vm, "init", nm), KEY(k)->init_p, 1);
        plant_assign(vm, d, word_concat(vm, "subscr", nm), KEY(k)->subscr_p, 1);
        plant_assign(vm, d, word_concat(vm, "fast_subscr", nm), KEY(k)->fsubscr_p, 1);
        return;
    }
    for (uint32_t i = 0; i < KEY(k)->nfields; i++)
        if (names[i]) plant_assign(vm, d, names[i], VEC_PTR(KEY(k)->access)->items[i], 1);
}

/* The spec a type name declared by p_typespec stands for (the value of
   the identifier NAME:typespec), or 0. */
static Val typespec_named(VM *vm, Val w)
{
    if (!IS_WORD(w)) return 0;
    Val id = word_ident(vm, word_concat(vm, WORD_PTR(w)->chars, ":typespec"));
    return id && !IS_TYPE(IDENT_PTR(id)->value, T_UNDEF) ? IDENT_PTR(id)->value : 0;
}

/* A type after ":" (or ":-", negated): a word or integer, or a name
   declared by p_typespec, then any number of "# convname" conversion
   procedures (their compile-time values), making the closure
   conv(%sub_spec, true%) that REF KEYS describes. */
static Val read_type(VM *vm, Val colon)
{
    Val t = cmp_read(vm);
    if (cmp_is(colon, ":-")) {
        if (!IS_INT(t)) cmp_error(vm, "INVALID FIELD SPECIFIER", 1, t);
        t = MK_INT(-INT_VAL(t));
    } else {
            Val named = class_spec_is_code(t) ? 0 : typespec_named(vm, t);
        if (named) t = named;
    }
    while (cmp_is(cmp_peek(vm), "#")) {
        cmp_read(vm);
        Val name = cmp_read(vm);
        Val id = IS_WORD(name) ? word_ident(vm, name) : 0;
        Val conv = id ? IDENT_PTR(id)->value : FALSE_V;
        if (!IS_PROC(conv)) cmp_error(vm, "PROCEDURE NEEDED", 1, IS_WORD(name) && id ? conv : name);
        Val fv[2] = { t, TRUE_V };
        t = mk_closure(vm, conv, 2, fv);
    }
    return t;
}

static bool is_colon(Val it) { return cmp_is(it, ":") || cmp_is(it, ":-"); }

/* Skip a bracketed attribute list ([...] or {...}) if one comes next. */
static void skip_attributes(VM *vm, bool braces)
{
    Val it = cmp_peek(vm);
    const char *close = cmp_is(it, "[") ? "]" : braces && cmp_is(it, "{") ? "}" : NULL;
    if (!close) return;
    cmp_read(vm);
    for (;;) {
        it = cmp_read(vm);
        if (it == TERMIN_V) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 0);
        if (cmp_is(it, close)) return;
    }
}

/* A name in a defclass (an identifier-like word), or a word at all in the
   old forms; otherwise the mishap each form gives. */
static bool valid_name(Val w)
{
    if (!IS_WORD(w)) return false;
    unsigned char c = (unsigned char)WORD_PTR(w)->chars[0];
    return isalpha(c) || c == '_' || c == '$';
}

static void check_name(VM *vm, Val w, bool defclass)
{
    if (defclass ? !valid_name(w) : !IS_WORD(w) || cmp_is(w, ";"))
        cmp_error(vm, defclass ? "VALID NAME (I.E. WORD) EXPECTED" : "WORD NEEDED", 1,
                  cmp_is(w, ";") ? TERMIN_V : w);
}

static Val read_class_name(VM *vm, bool defclass)
{
    Val name = cmp_read(vm);
    check_name(vm, name, defclass);
    return name;
}

#define MAXFIELDS 512

/* Fields of a record class up to `endw` (";" or "}"): names[] and the
   spec list; fields separated by commas or spaces (recordclass) or commas
   (defclass). */
static Val read_fields(VM *vm, const char *endw, Val *names, uint32_t *nf)
{
    bool defclass = endw[0] == '}';
    Val *specs = data_slots(vm, MAXFIELDS);   /* conversion closures: rooted while macros may run */
    uint32_t n = 0, ns = 0;
    Val full = word_cstr(vm, "full");
    for (;;) {
        Val it = cmp_read(vm);
        if (cmp_is(it, endw)) { if (cmp_is(it, ";")) cmp_unread(vm, it); break; }
        if (it == TERMIN_V || cmp_is(it, ";"))
            cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 1, it);
        if (cmp_is(it, ",")) continue;
        if (ns >= MAXFIELDS) cmp_error(vm, "TOO MANY FIELDS", 1, it);
        if (cmp_is(it, ">->")) { specs[ns++] = it; continue; }
        Val fname = 0, t = full;
        if (is_colon(it)) t = read_type(vm, it);
        else {
            check_name(vm, it, defclass);
            fname = it;
            Val nx = cmp_peek(vm);
            if (is_colon(nx)) t = read_type(vm, cmp_read(vm));
        }
        specs[ns++] = t;
        names[n++] = fname;
    }
    *nf = n;
    Val l = mk_list(vm, ns, specs);
    data_release(vm, specs);
    return l;
}

/* recordclass [decl] NAME [flags] field[:type] ... ; */
static void syn_recordclass(VM *vm, Val w)
{
    (void)w;
    ClassDecl d;
    read_decl(vm, &d);
    Val name = read_class_name(vm, false);
    skip_attributes(vm, true);
    Val names[MAXFIELDS];
    uint32_t nf;
    Val spec = read_fields(vm, ";", names, &nf);
    Val k = class_key_for(vm, name, spec);
    plant_class(vm, &d, name, k, names);
}

/* vectorclass [decl] NAME [flags] [[:] type] ; */
static void syn_vectorclass(VM *vm, Val w)
{
    (void)w;
    ClassDecl d;
    read_decl(vm, &d);
    Val name = read_class_name(vm, false);
    skip_attributes(vm, true);
    Val t = word_cstr(vm, "full");
    Val it = cmp_read(vm);
    if (is_colon(it)) t = read_type(vm, it);
    else if (!cmp_is(it, ";")) t = it;
    else cmp_unread(vm, it);
    Val k = class_key_for(vm, name, t);
    plant_class(vm, &d, name, k, NULL);
}

/* defclass [decl] NAME [attributes] { field :type, ... } ;
   defclass [decl] NAME [attributes] [:type] ; */
static void syn_defclass(VM *vm, Val w)
{
    (void)w;
    ClassDecl d;
    read_decl(vm, &d);
    Val name = read_class_name(vm, true);
    skip_attributes(vm, false);
    Val it = cmp_read(vm);
    if (cmp_is(it, "{")) {
        Val names[MAXFIELDS];
        uint32_t nf;
        Val spec = read_fields(vm, "}", names, &nf);
        Val k = class_key_for(vm, name, spec);
        plant_class(vm, &d, name, k, names);
        return;
    }
    Val t = word_cstr(vm, "full");
    if (is_colon(it)) t = read_type(vm, it);
    else cmp_unread(vm, it);
    Val k = class_key_for(vm, name, t);
    plant_class(vm, &d, name, k, NULL);
}

/* See data_syntax.h: one `NAME :type [# conv]` of p_typespec / l_typespec /
   i_typespec (ffi.c reads the statement and hands simple field types
   here); NAME becomes usable as a field type (the identifier NAME:typespec
   holds the spec; all three forms declare it permanently here). */
void class_typespec_item(VM *vm, Val name)
{
    check_name(vm, name, true);
    Val colon = cmp_read(vm);
    if (!is_colon(colon)) cmp_error(vm, "msep: MISSING SEPARATOR (eg semicolon)", 1, colon);
    Val t = read_type(vm, colon);
    if (!class_spec_valid(vm, t)) cmp_error(vm, "INVALID FIELD SPECIFIER", 1, t);
    Val id = word_declare(vm, word_concat(vm, WORD_PTR(name)->chars, ":typespec"), ID_CONSTANT, 0);
    IDENT_PTR(id)->value = t;
    IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
}

/* ---- for ... in_array, with_index, in_region ------------------------------------ */

typedef struct ArrLoop { uint32_t state; int nv, nupd; Val vars[8]; } ArrLoop;

static void call_named(VM *vm, const char *name)
{
    emit(vm, INS(OP_CALLV, emit_const(vm, WORD_PTR(cmp_word(vm, name))->ident)));
}

static void *in_array_head(VM *vm, Val kw, const Val *vars, int nv, int top, int exit)
{
    Val ivar = 0;
    if (cmp_is(kw, "with_index")) {
        ivar = cmp_read(vm);
        if (!IS_WORD(ivar) || syntax_is_closer(ivar)) cmp_error(vm, "idw: ILLEGAL DECLARATION OF WORD", 1, ivar);
        kw = cmp_read(vm);
        if (!cmp_is(kw, "in_array")) cmp_error(vm, "msw: MISPLACED SYNTAX WORD", 1, kw);
    }
    bool region_only = cmp_is(kw, "in_region");
    int k = 0, nupd = 0;
    bool have_region = false;
    if (region_only) {                      /* for ivar in_region list do */
        ivar = vars[0];
        nv = 0;
        if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
        flush(vm);
        have_region = true;
    } else {
        for (;;) {
            if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
            flush(vm);
            k++;
            Val sep = cmp_read(vm);
            if (!cmp_is(sep, ",")) { cmp_unread(vm, sep); break; }
        }
        if (k != nv) cmp_error(vm, "in_array: NUMBERS OF VARIABLES AND ARRAYS DIFFER", 2, MK_INT(nv), MK_INT(k));
        if (cmp_is(cmp_peek(vm), "updating_last")) {
            cmp_read(vm);
            nupd = 1;
            if (IS_INT(cmp_peek(vm))) nupd = (int)INT_VAL(cmp_read(vm));
            if (nupd < 0 || nupd > nv) cmp_error(vm, "in_array: BAD updating_last COUNT", 1, MK_INT(nupd));
        }
        if (cmp_is(cmp_peek(vm), "in_region")) {
            cmp_read(vm);
            if (!comp_expr(vm)) cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 1, cmp_peek(vm));
            flush(vm);
            have_region = true;
        }
        if (cmp_is(cmp_peek(vm), "of_dimension")) {
            cmp_read(vm);
            Val d = cmp_read(vm);
            if (!IS_INT(d)) cmp_error(vm, "INTEGER NEEDED", 1, d);
        }
    }
    cmp_need(vm, "do");
    if (!have_region) emit(vm, INS(OP_PUSHQ, emit_const(vm, FALSE_V)));
    emit(vm, INS(OP_PUSHI, (uint32_t)k));
    call_named(vm, "sys_in_array_start");
    ArrLoop *info = calloc(1, sizeof *info);
    info->state = new_slot(vm);
    info->nv = nv;
    info->nupd = nupd;
    for (int i = 0; i < nv; i++) info->vars[i] = vars[i];
    emit(vm, INS(OP_POPL, info->state));
    place_label(vm, top);
    emit(vm, INS(OP_PUSHL, info->state));
    call_named(vm, "sys_in_array_next");
    emit_jump(vm, OP_JMPF, exit);
    for (int i = 0; i < nv - nupd; i++) {
        emit(vm, INS(OP_PUSHL, info->state));
        emit(vm, INS(OP_PUSHI, (uint32_t)i));
        call_named(vm, "sys_in_array_get");
        emit_pop_ref(vm, resolve(vm, vars[i], 1));
    }
    if (ivar) {
        emit(vm, INS(OP_PUSHL, info->state));
        call_named(vm, "sys_in_array_index");
        emit_pop_ref(vm, resolve(vm, ivar, 1));
    }
    set_barrier(FS(vm));
    return info;
}

static void in_array_tail(VM *vm, void *p)
{
    ArrLoop *info = p;
    for (int i = info->nv - info->nupd; i < info->nv; i++) {
        emit_push_ref(vm, resolve(vm, info->vars[i], 1));
        emit(vm, INS(OP_PUSHL, info->state));
        emit(vm, INS(OP_PUSHI, (uint32_t)i));
        call_named(vm, "sys_in_array_put");
    }
    flush(vm);
    free(info);
}

/* ---- init ---------------------------------------------------------------------------- */

/* See data_syntax.h. */
void data_syntax_init(VM *vm)
{
    syntax_register(vm, "recordclass", syn_recordclass);
    syntax_register(vm, "vectorclass", syn_vectorclass);
    syntax_register(vm, "defclass", syn_defclass);
    for_form_register(vm, "in_array", in_array_head, in_array_tail);
    for_form_register(vm, "with_index", in_array_head, in_array_tail);
    for_form_register(vm, "in_region", in_array_head, in_array_tail);
    syntax_register_closer(vm, "updating_last");
    syntax_register_closer(vm, "in_region");
    syntax_register_closer(vm, "of_dimension");
}
