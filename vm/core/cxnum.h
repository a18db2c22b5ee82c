/*
** cxnum.h -- complex numbers (REF NUMBERS 1.4 and 7): a real part and an
** imaginary part of the same class, both rational or both floats of one
** type.  A rational complex never has a 0 imaginary part (that number is
** its real part); a float complex may have 0.0.  num.c calls these on the
** paths where an operand is not a real number, so real arithmetic pays
** nothing for them.
*/
#ifndef POP_CXNUM_H
#define POP_CXNUM_H
#include "vm.h"
#include "num.h"

typedef struct Complex { Obj h; Val re, im; } Complex;
#define IS_COMPLEX(v) IS_TYPE(v, T_COMPLEX)
#define CX_RE(v) (((Complex *)(v))->re)
#define CX_IM(v) (((Complex *)(v))->im)

/* A real or complex number. */
bool cx_is_number(Val v);

/* The complex number re + i*im of two real numbers, canonical: both parts
   floats of one type when either is a float (by popdprecision, as for
   arithmetic), re itself when both are rational and im is 0. */
Val cx_make(VM *vm, Val re, Val im);

/* The real and imaginary parts of any number (for a real: itself and a 0
   of its type). */
Val cx_re(Val v);
Val cx_im(VM *vm, Val v);

/* a + i*b (sign 1, +:) or a - i*b (sign -1, -:) of any numbers; a
   non-number is NUMBER NEEDED naming it. */
Val cx_plus_i(VM *vm, Val a, Val b, int sign);

/* The operations of num.c when an operand is complex (the other any
   number; otherwise NUMBER(S) NEEDED naming both).  op: '+', '-', '*',
   '/'. */
Val cx_arith(VM *vm, int op, Val a, Val b);
Val cx_neg(VM *vm, Val a);
Val cx_conj(VM *vm, Val a);
Val cx_abs(VM *vm, Val a);                 /* a float: the modulus       */
Val cx_pow(VM *vm, Val a, Val b);          /* a or b complex             */
Val cx_parts(VM *vm, Val a, Val (*fn)(VM *, Val));  /* fn(re) +: fn(im) */

/* = of two numbers one of which is complex (a float complex with a 0.0
   imaginary part equals its real part); a hash consistent with it. */
bool cx_equal(Val a, Val b);
uint32_t cx_hash(Val v);

/* Print a complex as Poplog does: 1_+:2, 1.0_-:2.5, 1_/2_+:3. */
void cx_format(VM *vm, Val v, StrBuf *b);

/* The mishap of a comparison or other real-only operation given a
   complex: REAL NUMBER(S) NEEDED (a, b: the culprits in order), or
   NUMBER(S) NEEDED when one is not a number at all. */
_Noreturn void cx_need_reals(VM *vm, Val a, Val b);

/* Results of the irrational functions: the function fn of the float
   complex value of a (real or complex), its result typed by a's parts.
   deg_in: a's angle is in degrees unless popradians; deg_out: the result
   is an angle, in degrees unless popradians. */
Val cx_apply_fn(VM *vm, Val a, int fn);
enum { CXF_SQRT, CXF_EXP, CXF_LOG, CXF_SIN, CXF_COS, CXF_TAN, CXF_SINH, CXF_COSH,
       CXF_TANH, CXF_ASIN, CXF_ACOS, CXF_ATAN, CXF_ASINH, CXF_ACOSH, CXF_ATANH };

#endif
