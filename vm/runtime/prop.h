/*
** prop.h -- properties (hash tables that are procedures).
**
** A property is a Proc of kind PK_PROPERTY whose u.prop.table is a PropTab
** (value.h).  Applying it looks a key up (the default if absent); its
** updater stores (storing the default value removes the entry).
*/
#ifndef POP_PROP_H
#define POP_PROP_H
#include "vm.h"

/* Make a property.  eqkind: PT_EQ_IDENT/EQUAL/USER; gctype: PT_GC_*. */
Val  prop_new(VM *vm, size_t size, Val deflt, int eqkind, int gctype,
              Val hash_p, Val eq_p, Val active_default);
Val  prop_get(VM *vm, Val prop, Val key);            /* default if absent */
void prop_put(VM *vm, Val prop, Val key, Val value);
/* The interpreter's call/update paths for PK_PROPERTY procedures:
   stack (key) -> (value), and (value key) -> (). */
void prop_apply(VM *vm, Val prop);
void prop_update(VM *vm, Val prop);
/* Called by the GC after marking, before sweeping: clears entries of weak
   (tmparg/tmpval/tmpboth/tmpclr) tables whose keys/values are unmarked.
   `is_marked` tells whether a value survives. */
void prop_gc_weak(VM *vm, Val tab, bool (*is_marked)(Val));
uint32_t val_hash_equal(VM *vm, Val v);   /* hash consistent with val_equal */

/* Is v a property (a PK_PROPERTY procedure)? */
bool prop_is(Val v);
/* copy(prop): a new, independent property with the same entries. */
Val  prop_copy(VM *vm, Val prop);
/* Number of entries (datalength). */
uint32_t prop_count(Val prop);
/* The entries as a new vector {k1 v1 k2 v2 ...} in table order. */
Val  prop_snapshot(VM *vm, Val prop);
/* Start-up (called from prims_init_all). */
void prop_init(VM *vm);
#endif
