/*
** stacks.c -- stack samples of a profiled run (see stacks.h).
**
** Design
**   A trie of call stacks: node 0 is the root (below frame 0); every other
**   node is (parent, procedure, line) and stands for one distinct
**   call-stack prefix; line is the source line of the call that made the
**   frame, in the parent's code (0 when the compiler knew none).  A hash
**   table maps (parent, procedure, line) to the child, so going one frame
**   deeper costs one lookup however many children a node has.  Each node
**   counts the ticks whose stack ended at it.
**
**   Call-site lines: frame i was called from the instruction before
**   frames[i - 1].pc, the return point saved in the caller's frame when it
**   made the call (interp_run.h, CALL_OUT), which stays as it is for as
**   long as frame i stands.  So a node's line is found once, when a sample
**   first descends to its frame (compile_line_at decodes the caller's
**   line table), and never on the ticks that only re-read a standing
**   chain.  The frame that was running at the signal (the owner, at index
**   owner_fp) and a built-in leaf it called take their lines from the pcs
**   sampler.c read in the signal handler instead: by the safe point the
**   owner may have returned (a gone owner) and its caller moved on to
**   another call, or the owner may have gone on to another call of its
**   own, so the present pcs would give a line of 0 or of another call, and
**   one call site two boxes in a flame graph (issue 30, bugs 5 and 21).
**   The interpreter saves the frame's pc before every call and before the
**   slow paths that run an operator's built-in without a call
**   (interp.c, slow_binop_at), so the saved pc is the leaf's call site (for
**   <compile>, the owner's call of the built-in running the compiler).  A
**   pc is used only if it lies in the code of the procedure it is read
**   against (a frame replaced since the signal gives 0, not a wrong line).
**
**   path[i + 1] is the node of frames[0..i] at the previous sample.  The
**   interpreter lowers vm->prof_low to the lowest frame index it returned
**   to (pop_frame, unwinding), so frames[0..min(prof_low, previous top)]
**   still hold the procedures they held: a sample re-descends only from
**   there, and a loop running at depth 10 000 costs one array read and one
**   addition per tick.  A procedure running at the signal without a frame
**   of its own (a built-in such as `*`) is the stack's last frame, and ticks
**   that fell during a garbage collection get a "<gc>" frame on top (those
**   in the compiler a "<compile>" frame: the leaf is then that word).
**
**   vm->prof_low is shared with the count-all chain (sys_profile_chain in
**   sampler.c), which must see the lowest frame since *its* last call:
**   stacks_sample keeps the minimum it consumed in `low`, and the chain
**   reads stacks_low() instead of vm->prof_low.
**
**   Top-frame lines (issue 31): with lines on, a tick of the owner's own
**   code knows the line it was running (site->top_pc, from the line hook,
**   sampler.c).  Its ticks go to a terminal child of the stack's node whose
**   procedure is false and whose line is that line: a leaf line splits a
**   stack's ticks without being a frame.  sys_profile_stacks gives such a
**   node's ticks as its parent's stack with the line as its last line.
**
**   With sys_profile_split_processes on (profile_by_process), the frame of
**   a runproc is keyed by the process it runs instead (process_of_frame),
**   so each process's frames hang under a frame of their own; runproc
**   lowers vm->prof_low below its own frame when it puts a process back,
**   since a resume runs another process in the same frame.
**
**   Memory: one node per distinct prefix, 32 bytes plus 8 in the hash
**   table; it grows with the distinct stacks sampled, not with the run's
**   length.  The nodes live in malloc'd memory (the GC does not move
**   objects), their procedures are marked as roots.
*/
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "stacks.h"
#include "prim.h"
#include "gc.h"
#include "interp.h"
#include "compile.h"
#include "process.h"

typedef struct Node {
    Val proc;                /* procedure (or the word <gc> or <compile>;
                                false: the leaf line of its parent's stack) */
    uint32_t parent;
    int32_t depth;           /* frame index of this frame (root: -1)        */
    int32_t line;            /* line of the call in the parent's code, or 0 */
    long ticks;              /* ticks whose stack ends here                 */
} Node;

typedef struct Stacks {
    Node *nodes; uint32_t n, cap;
    uint32_t *table; uint32_t tcap;   /* open addressing, 0 = empty          */
    uint32_t *path; int pcap;         /* path[i + 1]: node of frames[0..i]  */
    int top;                          /* frames[0..top] are in path         */
    int low;                          /* lowest prof_low since low_reset    */
} Stacks;

static Stacks st = { .top = -1, .low = INT_MAX };
/* sys_profile_split_processes: a runproc frame is the process it runs */
static int by_process;

static void *xrealloc(VM *vm, void *p, size_t size)
{
    void *q = realloc(p, size);
    if (!q) vm_mishap(vm, "sys_profile_stacks: OUT OF MEMORY", 0);
    return q;
}

static uint32_t hash(uint32_t parent, Val proc, int32_t line)
{
    uint64_t x = ((uint64_t)(uintptr_t)proc >> 3) * 0x9E3779B97F4A7C15ull
                 ^ parent ^ (uint64_t)(uint32_t)line << 32;
    x ^= x >> 29; x *= 0xBF58476D1CE4E5B9ull; x ^= x >> 32;
    return (uint32_t)x;
}

static void table_insert(uint32_t idx)
{
    Node *nd = &st.nodes[idx];
    uint32_t mask = st.tcap - 1, h = hash(nd->parent, nd->proc, nd->line) & mask;
    while (st.table[h]) h = (h + 1) & mask;
    st.table[h] = idx;
}

static uint32_t child(VM *vm, uint32_t parent, Val proc, int32_t line)
{
    uint32_t mask = st.tcap - 1, h = hash(parent, proc, line) & mask, i;
    while ((i = st.table[h]) != 0) {
        Node *nd = &st.nodes[i];
        if (nd->parent == parent && nd->proc == proc && nd->line == line) return i;
        h = (h + 1) & mask;
    }
    if (st.n == st.cap) {
        st.cap *= 2;
        st.nodes = xrealloc(vm, st.nodes, st.cap * sizeof(Node));
    }
    i = st.n++;
    st.nodes[i] = (Node){ proc, parent, st.nodes[parent].depth + 1, line, 0 };
    if (2 * st.n > st.tcap) {            /* keep the load under a half */
        free(st.table);
        st.tcap *= 2;
        st.table = calloc(st.tcap, sizeof(uint32_t));
        if (!st.table) vm_mishap(vm, "sys_profile_stacks: OUT OF MEMORY", 0);
        for (uint32_t k = 1; k < st.n; k++) table_insert(k);
    } else {
        st.table[h] = i;
    }
    return i;
}

/* See stacks.h. */
void stacks_reset(VM *vm)
{
    if (!st.nodes) {
        st.cap = 1024;
        st.nodes = xrealloc(vm, NULL, st.cap * sizeof(Node));
        st.tcap = 2048;
        st.table = calloc(st.tcap, sizeof(uint32_t));
        st.pcap = 256;
        st.path = xrealloc(vm, NULL, (size_t)st.pcap * sizeof(uint32_t));
        if (!st.table) vm_mishap(vm, "sys_profile_stacks: OUT OF MEMORY", 0);
    } else {
        memset(st.table, 0, st.tcap * sizeof(uint32_t));
    }
    st.n = 1;
    st.nodes[0] = (Node){ FALSE_V, 0, -1, 0, 0 };
    st.path[0] = 0;
    st.top = -1;
    st.low = INT_MAX;
}

/* The line of the instruction before pc in proc's code, or -1 if proc is
   not a compiled procedure with a line table or pc is not in its code (a
   built-in's frame, a pc redirected by exitfrom, a frame replaced since
   pc was read).  pc is only compared, never read. */
static int32_t line_at(Val proc, const uint32_t *pc)
{
    if (!pc || !IS_PROC(proc) || PROC_KIND(proc) != PK_CODE) return -1;
    const Proto *p = PROC_PTR(proc)->u.code.proto;
    if (!p->lines || pc <= p->code || pc > p->code + p->ncode) return -1;
    return compile_line_at(p, (uint32_t)(pc - p->code - 1));
}

/* The source line of the call that made frame i: the instruction before
   the return point saved in frame i - 1; 0 where none is known. */
static int32_t call_line(VM *vm, int i)
{
    if (i <= 0) return 0;
    int32_t line = line_at(vm->frames[i - 1].proc, vm->frames[i - 1].pc);
    return line < 0 ? 0 : line;
}

/* See stacks.h. */
void stacks_sample(VM *vm, int top, long n, Val leaf, Val gone, const StacksSite *site)
{
    if (!st.nodes) return;
    int valid = vm->prof_low;
    if (valid < st.low) st.low = valid;
    if (valid > st.top) valid = st.top;
    if (valid > top) valid = top;
    if (top + 2 > st.pcap) {
        while (top + 2 > st.pcap) st.pcap *= 2;
        st.path = xrealloc(vm, st.path, (size_t)st.pcap * sizeof(uint32_t));
    }
    int ofp = site ? site->owner_fp : -1;
    for (int i = valid + 1; i <= top; i++) {
        int32_t line = -1;
        /* the owner, standing: the call that made it at the signal */
        if (i == ofp && i > 0) line = line_at(vm->frames[i - 1].proc, site->call_pc);
        if (line < 0) line = call_line(vm, i);
        Val proc = vm->frames[i].proc;
        if (by_process && (vm->frames[i].flags & FRAME_PROCESS)) {
            Val q = process_of_frame(vm, i);
            if (q != FALSE_V) proc = q;
        }
        st.path[i + 1] = child(vm, st.path[i], proc, line);
    }
    st.top = top;
    vm->prof_low = top;
    uint32_t node = st.path[top + 1];
    Val owner = top >= 0 ? vm->frames[top].proc : FALSE_V;
    if (IS_PROC(gone)) {
        /* the frames of the sampled chain between frame top and the owner
           have gone too: they are part of the sample (the count-all chain,
           sys_profile_chain, has them), with no line known for the calls
           that made them; the owner's caller (frame top, or the last of
           them) made the call read at the signal */
        Val caller = owner;
        int known = ofp == top + 1;
        if (site && site->view && ofp > top + 1) {
            int last = site->view->k < ofp - 1 ? site->view->k : ofp - 1;
            for (int i = top + 1; i <= last; i++) {
                caller = prof_view_at(site->view, i);
                node = child(vm, node, caller, 0);
            }
            known = last == ofp - 1;
        }
        int32_t line = known && ofp > 0 ? line_at(caller, site->call_pc) : -1;
        node = child(vm, node, gone, line < 0 ? 0 : line);
        owner = gone;
    }
    /* a built-in, <gc> or <compile> (its leaf_pc: the call that runs the
       compiler; none for <gc>) */
    if ((IS_PROC(leaf) && top >= 0 && leaf != vm->frames[top].proc) || IS_WORD(leaf)) {
        int32_t line = site ? line_at(owner, site->leaf_pc) : -1;
        node = child(vm, node, leaf, line < 0 ? 0 : line);
    } else if (n > 0 && site && site->top_pc) {
        /* the line the owner's code ran (a pc outside its code: none) */
        int32_t line = line_at(owner, site->top_pc);
        if (line > 0) {
            uint32_t stack = node;
            node = child(vm, stack, FALSE_V, line);
            st.nodes[node].depth = st.nodes[stack].depth;   /* not a frame */
        }
    }
    st.nodes[node].ticks += n;
}

/* See stacks.h. */
int stacks_low(VM *vm)
{
    return vm->prof_low < st.low ? vm->prof_low : st.low;
}

/* See stacks.h. */
void stacks_low_reset(VM *vm, int top)
{
    vm->prof_low = top;
    st.low = INT_MAX;
}

/* See stacks.h. */
StacksLow stacks_low_save(VM *vm)
{
    StacksLow l = { vm->prof_low, st.low };
    return l;
}

/* See stacks.h. */
void stacks_low_restore(VM *vm, StacksLow l)
{
    if (l.prof_low < vm->prof_low) vm->prof_low = l.prof_low;
    if (l.low < st.low) st.low = l.low;
}

/* See stacks.h. */
void stacks_mark_roots(VM *vm)
{
    for (uint32_t i = 1; i < st.n; i++) gc_mark(vm, st.nodes[i].proc);
}

PRIM(p_profile_stacks, "sys_profile_stacks", 1, 1, "sys_profile_stacks(base) -> list: the stack samples of the last run, one vector {frames lines ticks} per distinct stack, in the order the stacks were first seen; frames is a vector of the procedures of frames base+1 and up, outermost first (a built-in running at the tick without a frame, and the word \"<gc>\" for ticks during garbage collection or \"<compile>\" for ticks in the compiler, are the last frames); lines(i) is the source line in frames(i)'s code of its call of frames(i+1), 0 where the compiler knew none; the last frame's line is the line its code was running when the ticks fell due, for a Pop-11 procedure in a run with sys_profile_lines true (else 0); ticks at or below frame base are left out")
{
    intptr_t base = check_int(vm, POP());
    Val list = NIL_V, v = FALSE_V, lines = FALSE_V;
    gc_push_root(vm, &list);
    gc_push_root(vm, &v);
    gc_push_root(vm, &lines);
    for (uint32_t i = st.n; i-- > 1; ) {
        Node *nd = &st.nodes[i];
        if (nd->ticks <= 0 || nd->depth <= base) continue;
        size_t len = (size_t)(nd->depth - base);
        v = mk_vector(vm, len, FALSE_V);
        lines = mk_vector(vm, len, MK_INT(0));
        uint32_t k = i;
        if (nd->proc == FALSE_V) {          /* a leaf line */
            VEC_PTR(lines)->items[len - 1] = MK_INT(nd->line);
            k = nd->parent;
        }
        for (int j = (int)len - 1; j >= 0; j--) {
            VEC_PTR(v)->items[j] = st.nodes[k].proc;
            if (j > 0) VEC_PTR(lines)->items[j - 1] = MK_INT(st.nodes[k].line);
            k = st.nodes[k].parent;
        }
        Val triple = mk_vector(vm, 3, FALSE_V);
        VEC_PTR(triple)->items[0] = v;
        VEC_PTR(triple)->items[1] = lines;
        VEC_PTR(triple)->items[2] = MK_INT(nd->ticks);
        list = mk_pair(vm, triple, list);
    }
    gc_pop_root(vm);
    gc_pop_root(vm);
    gc_pop_root(vm);
    PUSH(list);
}

PRIM(p_profile_split_processes, "sys_profile_split_processes", 1, 0, "sys_profile_split_processes(bool): whether the stack samples of the next runs have, in place of each runproc frame, the process it runs (HELP PROCESS), so that a process's frames make a subtree of their own (profile_by_process)")
{
    by_process = POP() != FALSE_V;
}

PRIM(p_procedure_file, "sys_procedure_file", 1, 1, "sys_procedure_file(p) -> word or false: the name of the file p's code was compiled from (of its pdpart for a closure), as a word; false for a built-in, or code compiled from the terminal, a string or a list")
{
    Val p = proc_code_owner(check_proc(vm, POP()));
    PUSH(PROC_KIND(p) == PK_CODE ? PROC_PTR(p)->u.code.proto->file : FALSE_V);
}

PRIM(p_procedure_lines, "sys_procedure_lines", 1, 2, "sys_procedure_lines(p) -> (first, last): the source lines p's code spans (of its pdpart for a closure): first is the line its define or procedure began on, else the lowest line of its code; last the highest; 0, 0 for Pop-11 code with no lines known (compiled from a list, say); false, false for a built-in")
{
    Val p = proc_code_owner(check_proc(vm, POP()));
    if (PROC_KIND(p) != PK_CODE) { PUSH(FALSE_V); PUSH(FALSE_V); return; }
    const Proto *pr = PROC_PTR(p)->u.code.proto;
    int lo = 0, hi = 0;
    if (pr->lines) compile_line_range(pr, &lo, &hi);
    if (pr->line0 > 0 && (lo == 0 || pr->line0 < lo)) lo = pr->line0;
    if (hi < lo) hi = lo;
    PUSH(MK_INT(lo));
    PUSH(MK_INT(hi));
}

PRIM(p_procedure_place, "sys_procedure_place", 1, 1, "sys_procedure_place(p) -> line or false: the source line on which p's define or procedure ... endprocedure began (of its pdpart for a closure); false for a built-in, the code of a top-level statement, or code whose line is not known (compiled from a list, say)")
{
    Val p = proc_code_owner(check_proc(vm, POP()));
    int line = PROC_KIND(p) == PK_CODE ? PROC_PTR(p)->u.code.proto->line0 : 0;
    PUSH(line > 0 ? MK_INT(line) : FALSE_V);
}
