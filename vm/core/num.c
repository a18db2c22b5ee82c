/*
** num.c -- Pop-11 numbers: fixnums, GMP bigintegers, ratios, decimals.
**
** Design notes
**   Representation (value.h).  Simple integers are tagged fixnums; outside
**   [FIX_MIN, FIX_MAX] an integer is a T_BIGINT holding an mpz_t (the GC
**   mpz_clear()s it).  Ratios are T_RATIO with integer Vals for numerator
**   and denominator, always canonical: den > 1, gcd 1, sign on numerator.
**   Every exact result passes through num_from_mpz/from_mpq, so a bigint
**   that fits is a fixnum and a ratio with denominator 1 is an integer:
**   "different rational types never represent the same number" holds,
**   and = on rationals can compare by kind first.
**
**   Floats.  Both float types hold a C double.  Poplog's 64-bit "decimal"
**   is an immediate that keeps a double's bits except the 2 lowest mantissa
**   bits, which are truncated (probed: 2**52+5 coerced to decimal behaves
**   as 2**52+4 in arithmetic and comparison), so every decimal we make goes
**   through dec_trunc().  That keeps 1_/3 = 1.0/3 false, and makes decimal
**   printing agree digit for digit, as on the reference.  (The reference's
**   number_coerce of a decimal to a rational and float_decode see only 50
**   bits -- float_digits is 50 -- which prims_num.c reproduces.)  The type of a float result follows
**   popdprecision (REF NUMBERS): false -> decimal; the word "ddecimal" ->
**   ddecimal iff an argument is ddecimal; anything else -> ddecimal unless
**   some argument is decimal and none is ddecimal (float_type()).
**   Any infinite or NaN float result is the mishap FLOATING-POINT OVERFLOW
**   naming the operands; underflow quietly gives 0.0.
**
**   Contagion.  Each generic operation classifies its operands (kind()):
**   any float operand -> double arithmetic on both; else any ratio -> mpq;
**   else integers (fixnum fast path, mpz otherwise).  Conversions of
**   bigints and ratios to double round to nearest (as Poplog does) and an
**   out-of-range one is "FLOATING-POINT OVERFLOW (converting biginteger)".
**   Comparisons between a float and a rational convert both to double, so
**   (2**70)+1 = 2.0**70 is true, as on the reference; num_hash hashes the
**   double value of every number so it stays consistent with num_equal.
**
**   Printing (num_format) reimplements the reference's positional float
**   printer from its observed behaviour: integer digits are produced by
**   repeated float division by the radix, fraction digits by repeated float
**   multiplication, at most pop_pr_places of them and at most Nsig
**   significant digits (15 for decimal, 16 for ddecimal in radix 10); one
**   extra digit decides rounding (half up, carrying); trailing zeros go
**   but one fraction digit stays; the pad character in bits 16+ of
**   pop_pr_places fills the remaining places.  pop_pr_radix and
**   pop_pr_exponent are honoured too.
**
**   Errors are raised with vm_mishap and the reference's exact texts.
**   GMP temporaries are cleared before any mishap where practical; the rare
**   path that leaks one (a memory-limit mishap) leaks a few bytes only.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "num.h"
#include "prim.h"
#include "gc.h"
#include "cxnum.h"

_Static_assert(sizeof(long) >= sizeof(intptr_t), "num.c assumes LP64 (long holds a fixnum)");

/* Number kinds, in contagion order. */
enum { K_NONE = 0, K_FIX, K_BIG, K_RAT, K_DEC, K_DDEC };

static inline int kind(Val v)
{
    if (IS_INT(v)) return K_FIX;
    if (!IS_PTR(v)) return IS_DECI(v) ? K_DEC : K_DDEC;
    switch (OBJ(v)->type) {
    case T_BIGINT:   return K_BIG;
    case T_RATIO:    return K_RAT;
    case T_DECIMAL:  return K_DEC;
    case T_DDECIMAL: return K_DDEC;
    default:         return K_NONE;
    }
}
#define IS_FLOATK(k) ((k) >= K_DEC)
#define IS_INTK(k)   ((k) == K_FIX || (k) == K_BIG)
#define BIGZ(v)      (((BigInt *)(v))->z)
#define RATP(v)      ((Ratio *)(v))

static const char MSG_NUMS[]  = "NUMBER(S) NEEDED";
static const char MSG_NUM[]   = "NUMBER NEEDED";
static const char MSG_DIV0[]  = "DIVIDING BY ZERO";
static const char MSG_FOVF[]  = "FLOATING-POINT OVERFLOW";
static const char MSG_CONV[]  = "FLOATING-POINT OVERFLOW (converting biginteger)";
static const char MSG_BIGS[]  = "(BIG)INTEGER(S) NEEDED";
static const char MSG_BIG[]   = "(BIG)INTEGER NEEDED";
static const char MSG_SHIFT[] = "INTEGER SHIFT AMOUNT NEEDED";
static const char MSG_POW0[]  = "INVALID POWER FOR 0 BASE IN **";
static const char MSG_MEM[]   = "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)";

/* Identifiers read by the printer but possibly owned elsewhere. */
static Val id_pop_pr_radix, id_pop_pr_exponent;

/* ---- string buffers ------------------------------------------------------ */

/* Append n bytes to b (growing it; b->s stays NUL-terminated; caller frees). */
void sb_add(StrBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 32;
        while (cap < b->len + n + 1) cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p) { fputs("pop11: out of memory\n", stderr); abort(); }
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

/* Append one character to b. */
void sb_addc(StrBuf *b, int c)
{
    char ch = (char)c;
    sb_add(b, &ch, 1);
}

/* ---- constructors -------------------------------------------------------- */

/* Memory.  A biginteger's limbs are malloc'd by GMP outside the heap;
   gc_add_external counts them, so that bignum churn brings on collections
   and popmemlim bounds it.  The results below are allocated with
   gc_alloc_quiet: their callers hold GMP temporaries, which the longjmp
   of a memory-limit mishap raised here would leak (the mishap comes at
   the next safe point instead).  Other mishaps are raised before any
   temporary is made, or after it is cleared. */

/* The integer i: a fixnum if it fits, else a new biginteger. */
Val num_from_ll(VM *vm, long long i)
{
    if (FIX_FITS(i)) return MK_INT(i);
    BigInt *b = gc_alloc_quiet(vm, sizeof(BigInt), T_BIGINT);
    mpz_init_set_si(b->z, (long)i);
    gc_add_external(vm, (size_t)b->z->_mp_alloc * sizeof(mp_limb_t));
    return (Val)b;
}

/* The integer z (copied): a fixnum if it fits, else a new biginteger. */
Val num_from_mpz(VM *vm, const mpz_t z)
{
    if (mpz_fits_slong_p(z)) {
        long l = mpz_get_si(z);
        if (FIX_FITS(l)) return MK_INT(l);
    }
    BigInt *b = gc_alloc_quiet(vm, sizeof(BigInt), T_BIGINT);
    mpz_init_set(b->z, z);
    gc_add_external(vm, (size_t)b->z->_mp_alloc * sizeof(mp_limb_t));
    return (Val)b;
}

/* Store an integral Val in out (initialised by the caller); 0 otherwise. */
void num_to_mpz(Val v, mpz_t out)
{
    if (IS_INT(v)) mpz_set_si(out, INT_VAL(v));
    else if (IS_TYPE(v, T_BIGINT)) mpz_set(out, BIGZ(v));
    else mpz_set_ui(out, 0);
}

/* A canonical mpq as a Pop-11 rational (integer if den == 1). */
static Val from_mpq(VM *vm, const mpq_t q)
{
    if (mpz_cmp_ui(mpq_denref(q), 1) == 0) return num_from_mpz(vm, mpq_numref(q));
    Val n = num_from_mpz(vm, mpq_numref(q));
    Val d = num_from_mpz(vm, mpq_denref(q));
    Ratio *r = gc_alloc_quiet(vm, sizeof(Ratio), T_RATIO);   /* no GC inside gc_alloc */
    r->num = n;
    r->den = d;
    return (Val)r;
}

/* Any rational Val -> mpq (initialised by the caller). */
static void to_mpq(Val v, mpq_t out)
{
    if (IS_INT(v)) mpq_set_si(out, INT_VAL(v), 1);
    else if (IS_TYPE(v, T_BIGINT)) mpq_set_z(out, BIGZ(v));
    else if (IS_TYPE(v, T_RATIO)) {
        num_to_mpz(RATP(v)->num, mpq_numref(out));
        num_to_mpz(RATP(v)->den, mpq_denref(out));
    } else mpq_set_ui(out, 0, 1);
}

/* The canonical rational num/den of two integers (den != 0): reduced, sign
   on the numerator, an integer when the denominator becomes 1. */
Val num_make_ratio(VM *vm, Val num, Val den)
{
    if (den == MK_INT(0)) {
        doing_as(vm, "/");
        vm_mishap(vm, MSG_DIV0, 2, num, den);
    }
    if (IS_INT(num) && IS_INT(den)) {
        long n = INT_VAL(num), d = INT_VAL(den);
        if (d == 1) return num;
        if (d != 0 && n % d == 0) return num_from_ll(vm, n / d);
    }
    mpq_t q;
    mpq_init(q);
    num_to_mpz(num, mpq_numref(q));
    num_to_mpz(den, mpq_denref(q));
    mpq_canonicalize(q);
    Val r = from_mpq(vm, q);
    mpq_clear(q);
    return r;
}

/* An integral double (any size) as an exact integer. */
static Val int_from_double(VM *vm, double d)
{
    if (fabs(d) < 4611686018427387904.0) return num_from_ll(vm, (long long)d);
    mpz_t z;
    mpz_init_set_d(z, d);
    Val r = num_from_mpz(vm, z);
    mpz_clear(z);
    return r;
}

/* The exact rational value of a finite double. */
Val num_rational_from_double(VM *vm, double d)
{
    if (d == trunc(d)) return int_from_double(vm, d);
    mpq_t q;
    mpq_init(q);
    mpq_set_d(q, d);
    Val r = from_mpq(vm, q);
    mpq_clear(q);
    return r;
}

/* ---- conversion to double ------------------------------------------------ */

/* (q + s) * 2^e rounded to nearest even, where 0 <= s < 1 is nonzero iff
   sticky: the exact value lies strictly above q. q >= 0. */
static double mpz_scaled_to_double(const mpz_t q, int sticky, long e)
{
    size_t n = mpz_sizeinbase(q, 2);
    mpz_t t;
    mpz_init(t);
    long sh = (long)n - 64;
    unsigned long u;
    if (sh > 0) {
        mpz_tdiv_q_2exp(t, q, (mp_bitcnt_t)sh);
        if (mpz_scan1(q, 0) < (mp_bitcnt_t)sh) sticky = 1;
        u = mpz_get_ui(t);
    } else {
        mpz_mul_2exp(t, q, (mp_bitcnt_t)(-sh));
        u = mpz_get_ui(t);
    }
    mpz_clear(t);
    if (sticky) u |= 1;                 /* below the rounding position      */
    long ex = e + sh;
    if (ex > 100000) ex = 100000;
    if (ex < -100000) ex = -100000;
    return ldexp((double)u, (int)ex);
}

static double mpz_to_double_rn(const mpz_t z)
{
    if (mpz_sizeinbase(z, 2) <= 62) return (double)mpz_get_si(z);
    mpz_t a;
    mpz_init(a);
    mpz_abs(a, z);
    double d = mpz_scaled_to_double(a, 0, 0);
    mpz_clear(a);
    return mpz_sgn(z) < 0 ? -d : d;
}

static double ratio_to_double(Val num, Val den)
{
    mpz_t a, b, q, r;
    mpz_inits(a, b, q, r, NULL);
    num_to_mpz(num, a);
    num_to_mpz(den, b);
    int neg = mpz_sgn(a) < 0;
    mpz_abs(a, a);
    long k = 66 - ((long)mpz_sizeinbase(a, 2) - (long)mpz_sizeinbase(b, 2));
    if (k > 0) mpz_mul_2exp(a, a, (mp_bitcnt_t)k);
    else if (k < 0) mpz_mul_2exp(b, b, (mp_bitcnt_t)(-k));
    mpz_tdiv_qr(q, r, a, b);
    double d = mpz_scaled_to_double(q, mpz_sgn(r) != 0, -k);
    mpz_clears(a, b, q, r, NULL);
    return neg ? -d : d;
}

/* Any number as a double, rounded to nearest (bigints/ratios out of range
   give +-inf); 0.0 for a non-number.  Never raises a mishap. */
double num_to_double(Val v)
{
    switch (kind(v)) {
    case K_FIX:  return (double)INT_VAL(v);
    case K_BIG:  return mpz_to_double_rn(BIGZ(v));
    case K_RAT:  return ratio_to_double(RATP(v)->num, RATP(v)->den);
    case K_DEC:
    case K_DDEC: return FLOAT_VAL(v);
    default:     return 0.0;
    }
}

/* num_to_double, but a non-number is "NUMBER NEEDED" and an out-of-range
   bigint or ratio "FLOATING-POINT OVERFLOW (converting biginteger)". */
double num_to_double_checked(VM *vm, Val v)
{
    if (IS_INT(v)) return (double)INT_VAL(v);
    int k = kind(v);
    if (IS_FLOATK(k)) return FLOAT_VAL(v);
    if (k == K_NONE) vm_mishap(vm, MSG_NUM, 1, v);
    double d = num_to_double(v);
    if (!isfinite(d)) vm_mishap(vm, MSG_CONV, 1, v);
    return d;
}

/* ---- float results ------------------------------------------------------- */

/* A decimal is a double with its 2 lowest mantissa bits cleared. */
static double dec_trunc(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    u &= ~(uint64_t)3;
    memcpy(&d, &u, sizeof d);
    return d;
}

/* The float type of a result computed from a and b (either may be 0). */
static int float_type(VM *vm, Val a, Val b)
{
    Val pd = vm->id_popdprecision ? IDVAL(vm->id_popdprecision) : FALSE_V;
    if (pd == FALSE_V) return T_DECIMAL;
    int ka = a ? kind(a) : K_NONE, kb = b ? kind(b) : K_NONE;
    bool has_dd = ka == K_DDEC || kb == K_DDEC;
    bool has_d = ka == K_DEC || kb == K_DEC;
    if (IS_WORD(pd) && WORD_PTR(pd)->len == 8 && memcmp(WORD_PTR(pd)->chars, "ddecimal", 8) == 0)
        return has_dd ? T_DDECIMAL : T_DECIMAL;
    return (has_dd || !has_d) ? T_DDECIMAL : T_DECIMAL;
}

/* A new float of the given type (T_DECIMAL values lose the 2 lowest
   mantissa bits, like the reference's decimals). */
Val num_make_typed_float(VM *vm, double d, int type)
{
    if (type == T_DECIMAL) d = dec_trunc(d);
    return mk_float(vm, d, type);
}

/* The float result d of an operation on a and b (either may be 0): typed
   by popdprecision and the operand types; non-finite d is the mishap
   "FLOATING-POINT OVERFLOW" naming the operands. */
Val num_float_result(VM *vm, double d, Val a, Val b)
{
    if (!isfinite(d)) {
        if (!a) vm_mishap(vm, MSG_FOVF, 0);
        if (!b) vm_mishap(vm, MSG_FOVF, 1, a);
        vm_mishap(vm, MSG_FOVF, 2, a, b);
    }
    return num_make_typed_float(vm, d, float_type(vm, a, b));
}

/* A float result with no operands to name (type by popdprecision alone). */
Val num_make_float(VM *vm, double d)
{
    return num_float_result(vm, d, 0, 0);
}

/* ---- predicates and small helpers ---------------------------------------- */

/* Predicates: any numeric type; fixnum or biginteger. */
bool num_is_number(Val v)   { return kind(v) != K_NONE; }
bool num_is_integral(Val v) { return IS_INT(v) || IS_TYPE(v, T_BIGINT); }

/* -1, 0 or 1 by the sign of any number (0 for non-numbers). */
int num_sign(Val v)
{
    switch (kind(v)) {
    case K_FIX: return INT_VAL(v) > 0 ? 1 : INT_VAL(v) < 0 ? -1 : 0;
    case K_BIG: return mpz_sgn(BIGZ(v));
    case K_RAT: return num_sign(RATP(v)->num);
    case K_DEC:
    case K_DDEC: return FLOAT_VAL(v) > 0 ? 1 : FLOAT_VAL(v) < 0 ? -1 : 0;
    default:    return 0;
    }
}

static _Noreturn void need_numbers(VM *vm, Val a, Val b)
{
    vm_mishap(vm, MSG_NUMS, 2, a, b);
}

/* Raise the memory-limit mishap if a result of about `bits` bits could not
   be allocated within popmemlim (words). */
static void check_bits(VM *vm, double bits)
{
    double words = 64.0 * 1024 * 1024;
    if (vm->id_popmemlim && IS_INT(IDVAL(vm->id_popmemlim)))
        words = (double)INT_VAL(IDVAL(vm->id_popmemlim));
    if (vm->heap_cap && words > vm->heap_cap / 8.0) words = vm->heap_cap / 8.0;
    if (bits > 64.0 * words || bits > 1e11 || (vm->num_bits_cap && bits > vm->num_bits_cap))
        vm_mishap(vm, MSG_MEM, 0);
}

/* See num.h. */
void num_check_bits(VM *vm, double bits)
{
    check_bits(vm, bits);
}

/* The size in bits of a rational's numerator plus denominator. */
static double val_bits(Val v)
{
    if (IS_INT(v)) {
        long x = labs(INT_VAL(v));
        return x ? 64 - __builtin_clzl((unsigned long)x) : 0;
    }
    if (IS_TYPE(v, T_RATIO)) return val_bits(RATP(v)->num) + val_bits(RATP(v)->den);
    return (double)mpz_sizeinbase(BIGZ(v), 2);
}

/* ---- + - * ----------------------------------------------------------------- */

enum { AR_ADD, AR_SUB, AR_MUL };

static Val arith(VM *vm, int op, Val a, Val b)
{
    int ka = kind(a), kb = kind(b);
    if (!ka || !kb) {
        if (IS_COMPLEX(a) || IS_COMPLEX(b))
            return cx_arith(vm, op == AR_ADD ? '+' : op == AR_SUB ? '-' : '*', a, b);
        need_numbers(vm, a, b);
    }
    if (ka == K_FIX && kb == K_FIX) {
        long x = INT_VAL(a), y = INT_VAL(b), r;
        switch (op) {
        case AR_ADD: return num_from_ll(vm, (long long)x + y);
        case AR_SUB: return num_from_ll(vm, (long long)x - y);
        default:
            if (!__builtin_mul_overflow(x, y, &r)) return num_from_ll(vm, r);
            break;
        }
    }
    if (IS_FLOATK(ka) || IS_FLOATK(kb)) {
        double x = num_to_double_checked(vm, a), y = num_to_double_checked(vm, b);
        double r = op == AR_ADD ? x + y : op == AR_SUB ? x - y : x * y;
        return num_float_result(vm, r, a, b);
    }
    if (op == AR_MUL) check_bits(vm, val_bits(a) + val_bits(b));  /* before GMP */
    Val res;
    if (ka == K_RAT || kb == K_RAT) {
        mpq_t x, y;
        mpq_inits(x, y, NULL);
        to_mpq(a, x);
        to_mpq(b, y);
        if (op == AR_ADD) mpq_add(x, x, y);
        else if (op == AR_SUB) mpq_sub(x, x, y);
        else mpq_mul(x, x, y);
        res = from_mpq(vm, x);
        mpq_clears(x, y, NULL);
        return res;
    }
    mpz_t x, y;
    mpz_inits(x, y, NULL);
    num_to_mpz(a, x);
    num_to_mpz(b, y);
    if (op == AR_ADD) mpz_add(x, x, y);
    else if (op == AR_SUB) mpz_sub(x, x, y);
    else mpz_mul(x, x, y);
    res = num_from_mpz(vm, x);
    mpz_clears(x, y, NULL);
    return res;
}

/* + - * on any numbers ("NUMBER(S) NEEDED" naming both operands). */
Val num_add(VM *vm, Val a, Val b) { return arith(vm, AR_ADD, a, b); }
Val num_sub(VM *vm, Val a, Val b) { return arith(vm, AR_SUB, a, b); }
Val num_mul(VM *vm, Val a, Val b) { return arith(vm, AR_MUL, a, b); }

/* ---- / ------------------------------------------------------------------ */

/* `/`: integer/integer gives a ratio unless exact; a zero rational divisor
   is "DIVIDING BY ZERO"; a float 0.0 divisor overflows. */
Val num_div(VM *vm, Val a, Val b)
{
    int ka = kind(a), kb = kind(b);
    if (!ka || !kb) {
        if (IS_COMPLEX(a) || IS_COMPLEX(b)) return cx_arith(vm, '/', a, b);
        need_numbers(vm, a, b);
    }
    if (b == MK_INT(0)) vm_mishap(vm, MSG_DIV0, 2, a, b);
    if (IS_FLOATK(ka) || IS_FLOATK(kb)) {
        double x = num_to_double_checked(vm, a), y = num_to_double_checked(vm, b);
        return num_float_result(vm, x / y, a, b);
    }
    if (ka == K_FIX && kb == K_FIX) {
        long x = INT_VAL(a), y = INT_VAL(b);
        if (x % y == 0) return num_from_ll(vm, (long long)x / y);
        long g = x < 0 ? -x : x, h = y < 0 ? -y : y;
        while (h) { long t = g % h; g = h; h = t; }
        x /= g;
        y /= g;
        if (y < 0) { x = -x; y = -y; }
        Ratio *r = gc_alloc(vm, sizeof(Ratio), T_RATIO);
        r->num = MK_INT(x);
        r->den = MK_INT(y);
        return (Val)r;
    }
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    to_mpq(a, x);
    to_mpq(b, y);
    mpq_div(x, x, y);
    Val res = from_mpq(vm, x);
    mpq_clears(x, y, NULL);
    return res;
}

/* ---- // div rem mod --------------------------------------------------------- */

/* `//`: quot = intof(a/b) (always an integer), rem = a - quot*b (float if
   either operand is); either out-pointer may be NULL. */
void num_divmod(VM *vm, Val a, Val b, Val *quot, Val *rem)
{
    int ka = kind(a), kb = kind(b);
    if (!ka || !kb) {
        if (IS_COMPLEX(a) || IS_COMPLEX(b)) {       /* REF NUMBERS 5 */
            Val q = num_intof(vm, cx_arith(vm, '/', a, b));
            if (quot) *quot = q;
            if (rem) *rem = num_sub(vm, a, num_mul(vm, q, b));
            return;
        }
        need_numbers(vm, a, b);
    }
    if (b == MK_INT(0)) vm_mishap(vm, MSG_DIV0, 2, a, b);
    if (ka == K_FIX && kb == K_FIX) {
        long x = INT_VAL(a), y = INT_VAL(b);
        if (quot) *quot = num_from_ll(vm, (long long)x / y);
        if (rem) *rem = MK_INT(x % y);
        return;
    }
    if (IS_FLOATK(ka) || IS_FLOATK(kb)) {
        double x = num_to_double_checked(vm, a), y = num_to_double_checked(vm, b);
        double t = x / y;
        if (y == 0.0 || !isfinite(t)) vm_mishap(vm, MSG_FOVF, 2, a, b);
        t = trunc(t);
        if (quot) *quot = int_from_double(vm, t);
        if (rem) *rem = num_float_result(vm, x - t * y, a, b);
        return;
    }
    if (ka == K_RAT || kb == K_RAT) {
        mpq_t x, y, t;
        mpq_inits(x, y, t, NULL);
        to_mpq(a, x);
        to_mpq(b, y);
        mpq_div(t, x, y);
        mpz_tdiv_q(mpq_numref(t), mpq_numref(t), mpq_denref(t));
        mpz_set_ui(mpq_denref(t), 1);
        if (quot) *quot = num_from_mpz(vm, mpq_numref(t));
        if (rem) {
            mpq_mul(t, t, y);
            mpq_sub(x, x, t);
            *rem = from_mpq(vm, x);
        }
        mpq_clears(x, y, t, NULL);
        return;
    }
    mpz_t x, y, q, r;
    mpz_inits(x, y, q, r, NULL);
    num_to_mpz(a, x);
    num_to_mpz(b, y);
    mpz_tdiv_qr(q, r, x, y);
    if (quot) *quot = num_from_mpz(vm, q);
    if (rem) *rem = num_from_mpz(vm, r);
    mpz_clears(x, y, q, r, NULL);
}

/* div and rem: the two halves of num_divmod. */
Val num_quot(VM *vm, Val a, Val b) { Val q; num_divmod(vm, a, b, &q, NULL); return q; }
Val num_rem(VM *vm, Val a, Val b)  { Val r; num_divmod(vm, a, b, NULL, &r); return r; }

/* mod: rem adjusted towards the divisor's sign, as REF NUMBERS defines it
   (so 6 mod -3 is -3, like the reference). */
Val num_mod(VM *vm, Val a, Val b)
{
    if (IS_INT(a) && IS_INT(b) && b != MK_INT(0)) {
        long x = INT_VAL(a), y = INT_VAL(b), r = x % y;
        if ((y > 0 && r < 0) || (y < 0 && r >= 0)) r += y;
        return MK_INT(r);
    }
    Val r = num_rem(vm, a, b);
    if (IS_COMPLEX(r)) cx_need_reals(vm, MK_INT(0), r);   /* its sign test, as Poplog's */
    int sb = num_sign(b);
    bool rneg = IS_FLOAT(r) ? FLOAT_VAL(r) < 0 : num_sign(r) < 0;
    if ((sb > 0 && rneg) || (sb < 0 && !rneg)) r = num_add(vm, r, b);
    return r;
}

/* ---- intof round ------------------------------------------------------- */

/* intof: truncate any real towards zero to an integer. */
Val num_intof(VM *vm, Val a)
{
    switch (kind(a)) {
    case K_FIX:
    case K_BIG: return a;
    case K_RAT: {
        mpz_t n, d;
        mpz_inits(n, d, NULL);
        num_to_mpz(RATP(a)->num, n);
        num_to_mpz(RATP(a)->den, d);
        mpz_tdiv_q(n, n, d);
        Val r = num_from_mpz(vm, n);
        mpz_clears(n, d, NULL);
        return r;
    }
    case K_DEC:
    case K_DDEC: return int_from_double(vm, trunc(FLOAT_VAL(a)));
    default:
        if (IS_COMPLEX(a)) return cx_parts(vm, a, num_intof);
        vm_mishap(vm, MSG_NUM, 1, a);
    }
}

/* round: intof(a + 1/2) for a > 0, else intof(a - 1/2) (float arithmetic
   for floats, exact for ratios). */
Val num_round(VM *vm, Val a)
{
    switch (kind(a)) {
    case K_FIX:
    case K_BIG: return a;
    case K_RAT: {
        mpq_t x, h;
        mpq_inits(x, h, NULL);
        to_mpq(a, x);
        mpq_set_si(h, 1, 2);
        if (mpq_sgn(x) > 0) mpq_add(x, x, h); else mpq_sub(x, x, h);
        mpz_tdiv_q(mpq_numref(x), mpq_numref(x), mpq_denref(x));
        Val r = num_from_mpz(vm, mpq_numref(x));
        mpq_clears(x, h, NULL);
        return r;
    }
    case K_DEC:
    case K_DDEC: {
        double d = FLOAT_VAL(a);
        return int_from_double(vm, trunc(d > 0 ? d + 0.5 : d - 0.5));
    }
    default:
        if (IS_COMPLEX(a)) return cx_parts(vm, a, num_round);
        vm_mishap(vm, MSG_NUM, 1, a);
    }
}

/* ---- negate abs ---------------------------------------------------------- */

static Val neg_abs(VM *vm, Val a, bool only_if_neg)
{
    int k = kind(a);
    if (only_if_neg && k != K_NONE && !IS_FLOATK(k) && num_sign(a) >= 0) return a;
    switch (k) {
    case K_FIX: return num_from_ll(vm, -(long long)INT_VAL(a));
    case K_BIG: {
        mpz_t z;
        mpz_init(z);
        mpz_neg(z, BIGZ(a));
        Val r = num_from_mpz(vm, z);
        mpz_clear(z);
        return r;
    }
    case K_RAT: {
        Val n = neg_abs(vm, RATP(a)->num, false);
        Ratio *r = gc_alloc(vm, sizeof(Ratio), T_RATIO);
        r->num = n;
        r->den = RATP(a)->den;
        return (Val)r;
    }
    case K_DEC:
    case K_DDEC: {
        double d = FLOAT_VAL(a);
        return num_float_result(vm, only_if_neg ? fabs(d) : -d, a, 0);
    }
    default:
        if (IS_COMPLEX(a)) return only_if_neg ? cx_abs(vm, a) : cx_neg(vm, a);
        vm_mishap(vm, MSG_NUM, 1, a);
    }
}

/* negate and abs: same number class as a ("NUMBER NEEDED"). */
Val num_neg(VM *vm, Val a) { return neg_abs(vm, a, false); }
Val num_abs(VM *vm, Val a) { return neg_abs(vm, a, true); }

/* ---- ** ------------------------------------------------------------------ */

/* Float base to an integer power by repeated squaring (as the reference
   does; a negative power takes the reciprocal of the positive one). */
static Val float_ipow(VM *vm, Val a, Val b)
{
    double base = FLOAT_VAL(a), p = 1.0, s = base;
    if (IS_INT(b)) {
        unsigned long n = (unsigned long)labs(INT_VAL(b));
        while (n) {
            if (n & 1) p *= s;
            n >>= 1;
            if (n) s *= s;
        }
    } else {
        mpz_t n;
        mpz_init(n);
        mpz_abs(n, BIGZ(b));
        mp_bitcnt_t nb = mpz_sizeinbase(n, 2);
        for (mp_bitcnt_t i = 0; i < nb && isfinite(p) && p != 0.0; i++) {
            if (mpz_tstbit(n, i)) p *= s;
            if (i + 1 < nb) s *= s;
        }
        mpz_clear(n);
    }
    if (!isfinite(p)) vm_mishap(vm, MSG_FOVF, 2, a, b);
    if (num_sign(b) < 0) p = 1.0 / p;
    return num_float_result(vm, p, a, b);
}

/* Rational base to an integer power (exact). */
static Val rat_ipow(VM *vm, Val a, Val b)
{
    int sb = num_sign(b);
    if (num_sign(a) == 0) {
        if (sb < 0) vm_mishap(vm, MSG_POW0, 2, a, b);
        return MK_INT(0);
    }
    if (a == MK_INT(1)) return a;
    if (a == MK_INT(-1)) {
        bool odd = IS_INT(b) ? (INT_VAL(b) & 1) != 0 : mpz_odd_p(BIGZ(b));
        return odd ? a : MK_INT(1);
    }
    if (!IS_INT(b)) vm_mishap(vm, MSG_MEM, 0);   /* |a| > 1: astronomically big */
    check_bits(vm, val_bits(a) * fabs((double)INT_VAL(b)));
    mpq_t q;
    mpq_init(q);
    to_mpq(a, q);
    unsigned long un = (unsigned long)labs(INT_VAL(b));
    mpz_pow_ui(mpq_numref(q), mpq_numref(q), un);
    mpz_pow_ui(mpq_denref(q), mpq_denref(q), un);
    if (sb < 0) mpq_inv(q, q);
    Val r = from_mpq(vm, q);
    mpq_clear(q);
    return r;
}

/* `**`: an integer power is exact for rational bases and repeated squaring
   for floats; otherwise exp(b * log(a)).  Zero bases with non-positive
   powers are "INVALID POWER FOR 0 BASE IN **"; negative bases with
   non-integer powers give a float complex (cxnum.c), as do complex ones. */
Val num_pow(VM *vm, Val a, Val b)
{
    int ka = kind(a), kb = kind(b);
    if ((!ka || !kb) && (IS_COMPLEX(a) || IS_COMPLEX(b))) return cx_pow(vm, a, b);
    if (IS_INTK(kb)) {
        if (!ka) need_numbers(vm, a, b);
        if (b == MK_INT(0)) {
            if (IS_FLOATK(ka)) return num_float_result(vm, 1.0, a, 0);
            return MK_INT(1);
        }
        if (IS_FLOATK(ka)) {
            if (FLOAT_VAL(a) == 0.0 && num_sign(b) < 0) vm_mishap(vm, MSG_POW0, 2, a, b);
            return float_ipow(vm, a, b);
        }
        return rat_ipow(vm, a, b);
    }
    if (!ka) vm_mishap(vm, MSG_NUM, 1, a);
    if (!kb) vm_mishap(vm, MSG_NUM, 1, b);
    /* exp(b * log(a)); the result's float type follows the base alone */
    double x = num_to_double_checked(vm, a), y = num_to_double_checked(vm, b);
    if (x == 0.0) {
        if (y > 0) return num_float_result(vm, 0.0, a, 0);
        vm_mishap(vm, MSG_POW0, 2, a, b);
    }
    if (x < 0) return cx_pow(vm, a, b);
    double r = exp(y * log(x));
    if (!isfinite(r)) vm_mishap(vm, MSG_FOVF, 2, a, b);
    return num_float_result(vm, r, a, 0);
}

/* ---- bitwise ------------------------------------------------------------- */

enum { BIT_AND, BIT_OR, BIT_XOR, BIT_ANDNOT };

static Val bitop(VM *vm, int op, Val a, Val b)
{
    if (!num_is_integral(a) || !num_is_integral(b)) vm_mishap(vm, MSG_BIGS, 2, a, b);
    if (IS_INT(a) && IS_INT(b)) {
        long x = INT_VAL(a), y = INT_VAL(b);
        switch (op) {
        case BIT_AND: return MK_INT(x & y);
        case BIT_OR:  return MK_INT(x | y);
        case BIT_XOR: return MK_INT(x ^ y);
        default:      return MK_INT(x & ~y);
        }
    }
    mpz_t x, y;
    mpz_inits(x, y, NULL);
    num_to_mpz(a, x);
    num_to_mpz(b, y);
    switch (op) {
    case BIT_AND: mpz_and(x, x, y); break;
    case BIT_OR:  mpz_ior(x, x, y); break;
    case BIT_XOR: mpz_xor(x, x, y); break;
    default:      mpz_com(y, y); mpz_and(x, x, y); break;
    }
    Val r = num_from_mpz(vm, x);
    mpz_clears(x, y, NULL);
    return r;
}

/* && || ||/& &&~~ on integers of any size, two's complement semantics;
   "(BIG)INTEGER(S) NEEDED" naming both operands. */
Val num_bitand(VM *vm, Val a, Val b)    { return bitop(vm, BIT_AND, a, b); }
Val num_bitor(VM *vm, Val a, Val b)     { return bitop(vm, BIT_OR, a, b); }
Val num_bitxor(VM *vm, Val a, Val b)    { return bitop(vm, BIT_XOR, a, b); }
Val num_bitandnot(VM *vm, Val a, Val b) { return bitop(vm, BIT_ANDNOT, a, b); }

/* ~~: -(a + 1); "(BIG)INTEGER NEEDED". */
Val num_bitnot(VM *vm, Val a)
{
    if (IS_INT(a)) return MK_INT(~INT_VAL(a));
    if (!IS_TYPE(a, T_BIGINT)) vm_mishap(vm, MSG_BIG, 1, a);
    mpz_t z;
    mpz_init(z);
    mpz_com(z, BIGZ(a));
    Val r = num_from_mpz(vm, z);
    mpz_clear(z);
    return r;
}

/* a << b (left) or a >> b: arithmetic shift by the simple integer b
   (negative b reverses the direction); "INTEGER SHIFT AMOUNT NEEDED" for
   b, then "(BIG)INTEGER NEEDED" for a. */
Val num_shift(VM *vm, Val a, Val b, int left)
{
    if (!IS_INT(b)) vm_mishap(vm, MSG_SHIFT, 1, b);
    if (!num_is_integral(a)) vm_mishap(vm, MSG_BIG, 1, a);
    long n = left ? INT_VAL(b) : -INT_VAL(b);
    if (n == 0 || a == MK_INT(0)) return a;
    if (IS_INT(a)) {
        long x = INT_VAL(a);
        if (n < 0) return MK_INT(n <= -63 ? (x < 0 ? -1 : 0) : x >> -n);
        if (n < 62) {
            long r = (long)((unsigned long)x << n);
            if ((r >> n) == x && FIX_FITS(r)) return MK_INT(r);
        }
    }
    if (n > 0) check_bits(vm, val_bits(a) + (double)n);
    mpz_t z;
    mpz_init(z);
    num_to_mpz(a, z);
    if (n > 0) {
        mpz_mul_2exp(z, z, (mp_bitcnt_t)n);
    } else {
        mpz_fdiv_q_2exp(z, z, (mp_bitcnt_t)(-n));
    }
    Val r = num_from_mpz(vm, z);
    mpz_clear(z);
    return r;
}

/* ---- comparison and equality --------------------------------------------- */

/* Compare two reals: -1, 0 or 1.  Floats against rationals compare as
   doubles (like the reference). */
int num_cmp(VM *vm, Val a, Val b)
{
    if (IS_INT(a) && IS_INT(b)) return (intptr_t)a < (intptr_t)b ? -1 : a != b;
    int ka = kind(a), kb = kind(b);
    if (!ka || !kb) {
        if (IS_COMPLEX(a) || IS_COMPLEX(b)) cx_need_reals(vm, a, b);
        need_numbers(vm, a, b);
    }
    if (IS_FLOATK(ka) || IS_FLOATK(kb)) {
        double x = num_to_double_checked(vm, a), y = num_to_double_checked(vm, b);
        return x < y ? -1 : x > y;
    }
    int c;
    if (ka == K_RAT || kb == K_RAT) {
        mpq_t x, y;
        mpq_inits(x, y, NULL);
        to_mpq(a, x);
        to_mpq(b, y);
        c = mpq_cmp(x, y);
        mpq_clears(x, y, NULL);
    } else if (ka == K_FIX) {
        c = -mpz_cmp_si(BIGZ(b), INT_VAL(a));
    } else if (kb == K_FIX) {
        c = mpz_cmp_si(BIGZ(a), INT_VAL(b));
    } else {
        c = mpz_cmp(BIGZ(a), BIGZ(b));
    }
    return c < 0 ? -1 : c > 0;
}

/* Numeric `=`; false unless both are numbers.  Consistent with num_hash. */
bool num_equal(Val a, Val b)
{
    if (a == b) return cx_is_number(a);
    if (IS_INT(a) && IS_INT(b)) return false;
    int ka = kind(a), kb = kind(b);
    if (!ka || !kb) return (IS_COMPLEX(a) || IS_COMPLEX(b)) && cx_equal(a, b);
    if (IS_FLOATK(ka) || IS_FLOATK(kb)) {
        double x = num_to_double(a), y = num_to_double(b);
        return isfinite(x) && isfinite(y) && x == y;
    }
    if (ka != kb) return false;         /* rational kinds are disjoint */
    if (ka == K_BIG) return mpz_cmp(BIGZ(a), BIGZ(b)) == 0;
    if (ka == K_RAT) return num_equal(RATP(a)->num, RATP(b)->num) && num_equal(RATP(a)->den, RATP(b)->den);
    return false;
}

#define mix64(x) val_mix64(x)

/* A hash such that num_equal(a, b) implies num_hash(a) == num_hash(b):
   the hash of the value as a double. */
uint32_t num_hash(Val v)
{
    double d;
    int k = kind(v);
    if (k == K_NONE) return IS_COMPLEX(v) ? cx_hash(v) : 0;
    d = num_to_double(v);
    if (!isfinite(d)) {                 /* too big for any float to equal  */
        Val z = k == K_RAT ? RATP(v)->num : v;
        if (IS_INT(z)) return mix64((uint64_t)INT_VAL(z));
        return mix64(mpz_getlimbn(BIGZ(z), 0) ^ (uint64_t)mpz_size(BIGZ(z)));
    }
    if (d == 0) d = 0.0;                /* -0.0 = 0.0                     */
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return mix64(u);
}

/* ---- printing ------------------------------------------------------------ */

static int pr_radix(void)
{
    if (id_pop_pr_radix) {
        Val r = IDVAL(id_pop_pr_radix);
        if (IS_INT(r) && INT_VAL(r) >= 2 && INT_VAL(r) <= 36) return (int)INT_VAL(r);
    }
    return 10;
}

static char digit_char(int d)
{
    return (char)(d < 10 ? '0' + d : 'A' + d - 10);
}

static void fmt_long(StrBuf *b, long x, int radix)
{
    char buf[80];
    int n = 0;
    unsigned long u = x < 0 ? -(unsigned long)x : (unsigned long)x;
    do { buf[n++] = digit_char((int)(u % (unsigned)radix)); u /= (unsigned)radix; } while (u);
    if (x < 0) sb_addc(b, '-');
    while (n) sb_addc(b, buf[--n]);
}

static void fmt_integer(StrBuf *b, Val v, int radix)
{
    if (IS_INT(v)) { fmt_long(b, INT_VAL(v), radix); return; }
    size_t n = mpz_sizeinbase(BIGZ(v), radix) + 2;
    char *s = malloc(n);
    if (!s) abort();
    mpz_get_str(s, -radix, BIGZ(v));   /* negative base: upper-case digits */
    sb_add(b, s, strlen(s));
    free(s);
}

/* Scale x (> 0) into [1, radix) by powers of the radix; returns the power. */
static long scale_power(double *px, int radix)
{
    double x = *px;
    long power = 0;
    int e, re;
    if (x == 0.0) return 0;
    if (radix == 2) {
        double m = frexp(x, &e);
        *px = m * 2;
        return e - 1;
    }
    frexp((double)radix, &re);
    for (;;) {
        frexp(x, &e);
        long q = e / re;
        if (q == 0) break;
        power += q;
        double f = q < 0 ? (double)radix : 1.0 / radix;
        unsigned long k = (unsigned long)labs(q);
        for (;;) {
            if (k & 1) x *= f;
            k >>= 1;
            if (!k) break;
            f *= f;
        }
    }
    while (x >= radix) { x /= radix; power++; }
    while (x < 1.0) { x *= radix; power--; }
    *px = x;
    return power;
}

/* Round the digits dg[0 .. n-1] by the digit dg[n] after them; true if
   the rounding carries out of dg[0] (the number gains a leading 1). */
static bool round_digits(signed char *dg, long n, int radix)
{
    bool carry = dg[n] + radix / 2 >= radix;
    for (long i = n - 1; i >= 0 && carry; i--) {
        if (++dg[i] >= radix) dg[i] = (signed char)(dg[i] - radix); else carry = false;
    }
    return carry;
}

/* The exponent of pop_pr_exponent's form: e, its sign if not negative,
   and its digits, padded to pop_pr_exponent's width if that is an integer
   (its padding character in the high bits, '0' if none). */
static void fmt_exponent(StrBuf *b, long power, Val ev)
{
    StrBuf e = {0};
    sb_addc(b, 'e');
    if (power >= 0) sb_addc(b, '+');
    fmt_long(&e, power, 10);
    if (IS_INT(ev)) {
        long width = INT_VAL(ev) & 0xFFFF;
        int epad = (int)(INT_VAL(ev) >> 16);
        if (!epad) epad = '0';
        for (long i = (long)e.len; i < width; i++) sb_addc(b, epad);
    }
    sb_add(b, e.s, e.len);
    free(e.s);
}

/* The reference's positional float format (see the design notes). */
static void fmt_float(VM *vm, StrBuf *b, double x, bool is_dec, int radix)
{
    Val pv = vm->id_pop_pr_places ? IDVAL(vm->id_pop_pr_places) : MK_INT(6);
    long places = (IS_INT(pv) && INT_VAL(pv) >= 0) ? INT_VAL(pv) : 6;
    int pad = (int)(places >> 16);
    places &= 0xFFFF;
    Val ev = id_pop_pr_exponent ? IDVAL(id_pop_pr_exponent) : FALSE_V;
    bool expmode = ev != FALSE_V;
    long power = 0;

    if (isnan(x)) { sb_add(b, "nan", 3); return; }
    if (x < 0) { sb_addc(b, '-'); x = -x; }
    if (isinf(x)) { sb_add(b, "inf", 3); return; }
    if (expmode) power = scale_power(&x, radix);

    double R = radix, ip;
    double fp = modf(x, &ip);
    int nsig = (int)floor((is_dec ? 50 : 53) * M_LN2 / log(R) + 0.1);
    size_t cap = 1100 + (size_t)places + 8;
    signed char *dg = malloc(cap);
    if (!dg) abort();

    /* integer digits, least significant first, then reversed */
    long nint = 0;
    while (ip > 0) {
        ip /= R;
        double f = modf(ip, &ip);
        int d = (int)(f * R + 0.5);
        dg[nint++] = (signed char)(d >= radix ? radix - 1 : d);
    }
    for (long i = 0, j = nint - 1; i < j; i++, j--) {
        signed char t = dg[i]; dg[i] = dg[j]; dg[j] = t;
    }

    bool pointdone = places == 0;
    if (nint > nsig) {
        if (round_digits(dg, nsig, radix)) sb_addc(b, '1');
        for (long i = 0; i < nsig; i++) sb_addc(b, digit_char(dg[i]));
        for (long i = nsig; i < nint; i++) sb_addc(b, '0');
    } else {
        long req, fracsig = -1;
        if (nint != 0) {
            req = (places < nsig - nint ? places : nsig - nint) + 1;
        } else {
            nint = 1;
            dg[0] = 0;
            req = places + 1;
            fracsig = nsig + 1;
        }
        long n = nint;
        double f = fp;
        while (req != 0) {
            double ipart;
            f = modf(f * R, &ipart);
            int d = (int)ipart;
            if (d != 0 && fracsig >= 0) {
                if (fracsig < req) req = fracsig;
                fracsig = -1;
            }
            dg[n++] = (signed char)d;
            req--;
        }
        n--;                                    /* the rounding digit      */
        bool carry = round_digits(dg, n, radix);
        long firstfrac = nint;
        if (expmode && (carry || nint == 2)) { firstfrac--; n--; power++; }
        if (carry) sb_addc(b, '1');
        while (n > firstfrac + 1 && dg[n - 1] == 0) n--;
        for (long i = 0; i < n; i++) {
            if (i == firstfrac) {
                if (pointdone) break;
                sb_addc(b, '.');
                pointdone = true;
            }
            sb_addc(b, digit_char(dg[i]));
            if (pointdone) places--;
        }
    }
    free(dg);
    if (!pointdone) { sb_add(b, ".0", 2); places--; }
    if (pad) for (; places > 0; places--) sb_addc(b, pad);
    if (expmode) fmt_exponent(b, power, ev);
}

/* Append the printed form of a number, as sys_syspr prints it. */
void num_format(VM *vm, Val v, StrBuf *b)
{
    int radix = pr_radix();
    switch (kind(v)) {
    case K_FIX:
    case K_BIG:
        fmt_integer(b, v, radix);
        return;
    case K_RAT:
        if (vm->id_pop_pr_ratios && IDVAL(vm->id_pop_pr_ratios) == FALSE_V) {
            double d = num_to_double(v);
            if (!isfinite(d)) vm_mishap(vm, MSG_CONV, 1, v);
            fmt_float(vm, b, dec_trunc(d), true, radix);
            return;
        }
        fmt_integer(b, RATP(v)->num, radix);
        sb_add(b, "_/", 2);
        fmt_integer(b, RATP(v)->den, radix);
        return;
    case K_DEC:
        fmt_float(vm, b, FLOAT_VAL(v), true, radix);
        return;
    case K_DDEC:
        fmt_float(vm, b, FLOAT_VAL(v), false, radix);
        return;
    default:
        if (IS_COMPLEX(v)) cx_format(vm, v, b);
        return;
    }
}

/* ---- initialisation ------------------------------------------------------ */

static Val defvar(VM *vm, const char *name, Val value)
{
    Val id = word_declare(vm, word_cstr(vm, name), ID_VARS, 0);
    IDENT_PTR(id)->value = value;
    return id;
}

/* Declare a variable owned by another module only if nobody has yet. */
static Val defvar_shared(VM *vm, const char *name, Val value)
{
    Val w = word_cstr(vm, name);
    Val id = word_ident(vm, w);
    if (id) return id;
    return defvar(vm, name, value);
}

/* Create the number variables (popdprecision, pop_pr_ratios, popradians,
   ranseed, pop_reduce_ratios; pop_pr_radix and pop_pr_exponent unless
   already declared) and the constant pi. */
void num_init(VM *vm)
{
    vm->id_popdprecision = defvar(vm, "popdprecision", FALSE_V);
    vm->id_pop_pr_ratios = defvar(vm, "pop_pr_ratios", TRUE_V);
    defvar(vm, "popradians", FALSE_V);
    defvar(vm, "ranseed", FALSE_V);
    defvar(vm, "pop_reduce_ratios", TRUE_V);
    id_pop_pr_radix = defvar_shared(vm, "pop_pr_radix", MK_INT(10));
    id_pop_pr_exponent = defvar_shared(vm, "pop_pr_exponent", FALSE_V);
    Val pid = word_declare(vm, word_cstr(vm, "pi"), ID_CONSTANT, IDF_PROTECTED);
    IDENT_PTR(pid)->value = mk_float(vm, 3.14159265358979323846, T_DDECIMAL);
    IDENT_PTR(pid)->h.flags |= IDF_ASSIGNED;
}
