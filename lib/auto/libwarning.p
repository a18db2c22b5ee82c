;;; libwarning(lib_name): a procedure variable for the message printed as
;;; a library is loaded (default syslibwarning) (REF LIBRARY).

section;

uses syslibwarning;

global vars procedure libwarning = syslibwarning;

endsection;
