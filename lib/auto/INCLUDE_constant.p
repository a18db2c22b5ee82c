;;; INCLUDE_constant: a macro standing for the declarator iconstant, so
;;; that a .ph file can declare its constants with a name that says they
;;; belong to an include file:  INCLUDE_constant NAME = VALUE;  is
;;; iconstant NAME = VALUE;  (REF PROGLIST, HELP INCLUDE).

section;

define global macro INCLUDE_constant;
    "iconstant"
enddefine;

endsection;
