;;; sysnlabel() -> label: the old name of sysNEW_LABEL (REF OBSOLETE).

section;

define global sysnlabel();
    sysNEW_LABEL()
enddefine;

endsection;
