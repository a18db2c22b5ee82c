;;; fast_prop_entry_value(entry) -> value
;;; value -> fast_prop_entry_value(entry)
;;; the value of a property entry, read from or assigned in its property
;;; (REF FASTPROCS).  Defined with fast_get_prop_entry.

uses fast_get_prop_entry;
