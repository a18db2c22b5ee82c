;;; isexternal_procedure: part of the old external interface of
;;; external_load (see ref external_load).

section;

uses external_load;

endsection;
