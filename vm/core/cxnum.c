/*
** cxnum.c -- complex numbers (see cxnum.h).
**
** Design notes
**   A Complex holds two real Vals of one class.  Rational complex
**   arithmetic is exact, through num.c's generic operations on the parts;
**   as soon as a part is a float the computation is done in C double
**   complex and each part of the result is typed as arithmetic types a
**   float result (popdprecision, REF NUMBERS 4), from the parts of the
**   operands.  A non-finite float result is FLOATING-POINT OVERFLOW naming
**   the operands, as in Poplog.  cx_make canonicalises every result.
**   Angles of the trigonometric functions follow popradians on complex
**   arguments too; sqrt, exp and log are not angles.
**   num.c calls in here only where an operand is not a real number.
*/
#include <complex.h>
/* glibc defines CMPLX only for GCC 4.7 and later, not for clang (the
   fuzz build): the same value, made part by part */
#ifndef CMPLX
static inline double complex cx_cmplx(double re, double im)
{
    double complex z;
    ((double *)&z)[0] = re;
    ((double *)&z)[1] = im;
    return z;
}
#define CMPLX(re, im) cx_cmplx((re), (im))
#endif
#include <math.h>
#include <string.h>
#include "cxnum.h"
#include "gc.h"

#define DEG (3.14159265358979323846 / 180.0)

bool cx_is_number(Val v) { return num_is_number(v) || IS_COMPLEX(v); }

/* The exact zero imaginary part of a real number. */
static Val im0(Val v) { return IS_COMPLEX(v) ? CX_IM(v) : MK_INT(0); }

Val cx_re(Val v) { return IS_COMPLEX(v) ? CX_RE(v) : v; }

Val cx_im(VM *vm, Val v)
{
    if (IS_COMPLEX(v)) return CX_IM(v);
    if (IS_FLOAT(v)) return num_make_typed_float(vm, 0.0, FLOAT_TYPE(v));
    return MK_INT(0);
}

static Val alloc_cx(VM *vm, Val re, Val im)
{
    Complex *c = gc_alloc(vm, sizeof(Complex), T_COMPLEX);
    c->re = re;
    c->im = im;
    return (Val)c;
}

Val cx_make(VM *vm, Val re, Val im)
{
    if (!IS_FLOAT(re) && !IS_FLOAT(im)) {
        if (im == MK_INT(0)) return re;
        return alloc_cx(vm, re, im);
    }
    Val r = num_float_result(vm, num_to_double_checked(vm, re), re, im);
    Val i = num_float_result(vm, num_to_double_checked(vm, im), re, im);
    return alloc_cx(vm, r, i);
}

/* The double complex value of any number. */
static double complex to_c(VM *vm, Val v)
{
    if (IS_COMPLEX(v))
        return CMPLX(num_to_double_checked(vm, CX_RE(v)), num_to_double_checked(vm, CX_IM(v)));
    return CMPLX(num_to_double_checked(vm, v), 0.0);
}

static bool is_float_num(Val v) { return IS_FLOAT(cx_re(v)) || IS_FLOAT(im0(v)); }

/* A float complex result z of an operation on a (and b, or 0): each part
   typed from the parts of the operands; non-finite parts overflow. */
static Val from_c(VM *vm, double complex z, Val a, Val b)
{
    double re = creal(z), im = cimag(z);
    if (!isfinite(re) || !isfinite(im)) {
        if (!b) vm_mishap(vm, "FLOATING-POINT OVERFLOW", 1, a);
        vm_mishap(vm, "FLOATING-POINT OVERFLOW", 2, a, b);
    }
    Val ta = cx_re(a), tb = b ? cx_re(b) : 0;      /* the class of each operand */
    return alloc_cx(vm, num_float_result(vm, re, ta, tb), num_float_result(vm, im, ta, tb));
}

Val cx_plus_i(VM *vm, Val a, Val b, int sign)
{
    if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    if (!cx_is_number(b)) vm_mishap(vm, "NUMBER NEEDED", 1, b);
    Val re = cx_re(a), im = im0(a);
    if (IS_COMPLEX(b)) re = sign > 0 ? num_sub(vm, re, CX_IM(b)) : num_add(vm, re, CX_IM(b));
    im = sign > 0 ? num_add(vm, im, cx_re(b)) : num_sub(vm, im, cx_re(b));
    return cx_make(vm, re, im);
}

Val cx_arith(VM *vm, int op, Val a, Val b)
{
    if (!cx_is_number(a) || !cx_is_number(b)) vm_mishap(vm, "NUMBER(S) NEEDED", 2, a, b);
    if (op == '/' && b == MK_INT(0)) vm_mishap(vm, "DIVIDING BY ZERO", 2, a, b);
    if (is_float_num(a) || is_float_num(b)) {
        double complex x = to_c(vm, a), y = to_c(vm, b), z;
        switch (op) {
        case '+': z = x + y; break;
        case '-': z = x - y; break;
        case '*': z = x * y; break;
        default:  z = x / y; break;
        }
        return from_c(vm, z, a, b);
    }
    Val ar = cx_re(a), ai = im0(a), br = cx_re(b), bi = im0(b);
    switch (op) {
    case '+': return cx_make(vm, num_add(vm, ar, br), num_add(vm, ai, bi));
    case '-': return cx_make(vm, num_sub(vm, ar, br), num_sub(vm, ai, bi));
    case '*':
        return cx_make(vm, num_sub(vm, num_mul(vm, ar, br), num_mul(vm, ai, bi)),
                       num_add(vm, num_mul(vm, ar, bi), num_mul(vm, ai, br)));
    default: {
        Val d = num_add(vm, num_mul(vm, br, br), num_mul(vm, bi, bi));
        Val re = num_add(vm, num_mul(vm, ar, br), num_mul(vm, ai, bi));
        Val im = num_sub(vm, num_mul(vm, ai, br), num_mul(vm, ar, bi));
        return cx_make(vm, num_div(vm, re, d), num_div(vm, im, d));
    }
    }
}

Val cx_neg(VM *vm, Val a)
{
    return alloc_cx(vm, num_neg(vm, CX_RE(a)), num_neg(vm, CX_IM(a)));
}

Val cx_conj(VM *vm, Val a)
{
    if (!IS_COMPLEX(a)) return a;
    return alloc_cx(vm, CX_RE(a), num_neg(vm, CX_IM(a)));
}

Val cx_abs(VM *vm, Val a)
{
    double complex z = to_c(vm, a);
    return num_float_result(vm, hypot(creal(z), cimag(z)), CX_RE(a), 0);
}

Val cx_parts(VM *vm, Val a, Val (*fn)(VM *, Val))
{
    Val re = fn(vm, CX_RE(a));
    return cx_make(vm, re, fn(vm, CX_IM(a)));
}

/* a ** n for an integer n: repeated squaring in the class of a. */
static Val int_pow(VM *vm, Val a, Val n)
{
    if (n == MK_INT(0)) {
        if (is_float_num(a)) return from_c(vm, 1.0, a, 0);
        return MK_INT(1);
    }
    if (num_sign(n) < 0) return cx_arith(vm, '/', MK_INT(1), int_pow(vm, a, num_neg(vm, n)));
    Val r = MK_INT(1), p = a;
    while (n != MK_INT(0)) {
        Val h = num_quot(vm, n, MK_INT(2));
        if (num_rem(vm, n, MK_INT(2)) != MK_INT(0)) r = cx_arith(vm, '*', r, p);
        n = h;
        if (n != MK_INT(0)) p = cx_arith(vm, '*', p, p);
    }
    return r;
}

Val cx_pow(VM *vm, Val a, Val b)
{
    if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    if (!cx_is_number(b)) vm_mishap(vm, "NUMBER NEEDED", 1, b);
    if (num_is_integral(b)) return int_pow(vm, a, b);
    double complex x = to_c(vm, a), y = to_c(vm, b);
    if (x == 0) {
        if (creal(y) > 0) return from_c(vm, 0.0, a, b);
        vm_mishap(vm, "INVALID POWER FOR 0 BASE IN **", 2, a, b);
    }
    return from_c(vm, cexp(y * clog(x)), a, b);
}

bool cx_equal(Val a, Val b)
{
    if (IS_COMPLEX(a) && IS_COMPLEX(b))
        return num_equal(CX_RE(a), CX_RE(b)) && num_equal(CX_IM(a), CX_IM(b));
    Val c = IS_COMPLEX(a) ? a : b, r = c == a ? b : a;
    return num_is_number(r) && IS_FLOAT(CX_IM(c)) && FLOAT_VAL(CX_IM(c)) == 0.0
        && num_equal(CX_RE(c), r);
}

uint32_t cx_hash(Val v)
{
    uint32_t h = num_hash(CX_RE(v));
    if (IS_FLOAT(CX_IM(v)) && FLOAT_VAL(CX_IM(v)) == 0.0) return h;
    return h * 31u + num_hash(CX_IM(v)) + 0x9e3779b9u;
}

void cx_format(VM *vm, Val v, StrBuf *b)
{
    Val im = CX_IM(v);
    bool neg = IS_FLOAT(im) ? FLOAT_VAL(im) < 0 : num_sign(im) < 0;   /* -0.0 prints as 0.0 */
    num_format(vm, CX_RE(v), b);
    sb_add(b, neg ? "_-:" : "_+:", 3);
    num_format(vm, neg ? num_neg(vm, im) : im, b);
}

_Noreturn void cx_need_reals(VM *vm, Val a, Val b)
{
    if (cx_is_number(a) && cx_is_number(b)) vm_mishap(vm, "REAL NUMBER(S) NEEDED", 2, a, b);
    vm_mishap(vm, "NUMBER(S) NEEDED", 2, a, b);
}

static bool radians(VM *vm)
{
    Val w = word_cstr(vm, "popradians");
    Val id = WORD_PTR(w)->ident;
    return !id || IDENT_PTR(id)->value != FALSE_V;
}

Val cx_apply_fn(VM *vm, Val a, int fn)
{
    if (!cx_is_number(a)) vm_mishap(vm, "NUMBER NEEDED", 1, a);
    double complex z = to_c(vm, a), r;
    /* a real argument on a branch cut: the side Common Lisp (and Poplog)
       takes, below the axis for arcsin and arccos of x > 1 and arctanh
       of x < -1 */
    if (!IS_COMPLEX(a) && ((creal(z) > 1 && (fn == CXF_ASIN || fn == CXF_ACOS))
                           || (creal(z) < -1 && fn == CXF_ATANH)))
        z = CMPLX(creal(z), -0.0);
    bool deg = !radians(vm);
    if (fn >= CXF_SIN && fn <= CXF_TANH && deg) z *= DEG;
    switch (fn) {
    case CXF_SQRT:  r = csqrt(z); break;
    case CXF_EXP:   r = cexp(z); break;
    case CXF_LOG:   r = clog(z); break;
    case CXF_SIN:   r = csin(z); break;
    case CXF_COS:   r = ccos(z); break;
    case CXF_TAN:   r = ctan(z); break;
    case CXF_SINH:  r = csinh(z); break;
    case CXF_COSH:  r = ccosh(z); break;
    case CXF_TANH:  r = ctanh(z); break;
    case CXF_ASIN:  r = casin(z); break;
    case CXF_ACOS:  r = cacos(z); break;
    case CXF_ATAN:  r = catan(z); break;
    case CXF_ASINH: r = casinh(z); break;
    case CXF_ACOSH: r = cacosh(z); break;
    default:        r = catanh(z); break;
    }
    if (fn >= CXF_ASIN && deg) r /= DEG;
    return from_c(vm, r, a, 0);
}
