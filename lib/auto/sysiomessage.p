;;; sysiomessage() -> string: the message of the last operating-system
;;; error, in parentheses after a space, e.g. ' (No such file or
;;; directory)': an old form of sprintf's %M (REF OBSOLETE).

section;

define global sysiomessage();
    sprintf('\s(%M)')
enddefine;

endsection;
