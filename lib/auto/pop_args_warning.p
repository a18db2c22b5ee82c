;;; pop_args_warning -> bool: whether external procedure calls warn about
;;; their arguments (REF EXTERNAL); false.

section;

global vars pop_args_warning = false;

endsection;
