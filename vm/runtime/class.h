/*
** class.h -- user data classes (REF KEYS, REF DEFSTRUCT): keys made by
** conskey, their records (T_RECORD) and vectors (T_UVECTOR), the class_
** procedures (the syntax words recordclass, vectorclass and defclass are
** vm/compiler/class_syntax.h's).
**
** Representation.  A user key is a Key (value.h) whose objtype is T_RECORD
** or T_UVECTOR.  Every field of an instance holds a full Pop-11 value; a
** typed field (int, byte, N bits, sfloat ...) is range-checked and
** converted when stored, so what is observable (the values read back, the
** mishaps) is as in Poplog, without packing bits.  key->specv is a vector
** of per-field type codes (CS_* below, or +N / -N for an unsigned / signed
** integer field of N bits); key->fieldspec is the spec as the user gave it
** (class_field_spec).
**
** Class procedures are Procs of kind PK_CLASS: u.cls.key is the key,
** u.cls.op a CK_* operation (with CK_UPD set for an updater) and
** u.cls.field the field index of an access procedure.  They are made once
** per key by conskey and kept in it; recordclass/defclass name them.
*/
#ifndef POP_CLASS_H
#define POP_CLASS_H
#include "vm.h"

/* Field type codes other than integer bitfields (+N unsigned, -N signed,
   1 <= N <= 64). */
enum { CS_FULL = 0, CS_SFLOAT = 1000, CS_DFLOAT, CS_PINT };

/* Operations of PK_CLASS procedures. */
enum {
    CK_CONS = 1, CK_DEST, CK_RECOG, CK_ACCESS, CK_INIT, CK_SUBSCR, CK_NONPD,
    CK_RAW_ACCESS, CK_RAW_SUBSCR,  /* cons_access: any record / vector, by position */
    CK_UPD = 0x100             /* or'd in: the updater of the operation   */
};

/* Run the PK_CLASS procedure p on the user stack (the interpreter's call
   path; update mode is a separate procedure with CK_UPD). */
void class_proc_run(VM *vm, Val p);

/* Applying a record, user vector or key `obj` as a procedure (its key's
   class_apply).  Pushes obj and returns the procedure that must now be
   called (in the same mode -- the caller takes its updater for update
   mode): a user vector's subscriptor, a user class_apply, class_access for
   keys, or a procedure that mishaps "EXECUTING NON-PROCEDURE". */
Val  class_obj_apply(VM *vm, Val obj);

/* A user class_print procedure for v's class, or 0 when v prints in the
   standard way.  Cheap when no class_print has been assigned. */
Val  class_print_proc(VM *vm, Val v);

/* Make p (a procedure) the class_print of key, a record class's, as
   `p -> class_print(key)` does, for start-up code that gives a built-in
   record class its printed form. */
void class_set_print(Val key, Val p);

/* The standard printed form of a record or user vector: <dataword f1 ...>,
   fields printed with pr. */
void class_print_struct(VM *vm, Val v);

/* A record-class key as a structure (datalength, explode, appdata): its
   fields are the access procedures.  class_key_nfields is -1 for other
   keys; class_key_explode pushes the procedures (false if none). */
intptr_t class_key_nfields(Val k);
bool class_key_explode(VM *vm, Val k);

/* fill(..., v) for a record or user vector v: its fields from the stack,
   checked for the field types. */
void class_fill(VM *vm, Val v);

/* The key of the class `name` with field spec `spec` (a list: a record
   class; one field specifier: a vector class), for the class syntax words:
   the key name_key already holds when its spec is equal (so recompiling a
   class keeps existing instances valid), else a new key, entered in
   key_of_dataword.  Mishaps "INVALID FIELD SPECIFIER". */
Val  class_key_for(VM *vm, Val name, Val spec);

/* Whether spec is a plain field type (full, int, byte, an integer N ...),
   with no conversion procedures. */
bool class_spec_is_code(Val spec);

/* Whether spec is a field specifier: a plain type, or one wrapped in
   conversion closures. */
bool class_spec_valid(VM *vm, Val spec);

/* Start-up: sys_= and key_of_dataword (prims_init_all). */
void class_init(VM *vm);
#endif
