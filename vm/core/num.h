/*
** num.h -- Pop-11 numbers: fixnums, GMP bigintegers, ratios, decimals.
**
** Every function takes Vals of any numeric type and follows Poplog's rules
** of contagion: integer op integer stays exact (fixnum overflow promotes to
** a biginteger, results that fit are demoted back to fixnums), `/` of two
** integers gives a ratio or an integer, any float operand gives a float.
** The type of a float result follows popdprecision (REF NUMBERS): false
** gives a decimal, the word "ddecimal" a ddecimal when an operand is one,
** anything else a ddecimal unless an operand is a decimal and none is a
** ddecimal.  A decimal is a double with its 2 lowest mantissa bits cut off,
** as Poplog's are; a ddecimal a whole double (value.h says how each is
** held; num.c, "Floats", why).
** A non-number operand raises "NUMBER(S) NEEDED" with both operands as
** culprits (unary ops: "NUMBER NEEDED").
*/
#ifndef POP_NUM_H
#define POP_NUM_H
#include "vm.h"

/* Constructors; all normalise (bigint that fits -> fixnum, ratio with
   denominator 1 -> integer). */
Val  num_from_ll(VM *vm, long long i);
Val  num_from_mpz(VM *vm, const mpz_t z);
Val  num_make_ratio(VM *vm, Val num, Val den);   /* integers; den != 0     */
Val  num_make_float(VM *vm, double d);           /* result float (decimal) */

bool num_is_number(Val v);                       /* any numeric type       */
bool num_is_integral(Val v);                     /* fixnum or bigint       */
void num_to_mpz(Val v, mpz_t out);               /* integral -> mpz (init'd by caller) */
double num_to_double(Val v);                     /* any number             */

/* Generic arithmetic (slow paths of the VM's fixnum fast paths). */
Val  num_add(VM *vm, Val a, Val b);
Val  num_sub(VM *vm, Val a, Val b);
Val  num_mul(VM *vm, Val a, Val b);
Val  num_div(VM *vm, Val a, Val b);              /* `/`                    */
Val  num_quot(VM *vm, Val a, Val b);             /* `div` (truncating)     */
Val  num_rem(VM *vm, Val a, Val b);              /* `rem` (sign of a)      */
Val  num_mod(VM *vm, Val a, Val b);              /* `mod` (sign of b)      */
Val  num_pow(VM *vm, Val a, Val b);              /* `**`                   */
Val  num_neg(VM *vm, Val a);
Val  num_abs(VM *vm, Val a);
/* Bitwise on integers: && || ||/& (xor) &&~~ ~~ << >> ; "INTEGER NEEDED" */
Val  num_bitand(VM *vm, Val a, Val b);
Val  num_bitor(VM *vm, Val a, Val b);
Val  num_bitxor(VM *vm, Val a, Val b);
Val  num_bitnot(VM *vm, Val a);
Val  num_shift(VM *vm, Val a, Val b, int left);

/* Further operations (used by prims_num.c; usable anywhere).
   num_divmod: `//` -- quotient intof(a/b) and remainder a - quot*b; either
   out-pointer may be NULL.  num_bitandnot: `&&~~`.  num_intof / num_round:
   truncate / round half away from zero to an integer ("NUMBER NEEDED").
   num_sign: -1, 0 or 1 for any number (0 for non-numbers). */
void num_divmod(VM *vm, Val a, Val b, Val *quot, Val *rem);
Val  num_bitandnot(VM *vm, Val a, Val b);
Val  num_intof(VM *vm, Val a);
Val  num_round(VM *vm, Val a);
int  num_sign(Val v);
/* Float helpers.  num_to_double_checked: any number to double, raising
   "NUMBER NEEDED" for a non-number and "FLOATING-POINT OVERFLOW (converting
   biginteger)" when a bigint/ratio is out of double range.
   num_float_result: the float result d of an operation on a (and b; either
   may be 0): its type follows popdprecision and the operand types, and a
   non-finite d raises "FLOATING-POINT OVERFLOW" naming the operands.
   num_make_typed_float: a float of the given type (T_DECIMAL values are
   truncated to the reference's decimal precision: the 2 lowest mantissa
   bits cleared) -- use it for decimal literals too.
   num_rational_from_double: the exact rational value of a finite double. */
double num_to_double_checked(VM *vm, Val v);
Val  num_float_result(VM *vm, double d, Val a, Val b);
Val  num_make_typed_float(VM *vm, double d, int type);
Val  num_rational_from_double(VM *vm, double d);

/* Comparison: returns <0, 0, >0; non-numbers raise "NUMBER(S) NEEDED". */
int  num_cmp(VM *vm, Val a, Val b);
/* Numeric equality for `=` (3 = 3.0 is true); false for non-numbers. */
bool num_equal(Val a, Val b);
uint32_t num_hash(Val v);

/* Printed form, as sys_syspr prints it (honours pop_pr_places, with its pad
   character in bits 16+, and pop_pr_ratios).  Appends to a growing buffer. */
typedef struct StrBuf { char *s; size_t len, cap; } StrBuf;
void sb_add(StrBuf *b, const char *s, size_t n);
void sb_addc(StrBuf *b, int c);
void num_format(VM *vm, Val v, StrBuf *b);

/* Register number-related variables (popdprecision etc.); called by vm_init. */
void num_init(VM *vm);
/* Raise popmemlim's mishap if a number of about `bits` bits could not be
   allocated within popmemlim (before GMP is asked to make it). */
void num_check_bits(VM *vm, double bits);
#endif
