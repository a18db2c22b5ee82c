/*
** checksum.c -- sys_procedure_checksum: a stable checksum of a procedure's
** compiled code (contract in checksum.h).
**
** Instructions are hashed by opcode *name*, not number, so that a pop11
** whose opcode table gained an entry still gives the same checksum for
** code compiled to the same instructions.  The walk over constants is
** bounded by a budget of values and a depth, so a cyclic or huge constant
** (a quoted list, a vector) costs a bounded time and no deep C recursion.
*/
#include <string.h>
#include "checksum.h"
#include "prim.h"
#include "interp.h"
#include "cxnum.h"

enum { BUDGET = 4096, MAX_DEPTH = 16 };

typedef struct { uint64_t h; int budget; } Hash;

static void mix(Hash *s, const void *data, size_t n)
{
    const unsigned char *b = data;
    for (size_t i = 0; i < n; i++) { s->h ^= b[i]; s->h *= 1099511628211ULL; }
}
static void mix_u64(Hash *s, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));  /* byte order fixed */
    mix(s, b, 8);
}
static void mix_str(Hash *s, const char *c, size_t n) { mix_u64(s, n); mix(s, c, n); }

static void mix_val(VM *vm, Hash *s, Val v, int depth);

static void mix_proto(VM *vm, Hash *s, const Proto *p, int depth)
{
    mix_u64(s, p->ncode);
    for (uint32_t i = 0; i < p->ncode; i++) {
        unsigned op = INS_OP(p->code[i]);
        const char *name = op < OP__COUNT ? opcode_names[op] : "?";
        mix_str(s, name, strlen(name));
        /* a coverage counter's index is not the code's (coverage.h) */
        mix_u64(s, op == OP_TALLY ? 0 : INS_A(p->code[i]));
    }
    mix_u64(s, ((uint64_t)p->nlocals << 32) | ((uint64_t)p->nformals << 16) | p->nupvals);
    mix_u64(s, ((uint64_t)p->noutputs << 32) | p->procformals);
    for (uint32_t i = 0; i < p->noutputs; i++) mix_u64(s, p->outslots[i]);
    for (uint32_t i = 0; i < p->nupvals; i++)
        mix_u64(s, ((uint64_t)p->upvals[i].from_local << 32) | p->upvals[i].index);
    mix_u64(s, p->ndlocals);
    for (uint32_t i = 0; i < p->ndlocals; i++) mix_val(vm, s, p->dlocals[i], depth + 1);
    mix_u64(s, p->nconsts);
    for (uint32_t i = 0; i < p->nconsts; i++) mix_val(vm, s, p->consts[i], depth + 1);
}

static void mix_proc(VM *vm, Hash *s, Val p, int depth)
{
    Proc *pr = PROC_PTR(p);
    mix_u64(s, PROC_KIND(p));
    mix_u64(s, (uint64_t)(int64_t)pr->nargs);
    switch (PROC_KIND(p)) {
    case PK_CODE:
        mix_proto(vm, s, pr->u.code.proto, depth);
        break;
    case PK_PRIM:
        mix_val(vm, s, pr->props, depth + 1);      /* a built-in: its name */
        break;
    case PK_CLOSURE:
        mix_val(vm, s, pr->u.clos.pdpart, depth + 1);
        for (uint32_t i = 0; i < pr->n; i++) mix_val(vm, s, pr->vals[i], depth + 1);
        break;
    default:                                        /* property, array, class */
        break;
    }
}

static void mix_val(VM *vm, Hash *s, Val v, int depth)
{
    if (--s->budget < 0 || depth > MAX_DEPTH) { mix_u64(s, 0xb0d9e7); return; }
    if (IS_INT(v)) { mix_u64(s, 1); mix_u64(s, (uint64_t)INT_VAL(v)); return; }
    unsigned t = TYPE_OF(v);
    mix_u64(s, 100 + t);
    switch (t) {
    case T_WORD:   mix_str(s, WORD_PTR(v)->chars, WORD_PTR(v)->len); break;
    case T_STRING: mix_str(s, STR_PTR(v)->chars, STR_PTR(v)->len); break;
    case T_DDECIMAL: case T_DECIMAL: {
        double d = FLOAT_VAL(v);
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        mix_u64(s, bits);
        break;
    }
    case T_BIGINT: {
        const BigInt *b = (const BigInt *)v;
        size_t n = mpz_size(b->z);
        mix_u64(s, (uint64_t)mpz_sgn(b->z) + 1);
        for (size_t i = 0; i < n; i++) mix_u64(s, (uint64_t)mpz_getlimbn(b->z, (mp_size_t)i));
        break;
    }
    case T_RATIO:
        mix_val(vm, s, ((Ratio *)v)->num, depth + 1);
        mix_val(vm, s, ((Ratio *)v)->den, depth + 1);
        break;
    case T_COMPLEX:
        mix_val(vm, s, CX_RE(v), depth + 1);
        mix_val(vm, s, CX_IM(v), depth + 1);
        break;
    case T_IDENT:  mix_val(vm, s, IDENT_PTR(v)->name, depth + 1); break;
    case T_PROTO:  mix_proto(vm, s, (Proto *)v, depth); break;
    case T_PROC:   mix_proc(vm, s, v, depth); break;
    case T_PAIR: {                      /* a list: along its tail, not deeper */
        Val l = v;
        while (IS_TYPE(l, T_PAIR) && s->budget > 0) {
            mix_val(vm, s, ((Pair *)l)->front, depth + 1);
            l = ((Pair *)l)->back;
            s->budget--;
        }
        if (!IS_TYPE(l, T_PAIR)) mix_val(vm, s, l, depth + 1);
        break;
    }
    case T_VECTOR:
        mix_u64(s, VEC_PTR(v)->len);
        for (uint32_t i = 0; i < VEC_PTR(v)->len && s->budget > 0; i++)
            mix_val(vm, s, VEC_PTR(v)->items[i], depth + 1);
        break;
    case T_KEY:    mix_val(vm, s, ((Key *)v)->dataword, depth + 1); break;
    default:       break;                /* by its type only */
    }
}

uint64_t proc_checksum(VM *vm, Val p)
{
    Hash s = { 14695981039346656037ULL, BUDGET };
    mix_proc(vm, &s, p, 0);
    return s.h & ((1ULL << 48) - 1);
}

PRIM(p_procedure_checksum, "sys_procedure_checksum", 1, 1, "sys_procedure_checksum(p) -> n: a checksum (a non-negative integer below 2**48) of procedure p's compiled code: its instructions, the shapes of its constants (numbers, words, strings, identifiers' names, nested procedures) and its frame layout, not addresses, captured values or pdprops; the same source compiled again gives the same n, in this or another run of the same pop11 (saved profile runs use it to find procedures that changed)")
{
    Val p = check_proc(vm, POP());
    PUSH(MK_INT((intptr_t)proc_checksum(vm, p)));
}
