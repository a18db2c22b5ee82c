;;; destexptrvec: part of exptrvecs, vectors of external pointers (see
;;; exptrvec_key).

section;

uses exptrvec_key;

endsection;
