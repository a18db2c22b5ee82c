/*
** equal.c -- structural equality (the `=` operator), the matching hash
** for `=`-properties, and the type names behind dataword.
**
** Design notes
**   val_equal follows Poplog's class_= rules as observed on the reference:
**     - identical items are equal;
**     - numbers compare numerically across types (1 = 1.0, 1/2 = 0.5,
**       2**70 = 2.0**70) via num_equal;
**     - strings and words compare by characters (interned words with the
**       same spelling are identical anyway; this matters only for copies
**       made by copy); a word is never equal to a string;
**     - pairs (lists, with any tails), vectors and refs compare element by
**       element; records and user vectors only when they have the same key
**       and then field by field, unless the key has a user class_=
**       procedure (a non-primitive eq_p), which is then called;
**     - undef records by their names (copy(pop_undef) = pop_undef);
**     - everything else (procedures, properties, idents, keys, booleans,
**       termin, ...) only by identity.
**   List tails are followed by iteration, so a million-element list costs
**   no C stack; heads (and vector elements) recurse.  A vector's last
**   element is also compared by iteration, which makes right-nested
**   structures cheap too.  Each level of recursion is charged against
**   pop_callstack_lim (vm_cs_charge) as Poplog's own recursion would be,
**   so comparing cyclic or very deep data ends in "rle", as in Poplog;
**   the loop detects a cycle it would go round (equal_rec), which ends in
**   "rle" too.
**
**   val_hash_equal is consistent with val_equal: items that are `=` hash
**   equally.  It looks at most HASH_LIM elements of a list/vector and
**   recurses at most HASH_DEPTH levels (like Poplog's pop_hash_lim), hashes
**   numbers with num_hash (which num.c keeps consistent with num_equal),
**   words by their dictionary hash, strings by their characters, and
**   identity-compared items by address (objects never move).  Records whose
**   key has a user class_= hash by key only, since the user's equality may
**   ignore fields.
**
**   GC: val_equal calls Pop-11 only for user class_= procedures; the public
**   entry point keeps both arguments in GC-scanned slots (data_slots), which
**   keeps every sub-structure reachable while the comparison runs.
*/
#include <string.h>
#include "vm.h"
#include "num.h"
#include "prop.h"
#include "data.h"
#include "prim.h"

#define HASH_LIM   4     /* elements of a list/vector that feed the hash   */
/* Poplog's call-stack words per level of `=`'s descent into a list's head
   and into a vector's or record's elements (measured: the depth at which
   comparing nested structures ends in "rle" for two pop_callstack_lims) */
#define EQ_PAIR_COST 8
#define EQ_VEC_COST  6
#define EQ_BASE_COST 12  /* and for the call of `=` itself                 */
#define HASH_DEPTH 3     /* nesting levels that feed the hash              */

/* ---- type names ---------------------------------------------------------- */

/* The dataword spelling of a heap type (0 = fixnum): "integer", "pair", ...
   Internal types get descriptive names that are never user-visible. */
const char *type_name(int type)
{
    switch (type) {
    case 0:          return "integer";
    case T_FALSE:
    case T_TRUE:     return "boolean";
    case T_NIL:      return "nil";
    case T_TERMIN:   return "termin";
    case T_PAIR:     return "pair";
    case T_WORD:     return "word";
    case T_STRING:   return "string";
    case T_VECTOR:   return "vector";
    case T_BIGINT:   return "biginteger";
    case T_RATIO:    return "ratio";
    case T_DDECIMAL: return "ddecimal";
    case T_DECIMAL:  return "decimal";
    case T_PROC:     return "procedure";
    case T_PROTO:    return "proto";
    case T_IDENT:    return "ident";
    case T_UPVAL:    return "upval";
    case T_REF:      return "ref";
    case T_UNDEF:    return "undef";
    case T_KEY:      return "key";
    case T_RECORD:   return "record";
    case T_UVECTOR:  return "vector";
    case T_PROPTAB:  return "property_table";
    case T_EXPTR:    return "external_ptr";
    case T_SECTION:  return "section";
    case T_DEVICE:   return "device";
    case T_PROCESS:  return "process";
    case T_COMPLEX:  return "complex";
    default:         return "unknown";
    }
}

/* The dataword of any value: the key's dataword for records and user
   vectors, otherwise the built-in type's name as a word. */
Val val_dataword(VM *vm, Val v)
{
    if (IS_PTR(v) && (OBJ(v)->type == T_RECORD || OBJ(v)->type == T_UVECTOR)) {
        Val key = ((Record *)v)->key;
        if (key && IS_TYPE(key, T_KEY) && ((Key *)key)->dataword
            && IS_WORD(((Key *)key)->dataword))
            return ((Key *)key)->dataword;
    }
    return word_cstr(vm, type_name(TYPE_OF(v)));
}

/* ---- equality ------------------------------------------------------------ */

static bool is_number(Val v)
{
    if (!IS_PTR(v)) return true;             /* fixnum or immediate decimal */
    switch (OBJ(v)->type) {
    case T_BIGINT: case T_RATIO: case T_DDECIMAL: case T_DECIMAL: case T_COMPLEX: return true;
    default: return false;
    }
}

/* The user class_= procedure of a record's key, or 0. Primitive eq_p
   procedures are taken to be the default (structural) equality. */
static Val user_class_eq(Val key)
{
    if (!key || !IS_TYPE(key, T_KEY)) return 0;
    Val e = ((Key *)key)->eq_p;
    if (!e || !IS_PROC(e) || PROC_KIND(e) == PK_PRIM) return 0;
    return e;
}

static bool equal_rec(VM *vm, Val a, Val b);

Val equal_mv_key, equal_mv_bound_id;
bool (*equal_mv_match)(VM *vm, Val a, Val b);
bool (*equal_mv_finish)(VM *vm, bool ok);

/* Is v a segment matchvar (=??x, =**)? */
static inline bool is_seg_mv(Val v)
{
    return equal_mv_key && IS_TYPE(v, T_RECORD) && ((Record *)v)->key == equal_mv_key
        && ((Record *)v)->h.aux == 4 && IS_INT(((Record *)v)->fields[3])
        && (INT_VAL(((Record *)v)->fields[3]) & 1);
}

bool equal_sub(VM *vm, Val a, Val b) { return equal_rec(vm, a, b); }

/* Comparing two cyclic structures whose cycles the loop below follows
   (list tails, last elements or fields, refs) would never end; Poplog's
   recursion ends in "rle" for the last elements and fields (and loops
   for ever on list tails and refs): the same mishap for all. */
static _Noreturn void equal_cycle(VM *vm)
{
    doing_as(vm, "=");
    vm_recursion_limit(vm);
}

/* Are the first n - 1 of the n items x and y equal, pair by pair?  (The
   last pair the caller's loop compares: no recursion, however long a
   chain of last items is.) */
static inline bool equal_but_last(VM *vm, const Val *x, const Val *y, uint32_t n)
{
    if (n < 2) return true;
    vm_cs_charge_as(vm, EQ_VEC_COST, "=");
    for (uint32_t i = 0; i + 1 < n; i++)
        if (!equal_rec(vm, x[i], y[i])) {
            vm_cs_release(vm, EQ_VEC_COST);
            return false;
        }
    vm_cs_release(vm, EQ_VEC_COST);
    return true;
}

/* Compare a and b; the loop follows list tails and a vector's last item.
   A pair (a, b) met again on the way means the loop would go round for
   ever: Brent's cycle detection (ca, cb: the pair last saved, at steps
   1, 3, 7, 15, ...) finds that at a cost of two comparisons a step. */
static bool equal_rec(VM *vm, Val a, Val b)
{
    Val ca = a, cb = b;
    unsigned long power = 1, steps = 0;
    for (;;) {
        if (a == b) return true;
        if (steps) {
            if (a == ca && b == cb) equal_cycle(vm);
            if (steps == power) { ca = a; cb = b; power <<= 1; steps = 0; }
        }
        steps++;
        if (IS_TYPE(b, T_RECORD) || IS_TYPE(b, T_UVECTOR)) {
            if (((Record *)b)->key == equal_mv_key && equal_mv_key)
                return equal_mv_match(vm, a, b);
            /* a user class_= is chosen by the second item's key */
            Val ueq = user_class_eq(((Record *)b)->key);
            if (ueq) {
                vm_push(vm, a);
                vm_push(vm, b);
                vm_apply(vm, ueq);
                return IS_TRUE(vm_pop(vm));
            }
        }
        if (!IS_PTR(a) || !IS_PTR(b)) {          /* fixnums, immediate decimals */
            if (is_number(a) && is_number(b)) return num_equal(a, b);
            if (IS_PAIR(b) && is_seg_mv(FRONT(b))) return equal_mv_match(vm, a, b);
            return false;
        }
        int ta = OBJ(a)->type, tb = OBJ(b)->type;
        if (ta != tb) {
            if (is_number(a) && is_number(b)) return num_equal(a, b);
            if (tb == T_PAIR && is_seg_mv(FRONT(b))) return equal_mv_match(vm, a, b);
            return false;
        }
        switch (ta) {
        case T_PAIR: {
            if (is_seg_mv(FRONT(b))) return equal_mv_match(vm, a, b);
            vm_cs_charge_as(vm, EQ_PAIR_COST, "=");
            bool e = equal_rec(vm, FRONT(a), FRONT(b));
            vm_cs_release(vm, EQ_PAIR_COST);
            if (!e) return false;
            a = BACK(a); b = BACK(b);
            continue;
        }
        case T_STRING: {
            String *x = STR_PTR(a), *y = STR_PTR(b);
            return x->len == y->len && memcmp(x->chars, y->chars, x->len) == 0;
        }
        case T_WORD: {             /* only a copy(word) differs from its original */
            Word *x = WORD_PTR(a), *y = WORD_PTR(b);
            return x->len == y->len && memcmp(x->chars, y->chars, x->len) == 0;
        }
        case T_VECTOR: {
            Vector *x = VEC_PTR(a), *y = VEC_PTR(b);
            if (x->len != y->len) return false;
            if (x->len == 0) return true;
            if (!equal_but_last(vm, x->items, y->items, x->len)) return false;
            a = x->items[x->len - 1]; b = y->items[y->len - 1];
            continue;
        }
        case T_BIGINT: case T_RATIO: case T_DDECIMAL: case T_DECIMAL: case T_COMPLEX:
            return num_equal(a, b);
        case T_REF:
            a = ((Ref *)a)->cont; b = ((Ref *)b)->cont;
            continue;
        case T_RECORD: case T_UVECTOR: {
            Record *x = (Record *)a, *y = (Record *)b;
            if (x->key != y->key) return false;
            uint32_t n = x->h.aux;
            if (n != y->h.aux) return false;
            if (n == 0) return true;
            if (!equal_but_last(vm, x->fields, y->fields, n)) return false;
            a = x->fields[n - 1]; b = y->fields[n - 1];
            continue;
        }
        case T_UNDEF:              /* undef records with the same name */
            return ((Undef *)a)->name == ((Undef *)b)->name;
        case T_EXPTR:              /* the same pointer value */
            return ((ExPtr *)a)->ptr == ((ExPtr *)b)->ptr;
        case T_PROC:               /* arrays: equal arrayvectors */
            if (PROC_KIND(a) != PK_ARRAY || PROC_KIND(b) != PK_ARRAY) return false;
            a = PROC_PTR(a)->u.arr.vec; b = PROC_PTR(b)->u.arr.vec;
            continue;
        default:
            return false;          /* identity only, and a != b */
        }
    }
}

/* Structural equality, Poplog's `=` (see the design notes above).  May call
   a user class_= procedure; roots a and b meanwhile. */
bool val_equal(VM *vm, Val a, Val b)
{
    if (a == b) return true;
    if (IS_INT(a) && IS_INT(b)) return false;
    Val *gcs = data_slots(vm, 3);        /* keep a and b alive */
    gcs[0] = a; gcs[1] = b;
    Val bid = equal_mv_bound_id;         /* pop_matchvars_bound: [] for the call */
    if (bid) { gcs[2] = IDVAL(bid); IDVAL(bid) = NIL_V; }
    vm_cs_charge_as(vm, EQ_BASE_COST, "=");
    bool r = equal_rec(vm, a, b);
    vm_cs_release(vm, EQ_BASE_COST);
    if (bid) {
        if (IDVAL(bid) != NIL_V) r = equal_mv_finish(vm, r);
        IDVAL(bid) = gcs[2];
    }
    data_release(vm, gcs);
    return r;
}

/* ---- hashing ------------------------------------------------------------- */

#define mix32(x) val_mix64(x)

static uint32_t hash_bytes(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

static uint32_t hash_rec(Val v, int depth)
{
    if (is_number(v)) return num_hash(v);
    Obj *o = OBJ(v);
    switch (o->type) {
    case T_WORD:   return WORD_PTR(v)->hash;
    case T_STRING: return hash_bytes(STR_PTR(v)->chars, STR_PTR(v)->len);
    case T_PAIR: {
        uint32_t h = 0x9e3779b9u;
        if (depth <= 0) return h;
        int n = 0;
        while (IS_PAIR(v) && n < HASH_LIM) {
            h = h * 31 + hash_rec(FRONT(v), depth - 1);
            v = BACK(v);
            n++;
        }
        return h;
    }
    case T_VECTOR: {
        Vector *x = VEC_PTR(v);
        uint32_t h = 0x85ebca6bu + x->len;
        if (depth <= 0) return h;
        for (uint32_t i = 0; i < x->len && i < HASH_LIM; i++)
            h = h * 31 + hash_rec(x->items[i], depth - 1);
        return h;
    }
    case T_UNDEF:
        return 0x165667b1u;      /* = compares only the name */
    case T_REF:
        return depth <= 0 ? 0x27d4eb2fu : hash_rec(((Ref *)v)->cont, depth - 1) ^ 0x27d4eb2fu;
    case T_PROC:
        if (o->aux == PK_ARRAY && depth > 0) return hash_rec(PROC_PTR(v)->u.arr.vec, depth - 1) ^ 0x5bd1e995u;
        return mix32((uint64_t)v);
    case T_RECORD: case T_UVECTOR: {
        Record *r = (Record *)v;
        uint32_t h = mix32((uint64_t)r->key);
        if (depth <= 0 || user_class_eq(r->key)) return h;
        for (uint32_t i = 0; i < o->aux && i < HASH_LIM; i++)
            h = h * 31 + hash_rec(r->fields[i], depth - 1);
        return h;
    }
    default:
        return mix32((uint64_t)v);
    }
}

/* Hash consistent with val_equal: a = b implies equal hashes.  Never calls
   Pop-11 code. */
uint32_t val_hash_equal(VM *vm, Val v)
{
    (void)vm;
    return hash_rec(v, HASH_DEPTH);
}
