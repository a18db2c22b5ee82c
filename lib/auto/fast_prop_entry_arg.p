;;; fast_prop_entry_arg(entry) -> key: the key of a property entry (REF
;;; FASTPROCS).  Defined with fast_get_prop_entry.

uses fast_get_prop_entry;
