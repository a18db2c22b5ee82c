;;; Every built-in identifier (each one that exists when pop11 starts,
;;; procedures, variables, constants, keys and syntax words alike) has a
;;; REF entry: a REF file, or the entry made from its PRIM/UPDATER/PVAR
;;; line (vm/core/prim.h).  A new built-in without one makes this list non-empty.
sys_ref_missing() =>
