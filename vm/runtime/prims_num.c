/*
** prims_num.c -- the number primitives: arithmetic, comparison and bitwise
** operators as procedures, mathematical and trigonometric functions, type
** predicates, random numbers, the fast fi_ integer operations and the
** float utilities of REF NUMBERS / REF FASTPROCS.
**
** Design notes
**   Operators (+, <, && ...) are inlined by the compiler; these are the
**   procedures behind them (for partial application, `nonop +`, sorting
**   with nonop < ...).  Each tries a fixnum fast path and otherwise calls
**   the generic num_* function (num.c), which raises the reference's
**   mishaps.  Where the reference names the culprits in an unexpected
**   order (< and <= report them reversed, since it computes x < y as
**   y > x) the procedure reproduces it.
**
**   Angles: sin, cos, tan and the hyperbolic functions take degrees, and
**   the inverse functions return degrees, unless popradians is true (its
**   default is false, as on the reference).
**
**   Complex numbers (cxnum.c): the functions take them, and give a
**   float complex where a real argument has no real result (sqrt(-1),
**   log(-1), arcsin(2), (-8)**(1/3)), as the reference does.
**
**   fi_ operations check that their arguments are simple integers (the
**   reference does not, and returns garbage); results wrap around within
**   the fixnum width like the reference's machine arithmetic.
**
**   random/random0 use a 59-bit LCG whose state is the variable ranseed
**   (false: seeded from the clock on first use), whitened by a 64-bit
**   mixer.  The sequence differs from the reference's.
**
**   The fast paths work on the tagged words themselves where the tag
**   allows it: a simple integer i is the word 2i+1 (vm/core/value.h), so
**   comparing two tagged words orders them as their values, and && / || of
**   two tagged words is the tagged && / || of the values.  Simple integers
**   have 62 bits, so a sum, a difference or a quotient of two of them
**   never overflows a C long; num_from_ll then gives a simple integer or,
**   past FIX_MAX, a biginteger.  Only * needs an overflow test.
**
**   Decimals (single floats) are immediate: a double with its lowest
**   mantissa bits cut off, stored in the word (IS_DECI, num.h), so a
**   decimal result allocates nothing; ddecimals are heap objects except for the values
**   that fit the word too (see ==).  num_float_result picks the result's
**   type from the arguments and popdprecision.
**
**   Nothing here runs Pop-11 code, so no primitive holds a root: the
**   biginteger work is done in GMP's own mpz_t temporaries, converted to a
**   Pop-11 number (num_from_mpz) only at the end.
*/
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "prim.h"
#include "num.h"
#include "cxnum.h"

#define DEG (3.14159265358979323846 / 180.0)

static const char MSG_FLOATN[]  = "DECIMAL OR DDECIMAL NEEDED";

/* The value cell of a variable declared elsewhere (num_init), cached. */
static Val var_ident(VM *vm, Val *cache, const char *name)
{
    if (!*cache) {
        Val id = word_ident(vm, word_cstr(vm, name));
        if (!id) id = word_declare(vm, word_cstr(vm, name), ID_VARS, 0);
        *cache = id;
    }
    return *cache;
}

/* Whether popradians is true now (read at every call: a program may
   assign it, or make it dlocal, at any time). */
static bool use_radians(VM *vm)
{
    static Val id;
    return IDVAL(var_ident(vm, &id, "popradians")) != FALSE_V;
}

/* Wrap an integer into the fixnum width (two's complement): keep the low
   FIX_BITS bits of u and sign-extend from the top one, as the reference's
   machine arithmetic does for its simple integers. */
#define FIX_BITS (64 - __builtin_clzll((unsigned long long)FIX_MAX) + 1)
static inline Val fix_wrap(unsigned long u)
{
    int sh = 64 - FIX_BITS;
    return MK_INT((long)(u << sh) >> sh);
}

/* ---- arithmetic operators -------------------------------------------------- */

PRIM(pn_add, "+", 2, 1, "num1 + num2 -> num3: sum, with fixnum overflow to bigintegers and float contagion")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(num_from_ll(vm, (long long)INT_VAL(a) + INT_VAL(b))); return; }
    PUSH(num_add(vm, a, b));
}

PRIM(pn_sub, "-", 2, 1, "num1 - num2 -> num3: difference")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(num_from_ll(vm, (long long)INT_VAL(a) - INT_VAL(b))); return; }
    PUSH(num_sub(vm, a, b));
}

PRIM(pn_mul, "*", 2, 1, "num1 * num2 -> num3: product")
{
    Val b = POP(), a = POP();
    long r;
    if (IS_INT(a) && IS_INT(b) && !__builtin_mul_overflow(INT_VAL(a), INT_VAL(b), &r)) {
        PUSH(num_from_ll(vm, r));
        return;
    }
    PUSH(num_mul(vm, a, b));
}

PRIM(pn_div, "/", 2, 1, "num1 / num2 -> num3: quotient; integer / integer gives a ratio unless exact")
{
    Val b = POP(), a = POP();
    PUSH(num_div(vm, a, b));
}

PRIM(pn_divmod, "//", 2, 2, "divid // divis -> (rem, quot): truncating division giving remainder and quotient")
{
    Val b = POP(), a = POP();
    /* (a zero divisor goes to num_divmod, which raises the mishap) */
    if (IS_INT(a) && IS_INT(b) && b != MK_INT(0)) {
        long x = INT_VAL(a), y = INT_VAL(b);
        PUSH(MK_INT(x % y));
        PUSH(num_from_ll(vm, (long long)x / y));
        return;
    }
    Val q, r;
    num_divmod(vm, a, b, &q, &r);
    PUSH(r);
    PUSH(q);
}

PRIM(pn_quot, "div", 2, 1, "divid div divis -> quot: the quotient of // (truncated towards zero)")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b) && b != MK_INT(0)) { PUSH(num_from_ll(vm, (long long)INT_VAL(a) / INT_VAL(b))); return; }
    PUSH(num_quot(vm, a, b));
}

PRIM(pn_rem, "rem", 2, 1, "divid rem divis -> rem: the remainder of // (sign of the dividend)")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b) && b != MK_INT(0)) { PUSH(MK_INT(INT_VAL(a) % INT_VAL(b))); return; }
    PUSH(num_rem(vm, a, b));
}

PRIM(pn_mod, "mod", 2, 1, "divid mod divis -> mod: divid modulo divis (sign of the divisor)")
{
    Val b = POP(), a = POP();
    PUSH(num_mod(vm, a, b));
}

PRIM(pn_pow, "**", 2, 1, "base ** power -> num: exact for integer powers of rationals, else exp(power*log(base))")
{
    Val b = POP(), a = POP();
    PUSH(num_pow(vm, a, b));
}

PRIM(pn_negate, "negate", 1, 1, "negate(num) -> num: minus num")
{
    Val a = POP();
    if (IS_INT(a)) { PUSH(num_from_ll(vm, -(long long)INT_VAL(a))); return; }
    PUSH(num_neg(vm, a));
}

PRIM(pn_abs, "abs", 1, 1, "abs(num) -> num: the absolute value")
{
    Val a = POP();
    if (IS_INT(a)) { PUSH(num_from_ll(vm, INT_VAL(a) < 0 ? -(long long)INT_VAL(a) : INT_VAL(a))); return; }
    PUSH(num_abs(vm, a));
}

PRIM(pn_sign, "sign", 1, 1, "sign(num) -> -1, 0 or 1 (a float for a float argument; for a complex, the float complex of modulus 1 and num's phase)")
{
    Val a = POP();
    if (IS_COMPLEX(a)) { PUSH(cx_arith(vm, '/', a, cx_abs(vm, a))); return; }
    if (!num_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    int s = num_sign(a);
    PUSH(IS_FLOAT(a) ? num_float_result(vm, (double)s, a, 0) : MK_INT(s));
}

PRIM(pn_max, "max", 2, 1, "max(num1, num2) -> num: the greater (num2 if they are equal)")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH((intptr_t)a > (intptr_t)b ? a : b); return; }
    PUSH(num_cmp(vm, a, b) > 0 ? a : b);
}

PRIM(pn_min, "min", 2, 1, "min(num1, num2) -> num: the lesser (num2 if they are equal)")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH((intptr_t)a < (intptr_t)b ? a : b); return; }
    if (!num_is_number(a) || !num_is_number(b)) cx_need_reals(vm, b, a);
    PUSH(num_cmp(vm, a, b) < 0 ? a : b);
}

PRIM(pn_intof, "intof", 1, 1, "intof(num) -> int: num truncated towards zero")
{
    Val a = POP();
    PUSH(IS_INT(a) ? a : num_intof(vm, a));
}

PRIM(pn_round, "round", 1, 1, "round(num) -> int: the nearest integer, halves rounded away from zero")
{
    Val a = POP();
    PUSH(IS_INT(a) ? a : num_round(vm, a));
}

PRIM(pn_fracof, "fracof", 1, 1, "fracof(num) -> num: num - intof(num)")
{
    Val a = POP();
    if (IS_INT(a)) { PUSH(MK_INT(0)); return; }
    if (IS_FLOAT(a)) {
        double d = FLOAT_VAL(a);
        PUSH(num_float_result(vm, d - trunc(d), a, 0));
        return;
    }
    PUSH(num_sub(vm, a, num_intof(vm, a)));
}

/* ---- comparison and equality ------------------------------------------------ */

PRIM(pn_lt, "<", 2, 1, "num1 < num2 -> bool")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(BOOL_V((intptr_t)a < (intptr_t)b)); return; }
    if (!num_is_number(a) || !num_is_number(b)) cx_need_reals(vm, b, a);
    PUSH(BOOL_V(num_cmp(vm, a, b) < 0));
}

/* > and >= need no reordering: num_cmp's own mishap for a non-number
   names the culprits in the order given. */
PRIM(pn_gt, ">", 2, 1, "num1 > num2 -> bool")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(BOOL_V((intptr_t)a > (intptr_t)b)); return; }
    PUSH(BOOL_V(num_cmp(vm, a, b) > 0));
}

PRIM(pn_le, "<=", 2, 1, "num1 <= num2 -> bool")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(BOOL_V((intptr_t)a <= (intptr_t)b)); return; }
    if (!num_is_number(a) || !num_is_number(b)) cx_need_reals(vm, b, a);
    PUSH(BOOL_V(num_cmp(vm, a, b) <= 0));
}

PRIM(pn_ge, ">=", 2, 1, "num1 >= num2 -> bool")
{
    Val b = POP(), a = POP();
    if (IS_INT(a) && IS_INT(b)) { PUSH(BOOL_V((intptr_t)a >= (intptr_t)b)); return; }
    PUSH(BOOL_V(num_cmp(vm, a, b) >= 0));
}

/* a = b; comparing a float with a bigint or ratio out of float range is the
   reference's conversion mishap, which num_equal (no vm) cannot raise. */
static bool equal(VM *vm, Val a, Val b)
{
    if (a == b) return true;
    if (IS_INT(a) && IS_INT(b)) return false;
    if (num_is_number(a) && num_is_number(b)) {
        if (IS_FLOAT(a) != IS_FLOAT(b)) {
            num_to_double_checked(vm, a);
            num_to_double_checked(vm, b);
        }
        return num_equal(a, b);
    }
    return val_equal(vm, a, b);
}

PRIM(pn_equal, "=", 2, 1, "item1 = item2 -> bool: structural equality (numbers compare by value: 3 = 3.0)")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(equal(vm, a, b)));
}

PRIM(pn_nequal, "/=", 2, 1, "item1 /= item2 -> bool: not (item1 = item2)")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(!equal(vm, a, b)));
}

PRIM(pn_ident, "==", 2, 1, "item1 == item2 -> bool: identity (same object, or the same simple integer; equal decimals are ==, as in Poplog, and so are equal ddecimals of magnitude 2**-127 to 2**128 or 0.0, which pop11 holds in the word, where Poplog's are separate objects)")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(a == b));
}

PRIM(pn_nident, "/==", 2, 1, "item1 /== item2 -> bool: not (item1 == item2)")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(a != b));
}

/* ==#: identical, or numbers of one type and value (complex: parts ==#).
   So 3 ==# 3.0 is false where 3 = 3.0 is true, and two ddecimals of one
   value are ==# even when they are separate objects. */
static bool ident_num(Val a, Val b)
{
    if (IS_COMPLEX(a) && IS_COMPLEX(b))
        return ident_num(CX_RE(a), CX_RE(b)) && ident_num(CX_IM(a), CX_IM(b));
    return a == b || (TYPE_OF(a) == TYPE_OF(b) && num_is_number(a) && num_equal(a, b));
}

PRIM(pn_ident_num, "==#", 2, 1, "item1 ==# item2 -> bool: identical, or numbers of the same type and value")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(ident_num(a, b)));
}

/* ---- bitwise operators ------------------------------------------------------- */

PRIM(pn_bitand, "&&", 2, 1, "int1 && int2 -> int: bitwise and (two's complement)")
{
    Val b = POP(), a = POP();
    PUSH(IS_INT(a) && IS_INT(b) ? (a & b) : num_bitand(vm, a, b));
}

PRIM(pn_bitor, "||", 2, 1, "int1 || int2 -> int: bitwise inclusive or")
{
    Val b = POP(), a = POP();
    PUSH(IS_INT(a) && IS_INT(b) ? (a | b) : num_bitor(vm, a, b));
}

PRIM(pn_bitxor, "||/&", 2, 1, "int1 ||/& int2 -> int: bitwise exclusive or")
{
    Val b = POP(), a = POP();
    PUSH(num_bitxor(vm, a, b));
}

PRIM(pn_bitandnot, "&&~~", 2, 1, "int1 &&~~ int2 -> int: int1 && (~~ int2), clearing the bits of int2")
{
    Val b = POP(), a = POP();
    PUSH(num_bitandnot(vm, a, b));
}

PRIM(pn_bitnot, "~~", 1, 1, "~~ int -> int: bitwise complement, -(int + 1)")
{
    Val a = POP();
    PUSH(num_bitnot(vm, a));
}

PRIM(pn_shl, "<<", 2, 1, "int << n -> int: int shifted left n bits (right if n < 0)")
{
    Val b = POP(), a = POP();
    PUSH(num_shift(vm, a, b, 1));
}

PRIM(pn_shr, ">>", 2, 1, "int >> n -> int: int shifted right n bits, sign extending (left if n < 0)")
{
    Val b = POP(), a = POP();
    PUSH(num_shift(vm, a, b, 0));
}

/* Whether a && b has a bit set, for &&/=_0 and &&=_0.  Both must be
   integral: the mishap names both, as the reference's does. */
static bool bits_and_nonzero(VM *vm, Val a, Val b)
{
    if (!num_is_integral(a) || !num_is_integral(b)) vm_mishap(vm, "(BIG)INTEGER(S) NEEDED", 2, a, b);
    return num_bitand(vm, a, b) != MK_INT(0);
}

PRIM(pn_and_nz, "&&/=_0", 2, 1, "int1 &&/=_0 int2 -> bool: int1 && int2 /== 0")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(bits_and_nonzero(vm, a, b)));
}

PRIM(pn_and_z, "&&=_0", 2, 1, "int1 &&=_0 int2 -> bool: int1 && int2 == 0")
{
    Val b = POP(), a = POP();
    PUSH(BOOL_V(!bits_and_nonzero(vm, a, b)));
}

/* v if it is a simple integer or a biginteger; (BIG)INTEGER NEEDED else. */
static Val check_bigint(VM *vm, Val v)
{
    if (!num_is_integral(v)) vm_mishap(vm, "(BIG)INTEGER NEEDED", 1, v);
    return v;
}

/* A bit position: a simple integer >= 0. */
static long check_bitpos(VM *vm, Val n)
{
    long i = check_int(vm, n);
    if (i < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, n);
    return i;
}

PRIM(pn_testbit, "testbit", 2, 1, "testbit(int, n) -> bool: whether bit n of int (two's complement) is 1")
{
    Val n = POP(), a = POP();
    check_bigint(vm, a);
    long i = check_bitpos(vm, n);
    /* a simple integer's bits from 63 up are all copies of its sign bit
       (and a C shift by 64 or more would be undefined) */
    if (IS_INT(a)) { PUSH(BOOL_V(i >= 63 ? INT_VAL(a) < 0 : ((INT_VAL(a) >> i) & 1))); return; }
    PUSH(BOOL_V(mpz_tstbit(((BigInt *)a)->z, (mp_bitcnt_t)i)));
}

UPDATER(pn_testbit_upd, "testbit", 3, "bool -> testbit(int, n) -> newint: int with bit n set (bool true) or cleared")
{
    Val n = POP(), a = POP(), flag = POP();
    check_bigint(vm, a);
    long i = check_bitpos(vm, n);
    mpz_t z;
    mpz_init(z);
    num_to_mpz(a, z);
    if (flag != FALSE_V) mpz_setbit(z, (mp_bitcnt_t)i); else mpz_clrbit(z, (mp_bitcnt_t)i);
    Val r = num_from_mpz(vm, z);
    mpz_clear(z);
    PUSH(r);
}

PRIM(pn_leastbit, "integer_leastbit", 1, 1, "integer_leastbit(int) -> n: the position of the lowest 1 bit, false for 0")
{
    Val a = check_bigint(vm, POP());
    if (a == MK_INT(0)) { PUSH(FALSE_V); return; }
    if (IS_INT(a)) { PUSH(MK_INT(__builtin_ctzl((unsigned long)INT_VAL(a)))); return; }
    PUSH(MK_INT((long)mpz_scan1(((BigInt *)a)->z, 0)));
}

/* The two's-complement form of a as a non-negative magnitude: a if a >= 0,
   else ~a (so bit lengths and bit counts of negatives come out right). */
static void twos_mag(Val a, mpz_t z)
{
    num_to_mpz(a, z);
    if (mpz_sgn(z) < 0) mpz_com(z, z);
}

PRIM(pn_intlength, "integer_length", 1, 1, "integer_length(int) -> n: the bits needed for int in two's complement, less the sign bit")
{
    Val a = check_bigint(vm, POP());
    mpz_t z;
    mpz_init(z);
    twos_mag(a, z);
    long n = mpz_sgn(z) == 0 ? 0 : (long)mpz_sizeinbase(z, 2);
    mpz_clear(z);
    PUSH(MK_INT(n));
}

PRIM(pn_bitcount, "integer_bitcount", 1, 1, "integer_bitcount(int) -> n: the number of 1 bits (of 0 bits if int < 0)")
{
    Val a = check_bigint(vm, POP());
    mpz_t z;
    mpz_init(z);
    twos_mag(a, z);
    long n = (long)mpz_popcount(z);
    mpz_clear(z);
    PUSH(MK_INT(n));
}

/* ---- mathematical functions --------------------------------------------------- */

/* Push a one-argument float function's result d, of the float type the
   argument a and popdprecision give, with the reference's errors for an
   infinite or NaN result (num_float_result). */
static void push_float(VM *vm, double d, Val a)
{
    PUSH(num_float_result(vm, d, a, 0));
}

PRIM(pn_sqrt, "sqrt", 1, 1, "sqrt(num) -> sqrt: the principal square root: a float for num real and >= 0, else a float complex")
{
    Val a = POP();
    if (IS_COMPLEX(a)) { PUSH(cx_apply_fn(vm, a, CXF_SQRT)); return; }
    double x = num_to_double_checked(vm, a);
    if (x < 0) { PUSH(cx_apply_fn(vm, a, CXF_SQRT)); return; }
    push_float(vm, sqrt(x), a);
}

PRIM(pn_exp, "exp", 1, 1, "exp(num) -> float: e to the power num (a float complex for a complex num)")
{
    Val a = POP();
    if (IS_COMPLEX(a)) { PUSH(cx_apply_fn(vm, a, CXF_EXP)); return; }
    push_float(vm, exp(num_to_double_checked(vm, a)), a);
}

/* log(a): a float, or a float complex for a negative or complex a */
static Val log_of(VM *vm, Val a)
{
    if (IS_COMPLEX(a)) {
        if (num_sign(CX_RE(a)) == 0 && num_sign(CX_IM(a)) == 0) vm_mishap(vm, "NUMBER /= 0 NEEDED", 1, a);
        return cx_apply_fn(vm, a, CXF_LOG);
    }
    double x = num_to_double_checked(vm, a);
    if (x == 0) vm_mishap(vm, "NUMBER /= 0 NEEDED", 1, a);
    if (x < 0) return cx_apply_fn(vm, a, CXF_LOG);
    return num_float_result(vm, log(x), a, 0);
}

PRIM(pn_log, "log", 1, 1, "log(num) -> float: the natural logarithm of num (not a zero): a float complex, log(abs(num)) +: phase(num) in radians, for a negative or complex num")
{
    Val a = POP();
    PUSH(log_of(vm, a));
}

PRIM(pn_log10, "log10", 1, 1, "log10(num) -> float: log(num) / log(10)")
{
    Val a = POP();
    /* (the ddecimal log(10) keeps a complex result's parts in ddecimal) */
    Val l = log_of(vm, a);
    if (IS_COMPLEX(l)) { PUSH(cx_arith(vm, '/', l, num_make_typed_float(vm, log(10.0), T_DDECIMAL))); return; }
    push_float(vm, FLOAT_VAL(l) / log(10.0), a);
}

/* Trigonometric and hyperbolic functions: argument in degrees unless
   popradians is true (cxnum.c follows popradians too for a complex
   argument).  cfn is the CXF_ code of the same function for complex
   arguments. */
static void trig(VM *vm, double (*fn)(double), int cfn)
{
    Val a = POP();
    if (IS_COMPLEX(a)) { PUSH(cx_apply_fn(vm, a, cfn)); return; }
    double x = num_to_double_checked(vm, a);
    if (!use_radians(vm)) x *= DEG;
    push_float(vm, fn(x), a);
}

/* Inverse functions: result in degrees unless popradians is true; lo..hi
   is the real domain (outside it the reference gives a complex). */
static void arctrig(VM *vm, double (*fn)(double), double lo, double hi, int cfn)
{
    Val a = POP();
    if (IS_COMPLEX(a)) { PUSH(cx_apply_fn(vm, a, cfn)); return; }
    double x = num_to_double_checked(vm, a);
    if (x < lo || x > hi) { PUSH(cx_apply_fn(vm, a, cfn)); return; }
    double r = fn(x);
    if (!use_radians(vm)) r /= DEG;
    push_float(vm, r, a);
}

PRIM(pn_sin, "sin", 1, 1, "sin(angle) -> float: sine (degrees unless popradians)")
{ trig(vm, sin, CXF_SIN); }
PRIM(pn_cos, "cos", 1, 1, "cos(angle) -> float: cosine (degrees unless popradians)")
{ trig(vm, cos, CXF_COS); }
PRIM(pn_tan, "tan", 1, 1, "tan(angle) -> float: tangent (degrees unless popradians)")
{ trig(vm, tan, CXF_TAN); }
PRIM(pn_sinh, "sinh", 1, 1, "sinh(angle) -> float: hyperbolic sine (degrees unless popradians)")
{ trig(vm, sinh, CXF_SINH); }
PRIM(pn_cosh, "cosh", 1, 1, "cosh(angle) -> float: hyperbolic cosine (degrees unless popradians)")
{ trig(vm, cosh, CXF_COSH); }
PRIM(pn_tanh, "tanh", 1, 1, "tanh(angle) -> float: hyperbolic tangent (degrees unless popradians)")
{ trig(vm, tanh, CXF_TANH); }
PRIM(pn_arcsin, "arcsin", 1, 1, "arcsin(num) -> angle: inverse sine, -1 <= num <= 1 (degrees unless popradians)")
{ arctrig(vm, asin, -1, 1, CXF_ASIN); }
PRIM(pn_arccos, "arccos", 1, 1, "arccos(num) -> angle: inverse cosine, -1 <= num <= 1 (degrees unless popradians)")
{ arctrig(vm, acos, -1, 1, CXF_ACOS); }
PRIM(pn_arctan, "arctan", 1, 1, "arctan(num) -> angle: inverse tangent (degrees unless popradians)")
{ arctrig(vm, atan, -INFINITY, INFINITY, CXF_ATAN); }
PRIM(pn_arcsinh, "arcsinh", 1, 1, "arcsinh(num) -> angle: inverse hyperbolic sine (degrees unless popradians)")
{ arctrig(vm, asinh, -INFINITY, INFINITY, CXF_ASINH); }
PRIM(pn_arccosh, "arccosh", 1, 1, "arccosh(num) -> angle: inverse hyperbolic cosine, num >= 1 (degrees unless popradians)")
{ arctrig(vm, acosh, 1, INFINITY, CXF_ACOSH); }
PRIM(pn_arctanh, "arctanh", 1, 1, "arctanh(num) -> angle: inverse hyperbolic tangent, -1 < num < 1 (degrees unless popradians)")
{ arctrig(vm, atanh, -1, 1, CXF_ATANH); }

PRIM(pn_arctan2, "arctan2", 2, 1, "arctan2(x, y) -> angle: the angle of the point (x, y), in (-180, 180] (degrees unless popradians)")
{
    Val y = POP(), x = POP();
    if (IS_COMPLEX(x) || IS_COMPLEX(y)) cx_need_reals(vm, x, y);
    double dx = num_to_double_checked(vm, x), dy = num_to_double_checked(vm, y);
    /* (C's atan2 of two zeros depends on their signs: the origin gives 0
       here whatever they are) */
    double r = (dx == 0 && dy == 0) ? 0.0 : atan2(dy, dx);
    if (!use_radians(vm)) r /= DEG;
    PUSH(num_float_result(vm, r, x, y));
}

/* ---- type predicates -------------------------------------------------------- */

PRIM(pn_isinteger, "isinteger", 1, 1, "isinteger(item) -> bool: true for a simple integer")
{ Val v = POP(); PUSH(BOOL_V(IS_INT(v))); }
PRIM(pn_isbiginteger, "isbiginteger", 1, 1, "isbiginteger(item) -> bool: true for a biginteger")
{ Val v = POP(); PUSH(BOOL_V(IS_TYPE(v, T_BIGINT))); }
PRIM(pn_isintegral, "isintegral", 1, 1, "isintegral(item) -> bool: true for a simple integer or a biginteger")
{ Val v = POP(); PUSH(BOOL_V(num_is_integral(v))); }
PRIM(pn_isratio, "isratio", 1, 1, "isratio(item) -> bool: true for a ratio")
{ Val v = POP(); PUSH(BOOL_V(IS_TYPE(v, T_RATIO))); }
PRIM(pn_isrational, "isrational", 1, 1, "isrational(item) -> bool: true for an integer, biginteger or ratio")
{ Val v = POP(); PUSH(BOOL_V(num_is_integral(v) || IS_TYPE(v, T_RATIO))); }
PRIM(pn_isdecimal, "isdecimal", 1, 1, "isdecimal(item) -> bool: true for a decimal or ddecimal")
{ Val v = POP(); PUSH(BOOL_V(IS_FLOAT(v))); }
PRIM(pn_issdecimal, "issdecimal", 1, 1, "issdecimal(item) -> bool: true for a simple decimal")
{ Val v = POP(); PUSH(BOOL_V(IS_DECI(v))); }
PRIM(pn_isddecimal, "isddecimal", 1, 1, "isddecimal(item) -> bool: true for a ddecimal")
{ Val v = POP(); PUSH(BOOL_V(IS_FLOAT(v) && !IS_DECI(v))); }
PRIM(pn_isreal, "isreal", 1, 1, "isreal(item) -> bool: true for any number but a complex")
{ Val v = POP(); PUSH(BOOL_V(num_is_number(v))); }
PRIM(pn_isnumber, "isnumber", 1, 1, "isnumber(item) -> bool: true for any number, complex included")
{ Val v = POP(); PUSH(BOOL_V(cx_is_number(v))); }
PRIM(pn_iscomplex, "iscomplex", 1, 1, "iscomplex(item) -> bool: true for a complex number")
{ Val v = POP(); PUSH(BOOL_V(IS_COMPLEX(v))); }

/* ---- complex numbers ---------------------------------------------------------- */

PRIM(pn_plus_i, "+:", 2, 1, "num1 +: num2 -> num3: num1 plus i times num2 (i the square root of -1): 1 +: 2 is 1_+:2")
{
    Val b = POP(), a = POP();
    PUSH(cx_plus_i(vm, a, b, 1));
}

PRIM(pn_minus_i, "-:", 2, 1, "num1 -: num2 -> num3: num1 minus i times num2")
{
    Val b = POP(), a = POP();
    PUSH(cx_plus_i(vm, a, b, -1));
}

PRIM(pn_unary_plus_i, "unary_+:", 1, 1, "unary_+:(num) -> num: i times num (what +: num means as a prefix operator)")
{
    Val a = POP();
    PUSH(cx_plus_i(vm, MK_INT(0), a, 1));
}

PRIM(pn_unary_minus_i, "unary_-:", 1, 1, "unary_-:(num) -> num: -i times num (-: num as a prefix operator)")
{
    Val a = POP();
    PUSH(cx_plus_i(vm, MK_INT(0), a, -1));
}

PRIM(pn_destcomplex, "destcomplex", 1, 2, "destcomplex(num) -> (realpart, imagpart): the parts of a number (for a real num: num and a 0 of its type)")
{
    Val a = POP();
    if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    PUSH(cx_re(a));
    PUSH(cx_im(vm, a));
}

PRIM(pn_conjugate, "conjugate", 1, 1, "conjugate(num) -> num: the complex conjugate, realpart(num) -: imagpart(num) (a real num itself)")
{
    Val a = POP();
    if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    PUSH(cx_conj(vm, a));
}

/* ---- conversion -------------------------------------------------------------- */

/* Coercing to a rational converts the float exactly (every float is a
   rational), so number_coerce(0.1, 1) is a ratio with a power-of-two
   denominator, not 1_/10. */
PRIM(pn_number_coerce, "number_coerce", 2, 1, "number_coerce(num, to_num) -> num: num converted to the class (rational, decimal, ddecimal) of to_num")
{
    Val to = POP(), a = POP();
    if (IS_COMPLEX(a) || IS_COMPLEX(to)) {
        /* the parts coerced to the class of to (of its real part), by two
           recursive calls through the stack */
        if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
        if (!cx_is_number(to)) vm_mishap(vm, "NUMBER NEEDED", 1, to);
        Val t = cx_re(to), im = cx_im(vm, a);
        PUSH(cx_re(a)); PUSH(t); pn_number_coerce(vm);
        PUSH(im); PUSH(t); pn_number_coerce(vm);
        im = POP();
        PUSH(cx_make(vm, POP(), im));
        return;
    }
    if (!num_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    if (!num_is_number(to)) vm_mishap(vm, "NUMBER NEEDED", 1, to);
    int tt = IS_FLOAT(to) ? FLOAT_TYPE(to) : 0;
    int ta = IS_FLOAT(a) ? FLOAT_TYPE(a) : 0;
    if (tt == ta) { PUSH(a); return; }
    if (tt == 0) {
        /* the reference converts a decimal with its 50-bit precision: the
           low 3 bits of the double's mantissa, which a decimal does not
           hold, are cleared first */
        double d = FLOAT_VAL(a);
        if (ta == T_DECIMAL) {
            uint64_t u;
            memcpy(&u, &d, sizeof u);
            u &= ~(uint64_t)7;
            memcpy(&d, &u, sizeof d);
        }
        PUSH(num_rational_from_double(vm, d));
        return;
    }
    PUSH(num_make_typed_float(vm, num_to_double_checked(vm, a), tt));
}

PRIM(pn_destratio, "destratio", 1, 2, "destratio(rat) -> (numerator, denominator): the parts of a rational (integer n gives n, 1)")
{
    Val a = POP();
    if (num_is_integral(a)) { PUSH(a); PUSH(MK_INT(1)); return; }
    if (!IS_TYPE(a, T_RATIO)) vm_mishap(vm, "RATIONAL NUMBER NEEDED", 1, a);
    PUSH(((Ratio *)a)->num);
    PUSH(((Ratio *)a)->den);
}

PRIM(pn_numerator, "numerator", 1, 1, "numerator(rat) -> int: the numerator of a rational")
{
    Val a = POP();
    if (num_is_integral(a)) { PUSH(a); return; }
    if (!IS_TYPE(a, T_RATIO)) vm_mishap(vm, "RATIONAL NUMBER NEEDED", 1, a);
    PUSH(((Ratio *)a)->num);
}

PRIM(pn_denominator, "denominator", 1, 1, "denominator(rat) -> int: the denominator of a rational (1 for an integer)")
{
    Val a = POP();
    if (num_is_integral(a)) { PUSH(MK_INT(1)); return; }
    if (!IS_TYPE(a, T_RATIO)) vm_mishap(vm, "RATIONAL NUMBER NEEDED", 1, a);
    PUSH(((Ratio *)a)->den);
}

/* gcd_n / lcm_n: fold the top N integers with GMP.  All N are checked
   before any is removed, so a mishap leaves the stack as it was; the
   fold starts from 0 for gcd (gcd(0, x) = x) and 1 for lcm. */
static void gcd_lcm(VM *vm, bool lcm)
{
    Val nv = POP();
    long n = check_int(vm, nv);
    if (n < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    NEED(n);
    for (long i = 0; i < n; i++) check_bigint(vm, PEEK(i));
    mpz_t acc, z;
    mpz_init_set_ui(acc, lcm ? 1 : 0);
    mpz_init(z);
    for (long i = 0; i < n; i++) {
        num_to_mpz(PEEK(i), z);
        if (lcm) mpz_lcm(acc, acc, z); else mpz_gcd(acc, acc, z);
    }
    vm->sp -= n;
    Val r = num_from_mpz(vm, acc);
    mpz_clear(acc);
    mpz_clear(z);
    PUSH(r);
}

PRIM(pn_gcd_n, "gcd_n", -1, 1, "gcd_n(int1, ..., intN, N) -> gcd: the greatest common divisor of N integers (0 if N = 0)")
{ gcd_lcm(vm, false); }
PRIM(pn_lcm_n, "lcm_n", -1, 1, "lcm_n(int1, ..., intN, N) -> lcm: the least common multiple of N integers (1 if N = 0)")
{ gcd_lcm(vm, true); }

/* checkinteger / fi_check: mishap unless item is a simple integer within
   the bounds (false: no bound).  The messages differ between the two as in
   the reference: checkinteger words a single bound as a strict one (lo
   3 reads INTEGER GREATER THAN 2 NEEDED), fi_check as an inclusive one. */
static void check_range(VM *vm, Val item, Val lo, Val hi, bool fi)
{
    static char msg[160];
    if (lo != FALSE_V && !IS_INT(lo)) vm_mishap(vm, "NUMBER(S) NEEDED", 2, lo, item);
    if (hi != FALSE_V && !IS_INT(hi)) vm_mishap(vm, "NUMBER(S) NEEDED", 2, item, hi);
    bool ok = IS_INT(item) && (lo == FALSE_V || INT_VAL(item) >= INT_VAL(lo))
              && (hi == FALSE_V || INT_VAL(item) <= INT_VAL(hi));
    if (ok) return;
    if (lo != FALSE_V && hi != FALSE_V)
        snprintf(msg, sizeof msg, "INTEGER BETWEEN %ld AND %ld NEEDED", (long)INT_VAL(lo), (long)INT_VAL(hi));
    else if (lo != FALSE_V)
        snprintf(msg, sizeof msg, fi ? "INTEGER GREATER OR EQUAL TO %ld NEEDED" : "INTEGER GREATER THAN %ld NEEDED",
                 fi ? (long)INT_VAL(lo) : (long)INT_VAL(lo) - 1);
    else if (hi != FALSE_V)
        snprintf(msg, sizeof msg, fi ? "INTEGER LESS OR EQUAL TO %ld NEEDED" : "INTEGER LESS THAN %ld NEEDED",
                 fi ? (long)INT_VAL(hi) : (long)INT_VAL(hi) + 1);
    else
        snprintf(msg, sizeof msg, "INTEGER NEEDED");
    vm_mishap(vm, msg, 1, item);
}

PRIM(pn_checkinteger, "checkinteger", 3, 0, "checkinteger(item, low_or_false, high_or_false): mishap unless item is a simple integer in the range")
{
    Val hi = POP(), lo = POP(), item = POP();
    check_range(vm, item, lo, hi, false);
}

PRIM(pn_fi_check, "fi_check", 3, 1, "fi_check(item, low_or_false, high_or_false) -> item: checkinteger returning item")
{
    Val hi = POP(), lo = POP(), item = POP();
    check_range(vm, item, lo, hi, true);
    PUSH(item);
}

/* ---- random numbers ---------------------------------------------------------- */

/* The next 64 random bits.  The state is the value of ranseed itself, so
   a program that assigns ranseed (or saves and restores it) replays the
   sequence; after the first call ranseed holds an integer.  The LCG's
   low bits are weak, hence the splitmix64 finaliser on its output. */
static uint64_t rng_next(VM *vm)
{
    static Val id;
    Val cell = var_ident(vm, &id, "ranseed");
    Val s = IDVAL(cell);
    uint64_t st;
    if (IS_INT(s)) st = (uint64_t)INT_VAL(s);
    else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        st = (uint64_t)ts.tv_nsec * 1000003u ^ (uint64_t)ts.tv_sec ^ ((uint64_t)getpid() << 32);
    }
    st = (st * 6364136223846793005ULL + 1442695040888963407ULL) & ((1ULL << 59) - 1);
    IDENT_PTR(cell)->value = MK_INT((long)st);
    uint64_t x = st + 0x9e3779b97f4a7c15ULL;           /* splitmix64 output */
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* A random number in [0, lim) of lim's type; lim must be > 0. */
static Val random_below(VM *vm, Val lim)
{
    /* Integers: r % n after rejecting the top partial range of r's
       values (r >= cut), so that every result is equally likely.  Big
       integers: at least one 64-bit word more than lim needs, reduced mod
       lim, which leaves a bias below 2**-64.  Floats: 53 random bits
       scaled. */
    if (IS_INT(lim) && INT_VAL(lim) > 0) {
        uint64_t n = (uint64_t)INT_VAL(lim), r, cut = UINT64_MAX - UINT64_MAX % n;
        do r = rng_next(vm); while (r >= cut);
        return MK_INT((long)(r % n));
    }
    if (IS_TYPE(lim, T_BIGINT) && mpz_sgn(((BigInt *)lim)->z) > 0) {
        mpz_t z;
        mpz_init(z);
        size_t words = mpz_sizeinbase(((BigInt *)lim)->z, 2) / 64 + 2;
        for (size_t i = 0; i < words; i++) {
            mpz_mul_2exp(z, z, 64);
            mpz_add_ui(z, z, (unsigned long)rng_next(vm));
        }
        mpz_mod(z, z, ((BigInt *)lim)->z);
        Val r = num_from_mpz(vm, z);
        mpz_clear(z);
        return r;
    }
    if (IS_FLOAT(lim)) {
        if (!(FLOAT_VAL(lim) > 0)) vm_mishap(vm, "(D)DECIMAL > 0 NEEDED", 1, lim);
        double u = (double)(rng_next(vm) >> 11) * 0x1.0p-53;
        return num_float_result(vm, u * FLOAT_VAL(lim), lim, 0);
    }
    vm_mishap(vm, "INTEGER OR (D)DECIMAL > 0 NEEDED", 1, lim);
}

PRIM(pn_random0, "random0", 1, 1, "random0(n) -> r: a random number of n's type with 0 <= r < n (n an integer or float > 0)")
{
    Val lim = POP();
    PUSH(random_below(vm, lim));
}

PRIM(pn_random, "random", 1, 1, "random(n) -> r: random0(n), but n instead of 0: 1 <= r <= n for an integer")
{
    Val lim = POP();
    Val r = random_below(vm, lim);
    if (num_sign(r) == 0) r = lim;
    PUSH(r);
}

/* ---- fast integer operations ------------------------------------------------- */

/* The fi_ operations: both arguments checked as simple integers (x and y
   their values, a and b the tagged words); results wrap at the fixnum
   width instead of becoming bigintegers.  & | ^ of two fixnums is always
   a fixnum, so those need no wrap. */
#define FI2 Val b = POP(), a = POP(); long x = check_int(vm, a), y = check_int(vm, b); (void)x; (void)y

PRIM(pn_fi_add, "fi_+", 2, 1, "i fi_+ j -> k: simple integer sum, wrapping on overflow")
{ FI2; PUSH(fix_wrap((unsigned long)x + (unsigned long)y)); }
PRIM(pn_fi_sub, "fi_-", 2, 1, "i fi_- j -> k: simple integer difference, wrapping on overflow")
{ FI2; PUSH(fix_wrap((unsigned long)x - (unsigned long)y)); }
PRIM(pn_fi_mul, "fi_*", 2, 1, "i fi_* j -> k: simple integer product, wrapping on overflow")
{ FI2; PUSH(fix_wrap((unsigned long)x * (unsigned long)y)); }

/* DIVIDING BY ZERO, naming both arguments, for a zero divisor b; the one
   case of x / y that could trap in C (FIX_MIN / -1) cannot, since the
   values have only 62 bits. */
static void fi_zero_check(VM *vm, Val a, Val b)
{
    if (b == MK_INT(0)) vm_mishap(vm, "DIVIDING BY ZERO", 2, a, b);
}

PRIM(pn_fi_divmod, "fi_//", 2, 2, "i fi_// j -> (rem, quot): simple integer division")
{ FI2; fi_zero_check(vm, a, b); PUSH(MK_INT(x % y)); PUSH(fix_wrap((unsigned long)(x / y))); }
PRIM(pn_fi_div, "fi_div", 2, 1, "i fi_div j -> quot: simple integer quotient (truncated)")
{ FI2; fi_zero_check(vm, a, b); PUSH(fix_wrap((unsigned long)(x / y))); }
PRIM(pn_fi_rem, "fi_rem", 2, 1, "i fi_rem j -> rem: simple integer remainder (sign of i)")
{ FI2; fi_zero_check(vm, a, b); PUSH(MK_INT(x % y)); }
PRIM(pn_fi_mod, "fi_mod", 2, 1, "i fi_mod j -> mod: simple integer i modulo j (sign of j)")
{
    FI2;
    fi_zero_check(vm, a, b);
    long r = x % y;
    if ((y > 0 && r < 0) || (y < 0 && r >= 0)) r += y;   /* as mod: 6 fi_mod -3 is -3 */
    PUSH(MK_INT(r));
}

PRIM(pn_fi_lt, "fi_<", 2, 1, "i fi_< j -> bool: simple integer less than")
{ FI2; PUSH(BOOL_V(x < y)); }
PRIM(pn_fi_gt, "fi_>", 2, 1, "i fi_> j -> bool: simple integer greater than")
{ FI2; PUSH(BOOL_V(x > y)); }
PRIM(pn_fi_le, "fi_<=", 2, 1, "i fi_<= j -> bool: simple integer less than or equal")
{ FI2; PUSH(BOOL_V(x <= y)); }
PRIM(pn_fi_ge, "fi_>=", 2, 1, "i fi_>= j -> bool: simple integer greater than or equal")
{ FI2; PUSH(BOOL_V(x >= y)); }
PRIM(pn_fi_max, "fi_max", 2, 1, "fi_max(i, j) -> k: the greater of two simple integers")
{ FI2; PUSH(x > y ? a : b); }
PRIM(pn_fi_min, "fi_min", 2, 1, "fi_min(i, j) -> k: the lesser of two simple integers")
{ FI2; PUSH(x < y ? a : b); }
PRIM(pn_fi_and, "fi_&&", 2, 1, "i fi_&& j -> k: bitwise and of simple integers")
{ FI2; PUSH(MK_INT(x & y)); }
PRIM(pn_fi_or, "fi_||", 2, 1, "i fi_|| j -> k: bitwise or of simple integers")
{ FI2; PUSH(MK_INT(x | y)); }
PRIM(pn_fi_xor, "fi_||/&", 2, 1, "i fi_||/& j -> k: bitwise exclusive or of simple integers")
{ FI2; PUSH(MK_INT(x ^ y)); }
PRIM(pn_fi_andnot, "fi_&&~~", 2, 1, "i fi_&&~~ j -> k: i and the complement of j")
{ FI2; PUSH(MK_INT(x & ~y)); }

PRIM(pn_fi_not, "fi_~~", 1, 1, "fi_~~ i -> j: bitwise complement of a simple integer")
{
    long x = check_int(vm, POP());
    PUSH(MK_INT(~x));
}

PRIM(pn_fi_negate, "fi_negate", 1, 1, "fi_negate(i) -> j: minus a simple integer, wrapping on overflow")
{
    long x = check_int(vm, POP());
    PUSH(fix_wrap(-(unsigned long)x));
}

/* Shift left by n (arithmetic right if n < 0), wrapping to the fixnum
   width.  Shifts of 64 or more places, undefined in C, give what an
   unbounded shift would: 0 to the left, the sign (0 or -1) to the right. */
static Val fi_shift(long x, long n)
{
    if (n >= 0) return n >= 64 ? MK_INT(0) : fix_wrap((unsigned long)x << n);
    n = -n;
    return MK_INT(n >= 63 ? (x < 0 ? -1 : 0) : x >> n);
}

PRIM(pn_fi_shl, "fi_<<", 2, 1, "i fi_<< n -> j: simple integer shifted left n bits, wrapping")
{ FI2; PUSH(fi_shift(x, y)); }
PRIM(pn_fi_shr, "fi_>>", 2, 1, "i fi_>> n -> j: simple integer shifted right n bits (sign extending)")
{ FI2; PUSH(fi_shift(x, -y)); }

/* ---- float utilities ----------------------------------------------------------- */

/* The value of a decimal or ddecimal; DECIMAL OR DDECIMAL NEEDED else. */
static double check_float(VM *vm, Val v)
{
    if (!IS_FLOAT(v)) vm_mishap(vm, MSG_FLOATN, 1, v);
    return FLOAT_VAL(v);
}

/* Mantissa bits of v's format as float_digits reports them: 50 for a
   decimal (a double with low bits cut off), 53 for a ddecimal. */
static int float_bits(Val v)
{
    return FLOAT_TYPE(v) == T_DECIMAL ? 50 : 53;
}

PRIM(pn_float_digits, "float_digits", 1, 1, "float_digits(float) -> n: binary digits of the float's format (50 decimal, 53 ddecimal)")
{
    Val v = POP();
    check_float(vm, v);
    PUSH(MK_INT(float_bits(v)));
}

PRIM(pn_float_precision, "float_precision", 1, 1, "float_precision(float) -> n: significant binary digits (float_digits, or 0 for 0.0)")
{
    Val v = POP();
    PUSH(MK_INT(check_float(vm, v) == 0 ? 0 : float_bits(v)));
}

PRIM(pn_float_sign, "float_sign", 2, 1, "float_sign(sign_float, float_or_false) -> float: |float| (1.0 if false) with the sign of sign_float")
{
    Val f = POP(), s = POP();
    double sd = check_float(vm, s);
    double m = f == FALSE_V ? 1.0 : fabs(check_float(vm, f));
    PUSH(num_make_typed_float(vm, copysign(m, sd), FLOAT_TYPE(f == FALSE_V ? s : f)));
}

PRIM(pn_float_scale, "float_scale", 2, 1, "float_scale(float, expo) -> float_or_false: float * 2**expo, false on overflow or underflow")
{
    Val e = POP(), f = POP();
    double d = check_float(vm, f);
    /* clamp, so that the conversion to ldexp's int cannot overflow; any
       exponent past the clamp overflows or underflows anyway */
    long n = check_int(vm, e);
    if (n > 100000) n = 100000;
    if (n < -100000) n = -100000;
    double r = ldexp(d, (int)n);
    if (!isfinite(r) || (d != 0 && fabs(r) < DBL_MIN)) { PUSH(FALSE_V); return; }
    PUSH(num_make_typed_float(vm, r, FLOAT_TYPE(f)));
}

PRIM(pn_float_decode, "float_decode", 2, 3, "float_decode(float, want_int) -> (mantissa, expo, sign): mantissa in [0.5, 1) (or an integer) times 2**expo")
{
    Val want = POP(), f = POP();
    double d = check_float(vm, f);
    int type = FLOAT_TYPE(f), e = 0;
    double m = d == 0 ? 0.0 : frexp(fabs(d), &e);
    bool neg = signbit(d) && d != 0;
    if (want != FALSE_V) {
        int p = d == 0 ? 0 : float_bits(f);
        PUSH(d == 0 ? MK_INT(0) : num_from_ll(vm, (long long)ldexp(m, p)));
        PUSH(MK_INT(e - p));
        PUSH(MK_INT(neg ? -1 : 1));
    } else {
        PUSH(num_make_typed_float(vm, m, type));
        PUSH(MK_INT(e));
        PUSH(num_make_typed_float(vm, neg ? -1.0 : 1.0, type));
    }
}

PVAR("popdprecision", "popdprecision -> bool_or_word: false: float results are decimal; the word ddecimal: ddecimal if an argument is; true: also when no argument is decimal")
PVAR("pop_pr_ratios", "pop_pr_ratios -> bool: print ratios as n_/d (true, the default) or as decimals (false)")
PVAR("popradians", "popradians -> bool: trigonometric angles in radians (true) or degrees (false, the default)")
PVAR("ranseed", "ranseed -> int_or_false: the seed of random and random0 (false: seed from the clock)")
PVAR("pop_reduce_ratios", "pop_reduce_ratios -> bool: accepted for compatibility; ratios are always reduced")
PVAR("pi", "pi -> float: the ddecimal constant 3.14159...")
