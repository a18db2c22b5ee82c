;;; format_compile(string) -> p: a procedure that prints string as
;;; format_print does, for use many times: format_print(p, args) is
;;; format_print(string, args).  The directives are checked once, here
;;; (a bad one is format_print's mishap at once); p prints as
;;; <procedure STRING>, takes no arguments, and reads the items of the
;;; format_print that calls it.  Defined with format_print.

section;

uses format_print;

endsection;
