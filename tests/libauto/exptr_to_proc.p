;;; external_ptr_to_procedure of an item that is not an external pointer
external_ptr_to_procedure(5) =>
