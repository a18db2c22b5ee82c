/*
** class.c -- user data classes (see class.h): conskey, records and user
** vectors, and the class_ procedures on keys (the syntax words
** recordclass, vectorclass and defclass: vm/compiler/class_syntax.c).
**
** Field values: a "full" field holds any item; integer fields check the
** range of their type and mishap "INTEGER lo TO hi NEEDED" as Poplog does;
** float fields take any real number and hold a decimal (or a ddecimal for
** "dfloat" when popdprecision is true).  All fields are whole Vals, so the
** GC and the generic procedures (explode, datalist, copy, = ...) treat
** records and user vectors alike (value.h: Record, aux = field count).
*/
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include "class.h"
#include "prim.h"
#include "gc.h"
#include "num.h"
#include "print.h"
#include "prop.h"
#include "data.h"
#include "interp.h"

static bool any_print_set;     /* some key has a user class_print          */
static Val kod_ident;          /* ident of key_of_dataword                  */

/* ---- helpers ------------------------------------------------------------------- */


static bool is_key(Val k) { return IS_TYPE(k, T_KEY); }
#define KEY(k) ((Key *)(k))

static bool is_user_key(Val k)
{
    return is_key(k) && (KEY(k)->objtype == T_RECORD || KEY(k)->objtype == T_UVECTOR);
}

static bool is_instance(Val v, Val k)
{
    return IS_TYPE(v, KEY(k)->objtype) && ((Record *)v)->key == k;
}

/* "<DATAWORD> NEEDED" with v as culprit. */
static _Noreturn void need_instance(VM *vm, Val k, Val v)
{
    char msg[160];
    Word *w = WORD_PTR(KEY(k)->dataword);
    size_t n = w->len < 140 ? w->len : 140;
    for (size_t i = 0; i < n; i++) msg[i] = (char)toupper((unsigned char)w->chars[i]);
    strcpy(msg + n, " NEEDED");
    vm_mishap(vm, msg, 1, v);
}

/* ---- field types ------------------------------------------------------------------ */

/* The type code of one field specifier; false if it is not one. */
static bool spec_code(Val s, int *code)
{
    if (IS_INT(s)) {
        intptr_t n = INT_VAL(s);
        if (n == 0 || n > 64 || n < -64) return false;
        *code = (int)n;
        return true;
    }
    if (!IS_WORD(s)) return false;
    static const struct { const char *name; int code; } tab[] = {
        { "full", CS_FULL }, { "exptr", CS_FULL }, { "exval", CS_FULL },
        { "byte", 8 }, { "sbyte", -8 }, { "short", -16 }, { "ushort", 16 },
        { "int", -32 }, { "uint", 32 }, { "long", -64 }, { "ulong", 64 },
        { "word", -64 }, { "uword", 64 }, { "longlong", -64 }, { "ulonglong", 64 },
        { "pint", CS_PINT }, { "sfloat", CS_SFLOAT }, { "float", CS_SFLOAT },
        { "dfloat", CS_DFLOAT },
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strcmp(WORD_PTR(s)->chars, tab[i].name) == 0) { *code = tab[i].code; return true; }
    return false;
}

/* The value range of an integer field code, in lo/hi (initialised). */
static void int_range(int code, mpz_t lo, mpz_t hi)
{
    if (code == CS_PINT) {
        mpz_init_set_si(lo, (long)FIX_MIN);
        mpz_init_set_si(hi, (long)FIX_MAX);
        return;
    }
    int bits = code < 0 ? -code : code;
    mpz_init(lo);
    mpz_init_set_ui(hi, 1);
    if (code < 0) {
        mpz_mul_2exp(hi, hi, (mp_bitcnt_t)(bits - 1));
        mpz_neg(lo, hi);
    } else {
        mpz_mul_2exp(hi, hi, (mp_bitcnt_t)bits);
    }
    mpz_sub_ui(hi, hi, 1);
}

static _Noreturn void range_error(VM *vm, int code, Val v)
{
    mpz_t lo, hi;
    int_range(code, lo, hi);
    char *a = mpz_get_str(NULL, 10, lo), *b = mpz_get_str(NULL, 10, hi);
    char msg[160];
    snprintf(msg, sizeof msg, "INTEGER %s TO %s NEEDED", a, b);
    free(a); free(b);
    mpz_clear(lo); mpz_clear(hi);
    vm_mishap(vm, msg, 1, v);
}

/* v checked and converted for a field of type `code`. */
static Val field_value(VM *vm, int code, Val v)
{
    if (code == CS_FULL) return v;
    if (code == CS_SFLOAT || code == CS_DFLOAT) {
        double d = num_to_double_checked(vm, v);
        if (code == CS_SFLOAT) return mk_float(vm, (double)(float)d, T_DECIMAL);
        bool dp = vm->id_popdprecision && IDVAL(vm->id_popdprecision) != FALSE_V;
        return mk_float(vm, d, dp ? T_DDECIMAL : T_DECIMAL);
    }
    if (IS_INT(v)) {
        intptr_t x = INT_VAL(v);
        if (code == CS_PINT || code <= -63) return v;
        if (code >= 62) { if (x >= 0) return v; range_error(vm, code, v); }
        intptr_t lo, hi;
        if (code < 0) { hi = ((intptr_t)1 << (-code - 1)) - 1; lo = -hi - 1; }
        else { lo = 0; hi = ((intptr_t)1 << code) - 1; }
        if (x >= lo && x <= hi) return v;
        range_error(vm, code, v);
    }
    if (IS_TYPE(v, T_BIGINT) && code != CS_PINT) {
        mpz_t lo, hi;
        int_range(code, lo, hi);
        bool ok = mpz_cmp(lo, ((BigInt *)v)->z) <= 0 && mpz_cmp(((BigInt *)v)->z, hi) <= 0;
        mpz_clear(lo); mpz_clear(hi);
        if (ok) return v;
    }
    range_error(vm, code, v);
}

/* The initial value of a user-vector element of type `code`. */
static Val field_zero(VM *vm, int code)
{
    if (code == CS_FULL) return word_cstr(vm, "undef");
    if (code == CS_SFLOAT || code == CS_DFLOAT) return mk_float(vm, 0.0, T_DECIMAL);
    return MK_INT(0);
}

/* The specv entry of field i: MK_INT(code), or for a field with
   conversion procedures a vector {MK_INT(code), conv1, ..., convN}
   (innermost first). */
static Val key_entry(Val k, uint32_t i)
{
    Vector *sv = VEC_PTR(KEY(k)->specv);
    return sv->items[KEY(k)->objtype == T_UVECTOR ? 0 : i];
}

static int key_code(Val k, uint32_t i)
{
    Val e = key_entry(k, i);
    return (int)INT_VAL(IS_INT(e) ? e : VEC_PTR(e)->items[0]);
}

/* Apply the conversion procedures of entry e (a vector) to v: forwards
   (underlying -> converted) or, with `back`, their updaters outermost
   first (converted -> underlying).  Runs Pop-11 code. */
static Val convert(VM *vm, Val e, Val v, bool back)
{
    Val *gcs = data_slots(vm, 2);
    gcs[0] = e; gcs[1] = v;
    uint32_t n = VEC_PTR(e)->len - 1;
    for (uint32_t j = 0; j < n; j++) {
        Val c = VEC_PTR(gcs[0])->items[back ? n - j : j + 1];
        if (back) {
            Val u = PROC_PTR(c)->updater;
            if (!IS_PROC(u)) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, c);
            c = u;
        }
        PUSH(gcs[1]);
        vm_apply(vm, c);
        gcs[1] = POP();
    }
    v = gcs[1];
    data_release(vm, gcs);
    return v;
}

/* The value to store in field i of an instance of key k for the item v:
   range-checked; with conversion procedures, v is taken back to the
   underlying value (checked) and converted forward again, so that reading
   the field needs no conversion. */
static Val key_store(VM *vm, Val k, uint32_t i, Val v)
{
    Val e = key_entry(k, i);
    if (IS_INT(e)) return field_value(vm, (int)INT_VAL(e), v);
    Val *gcs = data_slots(vm, 2);
    gcs[0] = e;
    gcs[1] = vm->current;            /* for the DOING line of a range mishap */
    v = convert(vm, gcs[0], v, true);
    vm->current = gcs[1];
    v = field_value(vm, (int)INT_VAL(VEC_PTR(gcs[0])->items[0]), v);
    v = convert(vm, gcs[0], v, false);
    vm->current = gcs[1];
    data_release(vm, gcs);
    return v;
}

/* The initial element of a new user vector of key k. */
static Val key_zero(VM *vm, Val k)
{
    Val e = key_entry(k, 0);
    Val z = field_zero(vm, key_code(k, 0));
    return IS_INT(e) ? z : convert(vm, e, z, false);
}

/* Split a field specifier into its base type and its conversion
   procedures: a conversion spec is a closure conv(%sub_spec, true%).
   convs[] gets them innermost first; returns the base spec. */
static Val spec_unwrap(Val s, Val *convs, int *n)
{
    Val cs[16];
    int m = 0;
    while (IS_PROC(s) && PROC_KIND(s) == PK_CLOSURE && PROC_PTR(s)->n == 2
           && PROC_PTR(s)->vals[1] == TRUE_V && m < 16) {
        cs[m++] = PROC_PTR(s)->u.clos.pdpart;
        s = PROC_PTR(s)->vals[0];
    }
    for (int i = 0; i < m; i++) convs[i] = cs[m - 1 - i];
    *n = m;
    return s;
}

/* The specv entry for spec s (false if s is not a field specifier). */
static bool spec_entry(VM *vm, Val s, Val *entry)
{
    Val convs[16];
    int n, c;
    Val base = spec_unwrap(s, convs, &n);
    if (!spec_code(base, &c)) return false;
    if (n == 0) { *entry = MK_INT(c); return true; }
    Val e = mk_vector(vm, (size_t)n + 1, MK_INT(c));
    for (int i = 0; i < n; i++) VEC_PTR(e)->items[i + 1] = convs[i];
    *entry = e;
    return true;
}

/* ---- keys -------------------------------------------------------------------------- */

static Val mk_cproc(VM *vm, Val key, int op, int field, int nargs)
{
    Proc *p = gc_alloc(vm, sizeof(Proc), T_PROC);
    p->h.aux = PK_CLASS;
    p->props = FALSE_V;
    p->updater = FALSE_V;
    p->nargs = nargs;
    p->u.cls.key = key;
    p->u.cls.op = op;
    p->u.cls.field = field;
    return (Val)p;
}

static Val mk_cproc_upd(VM *vm, Val key, int op, int field, int nargs)
{
    Val p = mk_cproc(vm, key, op, field, nargs);
    PROC_PTR(p)->updater = mk_cproc(vm, key, op | CK_UPD, field, nargs + 1);
    return p;
}

static Val copy_list(VM *vm, Val l)
{
    size_t n = 0;
    for (Val x = l; IS_PAIR(x); x = BACK(x)) n++;
    Val *tmp = malloc((n ? n : 1) * sizeof(Val));
    Owned o;
    vm_own(vm, &o, &tmp);
    size_t i = 0;
    for (Val x = l; IS_PAIR(x); x = BACK(x)) tmp[i++] = FRONT(x);
    Val r = mk_list(vm, n, tmp);
    vm_disown(vm, &o);
    free(tmp);
    return r;
}

/* A new key with dataword w for spec (a list: record class; otherwise one
   field specifier: vector class).  Mishaps "INVALID FIELD SPECIFIER". */
static Val make_user_key(VM *vm, Val w, Val spec)
{
    bool rec = spec == NIL_V || IS_PAIR(spec);
    size_t n = 0;
    Val e;
    if (rec) {
        for (Val x = spec; x != NIL_V; x = BACK(x)) {
            if (!IS_PAIR(x)) vm_mishap(vm, "LIST NEEDED", 1, spec);
            if (IS_WORD(FRONT(x)) && strcmp(WORD_PTR(FRONT(x))->chars, ">->") == 0) continue;
            if (!spec_entry(vm, FRONT(x), &e)) vm_mishap(vm, "INVALID FIELD SPECIFIER", 1, FRONT(x));
            n++;
        }
    } else if (!spec_entry(vm, spec, &e)) {
        vm_mishap(vm, "INVALID FIELD SPECIFIER", 1, spec);
    }
    Val specv = mk_vector(vm, rec ? n : 1, MK_INT(0));
    if (rec) {
        size_t i = 0;
        for (Val x = spec; x != NIL_V; x = BACK(x))
            if (spec_entry(vm, FRONT(x), &e)) VEC_PTR(specv)->items[i++] = e;
    } else {
        spec_entry(vm, spec, &e);
        VEC_PTR(specv)->items[0] = e;
    }
    Key *k = gc_alloc(vm, sizeof(Key), T_KEY);
    Val kv = (Val)k;
    k->dataword = w;
    k->objtype = rec ? T_RECORD : T_UVECTOR;
    k->nfields = (uint32_t)n;
    k->fieldspec = rec ? copy_list(vm, spec) : spec;
    k->specv = specv;
    k->print_p = k->eq_p = k->hash_p = FALSE_V;
    k->recog_p = mk_cproc(vm, kv, CK_RECOG, 0, 1);
    k->dest_p = mk_cproc(vm, kv, CK_DEST, 0, 1);
    if (rec) {
        k->cons_p = mk_cproc(vm, kv, CK_CONS, 0, (int)n);
        k->access = mk_vector(vm, n, FALSE_V);
        for (size_t i = 0; i < n; i++)
            VEC_PTR(k->access)->items[i] = mk_cproc_upd(vm, kv, CK_ACCESS, (int)i, 1);
        /* what the interpreter may do inline (value.h's PF_FIELD_*) */
        bool all_full = true;
        for (size_t i = 0; i < n; i++) {
            Proc *acc = PROC_PTR(VEC_PTR(k->access)->items[i]);
            acc->h.flags |= PF_FIELD_GET;
            if (VEC_PTR(specv)->items[i] == MK_INT(CS_FULL)) PROC_PTR(acc->updater)->h.flags |= PF_FIELD_SET;
            else all_full = false;
        }
        if (all_full) PROC_PTR(k->cons_p)->h.flags |= PF_FIELD_CONS;
        k->apply_p = mk_cproc(vm, kv, CK_NONPD, 0, 1);
        PROC_PTR(k->apply_p)->updater = mk_cproc(vm, kv, CK_NONPD | CK_UPD, 0, 1);
        k->init_p = k->subscr_p = k->fsubscr_p = FALSE_V;
    } else {
        k->cons_p = mk_cproc(vm, kv, CK_CONS, 0, -1);
        k->access = FALSE_V;
        k->init_p = mk_cproc(vm, kv, CK_INIT, 0, 1);
        k->subscr_p = mk_cproc_upd(vm, kv, CK_SUBSCR, 0, 2);
        k->fsubscr_p = mk_cproc_upd(vm, kv, CK_SUBSCR, 0, 2);
        k->apply_p = mk_cproc_upd(vm, kv, CK_SUBSCR, 1, 2);   /* field 1: the apply variant */
    }
    return kv;
}

PRIM(p_conskey, "conskey", -1, 1, "conskey(word, spec [, attributes]) -> key: a new record class (spec a list of field specifiers) or vector class (spec one field specifier)")
{
    NEED(2);
    Val spec = POP();
    if (IS_VECTOR(spec)) { NEED(2); spec = POP(); }    /* attributes: ignored */
    Val w = POP();
    check_word(vm, w);
    PUSH(make_user_key(vm, w, spec));
}

/* ---- running class procedures ---------------------------------------------------- */

static Val new_struct(VM *vm, Val k, size_t n)
{
    Record *r = gc_alloc(vm, sizeof(Record) + n * sizeof(Val), KEY(k)->objtype);
    r->h.aux = (uint32_t)n;
    r->key = k;
    return (Val)r;
}

static intptr_t check_length(VM *vm, Val nv)
{
    intptr_t n = check_int(vm, nv);
    if (n < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    if (n > (1 << 28)) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
    return n;
}

/* The 0-based index idx (1-based Pop-11 subscript) into user vector v. */
static uint32_t check_subscript(VM *vm, Val idx, Val v)
{
    if (!IS_INT(idx) || INT_VAL(idx) < 1 || INT_VAL(idx) > (intptr_t)OBJ(v)->aux)
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, idx, v);
    return (uint32_t)(INT_VAL(idx) - 1);
}

static void class_proc_run1(VM *vm, Val p);

void class_proc_run(VM *vm, Val p)
{
    Val *gcs = data_slots(vm, 1);     /* conversion procedures may run */
    gcs[0] = p;
    class_proc_run1(vm, p);
    data_release(vm, gcs);
}

/* The class procedures run here, one function per kind (Proc.u.cls.op:
   CK_CONS ... with CK_UPD for an updater), each given the procedure's key
   k and field or flag f.  Why a procedure value carries its key and kind
   instead of being C code of its own per class: a defclass or
   conskey makes new classes at run time, and their procedures must be
   first-class Poplog procedures (pdprops, updaters, partial application,
   the profiler's rows); the interpreter's CALLF and UCALLF inline the
   record field cases on the fast path and fall back to these.  Each
   checks its argument with Poplog's mishap first, and every store
   passes key_store (the field's conversion, which may allocate: the
   object is held in data_slots across it). */

static void ck_cons(VM *vm, Val k, intptr_t f)
{
    (void)f;
    size_t n;
    if (KEY(k)->objtype == T_RECORD) n = KEY(k)->nfields;
    else n = (size_t)check_length(vm, POP());
    NEED((intptr_t)n);
    Val *base = vm->sp - n;
    for (size_t i = 0; i < n; i++) {
        Val x = key_store(vm, k, (uint32_t)i, base[i]);
        base[i] = x;
    }
    Val r = new_struct(vm, k, n);
    memcpy(((Record *)r)->fields, base, n * sizeof(Val));
    vm->sp = base;
    PUSH(r);
}

static void ck_dest(VM *vm, Val k, intptr_t f)
{
    (void)f;
    Val r = POP();
    if (!is_instance(r, k)) need_instance(vm, k, r);
    uint32_t n = OBJ(r)->aux;
    if (vm->sp + n + 1 >= vm->stack_end) vm_stack_room(vm, n + 1);
    for (uint32_t i = 0; i < n; i++) PUSH(((Record *)r)->fields[i]);
    if (KEY(k)->objtype != T_RECORD) PUSH(MK_INT(n));
}

static void ck_access(VM *vm, Val k, intptr_t f)
{
    Val r = POP();
    if (!is_instance(r, k)) need_instance(vm, k, r);
    PUSH(((Record *)r)->fields[f]);
}

static void ck_update(VM *vm, Val k, intptr_t f)
{
    Val r = POP(), v = POP();
    if (!is_instance(r, k)) need_instance(vm, k, r);
    Val *gcs = data_slots(vm, 1);
    gcs[0] = r;
    v = key_store(vm, k, (uint32_t)f, v);
    ((Record *)gcs[0])->fields[f] = v;
    data_release(vm, gcs);
}

static void ck_init(VM *vm, Val k, intptr_t f)
{
    (void)f;
    size_t n = (size_t)check_length(vm, POP());
    Val z = key_zero(vm, k);
    Val r = new_struct(vm, k, n);
    for (size_t i = 0; i < n; i++) ((Record *)r)->fields[i] = z;
    PUSH(r);
}

/* (f nonzero: a class's subscriptor, which Poplog's mishaps name as the
   key's subscr_p / fsubscr_p) */
static void ck_subscr(VM *vm, Val k, intptr_t f)
{
    Val v = POP(), idx = POP();
    if (f) vm->current = KEY(k)->subscr_p;   /* as Poplog names it */
    if (!is_instance(v, k)) need_instance(vm, k, v);
    PUSH(((Record *)v)->fields[check_subscript(vm, idx, v)]);
}

static void ck_subscr_update(VM *vm, Val k, intptr_t f)
{
    Val v = POP(), idx = POP(), x = POP();
    if (f) vm->current = KEY(k)->subscr_p;
    if (!is_instance(v, k)) need_instance(vm, k, v);
    uint32_t i = check_subscript(vm, idx, v);
    if (f) vm->current = KEY(k)->fsubscr_p;
    Val *gcs = data_slots(vm, 1);
    gcs[0] = v;
    x = key_store(vm, k, 0, x);
    ((Record *)gcs[0])->fields[i] = x;
    data_release(vm, gcs);
}

/* field f of any record, whatever its key (access, or update when upd) */
static void ck_raw_field(VM *vm, Val k, intptr_t f, bool upd)
{
    Val r = POP();
    if (!IS_TYPE(r, T_RECORD) || f >= (intptr_t)OBJ(r)->aux) vm_mishap(vm, "RECORD NEEDED", 1, r);
    if (!upd) { PUSH(((Record *)r)->fields[f]); return; }
    Val *gcs = data_slots(vm, 1);
    gcs[0] = r;
    Val v = key_store(vm, k, (uint32_t)f, POP());
    ((Record *)gcs[0])->fields[f] = v;
    data_release(vm, gcs);
}

/* an element of any vector-class object: vector, string or user vector */
static void ck_raw_subscr(VM *vm, Val k, bool upd)
{
    Val v = POP(), idx = POP();
    intptr_t len = IS_VECTOR(v) ? (intptr_t)VEC_PTR(v)->len : IS_STRING(v) ? (intptr_t)STR_PTR(v)->len
                 : IS_TYPE(v, T_UVECTOR) ? (intptr_t)OBJ(v)->aux : -1;
    if (len < 0) vm_mishap(vm, "VECTOR-CLASS STRUCTURE NEEDED", 1, v);
    if (!IS_INT(idx) || INT_VAL(idx) < 1 || INT_VAL(idx) > len)
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, idx, v);
    intptr_t i = INT_VAL(idx) - 1;
    if (!upd) {
        if (IS_STRING(v)) PUSH(MK_INT((unsigned char)STR_PTR(v)->chars[i]));
        else PUSH(IS_VECTOR(v) ? VEC_PTR(v)->items[i] : ((Record *)v)->fields[i]);
        return;
    }
    Val *gcs = data_slots(vm, 1);
    gcs[0] = v;
    Val x = key_store(vm, k, 0, POP());
    v = gcs[0];
    data_release(vm, gcs);
    if (IS_STRING(v)) {
        if (!IS_INT(x) || INT_VAL(x) < 0 || INT_VAL(x) > 255) range_error(vm, 8, x);
        STR_PTR(v)->chars[i] = (char)INT_VAL(x);
    } else if (IS_VECTOR(v)) VEC_PTR(v)->items[i] = x;
    else ((Record *)v)->fields[i] = x;
}

static void class_proc_run1(VM *vm, Val p)
{
    Proc *pc = PROC_PTR(p);
    Val k = pc->u.cls.key;
    intptr_t f = pc->u.cls.field;
    switch (pc->u.cls.op) {
    case CK_CONS:                   ck_cons(vm, k, f); return;
    case CK_DEST:                   ck_dest(vm, k, f); return;
    case CK_RECOG:                  PUSH(BOOL_V(is_instance(POP(), k))); return;
    case CK_ACCESS:                 ck_access(vm, k, f); return;
    case CK_ACCESS | CK_UPD:        ck_update(vm, k, f); return;
    case CK_INIT:                   ck_init(vm, k, f); return;
    case CK_SUBSCR:                 ck_subscr(vm, k, f); return;
    case CK_SUBSCR | CK_UPD:        ck_subscr_update(vm, k, f); return;
    case CK_RAW_ACCESS:             ck_raw_field(vm, k, f, false); return;
    case CK_RAW_ACCESS | CK_UPD:    ck_raw_field(vm, k, f, true); return;
    case CK_RAW_SUBSCR:             ck_raw_subscr(vm, k, false); return;
    case CK_RAW_SUBSCR | CK_UPD:    ck_raw_subscr(vm, k, true); return;
    default: {
        Val obj = POP();
        vm->current = FALSE_V;
        vm_mishap(vm, pc->u.cls.op & CK_UPD ? "enp: EXECUTING NON-PROCEDURE (AS UPDATER)"
                                            : "enp: EXECUTING NON-PROCEDURE", 1, obj);
    }
    }
}

Val class_obj_apply(VM *vm, Val obj)
{
    PUSH(obj);
    if (is_key(obj)) return ident_value(vm, "class_access");
    Val k = ((Record *)obj)->key;
    return KEY(k)->apply_p;
}

/* ---- built-in keys ---------------------------------------------------------------- */

/* The class procedures of the built-in record and vector classes, by name. */
typedef struct Builtin {
    int type; const char *cons, *dest, *init, *subscr, *fsubscr, *acc[2]; int nacc;
} Builtin;
static const Builtin builtins[] = {
    { T_PAIR, "conspair", "destpair", NULL, NULL, NULL, { "front", "back" }, 2 },
    { T_REF, "consref", "destref", NULL, NULL, NULL, { "cont", NULL }, 1 },
    { T_VECTOR, "consvector", "destvector", "initv", "subscrv", "fast_subscrv", { NULL, NULL }, 0 },
    { T_STRING, "consstring", "deststring", "inits", "subscrs", "fast_subscrs", { NULL, NULL }, 0 },
};

static const Builtin *builtin_of(Val k)
{
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
        if ((uint32_t)builtins[i].type == KEY(k)->objtype) return &builtins[i];
    return NULL;
}

static bool is_record_key(Val k)
{
    if (!is_key(k)) return false;
    if (KEY(k)->objtype == T_RECORD) return true;
    const Builtin *b = builtin_of(k);
    return b && b->nacc > 0;
}

static bool is_vector_key(Val k)
{
    if (!is_key(k)) return false;
    if (KEY(k)->objtype == T_UVECTOR) return true;
    const Builtin *b = builtin_of(k);
    return b && b->init;
}

/* The key of any item (datakey). */
static Val key_of(VM *vm, Val v)
{
    if (IS_TYPE(v, T_RECORD) || IS_TYPE(v, T_UVECTOR)) return ((Record *)v)->key;
    PUSH(v);
    vm_apply(vm, ident_value(vm, "datakey"));
    return POP();
}

static Val check_key(VM *vm, Val k)
{
    if (!is_key(k)) vm_mishap(vm, "KEY NEEDED", 1, k);
    return k;
}

static Val check_recvec_key(VM *vm, Val k)
{
    if (!is_record_key(k) && !is_vector_key(k))
        vm_mishap(vm, "RECORD OR VECTOR -CLASS KEY NEEDED", 1, k);
    return k;
}

/* ---- class_ procedures ------------------------------------------------------------- */

PRIM(p_class_cons, "class_cons", 1, 1, "class_cons(key) -> p: the constructor procedure of a record or vector class")
{
    Val k = check_recvec_key(vm, POP());
    const Builtin *b = builtin_of(k);
    PUSH(b ? ident_value(vm, b->cons) : KEY(k)->cons_p);
}

PRIM(p_class_dest, "class_dest", 1, 1, "class_dest(key) -> p: the destructor procedure of a record or vector class")
{
    Val k = check_recvec_key(vm, POP());
    const Builtin *b = builtin_of(k);
    PUSH(b ? ident_value(vm, b->dest) : KEY(k)->dest_p);
}

PRIM(p_class_recognise, "class_recognise", 1, 1, "class_recognise(key) -> p: the recogniser procedure of a class (true for its members)")
{
    Val k = check_key(vm, POP());
    if (is_user_key(k)) { PUSH(KEY(k)->recog_p); return; }
    char name[80];
    snprintf(name, sizeof name, "is%s", WORD_PTR(KEY(k)->dataword)->chars);
    PUSH(ident_value(vm, name));
}

PRIM(p_class_access, "class_access", 2, 1, "class_access(n, key) -> p: the access/update procedure of the n-th field of a record class (also key(n))")
{
    Val k = POP(), nv = POP();
    if (!is_record_key(k)) vm_mishap(vm, "RECORD-CLASS KEY NEEDED", 1, k);
    const Builtin *b = builtin_of(k);
    if (b) {
        if (!IS_INT(nv) || INT_VAL(nv) < 1 || INT_VAL(nv) > b->nacc) {
            Val names[2] = { ident_value(vm, b->acc[0]), b->nacc > 1 ? ident_value(vm, b->acc[1]) : 0 };
            Val v = mk_vector(vm, (size_t)b->nacc, FALSE_V);
            memcpy(VEC_PTR(v)->items, names, (size_t)b->nacc * sizeof(Val));
            vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, nv, v);
        }
        PUSH(ident_value(vm, b->acc[INT_VAL(nv) - 1]));
        return;
    }
    Val acc = KEY(k)->access;
    if (!IS_INT(nv) || INT_VAL(nv) < 1 || INT_VAL(nv) > (intptr_t)VEC_PTR(acc)->len)
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, nv, acc);
    PUSH(VEC_PTR(acc)->items[INT_VAL(nv) - 1]);
}

PRIM(p_class_fast_access, "class_fast_access", 2, 1, "class_fast_access(n, key) -> p: a fast access/update procedure for the n-th field of a record class")
{
    Val k = POP(), nv = POP();
    if (!is_record_key(k)) vm_mishap(vm, "RECORD-CLASS KEY NEEDED", 1, k);
    const Builtin *b = builtin_of(k);
    if (!IS_INT(nv) || INT_VAL(nv) < 1 || INT_VAL(nv) > class_key_nfields(k))
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, nv, k);
    if (b) {
        char name[32];
        snprintf(name, sizeof name, "fast_%s", b->acc[INT_VAL(nv) - 1]);
        Val p = ident_value(vm, name);
        PUSH(IS_PROC(p) ? p : ident_value(vm, b->acc[INT_VAL(nv) - 1]));
        return;
    }
    Val p = mk_cproc_upd(vm, k, CK_RAW_ACCESS, (int)INT_VAL(nv) - 1, 1);
    Val props = PROC_PTR(VEC_PTR(KEY(k)->access)->items[INT_VAL(nv) - 1])->props;
    if (IS_WORD(props)) {
        PROC_PTR(p)->props = word_concat(vm, "fast_", WORD_PTR(props)->chars);
        PROC_PTR(PROC_PTR(p)->updater)->props = PROC_PTR(p)->props;
    }
    PUSH(p);
}

static Val vec_key_proc(VM *vm, int which)
{
    Val k = POP();
    if (!is_vector_key(k)) vm_mishap(vm, "VECTOR-CLASS KEY NEEDED", 1, k);
    const Builtin *b = builtin_of(k);
    if (b) return ident_value(vm, which == 0 ? b->init : which == 1 ? b->subscr : b->fsubscr);
    return which == 0 ? KEY(k)->init_p : which == 1 ? KEY(k)->subscr_p : KEY(k)->fsubscr_p;
}

PRIM(p_class_init, "class_init", 1, 1, "class_init(key) -> p: the initialiser p(n) -> vector of a vector class")
{
    PUSH(vec_key_proc(vm, 0));
}

PRIM(p_class_subscr, "class_subscr", 1, 1, "class_subscr(key) -> p: the subscriptor p(n, vector) (with updater) of a vector class")
{
    PUSH(vec_key_proc(vm, 1));
}

PRIM(p_class_fast_subscr, "class_fast_subscr", 1, 1, "class_fast_subscr(key) -> p: the fast subscriptor of a vector class")
{
    PUSH(vec_key_proc(vm, 2));
}

PRIM(p_class_apply, "class_apply", 1, 1, "class_apply(key) -> p: the procedure run when a member of the class is applied")
{
    Val k = check_key(vm, POP());
    if (is_user_key(k)) { PUSH(KEY(k)->apply_p); return; }
    if (KEY(k)->apply_p != FALSE_V && KEY(k)->apply_p) { PUSH(KEY(k)->apply_p); return; }
    if (KEY(k)->objtype == T_PROC) { PUSH(ident_value(vm, "apply")); return; }
    if (KEY(k)->objtype == T_KEY) { PUSH(ident_value(vm, "class_access")); return; }
    const Builtin *b = builtin_of(k);
    PUSH(b && b->subscr ? ident_value(vm, b->subscr) : FALSE_V);
}

UPDATER(u_class_apply, "class_apply", 2, "p -> class_apply(key): make p the apply procedure of a user class (called with the item as its last argument)")
{
    Val k = check_key(vm, POP());
    Val p = check_proc(vm, POP());
    KEY(k)->apply_p = p;
}

/* class_print, class_= and class_hash keep a key slot that is false (or
   unset) while the class uses the standard procedure, named by dflt. */
static void push_key_proc(VM *vm, Val *slot, const char *dflt)
{
    PUSH(*slot && *slot != FALSE_V ? *slot : ident_value(vm, dflt));
}

/* Pop p and a key's slot for it (false when p is the standard dflt). */
static void set_key_proc(VM *vm, size_t offset, const char *dflt)
{
    Val k = check_key(vm, POP());
    Val p = check_proc(vm, POP());
    *(Val *)((char *)KEY(k) + offset) = p == ident_value(vm, dflt) ? FALSE_V : p;
}

PRIM(p_class_print, "class_print", 1, 1, "class_print(key) -> p: the procedure syspr uses to print members of the class (default sys_syspr)")
{
    push_key_proc(vm, &KEY(check_key(vm, POP()))->print_p, "sys_syspr");
}

UPDATER(u_class_print, "class_print", 2, "p -> class_print(key): print members of the class with p(item)")
{
    NEED(2);
    if (PEEK(1) != ident_value(vm, "sys_syspr")) any_print_set = true;
    set_key_proc(vm, offsetof(Key, print_p), "sys_syspr");
}

/* See class.h. */
void class_set_print(Val key, Val p)
{
    KEY(key)->print_p = p;          /* (records' keys are always looked at) */
}

PRIM(p_sys_equal, "sys_=", 2, 1, "sys_=(item1, item2) -> bool: the standard structural equality (the default class_=)")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(val_equal(vm, a, b)));
}

PRIM(p_class_eq, "class_=", 1, 1, "class_=(key) -> p: the equality procedure = uses for members of the class (default sys_=)")
{
    push_key_proc(vm, &KEY(check_key(vm, POP()))->eq_p, "sys_=");
}

UPDATER(u_class_eq, "class_=", 2, "p -> class_=(key): compare members of a user class with p(item1, item2)")
{
    set_key_proc(vm, offsetof(Key, eq_p), "sys_=");
}

PRIM(p_class_hash, "class_hash", 1, 1, "class_hash(key) -> p: the hashing procedure of the class (default syshash)")
{
    push_key_proc(vm, &KEY(check_key(vm, POP()))->hash_p, "syshash");
}

UPDATER(u_class_hash, "class_hash", 2, "p -> class_hash(key): set the hashing procedure of the class")
{
    set_key_proc(vm, offsetof(Key, hash_p), "syshash");
}

PRIM(p_class_field_spec, "class_field_spec", 1, 1, "class_field_spec(key) -> spec: the field specifier list of a record class, the element specifier of a vector class, else false")
{
    Val k = check_key(vm, POP());
    if (is_user_key(k)) { PUSH(KEY(k)->fieldspec); return; }
    Val full = word_cstr(vm, "full");
    switch (KEY(k)->objtype) {
    case T_PAIR: { Val f[2] = { full, full }; PUSH(mk_list(vm, 2, f)); return; }
    case T_REF: PUSH(mk_list(vm, 1, &full)); return;
    case T_VECTOR: PUSH(full); return;
    case T_STRING: PUSH(word_cstr(vm, "byte")); return;
    default: PUSH(FALSE_V);
    }
}

PRIM(p_class_dataword, "class_dataword", 1, 1, "class_dataword(key) -> word: the dataword (class name) of a key")
{
    PUSH(KEY(check_key(vm, POP()))->dataword);
}

PRIM(p_iskey, "iskey", 1, 1, "iskey(item) -> bool: true if item is a key")
{
    PUSH(BOOL_V(is_key(POP())));
}

PRIM(p_isrecordclass, "isrecordclass", 1, 1, "isrecordclass(item) -> key: item's key if item belongs to a record class (pairs, refs, user records), else false")
{
    Val v = POP();
    if (IS_INT(v)) { PUSH(FALSE_V); return; }
    Val k = key_of(vm, v);
    PUSH(is_record_key(k) ? k : FALSE_V);
}

PRIM(p_isvectorclass, "isvectorclass", 1, 1, "isvectorclass(item) -> key: item's key if item belongs to a vector class (vectors, strings, user vectors), else false")
{
    Val v = POP();
    if (IS_INT(v)) { PUSH(FALSE_V); return; }
    Val k = key_of(vm, v);
    PUSH(is_vector_key(k) ? k : FALSE_V);
}

PRIM(p_initvectorclass, "initvectorclass", 3, 1, "initvectorclass(n, item, key) -> vector: a new vector of the class of key, length n, every element item")
{
    Val k = POP(), x = POP(), nv = POP();
    if (!is_vector_key(k)) vm_mishap(vm, "VECTOR-CLASS KEY NEEDED", 1, k);
    intptr_t n = check_length(vm, nv);
    if (KEY(k)->objtype == T_VECTOR) { PUSH(mk_vector(vm, (size_t)n, x)); return; }
    if (KEY(k)->objtype == T_STRING) {
        if (!IS_INT(x) || INT_VAL(x) < 0 || INT_VAL(x) > 255) range_error(vm, 8, x);
        char *buf = malloc((size_t)n + 1);
        Owned o;
        vm_own(vm, &o, &buf);
        memset(buf, (int)INT_VAL(x), (size_t)n);
        Val s = mk_string(vm, buf, (size_t)n);
        vm_disown(vm, &o);
        free(buf);
        PUSH(s);
        return;
    }
    Val *gcs = data_slots(vm, 1);
    gcs[0] = k;
    x = key_store(vm, k, 0, x);
    k = gcs[0];
    data_release(vm, gcs);
    Val r = new_struct(vm, k, (size_t)n);
    for (intptr_t i = 0; i < n; i++) ((Record *)r)->fields[i] = x;
    PUSH(r);
}

intptr_t class_key_nfields(Val k)
{
    if (KEY(k)->objtype == T_RECORD) return KEY(k)->nfields;
    const Builtin *b = builtin_of(k);
    return b && b->nacc ? b->nacc : -1;
}

bool class_key_explode(VM *vm, Val k)
{
    if (KEY(k)->objtype == T_RECORD) {
        for (uint32_t i = 0; i < KEY(k)->nfields; i++) PUSH(VEC_PTR(KEY(k)->access)->items[i]);
        return true;
    }
    const Builtin *b = builtin_of(k);
    if (!b || !b->nacc) return false;
    for (int i = 0; i < b->nacc; i++) PUSH(ident_value(vm, b->acc[i]));
    return true;
}

void class_fill(VM *vm, Val v)
{
    uint32_t n = OBJ(v)->aux;
    NEED((intptr_t)n);
    Val *base = vm->sp - n;
    Val k = ((Record *)v)->key;
    if (KEY(k)->objtype == T_UVECTOR) vm->current = KEY(k)->fsubscr_p;
    Val *gcs = data_slots(vm, 1);
    gcs[0] = v;
    for (uint32_t i = 0; i < n; i++) {
        Val x = key_store(vm, ((Record *)gcs[0])->key, i, base[i]);
        base[i] = x;
    }
    v = gcs[0];
    data_release(vm, gcs);
    memcpy(((Record *)v)->fields, base, n * sizeof(Val));
    vm->sp = base;
}

PRIM(p_class_spec, "class_spec", 1, 1, "class_spec(key) -> spec: class_field_spec, except that a packed integer vector class gives its size in bits (negative if signed)")
{
    Val k = check_key(vm, POP());
    if (KEY(k)->objtype == T_STRING) { PUSH(MK_INT(8)); return; }
    if (KEY(k)->objtype == T_UVECTOR) {
        int c = key_code(k, 0);
        if (c != CS_FULL && c > -100 && c < 100) { PUSH(MK_INT(c)); return; }
    }
    PUSH(k);
    p_class_field_spec(vm);
}

PRIM(p_field_spec_info, "field_spec_info", 1, 2, "field_spec_info(spec) -> (value_spec, bitsize): what a field of type spec holds (\"full\", N / -N bits, \"decimal\", \"ddecimal\", \"exptr\") and its size in bits")
{
    Val s = POP();
    int c;
    if (!spec_code(s, &c)) {
        if (IS_PAIR(s) || s == NIL_V)
            vm_mishap(vm, "EXTERNAL STRUCTURE SPEC MUST START AT POINTER", 1, s);
        vm_mishap(vm, "INVALID FIELD SPECIFIER", 1, s);
    }
    if (c == CS_FULL) { PUSH(IS_WORD(s) && strcmp(WORD_PTR(s)->chars, "full") ? s : word_cstr(vm, "full")); PUSH(MK_INT(64)); }
    else if (c == CS_SFLOAT) { PUSH(word_cstr(vm, "decimal")); PUSH(MK_INT(32)); }
    else if (c == CS_DFLOAT) { PUSH(word_cstr(vm, "ddecimal")); PUSH(MK_INT(64)); }
    else if (c == CS_PINT) { PUSH(MK_INT(-62)); PUSH(MK_INT(64)); }
    else { PUSH(MK_INT(c)); PUSH(MK_INT(c < 0 ? -c : c)); }
}

/* Is every element of a vector class a byte (strings, byte vectors)? */
static bool byte_access(Val k)
{
    if (KEY(k)->objtype == T_STRING) return true;
    if (KEY(k)->objtype != T_UVECTOR) return false;
    int c = key_code(k, 0);
    return c == 8 || c == -8;
}

PRIM(p_class_attribute, "class_attribute", -1, 1, "class_attribute(key, attribute) -> info, or class_attribute(key) -> list: the special attributes of a class (byte_access, writeable, external_ptr ...)")
{
    NEED(1);
    Val a = POP();
    if (is_key(a)) { PUSH(NIL_V); return; }     /* conskey attributes are not kept */
    Val k = check_key(vm, POP());
    static const char *const known[] = {
        "byte_access", "external_deref", "external_ptr", "external_noconv",
        "external_ptr_props", "writeable", "prop_entry", NULL
    };
    int i;
    for (i = 0; known[i]; i++) if (IS_WORD(a) && strcmp(WORD_PTR(a)->chars, known[i]) == 0) break;
    if (!known[i]) vm_mishap(vm, "class_attribute: UNKNOWN ATTRIBUTE NAME", 2, k, a);
    switch (i) {
    case 0: PUSH(BOOL_V(byte_access(k))); return;
    case 3: {
        int t = (int)KEY(k)->objtype;
        PUSH(BOOL_V(!(t == 0 || t == T_BIGINT || t == T_DECIMAL || t == T_DDECIMAL || t == T_EXPTR)));
        return;
    }
    case 5: PUSH(word_cstr(vm, "undef")); return;
    default: PUSH(FALSE_V); return;
    }
}

/* One cons_access procedure from a want: false (or a ref holding false):
   none; a ref holding anything else: no updater; otherwise with updater. */
static Val raw_proc(VM *vm, Val want, Val k, int op, int field, int nargs)
{
    if (want == FALSE_V) return FALSE_V;
    if (IS_TYPE(want, T_REF)) {
        if (((Ref *)want)->cont == FALSE_V) return FALSE_V;
        return mk_cproc(vm, k, op, field, nargs);
    }
    return mk_cproc_upd(vm, k, op, field, nargs);
}

PRIM(p_cons_access, "cons_access", 4, 1, "cons_access(wants, spec, check, mode) -> p: access procedures by position for Poplog records (spec a list: a vector of procedures) or vectors (spec a pair element_spec|N: a subscriptor); mode must be false or 0")
{
    Val mode = POP(), check = POP(), spec = POP(), wants = POP();
    (void)check;
    if (mode != FALSE_V && mode != MK_INT(0))
        vm_mishap(vm, "cons_access: EXTERNAL ACCESS NOT SUPPORTED", 1, mode);
    Val *gcs = data_slots(vm, 2);
    gcs[1] = wants;
    if (IS_PAIR(spec) && !IS_PAIR(BACK(spec)) && BACK(spec) != NIL_V) {      /* spec_pair */
        gcs[0] = make_user_key(vm, word_cstr(vm, "cons_access"), FRONT(spec));
        Val p = raw_proc(vm, gcs[1], gcs[0], CK_RAW_SUBSCR, 0, 2);
        data_release(vm, gcs);
        PUSH(p);
        return;
    }
    if (spec != NIL_V && !IS_PAIR(spec)) vm_mishap(vm, "cons_access: EXTERNAL ACCESS NOT SUPPORTED", 1, spec);
    gcs[0] = make_user_key(vm, word_cstr(vm, "cons_access"), spec);
    uint32_t n = KEY(gcs[0])->nfields;
    Val v = mk_vector(vm, n, FALSE_V);
    Val w = gcs[1];
    for (uint32_t i = 0; i < n; i++) {
        if (!IS_PAIR(w)) vm_mishap(vm, "LIST NEEDED", 1, gcs[1]);
        VEC_PTR(v)->items[i] = raw_proc(vm, FRONT(w), gcs[0], CK_RAW_ACCESS, (int)i, 1);
        w = BACK(w);
    }
    data_release(vm, gcs);
    PUSH(v);
}

/* ---- printing --------------------------------------------------------------------- */

Val class_print_proc(VM *vm, Val v)
{
    Val k;
    if (IS_TYPE(v, T_RECORD) || IS_TYPE(v, T_UVECTOR)) k = ((Record *)v)->key;
    else if (!any_print_set || IS_INT(v)) return 0;  /* (decimals: TYPE_OF below) */
    else {
        int t = TYPE_OF(v);
        if (t == T_PROPTAB || t == T_PROTO || t == T_UPVAL) return 0;
        k = key_of(vm, v);
    }
    Val p = is_key(k) ? KEY(k)->print_p : 0;
    return p && p != FALSE_V && IS_PROC(p) ? p : 0;
}

void class_print_struct(VM *vm, Val v)
{
    Val k = ((Record *)v)->key;
    out_char(vm, '<');
    Val w = is_key(k) ? KEY(k)->dataword : FALSE_V;
    if (IS_WORD(w)) out_str(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len);
    Val *slot = data_slots(vm, 1);
    *slot = v;
    for (uint32_t i = 0; i < OBJ(*slot)->aux; i++) {
        out_char(vm, ' ');
        print_pr(vm, ((Record *)*slot)->fields[i]);
    }
    data_release(vm, slot);
    out_char(vm, '>');
}

/* ---- for the class syntax words (class_syntax.c) ---------------------------------- */

/* See class.h.  The key for class `name` with `spec`: the one in
   name_key if it has the same spec (so recompiling keeps existing instances valid), else new. */
Val class_key_for(VM *vm, Val name, Val spec)
{
    Val id = word_ident(vm, word_concat(vm, WORD_PTR(name)->chars, "_key"));
    if (id) {
        Val old = IDENT_PTR(id)->value;
        if (is_user_key(old) && KEY(old)->dataword == name && val_equal(vm, KEY(old)->fieldspec, spec))
            return old;
    }
    Val k = make_user_key(vm, name, spec);
    if (kod_ident && prop_is(IDENT_PTR(kod_ident)->value))     /* as Poplog's libraries do */
        prop_put(vm, IDENT_PTR(kod_ident)->value, name, k);
    return k;
}

/* See class.h. */
bool class_spec_is_code(Val spec)
{
    int c;
    return spec_code(spec, &c);
}

/* See class.h. */
bool class_spec_valid(VM *vm, Val spec)
{
    int c;
    Val e;
    return spec_code(spec, &c) || spec_entry(vm, spec, &e);
}

/* ---- init ---------------------------------------------------------------------------- */

void class_init(VM *vm)
{
    interp_hooks.apply[PK_CLASS] = class_proc_run;
    interp_hooks.obj_apply = class_obj_apply;
    static const char *const libnames[] = { "class_spec", "class_fast_access", NULL };   /* library procedures in Poplog */
    data_make_redefinable(vm, libnames);
    /* key_of_dataword: a property from datawords to keys, holding the
       built-in keys; the class syntax words add theirs (conskey does not). */
    Val p = prop_new(vm, 64, FALSE_V, PT_EQ_IDENT, PT_GC_PERM, FALSE_V, FALSE_V, FALSE_V);
    Val pname = word_cstr(vm, "key_of_dataword");
    PROC_PTR(p)->props = pname;
    kod_ident = word_declare(vm, pname, ID_VARS, IDF_PROCEDURE);
    IDENT_PTR(kod_ident)->value = p;
    static const char *const keys[] = {
        "integer_key", "boolean_key", "nil_key", "termin_key", "pair_key", "word_key",
        "string_key", "vector_key", "biginteger_key", "ratio_key", "ddecimal_key",
        "decimal_key", "procedure_key", "ident_key", "ref_key", "undef_key", "key_key",
        "external_ptr_key", NULL
    };
    for (int i = 0; keys[i]; i++) {
        Val k = ident_value(vm, keys[i]);
        if (is_key(k)) prop_put(vm, p, KEY(k)->dataword, k);
    }
}

PVAR("key_of_dataword", "key_of_dataword(word) -> key: the key whose dataword is word (a property: built-in keys and those made by recordclass, vectorclass and defclass), else false")
