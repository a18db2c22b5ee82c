;;; integer_to_boolean(int) -> bool: 0 is false, any other integer true;
;;; the updater gives 1 for true and 0 for false (REF EXTERNAL_DATA).

section;

define global integer_to_boolean(int);
    lvars int;
    int /== 0
enddefine;

define updaterof integer_to_boolean(bool);
    lvars bool;
    if bool then 1 else 0 endif
enddefine;

endsection;
