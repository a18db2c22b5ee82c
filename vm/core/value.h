/*
** value.h -- pop11's value representation and heap object layouts.
**
** A Val is one machine word; its low bits say what it is:
**   - xx1  a "simple" integer (fixnum), value = (intptr_t)v >> 1.
**          The range is Poplog's: [-2^61, 2^61-1]; outside it a result
**          becomes a GMP biginteger (T_BIGINT).
**   - x10  an immediate decimal: the bits of a C double whose 2 lowest
**          mantissa bits are 0 (every decimal is truncated so, as Poplog's
**          64-bit decimals are), with the tag in those 2 bits.  All
**          decimals are immediate.
**   - 100  an immediate ddecimal, encoded as the 64-bit Spur VM encodes
**          SmallFloat64: the double's bits rotated left by one (sign at
**          the bottom), the biased exponent lowered by 896, shifted left 3
**          over the tag.  Exponents 896..1151 (magnitudes 2^-127 up to
**          2^128, excluding +-2^-127 itself) and +-0.0 fit; any other
**          ddecimal is a boxed Float (T_DDECIMAL).
**   - 000  a pointer to an 8-byte aligned heap object (Obj header).
** The constants false, true, [] (nil) and termin are statically allocated
** objects.  Only pointers have a header: test IS_PTR (or use IS_TYPE,
** TYPE_OF, IS_FLOAT) before reading OBJ(v)->type.  A Val is never 0.
**
** All heap objects start with an Obj header.  Objects are allocated by
** gc_alloc() (gc.h) and never move.  The collector runs only at safe points
** (procedure entry, backward jumps) so C code may hold Vals in locals freely
** between safe points; C code that calls back into Pop-11 (vm_apply) must
** root what it holds with gc_push_root()/gc_pop_root().
*/
#ifndef POP_VALUE_H
#define POP_VALUE_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#include <gmp.h>

typedef uintptr_t Val;
typedef struct VM VM;

/* ---- fixnums ---------------------------------------------------------- */
#define FIX_MAX  (((intptr_t)1 << 61) - 1)
#define FIX_MIN  (-((intptr_t)1 << 61))
#define IS_INT(v)   (((v) & 1) != 0)
#define INT_VAL(v)  ((intptr_t)(v) >> 1)
#define MK_INT(i)   ((Val)(((uintptr_t)(intptr_t)(i) << 1) | 1))
/* i in [FIX_MIN, FIX_MAX]: its top three bits all equal (one form the
   compiler keeps whatever code surrounds it) */
#define FIX_FITS(i) ((intptr_t)((uintptr_t)(intptr_t)(i) << 2) >> 2 == (intptr_t)(i))

/* ---- heap object types (the type byte of the header) ------------------ */
typedef enum {
    T_FALSE = 1, T_TRUE, T_NIL, T_TERMIN,   /* static singletons            */
    T_PAIR,        /* Pair: front, back                                     */
    T_WORD,        /* Word: interned, see words.h                           */
    T_STRING,      /* String: bytes, NUL terminated                         */
    T_VECTOR,      /* Vector: full (Val) vector                             */
    T_BIGINT,      /* BigInt: GMP integer outside fixnum range              */
    T_RATIO,       /* Ratio: numerator/denominator, canonical               */
    T_DDECIMAL,    /* Float: a C double ("ddecimal") outside the immediate range */
    T_DECIMAL,     /* the type of immediate decimals (never a heap object)  */
    T_PROC,        /* Proc: every kind of procedure, see ProcKind           */
    T_PROTO,       /* Proto: compiled bytecode (internal, not user visible)*/
    T_IDENT,       /* Ident: a variable/constant cell                       */
    T_UPVAL,       /* UpVal: captured lexical variable (internal)           */
    T_REF,         /* Ref: consref cell                                     */
    T_UNDEF,       /* Undef: <undef NAME> value of an unassigned identifier */
    T_KEY,         /* Key: a data class (datakey)                           */
    T_RECORD,      /* Record: instance of a recordclass/defclass           */
    T_UVECTOR,     /* Record-like vector of a vectorclass                   */
    T_PROPTAB,     /* PropTab: the hash table behind a property (internal) */
    T_EXPTR,       /* external pointer (FFI)                                */
    T_SECTION,     /* Section: an identifier namespace (section.c)          */
    T_DEVICE,      /* Device: a file or standard stream (device.c)          */
    T_PROCESS,     /* Process: a coroutine's saved state (vm.h, process.c)  */
    T_COMPLEX,     /* Complex: real and imaginary parts (cxnum.h)           */
    T_NTYPES
} ObjType;

typedef struct Obj {
    uint8_t  type;    /* ObjType                                            */
    uint8_t  mark;    /* GC mark bit                                        */
    uint16_t flags;   /* per-type flags                                     */
    uint32_t aux;     /* per-type small field (e.g. ProcKind)               */
} Obj;

/* ---- immediate decimals (see the top of this file) ----------------------- */
#define IS_PTR(v)     (((v) & 7) == 0)
#define IS_DECI(v)    (((v) & 3) == 2)        /* immediate decimal            */
#define IS_DDECI(v)   (((v) & 7) == 4)        /* immediate ddecimal           */
#define DECI_TAG      ((Val)2)
#define DDECI_TAG     ((Val)4)
#define DDECI_BIAS    ((uint64_t)896 << 53)   /* exponent offset, in place    */

static inline uint64_t dbl_bits(double d) { union { double d; uint64_t u; } x; x.d = d; return x.u; }
static inline double bits_dbl(uint64_t u) { union { double d; uint64_t u; } x; x.u = u; return x.d; }

/* The decimal whose bits, low 2 truncated, are d's (never boxed). */
static inline Val mk_deci(double d) { return (Val)((dbl_bits(d) & ~(uint64_t)3) | DECI_TAG); }
static inline double deci_val(Val v) { return bits_dbl(v & ~(uint64_t)3); }

/* The immediate ddecimal of d, or 0 if d's exponent is out of range.
   (e - 2 < 2^61 - 2 is: the lowered exponent has 8 bits and d is not
   +-2^-127, whose code would be that of +-0.0.) */
static inline Val try_ddeci(double d)
{
    uint64_t u = dbl_bits(d), r = (u << 1) | (u >> 63), e2 = r - DDECI_BIAS - 2;
    if (__builtin_expect(e2 < ((uint64_t)1 << 61) - 2, 1))
        return (Val)((e2 << 3) + ((2 << 3) | DDECI_TAG));     /* (e << 3) | tag */
    if (r <= 1) return (Val)((r << 3) | DDECI_TAG);            /* +-0.0 */
    return 0;
}
static inline double ddeci_val(Val v)
{
    uint64_t r = (uint64_t)v >> 3;
    r = v > 15 ? r + DDECI_BIAS : r;
    return bits_dbl((r >> 1) | (r << 63));
}

#define OBJ(v)        ((Obj *)(v))
#define TYPE_OF(v)    (IS_INT(v) ? 0 : IS_PTR(v) ? OBJ(v)->type : IS_DECI(v) ? T_DECIMAL : T_DDECIMAL)
#define IS_TYPE(v,t)  (IS_PTR(v) && OBJ(v)->type == (t))

/* ---- static constants ------------------------------------------------- */
/* (defined 8-byte aligned in gc.c: a pointer's low 3 bits are 0) */
extern Obj pop_false_obj, pop_true_obj, pop_nil_obj, pop_termin_obj;
#define FALSE_V   ((Val)&pop_false_obj)
#define TRUE_V    ((Val)&pop_true_obj)
#define NIL_V     ((Val)&pop_nil_obj)
#define TERMIN_V  ((Val)&pop_termin_obj)
#define BOOL_V(b) ((b) ? TRUE_V : FALSE_V)
#define IS_TRUE(v) ((v) != FALSE_V)     /* Pop-11 truth: anything but false */

/* ---- object layouts --------------------------------------------------- */
typedef struct Pair   { Obj h; Val front, back; } Pair;
#define IS_PAIR(v) IS_TYPE(v, T_PAIR)
#define FRONT(v)   (((Pair *)(v))->front)
#define BACK(v)    (((Pair *)(v))->back)

/* Words are interned: equal spelling <=> same object.  `ident` is the
   identifier the word denotes in the top-level section (or 0 if none). */
typedef struct Word {
    Obj h;
    uint32_t len;
    uint32_t hash;
    struct Word *next;     /* dictionary chain                            */
    Val ident;             /* 0 or T_IDENT                                */
    Val props;             /* Pop-11 visible word properties (unused: 0)  */
    char chars[];          /* len bytes + NUL                             */
} Word;
#define IS_WORD(v)   IS_TYPE(v, T_WORD)
/* Word.h.flags */
enum {
    WORDF_PATH     = 1,    /* an uninterned path word $-a$-x (section.c)   */
    WORDF_LEXMACRO = 2,    /* a file-level lconstant macro has this name   */
    WORDF_LEXOP    = 4     /* a file-level lvars/lconstant operator has it */
};
#define WORD_PTR(v)  ((Word *)(v))

typedef struct String { Obj h; uint32_t len; char chars[]; } String;   /* +NUL */
#define IS_STRING(v) IS_TYPE(v, T_STRING)
#define STR_PTR(v)   ((String *)(v))

typedef struct Vector { Obj h; uint32_t len; Val items[]; } Vector;
#define IS_VECTOR(v) IS_TYPE(v, T_VECTOR)
#define VEC_PTR(v)   ((Vector *)(v))

typedef struct BigInt { Obj h; mpz_t z; } BigInt;        /* finalised by GC */
typedef struct Ratio  { Obj h; Val num, den; } Ratio;    /* den > 1, gcd 1  */
typedef struct Float  { Obj h; double d; } Float;        /* T_(D)DECIMAL    */
/* Any decimal or ddecimal (immediate or boxed), its double, its type. */
#define IS_FLOAT(v) (!IS_INT(v) && (!IS_PTR(v) || OBJ(v)->type == T_DDECIMAL))
static inline double FLOAT_VAL(Val v)
{
    return IS_DDECI(v) ? ddeci_val(v) : IS_DECI(v) ? deci_val(v) : ((Float *)(v))->d;
}
#define FLOAT_TYPE(v) (IS_DECI(v) ? T_DECIMAL : T_DDECIMAL)

typedef struct Ref    { Obj h; Val cont; } Ref;
typedef struct Undef  { Obj h; Val name; } Undef;        /* name: a word   */

/* Identifier kinds (Ident.h.aux) and flags (Ident.h.flags). */
enum { ID_VARS = 0, ID_CONSTANT, ID_LVARS_TOP, ID_MACRO_ONLY };
enum {
    IDF_PROCEDURE = 1,   /* identprops "procedure": may only hold procedures */
    IDF_MACRO     = 2,   /* value is a macro procedure (or item list)        */
    IDF_SYNTAX    = 4,   /* value is a syntax procedure                      */
    IDF_OP        = 8,   /* an operator; precedence in Ident.prec            */
    IDF_ASSIGNED  = 16,  /* a constant that has been given its value         */
    IDF_GLOBAL    = 32,
    IDF_PROTECTED = 64,  /* system identifier: assigning mishaps             */
    IDF_ACTIVE    = 128, /* active variable: reading calls the value, assigning its updater */
    IDF_PATTERN   = 256  /* used in a ! pattern (match.c): prints as <ID name value> */
};
typedef struct Ident {
    Obj h;
    Val value;
    Val name;            /* the word                                        */
    int16_t prec;        /* operator precedence x10 (Poplog 1..12 -> 10..120), sign = assoc */
    uint16_t sect;       /* index of the section that declared it (0 = top) */
} Ident;
#define IS_IDENT(v) IS_TYPE(v, T_IDENT)
#define IDENT_PTR(v) ((Ident *)(v))

/* ---- procedures ------------------------------------------------------- */
typedef void (*PrimFn)(VM *vm);

typedef enum {
    PK_CODE = 0,     /* bytecode: proto + captured upvalues                 */
    PK_PRIM,         /* C primitive                                         */
    PK_CLOSURE,      /* partial application: pdpart + frozen values         */
    PK_PROPERTY,     /* property (hash table) -- callable, has updater      */
    PK_ARRAY,        /* array -- callable                                   */
    PK_CLASS         /* class procedure of a user key (cons/access/recog)   */
} ProcKind;

/* Proc.h.flags (0 but for these) of a PK_CLASS procedure whose work the interpreter does
   inline when its argument is right (interp_run.h's FIELD_* paths; any
   other argument takes the general path, with its mishap).  Set by
   class.c when it makes them:
     PF_FIELD_GET  reads field u.cls.field of a record of key u.cls.key;
     PF_FIELD_SET  (an updater) writes any item there: a full field;
     PF_FIELD_CONS makes a record of key u.cls.key from its nfields
                   items, every field full. */
enum { PF_FIELD_GET = 1, PF_FIELD_SET = 2, PF_FIELD_CONS = 4 };

typedef struct Proto Proto;   /* see compile.h / interp.h */

typedef struct Proc {
    Obj h;                   /* h.aux = ProcKind                            */
    Val props;               /* pdprops: a word, false, or anything         */
    Val updater;             /* false or a procedure                        */
    int32_t nargs;           /* pdnargs                                     */
    uint32_t n;              /* PK_CODE: #upvals; PK_CLOSURE: #frozvals     */
    union {
        struct { Proto *proto; } code;
        struct { PrimFn fn; int32_t nres; const char *doc; } prim;
        struct { Val pdpart; } clos;
        struct { Val table; } prop;          /* T_PROPTAB                   */
        struct { Val vec; Val bounds; } arr; /* array: vector + boundslist  */
        struct { Val key; int32_t op; int32_t field; } cls;
    } u;
    Val vals[];              /* upvals (T_UPVAL) or frozvals                */
} Proc;
#define IS_PROC(v)   IS_TYPE(v, T_PROC)
#define PROC_PTR(v)  ((Proc *)(v))
#define PROC_KIND(v) ((ProcKind)OBJ(v)->aux)
/* The procedure whose code p runs: p itself, or for a closure its pdpart
   (followed through closures of closures, at most 64 deep). */
static inline Val proc_code_owner(Val p)
{
    for (int k = 0; k < 64 && PROC_KIND(p) == PK_CLOSURE && IS_PROC(PROC_PTR(p)->u.clos.pdpart); k++)
        p = PROC_PTR(p)->u.clos.pdpart;
    return p;
}

/* Captured lexical variable (Lua-style): while open, `p` points at the
   local slot in the frame; when the frame exits it is closed (value copied
   into `closed` and p = &closed). */
typedef struct UpVal {
    Obj h;
    Val *p;
    Val closed;
    struct UpVal *next;      /* open list, sorted by slot address (desc)    */
} UpVal;

/* Keys (datakey) for built-in and user classes. */
typedef struct Key {
    Obj h;
    Val dataword;            /* word                                        */
    Val cons_p, dest_p, recog_p, apply_p, print_p, eq_p;   /* class procs   */
    uint32_t nfields;        /* records: number of fields; vectors: 0       */
    uint32_t objtype;        /* ObjType of instances                        */
    Val fieldspec;           /* class_field_spec: list (records), spec (vectors) or false */
    /* User record/vector classes (class.c); 0 or false for built-in keys. */
    Val hash_p, init_p, subscr_p, fsubscr_p;
    Val access;              /* records: T_VECTOR of field access procedures */
    Val specv;               /* T_VECTOR of field type codes (MK_INT), see class.h */
} Key;

typedef struct Record { Obj h; Val key; Val fields[]; } Record;     /* aux=n */

/* Hash table behind a property (prop.c).  `entries` is one T_VECTOR
   whose visible items are an integer array part (identity tables: the
   value of fixnum key k, 0 <= k < asize, at items[k]; 0 = absent) followed
   by 2*cap open-addressing slots of (key, value), key 0 = empty,
   TOMBSTONE_V = deleted; prop.c keeps pointer-free bookkeeping after them.
   Objects never move, so == tables hash by address.
   h.aux = PT_EQ_IDENT (==) or PT_EQ_EQUAL (=, newmapping/newassoc) or
   PT_EQ_USER (hash_p/eq_p procedures).  h.flags = gctype (PT_GC_*).
   GC: marks every Val field below (weak gctypes handled in prop.c's
   prop_gc_weak hook). */
enum { PT_EQ_IDENT = 0, PT_EQ_EQUAL, PT_EQ_USER };
enum { PT_GC_PERM = 0, PT_GC_TMPARG, PT_GC_TMPVAL, PT_GC_TMPBOTH, PT_GC_TMPCLR };
typedef struct PropTab {
    Obj h;
    uint32_t count, cap;       /* live entries; hash part capacity         */
    uint32_t ndeleted, expand; /* tombstones; nominal growth threshold     */
    uint32_t asize, acount;    /* array part: length, live entries         */
    uint32_t nord, spare;      /* insertion-order records of the hash part */
    Val entries;               /* T_VECTOR: array part, then slots         */
    Val deflt;                 /* default value                            */
    Val hash_p, eq_p;          /* user hash / equality procedures or false */
    Val active_default;        /* procedure or false                       */
} PropTab;
extern Obj pop_tombstone_obj;
#define TOMBSTONE_V ((Val)&pop_tombstone_obj)   /* never a user value */
/* External pointer (ffi.c).  h.flags EXPTR_F_EXFUNC: an exfunc closure
   made by exfunc_export (props = its procedure, h.aux = its flags, a
   pointer to the libffi closure follows the struct). */
typedef struct ExPtr  { Obj h; void *ptr; Val props; } ExPtr;
#define EXPTR_F_EXFUNC 1

/* A section (section.c): its name (a word; false for the top section),
   parent section (false for the top), own bindings (a list of pairs
   word :: ident, including imports and exports) and subsections (a list).
   h.aux = its index in the VM's section table (the Ident.sect tag). */
typedef struct Section { Obj h; Val name, parent, table, subs; } Section;

/* A device (device.c): its stdio stream (NULL once closed), the name it
   was opened with and its full name (strings; false for the standard
   devices).  h.flags: device.c's DEV_* bits. */
typedef struct Device { Obj h; void *fp; Val open_name, full_name; } Device;
#define IS_SECTION(v) IS_TYPE(v, T_SECTION)

/* ---- basic constructors (object.c) ------------------------------------ */
Val  mk_pair(VM *vm, Val front, Val back);           /* conspair          */
Val  mk_string(VM *vm, const char *s, size_t len);   /* copies, adds NUL  */
Val  mk_cstring(VM *vm, const char *s);              /* NUL-terminated    */
Val  mk_vector(VM *vm, size_t len, Val fill);        /* initv-like        */
Val  mk_ref(VM *vm, Val cont);
Val  mk_undef(VM *vm, Val name);
Val  mk_float(VM *vm, double d, int type);           /* T_DDECIMAL/T_DECIMAL;
                                                        boxed only if it must be */
Val  mk_ddecimal(VM *vm, double d);
Val  mk_prim(VM *vm, const char *name, PrimFn fn, int nargs, int nres);
Val  mk_closure(VM *vm, Val pdpart, size_t n, const Val *frozvals);
Val  mk_list(VM *vm, size_t n, const Val *items);    /* proper list        */

/* Words and identifiers (words.c). */
Val  word_intern(VM *vm, const char *s, size_t len); /* the unique word     */
Val  word_cstr(VM *vm, const char *s);               /* word_intern(strlen) */
Val  word_concat(VM *vm, const char *a, const char *b); /* the word a followed by b */
Val  word_ident(VM *vm, Val word);                   /* 0 if undeclared     */
Val  word_declare(VM *vm, Val word, int kind, int flags); /* ident, create/reuse */
/* A path word (WORDF_PATH) is section.c's: word_declare hands it to the
   function registered here, which section.c does before it makes one. */
void word_set_path_declarer(Val (*fn)(VM *vm, Val pathword, int kind, int flags));

/* Type/key names: the dataword of any value ("integer", "pair", ...). */
Val  val_dataword(VM *vm, Val v);
const char *type_name(int type);

/* The one 64-bit -> 32-bit hash mixer (murmur3's finaliser), shared by
   numbers, structural hashing and properties. */
static inline uint32_t val_mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return (uint32_t)x;
}

/* Structural equality (the `=` operator) and hashing for `=`-properties. */
bool val_equal(VM *vm, Val a, Val b);

/* Matchvars (vm/library/matchvar.h), set at start-up, 0 before: their key,
   the identifier of pop_matchvars_bound (which val_equal makes [] for the
   call and restores), equal_mv_match(a, b), which = calls when b is a
   matchvar or a list headed by a segment matchvar, and equal_mv_finish,
   which val_equal calls at its end when some matchvar was bound.
   equal_sub is = inside the current call, for equal_mv_match to recurse. */
extern Val equal_mv_key, equal_mv_bound_id;
extern bool (*equal_mv_match)(VM *vm, Val a, Val b);
extern bool (*equal_mv_finish)(VM *vm, bool ok);
bool equal_sub(VM *vm, Val a, Val b);

#endif
