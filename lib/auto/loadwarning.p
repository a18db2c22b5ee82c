;;; loadwarning(filename): a procedure variable for the message printed
;;; as a file is loaded (default sysloadwarning) (REF LIBRARY).

section;

uses sysloadwarning;

global vars procedure loadwarning = sysloadwarning;

endsection;
