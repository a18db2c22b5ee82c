;;; loadcompiler(filename): the procedure variable that compiles a file for
;;; load (default: compile) (REF PROGLIST).

section;

global vars procedure loadcompiler;
if isundef(loadcompiler) then compile -> loadcompiler endif;

endsection;
