;;; isprop_entry(item) -> bool: whether item is a property entry, as
;;; fast_get_prop_entry and the on_property loop make (REF FASTPROCS).
;;; Defined with fast_get_prop_entry.

uses fast_get_prop_entry;
