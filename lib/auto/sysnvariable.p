;;; sysnvariable() -> word: a new temporary variable for the code being
;;; compiled, as sysNEW_LVAR makes (REF OBSOLETE).

section;

define global sysnvariable();
    sysNEW_LVAR()
enddefine;

endsection;
