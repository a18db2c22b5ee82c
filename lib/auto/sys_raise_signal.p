;;; sys_raise_signal(ast_p_or_false): the old name of sys_raise_ast: raise
;;; the trap procedure ast_p (or just run the queued traps that are not
;;; blocked) (REF OBSOLETE, REF ASYNC).

section;

define global sys_raise_signal(ast_p);
    lvars ast_p;
    sys_raise_ast(ast_p)
enddefine;

endsection;
