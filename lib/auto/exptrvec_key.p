;;; exptrvec_key: the key of exptrvecs, vectors of external pointers
;;; (REF DEFSTRUCT): consexptrvec(p1, ..., pn, n), initexptrvec(n) (n
;;; null external pointers), subscrexptrvec(i, v), fast_subscrexptrvec,
;;; destexptrvec(v) -> (p1, ..., pn, n), isexptrvec(item).

section;

defclass global exptrvec :exptr;

;;; a new exptrvec holds null external pointers
lconstant procedure init_fields = initexptrvec;

define global initexptrvec(n) -> vec;
    lvars n, vec = init_fields(n), i;
    fast_for i from 1 to n do null_external_ptr -> fast_subscrexptrvec(i, vec) endfor
enddefine;

endsection;
