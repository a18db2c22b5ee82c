/*
** array.c -- arrays (see array.h): newanyarray, newarray, newsarray,
** boundslist, arrayvector, arrayvector_bounds, array_subscrp, isarray,
** arrayscan, and applying an array to its subscripts.
**
** An array's arrayvector is a full vector or string (accessed directly)
** or any other vector-class structure with a subscriptor procedure (user
** vectors, or a 'virtual' vector made by an init procedure), reached
** through vm_apply.  Procedure initialisers and subscriptors run Pop-11
** code, so the array and values in flight are kept in data_slots.
**
** How it fits: an array is a procedure (PK_ARRAY), so applying it goes
** through the interpreter's per-kind hooks, which array_init points at
** array_run; `a(i, j)` needs no syntax of its own.  Its updater is a
** closure over the array (give_updater), so `x -> a(i, j)` and the
** updater() procedure both find it.  The boundslist is kept twice: the
** list the program gave (boundslist returns it as a new list) and a
** vector of fixnums that position() reads without walking a list.
**
** Storage order: Poplog's arrays are by column by default (the first
** subscript varies fastest); position() handles both orders with one
** loop by running over the dimensions in reverse for by-row arrays.
** Several arrays may share one arrayvector (newanyarray given an array as
** its vecspec, with an offset), which is why every access adds
** ARR_OFFSET and checks the subscripts against the bounds, not against the
** vector's length.
**
** The for ... in_array loop syntax (vm/compiler/data_syntax.c) compiles to
** calls of the sys_in_array_ procedures at the end of this file.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "prim.h"
#include "gc.h"
#include "data.h"
#include "print.h"
#include "interp.h"

#define ARR(a) PROC_PTR(a)

bool array_is(Val v)
{
    return IS_PROC(v) && PROC_KIND(v) == PK_ARRAY;
}

/* a if it is an array procedure (a closure of one is not); ARRAY NEEDED. */
static Val check_array(VM *vm, Val a)
{
    if (!array_is(a)) vm_mishap(vm, "ARRAY NEEDED", 1, a);
    return a;
}

intptr_t array_length(Val a)
{
    return INT_VAL(ARR(a)->vals[ARR_SIZE]);
}

static uint32_t array_ndims(Val a)
{
    return VEC_PTR(ARR(a)->vals[ARR_BOUNDS])->len / 2;
}

/* Element i (0-based in the arrayvector) of a, or store x there.  With a
   subscriptor, Pop-11 code runs (the subscriptor or its updater, given
   the 1-based index and the vector): the caller must hold a in a slot.
   Storing a non-character into a string array raises fast_subscrs'
   mishap, the procedure Poplog's arrays of strings use; a subscriptor
   without an updater is enp's EXECUTING NON-EXISTENT UPDATER. */
static Val elem_get(VM *vm, Val a, intptr_t i)
{
    Val vec = ARR(a)->u.arr.vec, sub = ARR(a)->vals[ARR_SUBSCR];
    if (sub == FALSE_V) {
        if (IS_VECTOR(vec)) return VEC_PTR(vec)->items[i];
        return MK_INT((unsigned char)STR_PTR(vec)->chars[i]);
    }
    PUSH(MK_INT(i + 1));
    PUSH(vec);
    vm_apply(vm, sub);
    return POP();
}

/* (see elem_get) */
static void elem_set(VM *vm, Val a, intptr_t i, Val x)
{
    Val vec = ARR(a)->u.arr.vec, sub = ARR(a)->vals[ARR_SUBSCR];
    if (sub == FALSE_V) {
        if (IS_VECTOR(vec)) { VEC_PTR(vec)->items[i] = x; return; }
        if (!IS_INT(x) || INT_VAL(x) < 0 || INT_VAL(x) > 255) {
            vm->current = ident_value(vm, "fast_subscrs");
            vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, x);
        }
        STR_PTR(vec)->chars[i] = (char)INT_VAL(x);
        return;
    }
    PUSH(x);
    PUSH(MK_INT(i + 1));
    PUSH(vec);
    Val u = IS_PROC(sub) ? PROC_PTR(sub)->updater : FALSE_V;
    if (!IS_PROC(u)) vm_mishap(vm, "enp: EXECUTING NON-EXISTENT UPDATER", 1, sub);
    vm_apply(vm, u);
}

/* The 0-based position of the element at subs[0..nd-1] (first subscript
   fastest), or a mishap naming the first bad subscript. */
static intptr_t position(VM *vm, Val a, const Val *subs)
{
    Vector *b = VEC_PTR(ARR(a)->vals[ARR_BOUNDS]);
    uint32_t nd = b->len / 2;
    bool bycol = ARR(a)->vals[ARR_BYCOL] != FALSE_V;
    intptr_t pos = 0, mult = 1;
    /* all subscripts are checked before any arithmetic, left to right, so
       the mishap names the first bad one as Poplog's does */
    for (uint32_t d = 0; d < nd; d++) {
        intptr_t lo = INT_VAL(b->items[2 * d]), hi = INT_VAL(b->items[2 * d + 1]);
        Val s = subs[d];
        if (!IS_INT(s) || INT_VAL(s) < lo || INT_VAL(s) > hi)
            vm_mishap(vm, "INVALID ARRAY SUBSCRIPT", 1, s);
    }
    for (uint32_t i = 0; i < nd; i++) {
        uint32_t d = bycol ? i : nd - 1 - i;
        intptr_t lo = INT_VAL(b->items[2 * d]), hi = INT_VAL(b->items[2 * d + 1]);
        pos += (INT_VAL(subs[d]) - lo) * mult;
        mult *= hi - lo + 1;
    }
    return pos + INT_VAL(ARR(a)->vals[ARR_OFFSET]);
}

/* See array.h.  The subscripts are consumed where they lie on the stack
   (subs points at them), then the stack is cut back below them. */
void array_run(VM *vm, Val p, int update)
{
    uint32_t nd = array_ndims(p);
    NEED((intptr_t)nd + (update ? 1 : 0));
    Val *subs = vm->sp - nd;
    intptr_t pos = position(vm, p, subs);
    vm->sp = subs;
    Val vec = ARR(p)->u.arr.vec;
    if (ARR(p)->vals[ARR_SUBSCR] == FALSE_V && IS_VECTOR(vec)) {   /* the common case */
        if (update) VEC_PTR(vec)->items[pos] = POP();
        else PUSH(VEC_PTR(vec)->items[pos]);
        return;
    }
    Val *gcs = data_slots(vm, 1);
    gcs[0] = p;
    if (update) { Val x = POP(); elem_set(vm, p, pos, x); }
    else { Val x = elem_get(vm, p, pos); PUSH(x); }
    data_release(vm, gcs);
}

/* The updater of every array: a closure of this over the array. */
static void array_updater_fn(VM *vm)
{
    Val a = POP();
    array_run(vm, a, 1);
}

/* Give array a (a new one) its updater: a closure, with a frozen, of a
   primitive procedure made for it (mk_prim allocates one each time, so
   no updater is shared between arrays). */
static void give_updater(VM *vm, Val a)
{
    Val *gcs = data_slots(vm, 1);
    gcs[0] = a;
    Val prim = mk_prim(vm, NULL, array_updater_fn, -1, 0);
    Val u = mk_closure(vm, prim, 1, &gcs[0]);
    PROC_PTR(gcs[0])->updater = u;
    data_release(vm, gcs);
}

/* The length of a vector-class structure, or -1 for anything else (the
   storage an init procedure makes may be of any kind; its length is then
   not checked against the array's size). */
static intptr_t vec_length(Val v)
{
    switch (TYPE_OF(v)) {
    case T_VECTOR:  return VEC_PTR(v)->len;
    case T_STRING:  return STR_PTR(v)->len;
    case T_UVECTOR: return OBJ(v)->aux;
    default:        return -1;
    }
}

/* The subscriptor for a vector-class structure (false: direct access). */
static Val default_subscr(VM *vm, Val vec)
{
    if (IS_VECTOR(vec) || IS_STRING(vec)) return FALSE_V;
    if (IS_TYPE(vec, T_UVECTOR)) return ((Key *)((Record *)vec)->key)->subscr_p;
    vm_mishap(vm, "VECTOR-CLASS STRUCTURE NEEDED", 1, vec);
}

/* (the test newanyarray's argument guessing uses to find the bounds) */
static bool is_list(Val v) { return v == NIL_V || IS_PAIR(v); }

/* The bounds list of newanyarray as a vector of fixnums (lo1 hi1 lo2 hi2
   ...), and in *size the number of elements.  An odd count is MISSING
   BOUND IN BOUNDSLIST; a dimension with hi < lo has no elements (so the
   array is empty, not a mishap).  Sizes past 2**31 elements are refused
   at once as Poplog's memory-limit mishap, before anything is allocated,
   which also keeps size * n from overflowing. */
static Val bounds_vector(VM *vm, Val bounds, intptr_t *psize)
{
    size_t nb = 0;
    for (Val l = bounds; IS_PAIR(l); l = BACK(l)) nb++;
    if (nb % 2) vm_mishap(vm, "MISSING BOUND IN BOUNDSLIST", 1, bounds);
    Val bv = mk_vector(vm, nb, MK_INT(0));
    intptr_t size = 1;
    size_t i = 0;
    for (Val l = bounds; IS_PAIR(l); l = BACK(l)) {
        if (!IS_INT(FRONT(l))) vm_mishap(vm, "INTEGER NEEDED", 1, FRONT(l));
        VEC_PTR(bv)->items[i++] = FRONT(l);
    }
    for (i = 0; i < nb; i += 2) {
        intptr_t lo = INT_VAL(VEC_PTR(bv)->items[i]), hi = INT_VAL(VEC_PTR(bv)->items[i + 1]);
        intptr_t n = hi >= lo ? hi - lo + 1 : 0;
        if (n > 0 && size > ((intptr_t)1 << 31) / n)      /* beyond any popmemlim */
            vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
        size *= n;
    }

    *psize = size;
    return bv;
}

/* The storage of a new array of size elements, from its vecspec gcs[2]:
   an array's (and its subscriptor, into gcs[4], unless one was given), a
   new vector or string of a vector key's class, one an init procedure
   makes, or a vector-class structure given.  *off is 0 for new storage. */
static Val array_storage(VM *vm, Val *gcs, intptr_t size, intptr_t *off)
{
    Val vecspec = gcs[2], subscr = gcs[4] == FALSE_V ? 0 : gcs[4];
    Val vec;
    if (array_is(vecspec)) {
        vec = ARR(vecspec)->u.arr.vec;
        if (!subscr) gcs[4] = ARR(vecspec)->vals[ARR_SUBSCR];
    } else if (IS_TYPE(vecspec, T_KEY)) {
        /* a key: new storage of its class (vectors filled with undef, as
           initv does; strings zeroed; any other class through its
           class_init procedure, which runs Pop-11 code) */
        *off = 0;
        Key *k = (Key *)vecspec;
        if (k->objtype == T_VECTOR) vec = mk_vector(vm, (size_t)size, word_cstr(vm, "undef"));
        else if (k->objtype == T_STRING) {
            char *buf = calloc((size_t)size + 1, 1);
            Owned o;
            vm_own(vm, &o, &buf);
            vec = mk_string(vm, buf, (size_t)size);
            vm_disown(vm, &o);
            free(buf);
        } else {
            PUSH(vecspec);
            vm_apply(vm, ident_value(vm, "class_init"));
            Val ip = POP();
            PUSH(MK_INT(size));
            vm_apply(vm, ip);
            vec = POP();
        }
    } else if (IS_PROC(vecspec)) {
        /* an init procedure: called with the size, it makes the storage,
           which then needs an explicit subscriptor */
        if (!subscr) vm_mishap(vm, "SUBSCRIPTOR PROCEDURE NEEDED", 1, vecspec);
        PUSH(MK_INT(size));
        vm_apply(vm, vecspec);
        vec = POP();
    } else {
        /* a structure given: it must be vector-class; the mishap names its
           key, with class_fast_subscr as DOING, as the reference's */
        vec = vecspec;
        if (vec_length(vec) < 0) {
            PUSH(vec);
            vm_apply(vm, ident_value(vm, "datakey"));
            Val k = POP();
            vm->current = ident_value(vm, "class_fast_subscr");
            vm_mishap(vm, "VECTOR-CLASS KEY NEEDED", 1, k);
        }
    }

    return vec;
}

/* Fill the new array gcs[2] (size elements from storage position off,
   nd dimensions, by column or not) with its init gcs[3]: a procedure
   applied to each element's subscripts, or a value for all; nothing when
   there is no init (the storage keeps what it had).  Storage positions are
   taken in order and turned back into subscripts by repeated division,
   so the init procedure sees the elements in storage order.  The init
   runs Pop-11 code: everything is read from gcs, never kept in locals
   across the call. */
static void array_fill(VM *vm, Val *gcs, intptr_t size, intptr_t off, uint32_t nd, bool bycol)
{
    if (gcs[3] && IS_PROC(gcs[3])) {
        for (intptr_t p = 0; p < size; p++) {
            /* the subscripts of storage position p, pushed in order */
            intptr_t q = p;
            if (vm->sp + nd >= vm->stack_end) vm_stack_room(vm, nd);
            Val *subs = vm->sp;
            for (uint32_t j = 0; j < nd; j++) {
                uint32_t d = bycol ? j : nd - 1 - j;
                Vector *b = VEC_PTR(ARR(gcs[2])->vals[ARR_BOUNDS]);
                intptr_t lo = INT_VAL(b->items[2 * d]), n = INT_VAL(b->items[2 * d + 1]) - lo + 1;
                subs[d] = MK_INT(lo + q % n);
                q /= n;
            }
            vm->sp += nd;
            vm_apply(vm, gcs[3]);
            Val x = POP();
            elem_set(vm, gcs[2], off + p, x);
        }
    } else if (gcs[3]) {
        for (intptr_t p = 0; p < size; p++) elem_set(vm, gcs[2], off + p, gcs[3]);
    }
}

/* newanyarray(bounds [, init], vecspec [, subscr_p] [, offset] [, by_column])
   Why the arguments are guessed from the top of the stack down: Poplog's
   newanyarray takes three optional arguments with no count, and real
   libraries call it every way.  Each is recognised by its type, from the
   last one pushed: a boolean is by_column, an integer the offset, a
   procedure the subscriptor (unless the item under it is the bounds
   list: then that procedure is the vecspec, an init procedure's place),
   and anything that is not a list under the vecspec is init.  The order
   of the tests is what makes each call unambiguous, so it must not
   change; then bounds_vector, array_storage and array_fill do the rest. */
PRIM(p_newanyarray, "newanyarray", -1, 1, "newanyarray(bounds [, init], vecspec [, subscr_p] [, offset] [, by_column]) -> array: a new array over a vector-class structure, array, vector key or init procedure")
{
    NEED(2);
    Val by_col = TRUE_V, offset = 0, subscr = 0, init = 0, vecspec, bounds;
    if (PEEK(0) == TRUE_V || PEEK(0) == FALSE_V) by_col = POP();
    NEED(2);
    if (IS_INT(PEEK(0))) offset = POP();
    NEED(2);
    /* a procedure on top is the subscriptor, unless the bounds are next */
    if (IS_PROC(PEEK(0)) && !array_is(PEEK(0)) && !is_list(PEEK(1))) subscr = POP();
    NEED(2);
    vecspec = POP();
    if (!is_list(PEEK(0))) { init = POP(); NEED(1); }
    bounds = POP();
    if (!is_list(bounds)) vm_mishap(vm, "LIST NEEDED", 1, bounds);

    intptr_t size;
    Val bv = bounds_vector(vm, bounds, &size);
    size_t nb = VEC_PTR(bv)->len;

    if (subscr && !IS_PROC(PROC_PTR(subscr)->updater))
        vm_mishap(vm, "ARRAY SUBSCR PROCEDURE HAS NO UPDATER", 1, subscr);
    Val *gcs = data_slots(vm, 6);
    gcs[0] = bounds; gcs[1] = bv; gcs[2] = vecspec; gcs[3] = init;
    gcs[4] = subscr ? subscr : FALSE_V;
    intptr_t off = offset ? INT_VAL(offset) : 0;
    Val vec = array_storage(vm, gcs, size, &off);
    gcs[5] = vec;
    if (!subscr && !array_is(vecspec)) gcs[4] = default_subscr(vm, vec);
    intptr_t len = vec_length(vec);
    if (len >= 0 && len < off + size) {
        data_release(vm, gcs);
        vm_mishap(vm, "ARRAYVECTOR TOO SMALL", 2, vec, MK_INT(off + size));
    }

    /* The array procedure itself, laid out as array.h says; nargs is the
       number of dimensions (pdnargs of an array). */
    Proc *a = gc_alloc(vm, sizeof(Proc) + ARR_NVALS * sizeof(Val), T_PROC);
    a->h.aux = PK_ARRAY;
    a->props = FALSE_V;
    a->updater = FALSE_V;
    a->nargs = (int32_t)(nb / 2);
    a->n = ARR_NVALS;
    a->u.arr.vec = gcs[5];
    a->vals[ARR_SUBSCR] = gcs[4];
    a->vals[ARR_OFFSET] = MK_INT(off);
    a->vals[ARR_SIZE] = MK_INT(size);
    a->vals[ARR_BOUNDS] = gcs[1];
    a->vals[ARR_BYCOL] = by_col;
    a->u.arr.bounds = gcs[0];
    Val av = (Val)a;
    gcs[2] = av;

    array_fill(vm, gcs, size, off, (uint32_t)(nb / 2), by_col != FALSE_V);
    give_updater(vm, gcs[2]);
    av = gcs[2];
    data_release(vm, gcs);
    PUSH(av);
}

/* newarray / newsarray: newanyarray(bounds [, init], key), calling the
   newanyarray of the identifier now, which a program may have redefined. */
static void new_keyed_array(VM *vm, const char *keyname)
{
    NEED(1);
    PUSH(ident_value(vm, keyname));
    vm_apply(vm, ident_value(vm, "newanyarray"));
}

PRIM(p_newarray, "newarray", -1, 1, "newarray(bounds [, init]) -> array: a new array of full items (init: a value, or a procedure of the subscripts)")
{
    new_keyed_array(vm, "vector_key");
}

PRIM(p_newsarray, "newsarray", -1, 1, "newsarray(bounds [, init]) -> array: a new array of characters held in a string")
{
    new_keyed_array(vm, "string_key");
}

PRIM(p_boundslist, "boundslist", 1, 1, "boundslist(array) -> list: the minimum and maximum subscript of each dimension")
{
    Val a = check_array(vm, POP());
    Vector *b = VEC_PTR(ARR(a)->vals[ARR_BOUNDS]);
    PUSH(mk_list(vm, b->len, b->items));
}

PRIM(p_arrayvector, "arrayvector", 1, 1, "arrayvector(array) -> vec: the structure holding an array's elements")
{
    PUSH(ARR(check_array(vm, POP()))->u.arr.vec);
}

/* A new arrayvector must be of the old one's type (and key, for a user
   vector), since the subscriptor chosen when the array was made stays. */
UPDATER(u_arrayvector, "arrayvector", 2, "vec -> arrayvector(array): give an array a new arrayvector of the same type")
{
    Val a = check_array(vm, POP());
    Val v = POP();
    Val old = ARR(a)->u.arr.vec;
    if (TYPE_OF(v) != TYPE_OF(old)
        || (IS_TYPE(v, T_UVECTOR) && ((Record *)v)->key != ((Record *)old)->key))
        vm_mishap(vm, "INCORRECT ARRAYVECTOR TYPE", 2, v, a);
    intptr_t len = vec_length(v);
    if (len >= 0 && len < INT_VAL(ARR(a)->vals[ARR_OFFSET]) + array_length(a))
        vm_mishap(vm, "ARRAYVECTOR TOO SMALL", 2, v, MK_INT(INT_VAL(ARR(a)->vals[ARR_OFFSET]) + array_length(a)));
    ARR(a)->u.arr.vec = v;
}

PRIM(p_arrayvector_bounds, "arrayvector_bounds", 1, 2, "arrayvector_bounds(array) -> (max_sub, min_sub): the arrayvector subscripts the array uses (min_sub on top)")
{
    Val a = check_array(vm, POP());
    intptr_t off = INT_VAL(ARR(a)->vals[ARR_OFFSET]);
    PUSH(MK_INT(off + array_length(a)));
    PUSH(MK_INT(off + 1));
}

PRIM(p_array_subscrp, "array_subscrp", 1, 1, "array_subscrp(array) -> p: the subscriptor used on the array's arrayvector")
{
    Val a = check_array(vm, POP());
    Val s = ARR(a)->vals[ARR_SUBSCR];
    if (s == FALSE_V) s = ident_value(vm, IS_VECTOR(ARR(a)->u.arr.vec) ? "fast_subscrv" : "fast_subscrs");
    PUSH(s);
}

PRIM(p_isarray, "isarray", 1, 1, "isarray(item) -> array: item if it is an array, the array inside it if it is a closure of one, else false")
{
    Val v = POP();
    while (IS_PROC(v) && PROC_KIND(v) == PK_CLOSURE) v = PROC_PTR(v)->u.clos.pdpart;
    PUSH(array_is(v) ? v : FALSE_V);
}

PRIM(p_arrayscan, "arrayscan", 2, 0, "arrayscan(bounds, p): apply p to a list of subscripts for every position in bounds, the last subscript varying fastest")
{
    Val p = check_proc(vm, POP());
    Val bounds = check_list(vm, POP());
    size_t nb = 0;
    for (Val l = bounds; IS_PAIR(l); l = BACK(l)) {
        if (!IS_INT(FRONT(l))) vm_mishap(vm, "INTEGER NEEDED", 1, FRONT(l));
        nb++;
    }
    if (nb % 2) vm_mishap(vm, "MISSING BOUND IN BOUNDSLIST", 1, bounds);
    /* Phase 1: the bounds into three C arrays (lo, hi, the current
       subscripts), malloc'd in one block; an empty dimension means no
       positions at all.  Phase 2: an odometer over cur, the last subscript
       turning fastest, a new list of the subscripts for each call of p.
       p may mishap or exit, so the block is registered with vm_own. */
    size_t nd = nb / 2;
    intptr_t *lo = malloc((nd + 1) * sizeof(intptr_t) * 3), *hi = lo + nd + 1, *cur = hi + nd + 1;
    size_t i = 0;
    for (Val l = bounds; IS_PAIR(l); l = BACK(BACK(l)), i++) {
        lo[i] = INT_VAL(FRONT(l)); hi[i] = INT_VAL(FRONT(BACK(l)));
        cur[i] = lo[i];
        if (hi[i] < lo[i]) { free(lo); return; }
    }
    Val *gcs = data_slots(vm, 1);
    gcs[0] = p;
    Owned o;
    vm_own(vm, &o, &lo);                     /* p may mishap */
    for (;;) {
        Val l = NIL_V;
        for (size_t d = nd; d-- > 0; ) l = mk_pair(vm, MK_INT(cur[d]), l);
        PUSH(l);
        vm_apply(vm, gcs[0]);
        size_t d = nd;
        while (d > 0) {
            d--;
            if (++cur[d] <= hi[d]) break;
            cur[d] = lo[d];
            if (d == 0) { d = (size_t)-1; break; }
        }
        if (d == (size_t)-1 || nd == 0) break;
    }
    vm_disown(vm, &o);
    data_release(vm, gcs);
    free(lo);
}

/* See array.h.  Elements come in storage order (by column for a
   default array). */
void array_explode(VM *vm, Val a)
{
    Val *gcs = data_slots(vm, 1);
    gcs[0] = a;
    intptr_t off = INT_VAL(ARR(a)->vals[ARR_OFFSET]), n = array_length(a);
    for (intptr_t i = 0; i < n; i++) {
        Val x = elem_get(vm, gcs[0], off + i);
        PUSH(x);
    }
    data_release(vm, gcs);
}

/* See array.h.  The arrayvector is copied with the copy procedure of the
   identifier now (so a user vector's copy is its class's); the copy shares
   the bounds vector (which nothing changes in place) and the list. */
Val array_copy(VM *vm, Val a)
{
    Val *gcs = data_slots(vm, 2);
    gcs[0] = a;
    Val v = ARR(a)->u.arr.vec;
    PUSH(v);
    vm_apply(vm, ident_value(vm, "copy"));
    gcs[1] = POP();
    size_t sz = sizeof(Proc) + ARR_NVALS * sizeof(Val);
    Proc *c = gc_alloc(vm, sz, T_PROC);
    memcpy(c, PROC_PTR(gcs[0]), sz);
    c->h.mark = 0;
    c->u.arr.vec = gcs[1];
    c->updater = FALSE_V;
    gcs[0] = (Val)c;
    give_updater(vm, gcs[0]);
    Val r = gcs[0];
    data_release(vm, gcs);
    return r;
}

/* See array.h.  The bounds are printed with syspr, not pr, whatever the
   program's pr is. */
void array_print(VM *vm, Val a)
{
    out_cstr(vm, "<array ");
    if (ARR(a)->props != FALSE_V) { print_pr(vm, ARR(a)->props); out_char(vm, ' '); }
    Vector *b = VEC_PTR(ARR(a)->vals[ARR_BOUNDS]);
    out_char(vm, '[');
    for (uint32_t i = 0; i < b->len; i++) {
        if (i) out_char(vm, ' ');
        print_syspr(vm, b->items[i]);
    }
    out_cstr(vm, "]>");
}

/* ---- for ... in_array ... do / for ... in_region ... do -----------------------------
** The loop keeps a state vector {arrays, bounds, index, started}: the
** arrays, the region as a vector of 2N fixnums, the index vector (given to
** a with_index variable, updated in place) and whether the first position
** has been produced.  Positions go with the first subscript fastest. */

enum { IA_ARRAYS, IA_BOUNDS, IA_INDEX, IA_STARTED, IA_N };

/* Without a region the loop runs over the intersection of the arrays'
   bounds; a region given must lie inside every array.  All arrays must
   have the same number of dimensions. */
PRIM(p_in_array_start, "sys_in_array_start", -1, 1, "sys_in_array_start(array1, ..., arrayK, region, K) -> state: start a for ... in_array loop (region: a boundslist, or false for the arrays' common region)")
{
    Val kv = POP();
    intptr_t k = check_int(vm, kv);
    Val region = POP();
    NEED(k);
    Val *arrs = vm->sp - k;
    uint32_t nd = 0;
    for (intptr_t i = 0; i < k; i++) {
        check_array(vm, arrs[i]);
        uint32_t n = array_ndims(arrs[i]);
        if (i == 0) nd = n;
        else if (n != nd) vm_mishap(vm, "ARRAYS OF DIFFERENT DIMENSIONS IN in_array", 2, arrs[0], arrs[i]);
    }
    Val bv;
    if (region != FALSE_V) {
        check_list(vm, region);
        size_t nb = 0;
        for (Val l = region; IS_PAIR(l); l = BACK(l)) {
            if (!IS_INT(FRONT(l))) vm_mishap(vm, "INTEGER NEEDED", 1, FRONT(l));
            nb++;
        }
        if (nb % 2 || (k > 0 && nb != 2 * (size_t)nd))
            vm_mishap(vm, "BOUNDSLIST DOES NOT MATCH ARRAYS", 1, region);
        nd = (uint32_t)(nb / 2);
        bv = mk_vector(vm, nb, MK_INT(0));
        size_t i = 0;
        for (Val l = region; IS_PAIR(l); l = BACK(l)) VEC_PTR(bv)->items[i++] = FRONT(l);
        for (intptr_t a = 0; a < k; a++) {          /* the region must be inside every array */
            Vector *ab = VEC_PTR(ARR(arrs[a])->vals[ARR_BOUNDS]);
            for (uint32_t d = 0; d < nd; d++) {
                intptr_t lo = INT_VAL(VEC_PTR(bv)->items[2 * d]), hi = INT_VAL(VEC_PTR(bv)->items[2 * d + 1]);
                if (lo <= hi && (lo < INT_VAL(ab->items[2 * d]) || hi > INT_VAL(ab->items[2 * d + 1])))
                    vm_mishap(vm, "REGION NOT INSIDE ARRAY BOUNDS", 2, region, arrs[a]);
            }
        }
    } else {
        bv = mk_vector(vm, 2 * (size_t)nd, MK_INT(0));
        for (uint32_t d = 0; d < nd; d++) {
            intptr_t lo = INTPTR_MIN, hi = INTPTR_MAX;
            for (intptr_t a = 0; a < k; a++) {
                Vector *ab = VEC_PTR(ARR(arrs[a])->vals[ARR_BOUNDS]);
                if (INT_VAL(ab->items[2 * d]) > lo) lo = INT_VAL(ab->items[2 * d]);
                if (INT_VAL(ab->items[2 * d + 1]) < hi) hi = INT_VAL(ab->items[2 * d + 1]);
            }
            VEC_PTR(bv)->items[2 * d] = MK_INT(lo);
            VEC_PTR(bv)->items[2 * d + 1] = MK_INT(hi);
        }
    }
    Val av = mk_vector(vm, (size_t)k, FALSE_V);
    memcpy(VEC_PTR(av)->items, arrs, (size_t)k * sizeof(Val));
    vm->sp = arrs;
    Val st = mk_vector(vm, IA_N, FALSE_V);
    VEC_PTR(st)->items[IA_ARRAYS] = av;
    VEC_PTR(st)->items[IA_BOUNDS] = bv;
    VEC_PTR(st)->items[IA_INDEX] = mk_vector(vm, nd, MK_INT(0));
    PUSH(st);
}

/* The state vector made by sys_in_array_start (the loop's code keeps it
   in a local the compiler makes, so a bad one means the sys_ procedures
   were called by hand). */
static Vector *ia_state(VM *vm, Val st)
{
    if (!IS_VECTOR(st) || VEC_PTR(st)->len != IA_N) vm_mishap(vm, "in_array: BAD LOOP STATE", 1, st);
    return VEC_PTR(st);
}

PRIM(p_in_array_next, "sys_in_array_next", 1, 1, "sys_in_array_next(state) -> bool: step a for ... in_array loop to its next position (false when done)")
{
    Vector *st = ia_state(vm, POP());
    Vector *b = VEC_PTR(st->items[IA_BOUNDS]), *ix = VEC_PTR(st->items[IA_INDEX]);
    uint32_t nd = ix->len;
    if (st->items[IA_STARTED] == FALSE_V) {
        st->items[IA_STARTED] = TRUE_V;
        for (uint32_t d = 0; d < nd; d++) {
            if (INT_VAL(b->items[2 * d]) > INT_VAL(b->items[2 * d + 1])) { PUSH(FALSE_V); return; }
            ix->items[d] = b->items[2 * d];
        }
        PUSH(TRUE_V);
        return;
    }
    /* an odometer with the first subscript fastest; the index vector is
       the program's too (with_index), so its items are checked */
    for (uint32_t d = 0; d < nd; d++) {
        if (!IS_INT(ix->items[d])) vm_mishap(vm, "INTEGER NEEDED", 1, ix->items[d]);
        if (INT_VAL(ix->items[d]) < INT_VAL(b->items[2 * d + 1])) {
            ix->items[d] = MK_INT(INT_VAL(ix->items[d]) + 1);
            PUSH(TRUE_V);
            return;
        }
        ix->items[d] = b->items[2 * d];
    }
    PUSH(FALSE_V);
}

/* Push the current index onto the stack; the array of loop variable i. */
static Val ia_push_index(VM *vm, Val stv, Val iv)
{
    Vector *st = ia_state(vm, stv);
    Vector *av = VEC_PTR(st->items[IA_ARRAYS]), *ix = VEC_PTR(st->items[IA_INDEX]);
    intptr_t i = check_int(vm, iv);
    if (i < 0 || i >= (intptr_t)av->len) vm_mishap(vm, "in_array: BAD LOOP VARIABLE", 1, iv);
    if (vm->sp + ix->len >= vm->stack_end) vm_stack_room(vm, ix->len);
    for (uint32_t d = 0; d < ix->len; d++) PUSH(ix->items[d]);
    return av->items[i];
}

PRIM(p_in_array_get, "sys_in_array_get", 2, 1, "sys_in_array_get(state, i) -> item: the element of the i-th array at the loop's position")
{
    Val iv = POP(), st = POP();
    Val a = ia_push_index(vm, st, iv);
    array_run(vm, a, 0);
}

PRIM(p_in_array_put, "sys_in_array_put", 3, 0, "sys_in_array_put(item, state, i): store item into the i-th array at the loop's position (updating_last)")
{
    Val iv = POP(), st = POP();
    NEED(1);
    Val a = ia_push_index(vm, st, iv);
    array_run(vm, a, 1);
}

PRIM(p_in_array_index, "sys_in_array_index", 1, 1, "sys_in_array_index(state) -> vector: the loop's index vector (with_index)")
{
    PUSH(ia_state(vm, POP())->items[IA_INDEX]);
}

/* The interpreter's apply and update hooks for PK_ARRAY. */
static void array_apply(VM *vm, Val p) { array_run(vm, p, 0); }
static void array_update(VM *vm, Val p) { array_run(vm, p, 1); }

/* See array.h.  newsarray and arrayscan are library procedures in
   Poplog: programs may redefine them. */
void array_init(VM *vm)
{
    interp_hooks.apply[PK_ARRAY] = array_apply;
    interp_hooks.update[PK_ARRAY] = array_update;
    static const char *const libnames[] = { "newsarray", "arrayscan", NULL };
    data_make_redefinable(vm, libnames);
}
