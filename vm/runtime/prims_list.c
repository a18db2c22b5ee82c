/*
** prims_list.c -- pairs, lists and vectors (REF LISTS, REF VECTORS), <>,
** sorting, and indexed access for the interpreter (data.h).  The generic
** structure procedures (datalength, explode, copy, last, ...) are in
** prims_str.c.
**
** Design notes
**   Checks follow the reference's messages: a pair whose back is not [], a
**   pair or a procedure is not a list and gives "LIST NEEDED" naming that
**   pair; hd/tl/dest of [] give "NON-EMPTY LIST NEEDED"; front/back of a
**   non-pair "PAIR NEEDED".  fast_ procedures check only what is needed
**   not to crash (Poplog does not check them at all).
**
**   Dynamic lists (pdtolist): a pair whose front is true and whose back is
**   a generator procedure; taking its head calls the generator, storing the
**   result in the front and a new dynamic pair in the back, or false in the
**   front when the generator returns termin (the list is then null).  All
**   checked list procedures walk lists with lfirst()/data_list_step(), which
**   expands such pairs; so they may run Pop-11 code.
**
**   GC: the collector runs only inside vm_apply (user procedures, dynamic
**   list generators, user class_= procedures behind `=`), and then every
**   Val a primitive still needs must be reachable from a root.  Primitives
**   that call user procedures in a loop (applist, maplist, delete with
**   eq_p, syssort, ...) keep their state in data_slots() (GC-scanned slots
**   on the local-slot stack, which nest as deeply as calls do); the short
**   stretches that may only run a dynamic list's generator use data_root()
**   (a bounded gc_push_root).
**
**   syssort reproduces LIB NC_LISTSORT's merge sort exactly (same runs,
**   same merge order, same calls of the predicate), so the order of equal
**   elements matches Poplog: runs are maximal chains where before_p(prev,
**   next) holds, and a merge takes from its second input whenever
**   before_p(first, second) is false.  The sort works on a rooted vector of
**   the list's pairs plus successor links, leaving the list untouched until
**   the order is known, and then relinks the original pairs (non-copying
**   mode reuses them, as Poplog does).
**
**   Inside a process, the built-ins that call a procedure argument
**   (applist, maplist, ncmaplist, syssort, nc_listsort ...) first ask
**   interp_redirect to hand the call to their Pop-11 versions
**   (lib/auto/process_builtins.p): a suspend inside a procedure called
**   from C would have to drop the C frame in between, which process.c
**   cannot do, so the C loop steps aside.
**
**   Entry points for the rest of the VM: data_list_step, data_list_length,
**   data_list_from_stack, data_vector_from_stack, data_fill_list,
**   data_index and data_index_update (data.h; the last two and
**   data_list_step become interp_hooks in prims_list_init, so that the
**   interpreter's indexing and list loops reach them without including
**   this layer).
*/
#include <string.h>
#include "prim.h"
#include "gc.h"
#include "num.h"
#include "prop.h"
#include "interp.h"
#include "data.h"

/* ---- helpers ------------------------------------------------------------- */

/* v as a C integer >= 0: INTEGER NEEDED, or INTEGER >= 0 NEEDED. */
static intptr_t check_nonneg(VM *vm, Val v)
{
    intptr_t n = check_int(vm, v);
    if (n < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, v);
    return n;
}

/* Expand the dynamic-list pair l (back is a procedure): [] if it is
   exhausted (front false); l itself for any other front but true (a pair
   whose back merely is a procedure); for true the generator runs once,
   l becomes an ordinary pair holding its result, and a fresh dynamic pair
   on the same generator becomes l's back.  Runs Pop-11 code, so l and the
   generator are rooted across the call; the result needs no root, since
   mk_pair never collects. */
static Val dyn_expand(VM *vm, Val l)
{
    Val f = FRONT(l);
    if (f == FALSE_V) return NIL_V;
    if (f != TRUE_V) return l;
    Val gen = BACK(l);
    data_root(vm, &l);
    data_root(vm, &gen);
    vm_apply(vm, gen);
    Val x = POP();
    data_unroot(vm, 2);
    if (x == TERMIN_V) { FRONT(l) = FALSE_V; return NIL_V; }
    FRONT(l) = x;
    BACK(l) = mk_pair(vm, TRUE_V, gen);
    return l;
}

/* See data.h. */
Val data_list_step(VM *vm, Val l)
{
    if (l == NIL_V) return NIL_V;
    if (IS_PAIR(l)) {
        Val b = BACK(l);
        if (b == NIL_V || IS_PAIR(b)) return l;
        if (IS_PROC(b)) return dyn_expand(vm, l);
    }
    vm_mishap(vm, "LIST NEEDED", 1, l);
}

/* Inline fast path of data_list_step for ordinary pairs. */
static inline Val lfirst(VM *vm, Val l)
{
    if (IS_PAIR(l)) {
        Val b = BACK(l);
        if (b == NIL_V || IS_PAIR(b)) return l;
    } else if (l == NIL_V) {
        return NIL_V;
    }
    return data_list_step(vm, l);
}

/* The non-empty list l's first pair; "NON-EMPTY LIST NEEDED" if empty. */
static Val nonempty(VM *vm, Val l)
{
    Val p = lfirst(vm, l);
    if (p == NIL_V) vm_mishap(vm, "NON-EMPTY LIST NEEDED", 1, l);
    return p;
}

/* v if it is a pair; PAIR NEEDED otherwise ([] included). */
static Val check_pair(VM *vm, Val v)
{
    if (!IS_PAIR(v)) vm_mishap(vm, "PAIR NEEDED", 1, v);
    return v;
}

/* See data.h. */
intptr_t data_list_length(VM *vm, Val l)
{
    intptr_t n = 0;
    data_root(vm, &l);
    while ((l = lfirst(vm, l)) != NIL_V) { n++; l = BACK(l); }
    data_unroot(vm, 1);
    return n;
}

/* A fresh copy of the list l (checked; dynamic lists expanded). */
static Val copy_list(VM *vm, Val l)
{
    Val head = NIL_V, last = NIL_V;
    data_root(vm, &l); data_root(vm, &head); data_root(vm, &last);
    while ((l = lfirst(vm, l)) != NIL_V) {
        Val p = mk_pair(vm, FRONT(l), NIL_V);
        if (last == NIL_V) head = p; else BACK(last) = p;
        last = p;
        l = BACK(l);
    }
    data_unroot(vm, 3);
    return head;
}

/* Number of items on the user stack (the primitives that push a variable
   number of results measure before and after). */
static inline size_t stack_len(VM *vm) { return (size_t)(vm->sp - vm->stack); }

/* See data.h. */
Val data_list_from_stack(VM *vm, size_t n)
{
    NEED((ptrdiff_t)n);
    Val l = NIL_V;
    for (size_t i = 0; i < n; i++) l = mk_pair(vm, vm->sp[-1 - (ptrdiff_t)i], l);
    vm->sp -= n;
    return l;
}

/* See data.h. */
Val data_vector_from_stack(VM *vm, size_t n)
{
    NEED((ptrdiff_t)n);
    Val v = mk_vector(vm, n, 0);
    memcpy(VEC_PTR(v)->items, vm->sp - n, n * sizeof(Val));
    vm->sp -= n;
    return v;
}

/* ---- pairs ---------------------------------------------------------------- */

PRIM(p_conspair, "conspair", 2, 1, "conspair(item1, item2) -> pair: a new pair with front item1 and back item2")
{
    Val b = POP(), a = POP();
    PUSH(mk_pair(vm, a, b));
}

PRIM(p_cons_op, "::", 2, 1, "item :: list -> list: a new list with head item and tail list")
{
    Val l = POP(), x = POP();
    if (!IS_PAIR(l) && l != NIL_V) vm_mishap(vm, "LIST NEEDED", 1, l);
    PUSH(mk_pair(vm, x, l));
}

PRIM(p_cons, "cons", 2, 1, "cons(item, list) -> list: same as item :: list")
{
    Val l = POP(), x = POP();
    if (!IS_PAIR(l) && l != NIL_V) {
        doing_as(vm, "::");
        vm_mishap(vm, "LIST NEEDED", 1, l);
    }
    PUSH(mk_pair(vm, x, l));
}

PRIM(p_front, "front", 1, 1, "front(pair) -> item: the front of a pair")
{
    PUSH(FRONT(check_pair(vm, POP())));
}

UPDATER(p_front_upd, "front", 2, "item -> front(pair): set the front of a pair")
{
    Val p = POP(), x = POP();
    FRONT(check_pair(vm, p)) = x;
}

PRIM(p_back, "back", 1, 1, "back(pair) -> item: the back of a pair")
{
    PUSH(BACK(check_pair(vm, POP())));
}

UPDATER(p_back_upd, "back", 2, "item -> back(pair): set the back of a pair")
{
    Val p = POP(), x = POP();
    BACK(check_pair(vm, p)) = x;
}

PRIM(p_fast_front, "fast_front", 1, 1, "fast_front(pair) -> item: front without checking (minimal check here)")
{
    PUSH(FRONT(check_pair(vm, POP())));
}

UPDATER(p_fast_front_upd, "fast_front", 2, "item -> fast_front(pair): set the front of a pair")
{
    Val p = POP(), x = POP();
    FRONT(check_pair(vm, p)) = x;
}

PRIM(p_fast_back, "fast_back", 1, 1, "fast_back(pair) -> item: back without checking (minimal check here)")
{
    PUSH(BACK(check_pair(vm, POP())));
}

UPDATER(p_fast_back_upd, "fast_back", 2, "item -> fast_back(pair): set the back of a pair")
{
    Val p = POP(), x = POP();
    BACK(check_pair(vm, p)) = x;
}

PRIM(p_destpair, "destpair", 1, 2, "destpair(pair) -> (front, back): both fields of a pair")
{
    Val p = check_pair(vm, POP());
    PUSH(FRONT(p));
    PUSH(BACK(p));
}

/* (the [] case reads the top item in place before popping: PEEK keeps it
   on the stack when it is [], which is then both results) */
PRIM(p_fast_destpair, "fast_destpair", 1, 2, "fast_destpair(pair) -> (front, back): destpair without checking; fast_destpair([]) is [], [] (REF RECORDS relies on it)")
{
    if (PEEK(0) == NIL_V) { PUSH(NIL_V); return; }
    Val p = check_pair(vm, POP());
    PUSH(FRONT(p));
    PUSH(BACK(p));
}

/* The sys_grbg_ procedures let Poplog programs hand pairs back to the
   free list early; a mark/sweep collector finds them anyway, so they only
   do the part that has a result. */
PRIM(p_sys_grbg_destpair, "sys_grbg_destpair", 1, 2, "sys_grbg_destpair(pair) -> (front, back): destpair, promising the pair is garbage")
{
    Val p = check_pair(vm, POP());
    PUSH(FRONT(p));
    PUSH(BACK(p));
}

PRIM(p_sys_grbg_list, "sys_grbg_list", 1, 0, "sys_grbg_list(list): declare the list's pairs garbage (a no-op here)")
{
    (void)POP();
}

PRIM(p_ispair, "ispair", 1, 1, "ispair(item) -> bool: true if item is a pair")
{
    Val v = POP();
    PUSH(BOOL_V(IS_PAIR(v)));
}

PRIM(p_atom, "atom", 1, 1, "atom(item) -> bool: true if item is not a pair")
{
    Val v = POP();
    PUSH(BOOL_V(!IS_PAIR(v)));
}

PRIM(p_islist, "islist", 1, 1, "islist(item) -> bool: true for [] and for a pair whose back is [], a pair or a procedure (dynamic list)")
{
    Val v = POP();
    bool r = v == NIL_V;
    if (IS_PAIR(v)) { Val b = BACK(v); r = b == NIL_V || IS_PAIR(b) || IS_PROC(b); }
    PUSH(BOOL_V(r));
}

PRIM(p_null, "null", 1, 1, "null(list) -> bool: true if list is empty ([] or an exhausted dynamic list)")
{
    Val l = POP();
    PUSH(BOOL_V(lfirst(vm, l) == NIL_V));
}

PRIM(p_recursive_front, "recursive_front", 1, 1, "recursive_front(item) -> item: apply front while the item is a pair")
{
    Val v = POP();
    while (IS_PAIR(v)) v = FRONT(v);
    PUSH(v);
}

PRIM(p_lastpair, "lastpair", 1, 1, "lastpair(pair) -> pair: the last pair of a chain of pairs")
{
    Val p = check_pair(vm, POP());
    while (IS_PAIR(BACK(p))) p = BACK(p);
    PUSH(p);
}

/* ---- list access ------------------------------------------------------------ */

PRIM(p_hd, "hd", 1, 1, "hd(list) -> item: the first element of a non-empty list")
{
    Val l = POP();
    if (IS_PAIR(l)) {
        Val b = BACK(l);
        if (b == NIL_V || IS_PAIR(b)) { PUSH(FRONT(l)); return; }
    }
    PUSH(FRONT(nonempty(vm, l)));
}

UPDATER(p_hd_upd, "hd", 2, "item -> hd(list): replace the first element of a non-empty list")
{
    Val l = POP(), x = POP();
    data_root(vm, &x);
    Val p = nonempty(vm, l);
    data_unroot(vm, 1);
    FRONT(p) = x;
}

PRIM(p_tl, "tl", 1, 1, "tl(list) -> list: the tail of a non-empty list")
{
    Val l = POP();
    if (IS_PAIR(l)) {
        Val b = BACK(l);
        if (b == NIL_V || IS_PAIR(b)) { PUSH(b); return; }
    }
    PUSH(BACK(nonempty(vm, l)));
}

UPDATER(p_tl_upd, "tl", 2, "list2 -> tl(list): replace the tail of a non-empty list (list2 must be a list)")
{
    Val l = POP(), x = POP();
    data_root(vm, &x);
    Val p = nonempty(vm, l);
    data_unroot(vm, 1);
    if (!IS_PAIR(x) && x != NIL_V && !IS_PROC(x)) vm_mishap(vm, "LIST NEEDED", 1, x);
    BACK(p) = x;
}

PRIM(p_dest, "dest", 1, 2, "dest(list) -> (head, tail): the head and tail of a non-empty list")
{
    Val p = nonempty(vm, POP());
    PUSH(FRONT(p));
    PUSH(BACK(p));
}

PRIM(p_listlength, "listlength", 1, 1, "listlength(list) -> n: the number of elements of a list")
{
    PUSH(MK_INT(data_list_length(vm, POP())));
}

/* The n-th pair of list l (1-based), or 0 if the list is too short. */
static Val nth_pair(VM *vm, intptr_t n, Val l)
{
    data_root(vm, &l);
    Val r = 0;
    while ((l = lfirst(vm, l)) != NIL_V) {
        if (--n == 0) { r = l; break; }
        l = BACK(l);
    }
    data_unroot(vm, 1);
    return r;
}

/* The pair holding element idx of list l, or 0 if idx is not an integer
   in range (l is checked to be a list either way, so a non-list gets LIST
   NEEDED before any index mishap, as in Poplog).  Expands a dynamic list
   as far as idx: the caller roots what it holds. */
static Val indexed_pair(VM *vm, Val idx, Val l)
{
    if (IS_INT(idx) && INT_VAL(idx) >= 1) return nth_pair(vm, INT_VAL(idx), l);
    (void)lfirst(vm, l);
    return 0;
}

PRIM(p_subscrl, "subscrl", 2, 1, "subscrl(n, list) -> item: the n-th element of list (the class_apply of lists)")
{
    Val l = POP(), i = POP();
    Val p = indexed_pair(vm, i, l);
    if (!p) vm_mishap(vm, "BAD ARGUMENTS FOR INDEXED LIST ACCESS", 2, i, l);
    PUSH(FRONT(p));
}

UPDATER(p_subscrl_upd, "subscrl", 3, "item -> subscrl(n, list): replace the n-th element of list")
{
    Val l = POP(), i = POP(), x = POP();
    data_root(vm, &x);
    Val p = indexed_pair(vm, i, l);
    data_unroot(vm, 1);
    if (!p) vm_mishap(vm, "BAD ARGUMENTS FOR INDEXED LIST ACCESS", 2, i, l);
    FRONT(p) = x;
}

PRIM(p_dl, "dl", 1, -1, "dl(list) -> (item1, ..., itemN): push every element of list")
{
    Val l = POP();
    data_root(vm, &l);
    while ((l = lfirst(vm, l)) != NIL_V) { PUSH(FRONT(l)); l = BACK(l); }
    data_unroot(vm, 1);
}

/* See data.h. */
void data_fill_list(VM *vm, Val l)
{
    /* the length is taken first, which expands a dynamic list completely,
       so the loop below meets ordinary pairs only and runs no Pop-11 */
    intptr_t n = data_list_length(vm, l);
    NEED(n);
    Val *base = vm->sp - n;
    for (intptr_t i = 0; i < n; i++) { l = lfirst(vm, l); FRONT(l) = base[i]; l = BACK(l); }
    vm->sp = base;
}

UPDATER(p_dl_upd, "dl", 1, "(item1, ..., itemN) -> dl(list): replace the N elements of list from the stack")
{
    data_fill_list(vm, POP());
}

PRIM(p_destlist, "destlist", 1, -1, "destlist(list) -> (item1, ..., itemN, N): push the elements of list and their number")
{
    Val l = POP();
    size_t before = stack_len(vm);
    data_root(vm, &l);
    while ((l = lfirst(vm, l)) != NIL_V) { PUSH(FRONT(l)); l = BACK(l); }
    data_unroot(vm, 1);
    PUSH(MK_INT((intptr_t)(stack_len(vm) - before)));
}

PRIM(p_conslist, "conslist", -1, 1, "conslist(item1, ..., itemN, N) -> list: a list of the top N stack items")
{
    intptr_t n = check_nonneg(vm, POP());
    PUSH(data_list_from_stack(vm, (size_t)n));
}

PRIM(p_initl, "initl", 1, 1, "initl(n) -> list: a list of n elements, each []")
{
    intptr_t n = check_nonneg(vm, POP());
    Val l = NIL_V;
    while (n-- > 0) l = mk_pair(vm, NIL_V, l);
    PUSH(l);
}

PRIM(p_pdtolist, "pdtolist", 1, 1, "pdtolist(p) -> list: a dynamic list whose elements are produced by calling p until it returns termin")
{
    Val p = check_proc(vm, POP());
    PUSH(mk_pair(vm, TRUE_V, p));
}

/* An expanded dynamic pair is an ordinary pair, so only the unexpanded
   tail of a dynamic list (front true) or its exhausted end (front false)
   answers with the generator. */
PRIM(p_isdynamic, "isdynamic", 1, 1, "isdynamic(item) -> p: the generator procedure of a dynamic list, else false")
{
    Val v = POP();
    bool dyn = IS_PAIR(v) && IS_PROC(BACK(v)) && (FRONT(v) == TRUE_V || FRONT(v) == FALSE_V);
    PUSH(dyn ? BACK(v) : FALSE_V);
}

PRIM(p_expandlist, "expandlist", 1, 1, "expandlist(list) -> list: expand every element of a dynamic list (list returned unchanged)")
{
    Val l = POP(), w = l;
    data_root(vm, &l); data_root(vm, &w);
    while ((w = lfirst(vm, w)) != NIL_V) w = BACK(w);
    data_unroot(vm, 2);
    PUSH(l);
}

/* ---- list utilities --------------------------------------------------------- */

PRIM(p_rev, "rev", 1, 1, "rev(list) -> list: a new list with the elements in reverse order")
{
    Val l = POP(), acc = NIL_V;
    data_root(vm, &l); data_root(vm, &acc);
    while ((l = lfirst(vm, l)) != NIL_V) { acc = mk_pair(vm, FRONT(l), acc); l = BACK(l); }
    data_unroot(vm, 2);
    PUSH(acc);
}

/* Reverse l in place, returning its last pair as the new head; the pairs
   are relinked one by one as the walk reaches them, so a dynamic list is
   expanded (and rooted) as it goes. */
static Val nc_reverse(VM *vm, Val l)
{
    Val acc = NIL_V;
    data_root(vm, &l); data_root(vm, &acc);
    while ((l = lfirst(vm, l)) != NIL_V) {
        Val next = BACK(l);
        BACK(l) = acc;
        acc = l;
        l = next;
    }
    data_unroot(vm, 2);
    return acc;
}

PRIM(p_ncrev, "ncrev", 1, 1, "ncrev(list) -> list: reverse list destructively, reusing its pairs")
{
    PUSH(nc_reverse(vm, POP()));
}

PRIM(p_fast_ncrev, "fast_ncrev", 1, 1, "fast_ncrev(list) -> list: ncrev without checking")
{
    PUSH(nc_reverse(vm, POP()));
}

PRIM(p_copylist, "copylist", 1, 1, "copylist(list) -> list: a copy of the list's pairs (elements are shared)")
{
    PUSH(copy_list(vm, POP()));
}

/* Copy l and its list elements recursively.  Allocation never collects,
   so nothing needs rooting.  Each level of the descent into heads costs
   TREE_COST call-stack words (vm_cs_charge), Poplog's frame of copytree:
   cyclic data ends in "rle" at the depth Poplog's does. */
#define TREE_COST 4
static Val copy_tree(VM *vm, Val l)
{
    if (!IS_PAIR(l)) return l;
    Val head = NIL_V, last = NIL_V;
    while (IS_PAIR(l)) {
        vm_cs_charge(vm, TREE_COST);
        Val x = copy_tree(vm, FRONT(l));
        vm_cs_release(vm, TREE_COST);
        Val p = mk_pair(vm, x, NIL_V);
        if (last == NIL_V) head = p; else BACK(last) = p;
        last = p;
        l = BACK(l);
    }
    BACK(last) = l;
    return head;
}

PRIM(p_copytree, "copytree", 1, 1, "copytree(list) -> list: copy a list and, recursively, every element that is a list")
{
    PUSH(copy_tree(vm, POP()));
}

/* Push the leaves of item (lists flattened recursively; [] gives none).
   The recursion may expand dynamic lists and so run Pop-11 code: each
   level keeps the rest of its list in a data_slots slot, which nests as
   deeply as the recursion does (gc_push_root's fixed stack would not),
   and is charged to the call stack as copy_tree's levels are. */
static void flatten_push(VM *vm, Val x)
{
    if (x != NIL_V && !IS_PAIR(x)) { PUSH(x); return; }
    Val *s = data_slots(vm, 1);          /* s[0]: the rest of the list */
    s[0] = x;
    vm_cs_charge(vm, TREE_COST);
    while ((s[0] = lfirst(vm, s[0])) != NIL_V) { flatten_push(vm, FRONT(s[0])); s[0] = BACK(s[0]); }
    vm_cs_release(vm, TREE_COST);
    data_release(vm, s);
}

PRIM(p_flatten, "flatten", 1, 1, "flatten(item) -> list: all the non-list items found by recursively taking lists apart")
{
    Val x = POP();
    size_t before = stack_len(vm);
    flatten_push(vm, x);
    PUSH(data_list_from_stack(vm, stack_len(vm) - before));
}

PRIM(p_member, "member", 2, 1, "member(item, list) -> bool: true if an element of list is = item")
{
    Val l = POP(), x = POP();
    data_root(vm, &l); data_root(vm, &x);
    bool r = false;
    while ((l = lfirst(vm, l)) != NIL_V) {
        if (val_equal(vm, FRONT(l), x)) { r = true; break; }
        l = BACK(l);
    }
    data_unroot(vm, 2);
    PUSH(BOOL_V(r));
}

PRIM(p_fast_member, "fast_member", 2, 1, "fast_member(item, list) -> bool: member without dynamic-list expansion")
{
    Val l = POP(), x = POP();
    data_root(vm, &l); data_root(vm, &x);
    bool r = false;
    while (IS_PAIR(l)) {
        if (val_equal(vm, FRONT(l), x)) { r = true; break; }
        l = BACK(l);
    }
    data_unroot(vm, 2);
    PUSH(BOOL_V(r));
}

PRIM(p_lmember, "lmember", 2, 1, "lmember(item, list) -> sublist_or_false: the tail of list starting at the first element == item")
{
    Val l = POP(), x = POP();
    data_root(vm, &l);
    while ((l = lfirst(vm, l)) != NIL_V && FRONT(l) != x) l = BACK(l);
    data_unroot(vm, 1);
    PUSH(l == NIL_V ? FALSE_V : l);
}

PRIM(p_lmember_eq, "lmember_=", 2, 1, "lmember_=(item, list) -> sublist_or_false: the tail of list starting at the first element = item")
{
    Val l = POP(), x = POP();
    data_root(vm, &l); data_root(vm, &x);
    while ((l = lfirst(vm, l)) != NIL_V && !val_equal(vm, x, FRONT(l))) l = BACK(l);
    data_unroot(vm, 2);
    PUSH(l == NIL_V ? FALSE_V : l);
}

/* (no expansion, so nothing can run Pop-11 code: no roots) */
PRIM(p_fast_lmember, "fast_lmember", 2, 1, "fast_lmember(item, list) -> sublist_or_false: lmember without checking")
{
    Val l = POP(), x = POP();
    while (IS_PAIR(l) && FRONT(l) != x) l = BACK(l);
    PUSH(IS_PAIR(l) ? l : FALSE_V);
}

/* delete's optional arguments: (item, list [, eq_p] [, n]), told apart by
   type from the top down: an integer on top is n, then a procedure is
   eq_p.  n = -1 means no limit. */
typedef struct DelArgs { Val item, list, eq; intptr_t n; } DelArgs;

static DelArgs del_args(VM *vm)
{
    DelArgs a;
    Val top = POP();
    a.n = -1;
    if (IS_INT(top)) {
        a.n = INT_VAL(top);
        if (a.n < 0) vm_mishap(vm, "INTEGER GREATER OR EQUAL TO 0 NEEDED", 1, top);
        top = POP();
    }
    a.eq = 0;
    if (IS_PROC(top)) { a.eq = top; top = POP(); }
    a.list = top;
    a.item = POP();
    return a;
}

/* eq_p(element, item), or element = item when no eq_p was given.  Either
   can run Pop-11 code (a class_= procedure for =): callers hold their
   state in data_slots. */
static bool del_match(VM *vm, DelArgs *a, Val elem)
{
    if (!a->eq) return val_equal(vm, elem, a->item);
    PUSH(elem);
    PUSH(a->item);
    vm_apply(vm, a->eq);
    return IS_TRUE(POP());
}

PRIM(p_delete, "delete", -1, 1, "delete(item, list [, eq_p] [, n]) -> list: a list without the elements = item (or matching eq_p(elem, item)), at most n of them; shares the longest possible tail")
{
    DelArgs a = del_args(vm);
    enum { ITEM, EQ, L, KEPT, TAIL, N };
    Val *s = data_slots(vm, N);
    s[ITEM] = a.item; s[EQ] = a.eq; s[L] = a.list; s[KEPT] = NIL_V; s[TAIL] = NIL_V;
    /* Phase 1: walk the list, collecting the pairs kept (not the items)
       in KEPT, newest first.  trail counts the pairs kept since the last
       deletion: they form a run that reaches the end of the list, and
       can be shared rather than copied.  When n deletions are done the
       whole rest of the list is such a tail (TAIL, stopped). */
    intptr_t trail = 0;
    bool stopped = false;
    for (;;) {
        if (a.n == 0) { s[TAIL] = s[L]; stopped = true; break; }
        if ((s[L] = lfirst(vm, s[L])) == NIL_V) break;
        if (del_match(vm, &a, FRONT(s[L]))) { a.n--; trail = 0; }
        else { s[KEPT] = mk_pair(vm, s[L], s[KEPT]); trail++; }
        s[L] = BACK(s[L]);
    }
    /* Phase 2: without the limit, the last `trail` kept pairs are the
       shared tail: the oldest of them (trail-1 steps down KEPT) is its
       first pair.  Phase 3: copy the kept items before it onto the tail,
       oldest last, which restores their order.  Nothing here runs Pop-11
       code, so the local copies need no roots. */
    Val kept = s[KEPT], tail = s[TAIL];
    if (!stopped && trail > 0) {
        for (intptr_t i = 1; i < trail; i++) kept = BACK(kept);
        tail = FRONT(kept);
        kept = BACK(kept);
    }
    Val r = tail;
    for (; kept != NIL_V; kept = BACK(kept)) r = mk_pair(vm, FRONT(FRONT(kept)), r);
    data_release(vm, s);
    PUSH(r);
}

PRIM(p_ncdelete, "ncdelete", -1, 1, "ncdelete(item, list [, eq_p] [, n]) -> list: like delete, but unlinks the deleted pairs from list itself")
{
    DelArgs a = del_args(vm);
    enum { ITEM, EQ, L, LA, N };
    Val *s = data_slots(vm, N);
    s[ITEM] = a.item; s[EQ] = a.eq; s[L] = a.list;
    /* Phase 1: drop the matching pairs at the head; the first pair kept is
       the result.  Phase 2: from that pair (LA, the last pair kept), unlink
       each later matching pair from its predecessor, until n are gone. */
    Val result;
    for (;;) {
        if (a.n == 0 || (s[L] = lfirst(vm, s[L])) == NIL_V) { result = s[L]; goto done; }
        if (!del_match(vm, &a, FRONT(s[L]))) break;
        s[L] = BACK(s[L]);
        a.n--;
    }
    result = s[L];
    s[LA] = s[L];
    for (;;) {
        Val nx = lfirst(vm, BACK(s[LA]));
        if (nx == NIL_V) break;
        if (del_match(vm, &a, FRONT(nx))) {
            BACK(s[LA]) = BACK(nx);
            if (--a.n == 0) break;
        } else {
            s[LA] = nx;
        }
    }
done:
    data_release(vm, s);
    PUSH(result);
}

PRIM(p_setfrontlist, "setfrontlist", 2, 1, "setfrontlist(item, list) -> list: move the element == item to the front of list (destructively), or add it")
{
    Val l = POP(), x = POP();
    if (l == NIL_V) { PUSH(mk_pair(vm, x, NIL_V)); return; }
    check_pair(vm, l);
    if (FRONT(l) == x) { PUSH(l); return; }
    Val prev = l;
    while (IS_PAIR(BACK(prev))) {
        Val p = BACK(prev);
        if (FRONT(p) == x) {
            BACK(prev) = BACK(p);
            BACK(p) = l;
            PUSH(p);
            return;
        }
        prev = p;
    }
    PUSH(mk_pair(vm, x, l));
}

/* oneof calls whatever random is now (a program may redefine it), with
   the list's length, and takes that element. */
PRIM(p_oneof, "oneof", 1, 1, "oneof(list) -> item: a randomly chosen element of a non-empty list (uses random)")
{
    NEED(1);
    Val l = PEEK(0);
    intptr_t n = data_list_length(vm, l);
    if (n == 0) vm_mishap(vm, "NON-EMPTY LIST NEEDED", 1, l);
    Val id = word_ident(vm, word_cstr(vm, "random"));
    Val rnd = id ? IDENT_PTR(id)->value : FALSE_V;
    if (!IS_PROC(rnd)) vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE", 1, rnd);
    PUSH(MK_INT(n));
    vm_apply(vm, rnd);              /* the list stays on the stack, rooted */
    Val k = POP();
    l = POP();
    Val p = IS_INT(k) && INT_VAL(k) >= 1 ? nth_pair(vm, INT_VAL(k), l) : 0;
    if (!p) vm_mishap(vm, "BAD ARGUMENTS FOR INDEXED LIST ACCESS", 2, k, l);
    PUSH(FRONT(p));
}

/* Apply p to each element of l in turn (the shared loop of applist and
   maplist); p and the rest of the list live in GC-scanned slots. */
static void apply_each(VM *vm, Val l, Val p)
{
    check_proc(vm, p);
    Val *s = data_slots(vm, 2);          /* s[0]: p, s[1]: the rest of the list */
    s[0] = p; s[1] = l;
    while ((s[1] = lfirst(vm, s[1])) != NIL_V) {
        PUSH(FRONT(s[1]));
        s[1] = BACK(s[1]);
        vm_apply(vm, s[0]);
    }
    data_release(vm, s);
}

PRIM(p_applist, "applist", 2, 0, "applist(list, p): apply p to each element of list")
{
    if (interp_redirect(vm, "applist")) return;
    Val p = POP(), l = POP();
    apply_each(vm, l, p);
}

/* -> applist(list, p): apply p's updater to the elements, last first, so
   that items stacked by dl(list2) are taken in the right order (the top
   one belongs to the last element).  Walks a reversed copy, which leaves
   list untouched and expands a dynamic list before any updater runs. */
static void applist_update(VM *vm, Val l, Val p)
{
    check_proc(vm, p);
    Val *s = data_slots(vm, 2);          /* s[0]: p, s[1]: the reversed copy */
    s[0] = p;
    s[1] = nc_reverse(vm, copy_list(vm, l));
    while (s[1] != NIL_V) {
        PUSH(FRONT(s[1]));
        s[1] = BACK(s[1]);
        interp_apply_updater(vm, s[0]);
    }
    data_release(vm, s);
}

UPDATER(p_applist_upd, "applist", 2, "-> applist(list, p): apply the updater of p to each element of list, last first")
{
    Val p = POP(), l = POP();
    applist_update(vm, l, p);
}

PRIM(p_maplist, "maplist", 2, 1, "maplist(list, p) -> list: a list of all the results of applying p to each element")
{
    if (interp_redirect(vm, "maplist")) return;
    Val p = POP(), l = POP();
    size_t before = stack_len(vm);
    apply_each(vm, l, p);
    size_t now = stack_len(vm);
    PUSH(data_list_from_stack(vm, now > before ? now - before : 0));
}

UPDATER(p_maplist_upd, "maplist", 3, "list2 -> maplist(list1, p): dl(list2) -> applist(list1, p)")
{
    Val p = POP(), l1 = POP(), l2 = POP();
    Val *s = data_slots(vm, 3);
    s[0] = p; s[1] = l1; s[2] = l2;
    while ((s[2] = lfirst(vm, s[2])) != NIL_V) { PUSH(FRONT(s[2])); s[2] = BACK(s[2]); }
    applist_update(vm, s[1], s[0]);
    data_release(vm, s);
}

PRIM(p_ncmaplist, "ncmaplist", 2, 1, "ncmaplist(list, p) -> list: replace each element of list by the result of p on it")
{
    if (interp_redirect(vm, "ncmaplist")) return;
    Val p = POP(), l = POP();
    check_proc(vm, p);
    Val *s = data_slots(vm, 3);          /* p, the list, the current pair */
    s[0] = p; s[1] = l; s[2] = l;
    while ((s[2] = lfirst(vm, s[2])) != NIL_V) {
        PUSH(FRONT(s[2]));
        vm_apply(vm, s[0]);
        FRONT(s[2]) = POP();
        s[2] = BACK(s[2]);
    }
    l = s[1];
    data_release(vm, s);
    PUSH(l);
}

/* ---- <> and nc_<> ------------------------------------------------------------ */

/* The code of p1 <> p2 for procedures: a closure of this primitive with
   p1 and p2 frozen, which arrive on the stack above the caller's
   arguments.  p2 is kept in a slot while p1 runs (p1 may collect). */
static void compose_fn(VM *vm)
{
    Val p2 = POP(), p1 = POP();
    Val *s = data_slots(vm, 1);
    s[0] = p2;
    vm_apply(vm, p1);
    p2 = s[0];
    data_release(vm, s);
    vm_apply(vm, p2);
}

static _Noreturn void bad_concat(VM *vm, Val a, Val b)
{
    doing_as(vm, "<>");
    vm_mishap(vm, "ILLEGAL ARGUMENTS FOR <>", 2, a, b);
}

/* a <> b for everything but destructive list joining.  Both must be of
   one type (a list with a list, a string with a string ...): ILLEGAL
   ARGUMENTS FOR <> else.  For lists, strings and vectors an empty operand
   gives the other one itself, not a copy, as Poplog does; otherwise the
   result is new (for lists: a copy of a's pairs ending in b itself,
   shared).  Copying a may expand a dynamic list, hence b's root. */
static Val concat(VM *vm, Val a, Val b)
{
    if ((a == NIL_V || IS_PAIR(a))) {
        if (b != NIL_V && !IS_PAIR(b)) bad_concat(vm, a, b);
        if (a == NIL_V) return b;
        if (b == NIL_V) return a;           /* Poplog: l <> [] == l */
        Val c = NIL_V;
        data_root(vm, &b); data_root(vm, &c);
        c = copy_list(vm, a);
        data_unroot(vm, 2);
        if (c == NIL_V) return b;
        Val p = c;
        while (IS_PAIR(BACK(p))) p = BACK(p);
        BACK(p) = b;
        return c;
    }
    if (!IS_PTR(a) || !IS_PTR(b) || OBJ(a)->type != OBJ(b)->type) bad_concat(vm, a, b);
    switch (OBJ(a)->type) {
    case T_STRING: {
        String *x = STR_PTR(a), *y = STR_PTR(b);
        if (y->len == 0) return a;          /* Poplog: s <> '' == s, '' <> s == s */
        if (x->len == 0) return b;
        Val s = mk_string(vm, NULL, (size_t)x->len + y->len);
        memcpy(STR_PTR(s)->chars, x->chars, x->len);
        memcpy(STR_PTR(s)->chars + x->len, y->chars, y->len);
        return s;
    }
    case T_WORD: {
        Word *x = WORD_PTR(a), *y = WORD_PTR(b);
        size_t n = (size_t)x->len + y->len;
        /* the joined characters go in a C buffer, or for a long word in a
           scratch string; word_intern copies them either way */
        char buf[256];
        char *s = n < sizeof buf ? buf : NULL;
        if (!s) {
            Val tmp = mk_string(vm, NULL, n);
            s = STR_PTR(tmp)->chars;
        }
        memcpy(s, x->chars, x->len);
        memcpy(s + x->len, y->chars, y->len);
        return word_intern(vm, s, n);
    }
    case T_VECTOR: {
        Vector *x = VEC_PTR(a), *y = VEC_PTR(b);
        if (y->len == 0) return a;
        if (x->len == 0) return b;
        Val v = mk_vector(vm, (size_t)x->len + y->len, 0);
        memcpy(VEC_PTR(v)->items, x->items, x->len * sizeof(Val));
        memcpy(VEC_PTR(v)->items + x->len, y->items, y->len * sizeof(Val));
        return v;
    }
    case T_PROC: {
        Val prim = mk_prim(vm, NULL, compose_fn, -1, -1);
        Val fz[2] = { a, b };
        return mk_closure(vm, prim, 2, fz);
    }
    default:
        bad_concat(vm, a, b);
    }
}

PRIM(p_concat, "<>", 2, 1, "x1 <> x2 -> x3: join two lists (the first is copied), strings, words or vectors; for procedures, the procedure that runs x1 then x2")
{
    Val b = POP(), a = POP();
    PUSH(concat(vm, a, b));
}

PRIM(p_nc_concat, "nc_<>", 2, 1, "x1 nc_<> x2 -> x3: like <> but joins lists destructively (the first list's last pair is changed)")
{
    Val b = POP(), a = POP();
    if (a == NIL_V || IS_PAIR(a)) {
        if (b != NIL_V && !IS_PAIR(b)) bad_concat(vm, a, b);
        if (a == NIL_V) { PUSH(b); return; }
        Val w = a;
        data_root(vm, &a); data_root(vm, &b); data_root(vm, &w);
        Val lastp = NIL_V;
        while ((w = lfirst(vm, w)) != NIL_V) { lastp = w; w = BACK(w); }
        data_unroot(vm, 3);
        if (lastp == NIL_V) { PUSH(b); return; }
        BACK(lastp) = b;
        PUSH(a);
        return;
    }
    PUSH(concat(vm, a, b));
}

/* ---- vectors ------------------------------------------------------------------ */

/* v if it is a full vector (not a user vector class); VECTOR NEEDED. */
static Val check_vector(VM *vm, Val v)
{
    if (!IS_VECTOR(v)) vm_mishap(vm, "VECTOR NEEDED", 1, v);
    return v;
}

PRIM(p_initv, "initv", 1, 1, "initv(n) -> vector: a new vector of n elements, each the word undef")
{
    intptr_t n = check_nonneg(vm, POP());
    PUSH(mk_vector(vm, (size_t)n, word_cstr(vm, "undef")));
}

PRIM(p_consvector, "consvector", -1, 1, "consvector(item1, ..., itemN, N) -> vector: a vector of the top N stack items")
{
    intptr_t n = check_nonneg(vm, POP());
    PUSH(data_vector_from_stack(vm, (size_t)n));
}

PRIM(p_destvector, "destvector", 1, -1, "destvector(vector) -> (item1, ..., itemN, N): push the elements of a vector and their number")
{
    Vector *v = VEC_PTR(check_vector(vm, POP()));
    for (uint32_t i = 0; i < v->len; i++) PUSH(v->items[i]);
    PUSH(MK_INT(v->len));
}

PRIM(p_isvector, "isvector", 1, 1, "isvector(item) -> bool: true if item is a (full) vector")
{
    Val v = POP();
    PUSH(BOOL_V(IS_VECTOR(v)));
}

/* Poplog's mishap for an index out of range, with DOING naming `who`,
   the access procedure the reference would have been running (subscrv for
   v(i), say) even when the interpreter indexed directly. */
static _Noreturn void bad_subscript(VM *vm, Val i, Val obj, const char *who)
{
    doing_as(vm, who);
    vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, i, obj);
}

/* The 0-based slot of the 1-based index i in vector v, or bad_subscript. */
static inline uint32_t vec_index(VM *vm, Val i, Val v, const char *who)
{
    if (!IS_INT(i) || INT_VAL(i) < 1 || INT_VAL(i) > (intptr_t)VEC_PTR(v)->len)
        bad_subscript(vm, i, v, who);
    return (uint32_t)(INT_VAL(i) - 1);
}

PRIM(p_subscrv, "subscrv", 2, 1, "subscrv(n, vector) -> item: the n-th element of a vector")
{
    Val v = check_vector(vm, POP()), i = POP();
    PUSH(VEC_PTR(v)->items[vec_index(vm, i, v, "subscrv")]);
}

UPDATER(p_subscrv_upd, "subscrv", 3, "item -> subscrv(n, vector): replace the n-th element of a vector")
{
    Val v = check_vector(vm, POP()), i = POP(), x = POP();
    VEC_PTR(v)->items[vec_index(vm, i, v, "subscrv")] = x;
}

PRIM(p_fast_subscrv, "fast_subscrv", 2, 1, "fast_subscrv(n, vector) -> item: subscrv without checking (bounds still checked here)")
{
    Val v = check_vector(vm, POP()), i = POP();
    PUSH(VEC_PTR(v)->items[vec_index(vm, i, v, "fast_subscrv")]);
}

UPDATER(p_fast_subscrv_upd, "fast_subscrv", 3, "item -> fast_subscrv(n, vector): replace the n-th element of a vector")
{
    Val v = check_vector(vm, POP()), i = POP(), x = POP();
    VEC_PTR(v)->items[vec_index(vm, i, v, "fast_subscrv")] = x;
}

/* ---- indexed access (class_apply of lists, vectors, strings, words) ----------- */

static _Noreturn void list_index_error(VM *vm, Val i, Val l)
{
    vm_mishap(vm, "BAD ARGUMENTS FOR INDEXED LIST ACCESS", 2, i, l);
}

/* See data.h. */
Val data_index(VM *vm, Val obj, Val idx)
{
    if (!IS_INT(idx)) vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE", 1, obj);
    intptr_t i = INT_VAL(idx);
    switch (TYPE_OF(obj)) {
    case T_PAIR: case T_NIL: {
        data_root(vm, &obj);
        Val p = indexed_pair(vm, idx, obj);
        data_unroot(vm, 1);
        if (!p) list_index_error(vm, idx, obj);
        return FRONT(p);
    }
    case T_VECTOR:
        return VEC_PTR(obj)->items[vec_index(vm, idx, obj, "subscrv")];
    case T_STRING:
        if (i < 1 || i > (intptr_t)STR_PTR(obj)->len) bad_subscript(vm, idx, obj, "subscrs");
        return MK_INT((unsigned char)STR_PTR(obj)->chars[i - 1]);
    case T_WORD:
        if (i < 1 || i > (intptr_t)WORD_PTR(obj)->len)
            bad_subscript(vm, idx, mk_string(vm, WORD_PTR(obj)->chars, WORD_PTR(obj)->len), "subscrw");
        return MK_INT((unsigned char)WORD_PTR(obj)->chars[i - 1]);
    default:
        vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE", 1, obj);
    }
}

/* See data.h. */
void data_index_update(VM *vm, Val obj, Val idx, Val value)
{
    if (!IS_INT(idx)) vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE (AS UPDATER)", 1, obj);
    intptr_t i = INT_VAL(idx);
    switch (TYPE_OF(obj)) {
    case T_PAIR: case T_NIL: {
        data_root(vm, &value);
        data_root(vm, &obj);
        Val p = indexed_pair(vm, idx, obj);
        data_unroot(vm, 2);
        if (!p) list_index_error(vm, idx, obj);
        FRONT(p) = value;
        return;
    }
    case T_VECTOR:
        VEC_PTR(obj)->items[vec_index(vm, idx, obj, "subscrv")] = value;
        return;
    case T_STRING:
        if (i < 1 || i > (intptr_t)STR_PTR(obj)->len) bad_subscript(vm, idx, obj, "subscrs");
        if (!IS_INT(value) || INT_VAL(value) < 0 || INT_VAL(value) > 255) {
            doing_as(vm, "fast_subscrs");
            vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, value);
        }
        STR_PTR(obj)->chars[i - 1] = (char)INT_VAL(value);
        return;
    default:
        vm_mishap(vm, "enp: EXECUTING NON-PROCEDURE (AS UPDATER)", 1, obj);
    }
}

/* ---- sorting (LIB SYSSORT / NC_LISTSORT) ----------------------------------------- */

/* The ordering: a Pop-11 procedure, or a C comparison for sort(). */
typedef struct Before {
    Val proc;
    bool (*cfn)(VM *vm, Val a, Val b);
} Before;

/* Sort state: `tmp` is a vector of 3n slots: the pairs in original order,
   the successor links (MK_INT(index) or MK_INT(-1)), and the elements
   (copied out of the pairs so that comparisons touch one array). */
typedef struct Sorter {
    Val tmp;
    size_t n, pos;          /* pos: next pair not yet taken into a run   */
    Before *b;
} Sorter;

#define S_PAIR(s, i) (VEC_PTR((s)->tmp)->items[(i)])
#define S_NEXT(s, i) (VEC_PTR((s)->tmp)->items[(s)->n + (size_t)(i)])
#define S_ELEM(s, i) (VEC_PTR((s)->tmp)->items[2 * (s)->n + (size_t)(i)])

/* Whether element i must precede element j: the C comparison, or
   before_p called with the two (Pop-11 code: it may collect, which is why
   everything the sort needs lives in the rooted vector s->tmp). */
static bool before(VM *vm, Sorter *s, long i, long j)
{
    Val a = S_ELEM(s, i), b = S_ELEM(s, j);
    if (s->b->cfn) return s->b->cfn(vm, a, b);
    PUSH(a);
    PUSH(b);
    vm_apply(vm, s->b->proc);
    return IS_TRUE(POP());
}

/* The next run: a maximal chain with before(prev, next) true. */
static long get_run(VM *vm, Sorter *s)
{
    long start = (long)s->pos;
    s->pos++;
    while (s->pos < s->n) {
        if (!before(vm, s, (long)s->pos - 1, (long)s->pos)) break;
        s->pos++;
    }
    S_NEXT(s, s->pos - 1) = MK_INT(-1);
    return start;
}

/* Merge two sequences; on a false before() the second one's head goes first. */
static long merge(VM *vm, Sorter *s, long a, long b)
{
    long head = -1, tail = -1;
    for (;;) {
        long take;
        if (before(vm, s, a, b)) { take = a; a = (long)INT_VAL(S_NEXT(s, a)); }
        else { take = b; b = (long)INT_VAL(S_NEXT(s, b)); }
        if (tail < 0) head = take; else S_NEXT(s, tail) = MK_INT(take);
        tail = take;
        if (a < 0) { S_NEXT(s, tail) = MK_INT(b); return head; }
        if (b < 0) { S_NEXT(s, tail) = MK_INT(a); return head; }
    }
}

/* Up to 2**(k-1) runs merged pairwise, as nc_listsort's Get_sequence. */
static long get_sequence(VM *vm, Sorter *s, int k)
{
    if (k < 2) return get_run(vm, s);
    long a = get_sequence(vm, s, k - 1);
    if (s->pos >= s->n) return a;
    long b = get_sequence(vm, s, k - 1);
    return merge(vm, s, a, b);
}

/* Sort the (already checked, fully expanded) list l, reusing its pairs.
   Phases: copy the pairs and their elements into the work vector, linked
   in their original order; build the sorted chain of indices with
   nc_listsort's schedule (a first run, then sequences of 1, 2, 4 ... runs,
   each merged into the result so far); then relink the original pairs
   along that chain.  Until the last phase the list is untouched, so a
   mishap or a non-local exit out of before_p leaves its order intact. */
static Val list_sort(VM *vm, Val l, Before *b)
{
    if (l == NIL_V) return NIL_V;
    size_t n = 0;
    for (Val w = l; IS_PAIR(w); w = BACK(w)) n++;
    Sorter s = { 0, n, 0, b };
    Val *slots = data_slots(vm, 2);      /* the work vector and before_p */
    slots[1] = b->proc;
    s.tmp = slots[0] = mk_vector(vm, 3 * n, MK_INT(-1));
    size_t i = 0;
    for (Val w = l; IS_PAIR(w); w = BACK(w)) {
        S_PAIR(&s, i) = w;
        S_ELEM(&s, i) = FRONT(w);
        if (i + 1 < n) S_NEXT(&s, i) = MK_INT((intptr_t)i + 1);
        i++;
    }
    long res = get_run(vm, &s);
    for (int k = 1; s.pos < s.n; k++) {
        long seq = get_sequence(vm, &s, k);
        res = merge(vm, &s, res, seq);
    }
    Val head = S_PAIR(&s, res);
    for (long e = res; e >= 0; ) {
        long nx = (long)INT_VAL(S_NEXT(&s, e));
        BACK(S_PAIR(&s, e)) = nx >= 0 ? S_PAIR(&s, nx) : NIL_V;
        e = nx;
    }
    data_release(vm, slots);
    return head;
}

/* Check that l is a list and expand any dynamic part, ending the result
   with [] so that it is a chain of ordinary pairs. */
static Val expand_checked(VM *vm, Val l)
{
    Val w, lastp = NIL_V;
    data_root(vm, &l); data_root(vm, &lastp);
    l = lfirst(vm, l);
    w = l;
    while (w != NIL_V) {
        lastp = w;
        w = lfirst(vm, BACK(w));
    }
    if (lastp != NIL_V) BACK(lastp) = NIL_V;
    data_unroot(vm, 2);
    return l;
}

/* syssort's ordering argument.  A non-procedure gets the mishap of an
   assignment to a procedure-typed identifier named before_p, the one
   Poplog's syssort gives (its argument is such a local). */
static Val check_before_p(VM *vm, Val p)
{
    if (!IS_PROC(p))
        vm_mishap(vm, "ASSIGNING NON-PROCEDURE TO PROCEDURE IDENTIFIER", 2, p, word_cstr(vm, "before_p"));
    return p;
}

PRIM(p_syssort, "syssort", -1, 1, "syssort(list, [copy,] before_p) -> list: merge-sort list with before_p(x, y) true when x must precede y; copies list unless copy is false (equal runs keep Poplog's order)")
{
    if (interp_redirect(vm, "syssort")) return;
    Val p = check_before_p(vm, POP());
    Val l = POP();
    bool copy = true;
    if (l == TRUE_V || l == FALSE_V) { copy = l == TRUE_V; l = POP(); }
    Val *s = data_slots(vm, 1);
    s[0] = p;
    l = copy ? copy_list(vm, l) : expand_checked(vm, l);
    Before b = { s[0], NULL };
    Val r = list_sort(vm, l, &b);
    data_release(vm, s);
    PUSH(r);
}

PRIM(p_nc_listsort, "nc_listsort", 2, 1, "nc_listsort(list, before_p) -> list: merge-sort list in place (reusing its pairs) with the ordering before_p")
{
    if (interp_redirect(vm, "nc_listsort")) return;
    Val p = check_before_p(vm, POP());
    Val l = POP();
    Val *s = data_slots(vm, 1);
    s[0] = p;
    l = expand_checked(vm, l);
    Before b = { s[0], NULL };
    Val r = list_sort(vm, l, &b);
    data_release(vm, s);
    PUSH(r);
}

/* sort's two orderings, chosen by the type of the first element; an
   element of another kind gets <='s (or alphabefore's) mishap. */
static bool num_le(VM *vm, Val a, Val b)
{
    if (IS_INT(a) && IS_INT(b)) return (intptr_t)a <= (intptr_t)b;
    doing_as(vm, "<=");
    return num_cmp(vm, a, b) <= 0;
}

static bool alpha_before(VM *vm, Val a, Val b)
{
    return IS_TRUE(data_alphabefore(vm, a, b));
}

PRIM(p_sort, "sort", 1, 1, "sort(list) -> list: a sorted copy of a list of numbers (by <=) or of words/strings (by alphabefore)")
{
    Val l = POP();
    Val c = copy_list(vm, l);
    if (c == NIL_V) { PUSH(NIL_V); return; }
    Before b = { FALSE_V, num_is_number(FRONT(c)) ? num_le : alpha_before };
    PUSH(list_sort(vm, c, &b));
}

/* ---- module init ------------------------------------------------------------------ */

/* See data.h. */
void data_make_redefinable(VM *vm, const char *const *names)
{
    for (; *names; names++) {
        Val id = word_ident(vm, word_cstr(vm, *names));
        if (!id) continue;
        IDENT_PTR(id)->h.aux = ID_VARS;
        IDENT_PTR(id)->h.flags &= (uint16_t)~IDF_PROTECTED;
    }
}

/* The procedures that are autoloadable libraries (or procedure variables)
   in Poplog can be redefined by user programs. */
void prims_list_init(VM *vm)
{
    interp_hooks.index = data_index;
    interp_hooks.index_update = data_index_update;
    interp_hooks.list_step = data_list_step;
    static const char *const names[] = {
        "cons", "lastpair", "isdynamic", "expandlist", "ncrev", "fast_ncrev", "copytree",
        "flatten", "member", "fast_member", "delete", "ncdelete", "oneof", "ncmaplist",
        "syssort", "nc_listsort", "sort", "readline", NULL
    };
    data_make_redefinable(vm, names);
}
