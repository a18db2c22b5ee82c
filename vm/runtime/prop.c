/*
** prop.c -- properties: hash tables that are procedures (REF PROPS).
**
** Design notes
**   A property is a Proc of kind PK_PROPERTY whose u.prop.table is a
**   PropTab (value.h).  The interpreter calls prop_apply to look a key up
**   and prop_update for `value -> prop(key)`.
**
**   Table layout, chosen so that a lookup of an identity or integer key
**   touches one cache line of the table.  PropTab.entries is one T_VECTOR
**   whose visible items (the only ones the GC marks) are
**     items[0 .. asize-1]       the integer array part (identity tables
**                               only, as in Lua's tables): the value of
**                               fixnum key k, 0 <= k < asize, is items[k],
**                               0 when absent;
**     items[asize ..]           2*cap slots (key, value) probed linearly
**                               from the key's hash: key 0 = empty slot,
**                               TOMBSTONE_V (value 0) = deleted entry.
**   The same allocation continues with pointer-free uint32 arrays:
**     order[0 .. cap-1]         the slot numbers of the hash part's
**                               entries in insertion order (nord of them;
**                               a deleted entry's record stays until the
**                               next rebuild, which skips it);
**     hashes[0 .. 2*cap-1]      the hash of each slot's key (non-identity
**                               tables only), so probes compare hashes
**                               before calling an equality and a table
**                               grows without calling user hash procedures.
**   Occupied slots (live + tombstones) never exceed cap, half the slots;
**   an insertion into a full hash part rebuilds the table, dropping the
**   tombstones and choosing the array part's length as Lua does: the
**   largest power of two 2^b such that more than 2^(b-2) of the
**   non-negative fixnum keys lie below it (Lua asks for 2^(b-1)).  Tombstones are never reused
**   before a rebuild, so each slot has at most one order record.
**   appproperty's order is the array part ascending, then the hash part in
**   insertion order: deterministic, where address order would vary from
**   run to run.
**
**   Equality.  h.aux bits 0-7 hold the kind (PT_EQ_IDENT: == with address
**   hashing, fixnums by value; PT_EQ_EQUAL: `=` with val_hash_equal, used by
**   newmapping and by newanyproperty given syshash and nonop =; PT_EQ_USER:
**   hash_p/eq_p procedures called with vm_apply).  In a PT_EQ_USER table
**   AUX_CHASH/AUX_CEQ say that the hash or the equality is the C one (the
**   syshash / = primitives were passed), so only the other is called.
**
**   Poplog's table size (property_size) is kept only as a number: bits
**   16-23 of h.aux hold its log2 and bits 8-15 the expand power (0 = not
**   expandable); PropTab.expand holds the expansion threshold.  As on the
**   reference, the size is rounded up to a power of two, and an expandable
**   table multiplies size and threshold by 2**expand_pow whenever the
**   entry count reaches the threshold.  The real capacity grows
**   independently.
**
**   Weak tables (gctype /= "perm") are not marked through by the GC;
**   prop_gc_weak then deletes the entries whose key/value died (or all of
**   them for "tmpclr"), allocating nothing.
**
**   GC safety: only user hash/eq/active-default/appproperty procedures run
**   Pop-11 code; around those the property and the key/value are rooted and
**   the entries vector is re-read afterwards.
*/
#include <string.h>
#include "prim.h"
#include "gc.h"
#include "prop.h"
#include "data.h"
#include "interp.h"

#define AUX_KIND(t)    ((t)->h.aux & 0xffu)
#define AUX_EXPPOW(t)  (((t)->h.aux >> 8) & 0xffu)
#define AUX_LOGSIZE(t) (((t)->h.aux >> 16) & 0xffu)
#define AUX_CHASH      (1u << 24)       /* PT_EQ_USER: hash is val_hash_equal */
#define AUX_CEQ        (1u << 25)       /* PT_EQ_USER: equality is val_equal  */

#define MIN_CAP        4u
#define MAX_INIT_CAP   64u
#define MAX_ASIZE      ((uint32_t)1 << 30)

static inline PropTab *tab_of(Val prop) { return (PropTab *)PROC_PTR(prop)->u.prop.table; }
static inline Val *tab_arr(PropTab *t) { return VEC_PTR(t->entries)->items; }
static inline Val *tab_slots(PropTab *t) { return VEC_PTR(t->entries)->items + t->asize; }
static inline uint32_t *tab_order(PropTab *t) { return (uint32_t *)(tab_slots(t) + 4 * (size_t)t->cap); }
static inline uint32_t *tab_hashes(PropTab *t) { return tab_order(t) + t->cap; }
static inline uint32_t tab_occupied(PropTab *t) { return t->count - t->acount + t->ndeleted; }
#define S_KEY(slots, i)  ((slots)[2 * (size_t)(i)])
#define S_VAL(slots, i)  ((slots)[2 * (size_t)(i) + 1])

/* Bytes after the Vector header of a table with this shape. */
static size_t entries_bytes(int kind, uint32_t asize, uint32_t cap)
{
    size_t b = ((size_t)asize + 4 * (size_t)cap) * sizeof(Val) + (size_t)cap * sizeof(uint32_t);
    if (kind != PT_EQ_IDENT) b += 2 * (size_t)cap * sizeof(uint32_t);
    return b;
}

/* A zeroed entries vector of that shape. */
static Val alloc_entries(VM *vm, int kind, uint32_t asize, uint32_t cap)
{
    Vector *v = gc_alloc(vm, sizeof(Vector) + entries_bytes(kind, asize, cap), T_VECTOR);
    v->len = asize + 4 * cap;
    return (Val)v;
}

/* Set the log2 of the nominal (Poplog) size kept in bits 16-23 of h.aux. */
static void set_logsize(PropTab *t, unsigned lg)
{
    t->h.aux = (t->h.aux & ~(0xffu << 16)) | ((lg & 0xffu) << 16);
}

/* The least lg with 2^lg >= n (capped at 62): property_size rounding. */
static unsigned log2_ceil(uintptr_t n)
{
    unsigned lg = 0;
    while (((uintptr_t)1 << lg) < n && lg < 62) lg++;
    return lg;
}

/* ---- hashing and equality ------------------------------------------------ */

/* The hash of an identity key: its word (address, or tagged value for a
   fixnum or decimal) mixed so that aligned addresses, whose low bits are
   all zero, spread over the slots (the linear probe uses the low bits).
   Objects never move, so the address is a stable hash. */
static inline uint32_t id_hash(Val k)
{
    uint64_t x = (uint64_t)k;
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ULL;
    x ^= x >> 29;
    return (uint32_t)x;
}

/* The hash of `key` in table t.  For user hash procedures this runs Pop-11
   code: the caller has rooted the property and the key. */
static uint32_t key_hash(VM *vm, PropTab *t, Val key)
{
    switch (AUX_KIND(t)) {
    case PT_EQ_IDENT: return id_hash(key);
    case PT_EQ_EQUAL: return val_hash_equal(vm, key);
    default:
        if (t->h.aux & AUX_CHASH) return val_hash_equal(vm, key);
        if (t->hash_p == FALSE_V) return id_hash(key);
        vm_push(vm, key);
        vm_apply(vm, t->hash_p);
        /* an integer is a bucket number, anything else stands for its
           address: either way hash the Val itself */
        return id_hash(vm_pop(vm));
    }
}

/* Does the stored key `k` match the looked-up `key`? (May run Pop-11.) */
static bool key_match(VM *vm, PropTab *t, Val key, Val k)
{
    if (key == k) return true;
    switch (AUX_KIND(t)) {
    case PT_EQ_IDENT: return false;
    case PT_EQ_EQUAL: return val_equal(vm, k, key);
    default:
        if (t->h.aux & AUX_CEQ) return val_equal(vm, k, key);
        if (t->eq_p == FALSE_V) return false;
        vm_push(vm, k);            /* as the reference: eq_p(entry_key, item) */
        vm_push(vm, key);
        vm_apply(vm, t->eq_p);
        return IS_TRUE(vm_pop(vm));
    }
}

/* ---- probing --------------------------------------------------------------- */

typedef struct Probe {
    Val *cell;           /* the entry's value cell, or NULL if absent     */
    long slot;           /* its slot, or the empty slot it would take;
                            -1 for the array part                        */
    uint32_t hash;
} Probe;

/* An array-part key of t? */
static inline bool in_array(PropTab *t, Val key)
{
    return IS_INT(key) && (uintptr_t)INT_VAL(key) < t->asize;
}

/* Identity tables: no Pop-11 code can run. */
static inline Probe probe_ident(PropTab *t, Val key)
{
    Probe p;
    if (in_array(t, key)) {
        Val *c = &tab_arr(t)[INT_VAL(key)];
        p.cell = *c ? c : NULL;
        p.slot = -1;
        p.hash = 0;
        return p;
    }
    uint32_t h = id_hash(key), mask = 2 * t->cap - 1, i = h & mask;
    Val *slots = tab_slots(t);
    for (;;) {
        Val k = S_KEY(slots, i);
        if (k == key) { p.cell = &S_VAL(slots, i); break; }
        if (k == 0) { p.cell = NULL; break; }
        i = (i + 1) & mask;
    }
    p.slot = i;
    p.hash = h;
    return p;
}

/* Find key in the table of `prop` (rooted by the caller when user
   procedures may run; `*keyp` is rooted too). */
static Probe probe(VM *vm, Val prop, Val *keyp)
{
    PropTab *t = tab_of(prop);
    if (AUX_KIND(t) == PT_EQ_IDENT) return probe_ident(t, *keyp);
    /* A user hash or equality procedure may change this very table (even
       rebuild it) while the probe runs; the probe then starts again from
       the hash: a probe is only returned if the table is still the one it
       walked (same entries vector, same occupancy). */
    Probe p;
    for (;;) {
        uint32_t h = key_hash(vm, t, *keyp);
        Val ents = t->entries;
        uint32_t occ = tab_occupied(t);
        uint32_t mask = 2 * t->cap - 1, i = h & mask;
        p.hash = h;
        for (;;) {
            Val *slots = tab_slots(t);
            Val k = S_KEY(slots, i);
            if (k == 0) { p.cell = NULL; p.slot = i; break; }
            bool match = k != TOMBSTONE_V && tab_hashes(t)[i] == h
                         && key_match(vm, t, *keyp, k);
            if (t->entries != ents) { p.cell = NULL; break; }   /* changed under us */
            if (match) { p.cell = &S_VAL(tab_slots(t), i); p.slot = i; break; }
            i = (i + 1) & mask;
        }
        if (t->entries == ents && tab_occupied(t) == occ) return p;
    }
}

/* ---- growth ---------------------------------------------------------------- */

/* Put (key, value) with hash h into an empty slot of t's hash part and
   record it in the insertion order. */
static void slot_insert(PropTab *t, Val key, Val value, uint32_t h, uint32_t i)
{
    Val *slots = tab_slots(t);
    uint32_t mask = 2 * t->cap - 1;
    i &= mask;
    while (S_KEY(slots, i) != 0) i = (i + 1) & mask;
    S_KEY(slots, i) = key;
    S_VAL(slots, i) = value;
    if (AUX_KIND(t) != PT_EQ_IDENT) tab_hashes(t)[i] = h;
    tab_order(t)[t->nord++] = i;
}

/* The array part's length, by Lua's rule with a lower density: the largest
   power of two n such that more than n/4 of the non-negative fixnum keys
   (those of t plus `extra`, if not 0) are below n.  At that density the
   array costs at most 32 bytes an entry, what the hash part's slots cost. */
static uint32_t array_size(PropTab *t, Val extra)
{
    uint32_t nums[32] = {0}, total = 0;
    #define COUNT_KEY(k) do { \
        if (IS_INT(k) && INT_VAL(k) >= 0 && INT_VAL(k) < (intptr_t)MAX_ASIZE) { \
            uint64_t u = (uint64_t)INT_VAL(k); \
            nums[u ? 64 - __builtin_clzll(u) : 0]++; total++; } } while (0)
    Val *arr = tab_arr(t);
    for (uint32_t k = 0; k < t->asize; k++)
        if (arr[k]) nums[k ? 64 - __builtin_clzll(k) : 0]++, total++;
    Val *slots = tab_slots(t);
    for (uint32_t i = 0; i < 2 * t->cap; i++) COUNT_KEY(S_KEY(slots, i));
    if (extra) COUNT_KEY(extra);
    #undef COUNT_KEY
    uint32_t best = 0, below = 0;
    for (unsigned b = 0; b < 31; b++) {
        uint32_t n = (uint32_t)1 << b;
        below += nums[b];
        if (below > n / 4) best = n;
        if (total <= n / 4) break;
    }
    return best;
}

/* Rebuild t with room for its entries and one more whose key is `extra`
   (0: none), at least mincap, dropping tombstones and re-choosing the
   array part. */
static void rebuild(VM *vm, PropTab *t, Val extra, uint32_t mincap)
{
    /* Phase 1: the new shape: the array part's length, then the smallest
       power-of-two capacity (at least mincap) with room for the entries
       left for the hash part.  Phase 2: a fresh, zeroed entries vector
       (the old one stays reachable through `old` only until the copy is
       done; allocation never collects).  Phase 3: re-insert, the old array
       part first, then the old hash part in its insertion order, so that
       appproperty's order survives the rebuild.  No Pop-11 code runs:
       the stored hashes are reused. */
    int kind = AUX_KIND(t);
    uint32_t asize = kind == PT_EQ_IDENT && t->entries ? array_size(t, extra) : 0;
    /* entries that stay in (or go to) the hash part */
    uint32_t nh = 0;
    if (t->entries) {
        Val *arr = tab_arr(t), *slots = tab_slots(t);
        for (uint32_t k = asize; k < t->asize; k++) nh += arr[k] != 0;
        for (uint32_t i = 0; i < 2 * t->cap; i++) {
            Val k = S_KEY(slots, i);
            if (k && k != TOMBSTONE_V && !(IS_INT(k) && (uintptr_t)INT_VAL(k) < asize)) nh++;
        }
    }
    if (extra && !(IS_INT(extra) && (uintptr_t)INT_VAL(extra) < asize)) nh++;
    uint32_t cap = mincap;
    while (cap <= nh) cap <<= 1;
    PropTab old = *t;
    Val nv = alloc_entries(vm, kind, asize, cap);
    t->entries = nv;
    t->asize = asize;
    t->cap = cap;
    t->acount = t->ndeleted = t->nord = 0;
    if (!old.entries) return;
    Val *narr = tab_arr(t);
    /* the old array part, then the old hash part in insertion order */
    Val *oarr = tab_arr(&old), *oslots = tab_slots(&old);
    uint32_t *oorder = tab_order(&old), *ohash = kind != PT_EQ_IDENT ? tab_hashes(&old) : NULL;
    for (uint32_t k = 0; k < old.asize; k++) {
        if (!oarr[k]) continue;
        if (k < asize) { narr[k] = oarr[k]; t->acount++; }
        else slot_insert(t, MK_INT(k), oarr[k], id_hash(MK_INT(k)), id_hash(MK_INT(k)));
    }
    for (uint32_t r = 0; r < old.nord; r++) {
        uint32_t i = oorder[r];
        Val k = S_KEY(oslots, i);
        if (k == TOMBSTONE_V) continue;
        if (in_array(t, k)) { narr[INT_VAL(k)] = S_VAL(oslots, i); t->acount++; continue; }
        uint32_t h = ohash ? ohash[i] : id_hash(k);
        slot_insert(t, k, S_VAL(oslots, i), h, h);
    }
}

/* Poplog's nominal table growth (property_size only). */
static void nominal_grow(PropTab *t)
{
    unsigned pw = AUX_EXPPOW(t);
    if (!pw) return;
    while (t->count >= t->expand && t->expand < 0x40000000u) {
        unsigned lg = AUX_LOGSIZE(t) + pw;
        set_logsize(t, lg > 62 ? 62 : lg);
        uint64_t nt = (uint64_t)t->expand << pw;
        t->expand = nt > 0x40000000u ? 0x40000000u : (uint32_t)nt;
    }
}

/* ---- the table operations -------------------------------------------------- */

/* Empty the hash part in place. */
static void clear_hash_part(PropTab *t)
{
    memset(tab_slots(t), 0, 4 * (size_t)t->cap * sizeof(Val));
    t->ndeleted = t->nord = 0;
}

/* Remove the entry p found: an array-part cell is simply zeroed; a hash
   slot becomes a tombstone (so later probes walk past it) until the next
   rebuild, except that the hash part is wiped at once when it holds no
   live entry any more, which keeps insert/delete cycles from filling it
   with tombstones. */
static void delete_entry(PropTab *t, Probe p)
{
    t->count--;
    if (p.slot < 0) {
        *p.cell = 0;
        t->acount--;
        return;
    }
    S_KEY(tab_slots(t), p.slot) = TOMBSTONE_V;
    *p.cell = 0;
    t->ndeleted++;
    if (t->count == t->acount) clear_hash_part(t);   /* the hash part starts again */
}

/* Look key up; *found says whether it was there. */
static Val lookup(VM *vm, Val prop, Val key, bool *found)
{
    PropTab *t = tab_of(prop);
    if (t->count == 0) { *found = false; return t->deflt; }
    Probe p;
    if (AUX_KIND(t) == PT_EQ_IDENT) {
        p = probe_ident(t, key);
    } else {
        Val *gcs = data_slots(vm, 2);
        gcs[0] = prop; gcs[1] = key;
        p = probe(vm, prop, &gcs[1]);
        data_release(vm, gcs);
        t = tab_of(prop);
    }
    if (!p.cell) { *found = false; return t->deflt; }
    *found = true;
    return *p.cell;
}

/* Is value the table's default?  As on the reference, this uses the
   table's own key equality: == for identity tables, = for =-tables, and
   the user's eq_p(default, value) otherwise. (May run Pop-11.) */
static bool is_default(VM *vm, PropTab *t, Val value)
{
    if (value == t->deflt) return true;
    switch (AUX_KIND(t)) {
    case PT_EQ_IDENT: return false;
    case PT_EQ_EQUAL: return val_equal(vm, t->deflt, value);
    default:
        if (t->h.aux & AUX_CEQ) return val_equal(vm, t->deflt, value);
        if (t->eq_p == FALSE_V) return false;
        vm_push(vm, t->deflt);
        vm_push(vm, value);
        vm_apply(vm, t->eq_p);
        return IS_TRUE(vm_pop(vm));
    }
}

/* Store value under key (storing the default deletes the entry). */
static void store(VM *vm, Val prop, Val key, Val value)
{
    PropTab *t = tab_of(prop);
    Probe p;
    bool dflt;
    if (AUX_KIND(t) == PT_EQ_IDENT) {
        p = probe_ident(t, key);
        dflt = value == t->deflt;
    } else {
        Val *gcs = data_slots(vm, 3);
        gcs[0] = prop; gcs[1] = key; gcs[2] = value;
        dflt = is_default(vm, tab_of(prop), value);
        p = probe(vm, prop, &gcs[1]);
        data_release(vm, gcs);
        t = tab_of(prop);
    }
    /* Present: overwrite, or delete when the value is the default (Poplog
       keeps no entry holding the default).  Absent: nothing to do for the
       default; else store in the array part, or in the free slot the probe
       ended at, rebuilding first when the hash part is full (the key may
       then belong to the new array part). */
    if (p.cell) {
        if (dflt) delete_entry(t, p);
        else *p.cell = value;
        return;
    }
    if (dflt) return;
    if (p.slot < 0) {
        tab_arr(t)[INT_VAL(key)] = value;
        t->acount++;
    } else {
        if (tab_occupied(t) >= t->cap) {
            rebuild(vm, t, key, MIN_CAP);
            if (in_array(t, key)) {
                tab_arr(t)[INT_VAL(key)] = value;
                t->acount++;
                t->count++;
                nominal_grow(t);
                return;
            }
            p.slot = p.hash;                 /* probe the new slots from the start */
        }
        slot_insert(t, key, value, p.hash, (uint32_t)p.slot);
    }
    t->count++;
    nominal_grow(t);
}

/* ---- the C interface (prop.h) ---------------------------------------------- */

/* Make a property: nominal size `size` (rounded up to a power of two, not
   expandable), default value, equality kind PT_EQ_*, gctype PT_GC_*,
   user hash/equality procedures (false unless PT_EQ_USER) and active
   default procedure (or false). */
Val prop_new(VM *vm, size_t size, Val deflt, int eqkind, int gctype,
             Val hash_p, Val eq_p, Val active_default)
{
    PropTab *t = gc_alloc(vm, sizeof(PropTab), T_PROPTAB);
    t->h.aux = (uint32_t)eqkind & 0xffu;
    t->h.flags = (uint16_t)gctype;
    set_logsize(t, log2_ceil(size ? size : 1));
    t->deflt = deflt;
    t->hash_p = hash_p;
    t->eq_p = eq_p;
    t->active_default = active_default;
    uint32_t cap = MIN_CAP;
    while (cap < size && cap < MAX_INIT_CAP) cap <<= 1;
    t->entries = 0;
    rebuild(vm, t, 0, cap);
    Proc *p = gc_alloc(vm, sizeof(Proc), T_PROC);
    p->h.aux = PK_PROPERTY;
    p->props = FALSE_V;
    p->updater = FALSE_V;
    p->nargs = 1;
    p->u.prop.table = (Val)t;
    return (Val)p;
}

/* Is v a property? */
bool prop_is(Val v)
{
    return IS_PROC(v) && PROC_KIND(v) == PK_PROPERTY;
}

/* The value stored under key, else the active default's result, else the
   default value. */
Val prop_get(VM *vm, Val prop, Val key)
{
    bool found;
    Val v = lookup(vm, prop, key, &found);
    if (found) return v;
    PropTab *t = tab_of(prop);
    if (t->active_default != FALSE_V) {
        vm_push(vm, key);
        vm_push(vm, prop);
        vm_apply(vm, t->active_default);
        return vm_pop(vm);
    }
    return v;
}

/* value -> prop(key); storing the default value removes the entry. */
void prop_put(VM *vm, Val prop, Val key, Val value)
{
    store(vm, prop, key, value);
}

/* The interpreter's call path: (key) -> (value).  An active default's
   results are left on the stack as it returns them. */
void prop_apply(VM *vm, Val prop)
{
    PropTab *t0 = tab_of(prop);
    if (AUX_KIND(t0) == PT_EQ_IDENT && vm->sp > vm->stack) {
        /* the common case, without calls: the result replaces the key */
        Probe p = probe_ident(t0, vm->sp[-1]);
        if (p.cell) { vm->sp[-1] = *p.cell; return; }
        if (t0->active_default == FALSE_V) { vm->sp[-1] = t0->deflt; return; }
    }
    Val key = vm_pop(vm);
    bool found;
    Val v = lookup(vm, prop, key, &found);
    if (!found) {
        PropTab *t = tab_of(prop);
        if (t->active_default != FALSE_V) {
            vm_push(vm, key);
            vm_push(vm, prop);
            vm_apply(vm, t->active_default);
            return;
        }
    }
    vm_push(vm, v);
}

/* The interpreter's update path: (value key) -> (). */
void prop_update(VM *vm, Val prop)
{
    PropTab *t = tab_of(prop);
    if (AUX_KIND(t) == PT_EQ_IDENT && vm->sp - vm->stack >= 2) {
        /* the common case: replace the value of an existing entry */
        Probe p = probe_ident(t, vm->sp[-1]);
        Val value = vm->sp[-2];
        if (p.cell && value != t->deflt) { *p.cell = value; vm->sp -= 2; return; }
    }
    Val key = vm_pop(vm);
    Val value = vm_pop(vm);
    store(vm, prop, key, value);
}

/* GC hook for weak tables: delete entries whose key (tmparg), value
   (tmpval), either (tmpboth) did not survive marking, or all (tmpclr);
   then compact in place.  Allocates nothing. */
void prop_gc_weak(VM *vm, Val tabv, bool (*is_marked)(Val))
{
    (void)vm;
    PropTab *t = (PropTab *)tabv;
    if (!t->entries || t->count == 0) return;
    int gct = t->h.flags;
    #define DEAD(k, v) (gct == PT_GC_TMPCLR || ((gct == PT_GC_TMPARG || gct == PT_GC_TMPBOTH) \
                        && !is_marked(k)) || ((gct == PT_GC_TMPVAL || gct == PT_GC_TMPBOTH) && !is_marked(v)))
    Val *arr = tab_arr(t);
    for (uint32_t k = 0; k < t->asize; k++)
        if (arr[k] && DEAD(MK_INT(k), arr[k])) { arr[k] = 0; t->acount--; t->count--; }
    Val *slots = tab_slots(t);
    uint32_t *order = tab_order(t), n = 0;
    for (uint32_t r = 0; r < t->nord; r++) {
        uint32_t i = order[r];
        Val k = S_KEY(slots, i);
        if (k == TOMBSTONE_V) continue;
        if (DEAD(k, S_VAL(slots, i))) {
            S_KEY(slots, i) = TOMBSTONE_V;
            S_VAL(slots, i) = 0;
            t->ndeleted++;
            t->count--;
            continue;
        }
        order[n++] = i;
    }
    #undef DEAD
    t->nord = n;
    if (t->count == t->acount) clear_hash_part(t);
}

/* copy(prop): a new property with its own table holding the same entries
   (independent afterwards). */
Val prop_copy(VM *vm, Val prop)
{
    PropTab *t = tab_of(prop);
    PropTab *nt = gc_alloc(vm, sizeof(PropTab), T_PROPTAB);
    nt->h.aux = t->h.aux;
    nt->h.flags = t->h.flags;
    nt->count = t->count;
    nt->cap = t->cap;
    nt->ndeleted = t->ndeleted;
    nt->expand = t->expand;
    nt->asize = t->asize;
    nt->acount = t->acount;
    nt->nord = t->nord;
    nt->deflt = t->deflt;
    nt->hash_p = t->hash_p;
    nt->eq_p = t->eq_p;
    nt->active_default = t->active_default;
    int kind = AUX_KIND(t);
    nt->entries = alloc_entries(vm, kind, t->asize, t->cap);
    memcpy(VEC_PTR(nt->entries)->items, VEC_PTR(t->entries)->items,
           entries_bytes(kind, t->asize, t->cap));
    Proc *op = PROC_PTR(prop);
    Proc *p = gc_alloc(vm, sizeof(Proc), T_PROC);
    p->h.aux = PK_PROPERTY;
    p->props = op->props;
    p->updater = op->updater;
    p->nargs = op->nargs;
    p->u.prop.table = (Val)nt;
    return (Val)p;
}

/* Number of entries (datalength of a property). */
uint32_t prop_count(Val prop)
{
    return tab_of(prop)->count;
}

/* A snapshot of the entries as a vector {k1 v1 k2 v2 ...}, in table order. */
Val prop_snapshot(VM *vm, Val prop)
{
    PropTab *t = tab_of(prop);
    Val v = mk_vector(vm, 2 * (size_t)t->count, 0);
    Val *arr = tab_arr(t), *slots = tab_slots(t), *out = VEC_PTR(v)->items;
    uint32_t *order = tab_order(t), n = 0;
    for (uint32_t k = 0; k < t->asize; k++) {
        if (!arr[k]) continue;
        out[n++] = MK_INT(k);
        out[n++] = arr[k];
    }
    for (uint32_t r = 0; r < t->nord; r++) {
        uint32_t i = order[r];
        if (S_KEY(slots, i) == TOMBSTONE_V) continue;
        out[n++] = S_KEY(slots, i);
        out[n++] = S_VAL(slots, i);
    }
    return v;
}

/* ---- argument checking ------------------------------------------------------ */

/* v if it is a property; PROPERTY NEEDED otherwise. */
static Val check_prop(VM *vm, Val v)
{
    if (!prop_is(v)) vm_mishap(vm, "PROPERTY NEEDED", 1, v);
    return v;
}

/* The PT_GC_* kind a gctype word names (the order of names[] is that of
   the enum); INVALID PROPERTY ENTRY TYPE for anything else. */
static int gctype_of(VM *vm, Val w)
{
    static const char *const names[] = { "perm", "tmparg", "tmpval", "tmpboth", "tmpclr" };
    if (IS_WORD(w))
        for (int i = 0; i < 5; i++)
            if (strcmp(WORD_PTR(w)->chars, names[i]) == 0) return i;
    /* the old form, still accepted by Poplog: true permanent, false tmparg */
    if (w == TRUE_V) return 0;
    if (w == FALSE_V) return 1;
    vm_mishap(vm, "INVALID PROPERTY ENTRY TYPE", 1, w);
}

/* A table size argument: an integer from 1 to 2^40 (a bound that keeps
   the rounding and growth arithmetic in range). */
static size_t table_size_arg(VM *vm, Val v)
{
    if (!IS_INT(v) || INT_VAL(v) < 1 || INT_VAL(v) > ((intptr_t)1 << 40))
        vm_mishap(vm, "INVALID TABLE SIZE FOR PROPERTY", 1, v);
    return (size_t)INT_VAL(v);
}

/* An alist argument: a list ([] included); LIST NEEDED otherwise. */
static Val check_list_arg(VM *vm, Val v)
{
    if (IS_PAIR(v) || v == NIL_V) return v;
    vm_mishap(vm, "LIST NEEDED", 1, v);
}

/* Store the [key value ...] associations of alist into prop. */
static void load_alist(VM *vm, Val prop, Val alist)
{
    data_root(vm, &prop);
    data_root(vm, &alist);
    check_list_arg(vm, alist);
    while (IS_PAIR(alist)) {
        Val a = FRONT(alist);
        if (a == NIL_V) vm_mishap(vm, "NON-EMPTY LIST NEEDED", 1, a);
        if (!IS_PAIR(a)) vm_mishap(vm, "LIST NEEDED", 1, a);
        Val rest = BACK(a);
        if (rest == NIL_V) vm_mishap(vm, "NON-EMPTY LIST NEEDED", 1, rest);
        if (!IS_PAIR(rest)) vm_mishap(vm, "LIST NEEDED", 1, rest);
        store(vm, prop, FRONT(a), FRONT(rest));
        alist = check_list_arg(vm, BACK(alist));
    }
    data_unroot(vm, 2);
}

/* Is p the primitive registered under the Pop-11 name `name`? */
static bool is_named_prim(VM *vm, Val p, const char *name)
{
    return IS_PROC(p) && PROC_KIND(p) == PK_PRIM && PROC_PTR(p)->props == word_cstr(vm, name);
}

/* Optional positive integer argument of newanyproperty: 0 for false. */
static uint32_t opt_posint(VM *vm, Val v)
{
    if (v == FALSE_V) return 0;
    if (!IS_INT(v)) vm_mishap(vm, "INTEGER NEEDED", 1, v);
    if (INT_VAL(v) < 1) vm_mishap(vm, "INTEGER >= 1 NEEDED", 1, v);
    return INT_VAL(v) > 0x40000000 ? 0x40000000u : (uint32_t)INT_VAL(v);
}

/* Make an expandable-or-not property from newanyproperty's arguments. */
static Val make_any(VM *vm, Val alist, Val size, Val expand, Val thresh, Val hash_p,
                    Val eq_p, Val gctype, Val deflt, Val active)
{
    size_t sz = table_size_arg(vm, size);
    uint32_t pw = opt_posint(vm, expand);
    uint32_t th = opt_posint(vm, thresh);
    if (hash_p != FALSE_V) {
        if (IS_TYPE(hash_p, T_REF) && IS_PROC(((Ref *)hash_p)->cont))
            hash_p = ((Ref *)hash_p)->cont;        /* address-based: we never move */
        check_proc(vm, hash_p);
    }
    if (eq_p != FALSE_V) {
        if (hash_p == FALSE_V)
            vm_mishap(vm, "NO HASHING PROCEDURE SPECIFIED WITH EQUALS PROCEDURE", 1, eq_p);
        check_proc(vm, eq_p);
    }
    int gct = gctype_of(vm, gctype);
    if (active != FALSE_V) check_proc(vm, active);

    uint32_t flags = 0;
    if (hash_p != FALSE_V && is_named_prim(vm, hash_p, "syshash")) { flags |= AUX_CHASH; hash_p = FALSE_V; }
    if (eq_p != FALSE_V && is_named_prim(vm, eq_p, "=")) { flags |= AUX_CEQ; eq_p = FALSE_V; }
    int kind = PT_EQ_USER;
    if (hash_p == FALSE_V && eq_p == FALSE_V) {
        if (!flags) kind = PT_EQ_IDENT;
        else if (flags == (AUX_CHASH | AUX_CEQ)) { kind = PT_EQ_EQUAL; flags = 0; }
    }

    Val prop = prop_new(vm, sz, deflt, kind, gct, hash_p, eq_p, active);
    PropTab *t = tab_of(prop);
    t->h.aux |= flags;
    if (pw || th) {
        if (!pw) pw = 1;
        if (pw > 62) pw = 62;
        t->h.aux = (t->h.aux & ~(0xffu << 8)) | (pw << 8);
        t->expand = th ? th : (uint32_t)1 << AUX_LOGSIZE(t);
    }
    load_alist(vm, prop, alist);
    return prop;
}

/* ---- primitives ----------------------------------------------------------- */

PRIM(p_newproperty, "newproperty", 4, 1, "newproperty(alist, size, default, gctype) -> prop: a hash table keyed by identity (==); gctype is \"perm\", \"tmparg\", \"tmpval\", \"tmpboth\" or \"tmpclr\"")
{
    Val gctype = POP(), deflt = POP(), size = POP(), alist = POP();
    int gct = gctype_of(vm, gctype);
    size_t sz = table_size_arg(vm, size);
    check_list_arg(vm, alist);
    Val prop = prop_new(vm, sz, deflt, PT_EQ_IDENT, gct, FALSE_V, FALSE_V, FALSE_V);
    load_alist(vm, prop, alist);
    PUSH(prop);
}

PRIM(p_newanyproperty, "newanyproperty", 9, 1, "newanyproperty(alist, size, expand_pow, thresh, hash_p, equal_p, gctype, default, active_default) -> prop: a property with optional growth, user hashing/equality and an active default")
{
    Val active = POP(), deflt = POP(), gctype = POP(), eq_p = POP(), hash_p = POP();
    Val thresh = POP(), expand = POP(), size = POP(), alist = POP();
    PUSH(make_any(vm, alist, size, expand, thresh, hash_p, eq_p, gctype, deflt, active));
}

PRIM(p_newmapping, "newmapping", 4, 1, "newmapping(alist, size, default, expand) -> prop: a \"perm\" property matching keys with = (structural equality); expand true lets it grow")
{
    Val expand = POP(), deflt = POP(), size = POP(), alist = POP();
    size_t sz = table_size_arg(vm, size);
    check_list_arg(vm, alist);
    Val prop = prop_new(vm, sz, deflt, PT_EQ_EQUAL, PT_GC_PERM, FALSE_V, FALSE_V, FALSE_V);
    if (IS_TRUE(expand)) {
        PropTab *t = tab_of(prop);
        t->h.aux = (t->h.aux & ~(0xffu << 8)) | (1u << 8);
        t->expand = (uint32_t)(sz > 0x40000000u ? 0x40000000u : sz);
    }
    load_alist(vm, prop, alist);
    PUSH(prop);
}

PRIM(p_newassoc, "newassoc", 1, 1, "newassoc(alist) -> prop: same as newproperty(alist, 20, false, \"perm\")")
{
    Val alist = POP();
    check_list_arg(vm, alist);
    Val prop = prop_new(vm, 20, FALSE_V, PT_EQ_IDENT, PT_GC_PERM, FALSE_V, FALSE_V, FALSE_V);
    load_alist(vm, prop, alist);
    PUSH(prop);
}

PRIM(p_isproperty, "isproperty", 1, 1, "isproperty(item) -> bool: true if item is a property")
{
    Val v = POP();
    PUSH(BOOL_V(prop_is(v)));
}

/* Apply p(key, value) to each entry of a snapshot vector. */
static void apply_entries(VM *vm, Val snap, Val p)
{
    Val *gcs = data_slots(vm, 2);
    gcs[0] = snap; gcs[1] = p;
    uint32_t n = VEC_PTR(snap)->len;
    for (uint32_t i = 0; i + 1 < n; i += 2) {
        PUSH(VEC_PTR(snap)->items[i]);
        PUSH(VEC_PTR(snap)->items[i + 1]);
        vm_apply(vm, p);
    }
    data_release(vm, gcs);
}

PRIM(p_appproperty, "appproperty", 2, 0, "appproperty(prop, p): apply p(key, value) to every entry of a copy of prop's table, so p may change prop")
{
    if (interp_redirect(vm, "appproperty")) return;
    Val p = POP(), prop = POP();
    check_prop(vm, prop);
    check_proc(vm, p);
    apply_entries(vm, prop_snapshot(vm, prop), p);
}

PRIM(p_fast_appproperty, "fast_appproperty", 2, 0, "fast_appproperty(prop, p): apply p(key, value) to every entry of prop without copying the table first")
{
    Val p = POP(), prop = POP();
    check_prop(vm, prop);
    check_proc(vm, p);
    Val *gcs = data_slots(vm, 2);
    gcs[0] = prop; gcs[1] = p;
    /* array part (re-read after each call: p may change prop), then the
       hash part in order */
    for (uint32_t k = 0; k < tab_of(prop)->asize; k++) {
        Val v = tab_arr(tab_of(prop))[k];
        if (!v) continue;
        PUSH(MK_INT(k));
        PUSH(v);
        vm_apply(vm, p);
    }
    for (uint32_t r = 0; r < tab_of(prop)->nord; r++) {
        PropTab *t = tab_of(prop);
        uint32_t i = tab_order(t)[r];
        Val k = S_KEY(tab_slots(t), i);
        if (k == TOMBSTONE_V) continue;
        PUSH(k);
        PUSH(S_VAL(tab_slots(t), i));
        vm_apply(vm, p);
    }
    data_release(vm, gcs);
}

/* Drop every entry by giving the table a fresh, empty entries vector
   (the old one becomes garbage; the nominal size is unchanged). */
static void clear_table(VM *vm, Val prop)
{
    PropTab *t = tab_of(prop);
    t->count = 0;
    t->asize = 0;
    t->entries = 0;
    rebuild(vm, t, 0, MIN_CAP);
}

PRIM(p_clearproperty, "clearproperty", 1, 0, "clearproperty(prop): remove every entry of prop")
{
    Val prop = check_prop(vm, POP());
    clear_table(vm, prop);
}

PRIM(p_clear_prop_entries, "clear_prop_entries", 1, 0, "clear_prop_entries(prop): remove every entry of prop (same as clearproperty)")
{
    Val prop = check_prop(vm, POP());
    clear_table(vm, prop);
}

PRIM(p_property_default, "property_default", 1, 1, "property_default(prop) -> item: the default value of prop")
{
    Val prop = check_prop(vm, POP());
    PUSH(tab_of(prop)->deflt);
}

PRIM(p_property_size, "property_size", 1, 1, "property_size(prop) -> n: the table size of prop (a power of two; grows for expandable properties)")
{
    Val prop = check_prop(vm, POP());
    PUSH(MK_INT((intptr_t)1 << AUX_LOGSIZE(tab_of(prop))));
}

PRIM(p_property_active, "property_active", 1, 1, "property_active(prop) -> p: the active default procedure of prop, or false")
{
    Val prop = check_prop(vm, POP());
    PUSH(tab_of(prop)->active_default);
}

UPDATER(p_property_active_upd, "property_active", 2, "p -> property_active(prop): set (or with false remove) the active default procedure of prop")
{
    Val prop = POP(), p = POP();
    check_prop(vm, prop);
    if (p != FALSE_V) check_proc(vm, p);
    tab_of(prop)->active_default = p;
}

PRIM(p_syshash, "syshash", 1, 1, "syshash(item) -> int: a hash code for item such that x = y implies syshash(x) == syshash(y)")
{
    Val v = POP();
    if (IS_TYPE(v, T_RECORD) || IS_TYPE(v, T_UVECTOR)) {      /* a user class_hash */
        Val h = ((Key *)((Record *)v)->key)->hash_p;
        if (h && IS_PROC(h)) { PUSH(v); vm_apply(vm, h); return; }
    }
    PUSH(MK_INT((intptr_t)val_hash_equal(vm, v)));
}

PRIM(p_property_equal, "property_equal", 2, 1, "property_equal(prop1, prop2) -> bool: true if both use the same key equality and hold the same keys with = values")
{
    Val b = POP(), a = POP();
    check_prop(vm, a);
    check_prop(vm, b);
    PropTab *ta = tab_of(a), *tb = tab_of(b);
    if (AUX_KIND(ta) != AUX_KIND(tb) || ta->eq_p != tb->eq_p
        || (ta->h.aux & AUX_CEQ) != (tb->h.aux & AUX_CEQ) || ta->count != tb->count) {
        PUSH(FALSE_V);
        return;
    }
    Val snap = prop_snapshot(vm, a);
    Val *gcs = data_slots(vm, 2);
    gcs[0] = snap; gcs[1] = b;
    bool eq = true;
    for (uint32_t i = 0; eq && i + 1 < VEC_PTR(snap)->len; i += 2) {
        Val k = VEC_PTR(snap)->items[i];
        bool found;
        Val v = lookup(vm, b, k, &found);
        eq = found && val_equal(vm, v, VEC_PTR(snap)->items[i + 1]);
    }
    data_release(vm, gcs);
    PUSH(BOOL_V(eq));
}

/* Make newmapping and newassoc (library procedures in Poplog)
   redefinable by user programs. */
void prop_init(VM *vm)
{
    interp_hooks.apply[PK_PROPERTY] = prop_apply;
    interp_hooks.update[PK_PROPERTY] = prop_update;
    static const char *const names[] = { "newmapping", "newassoc", NULL };
    data_make_redefinable(vm, names);
}
