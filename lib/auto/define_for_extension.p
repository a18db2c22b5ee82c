;;; define :for_extension NAME(varlist, isfast); ... enddefine
;;; (HELP FOR_FORM): NAME becomes a keyword of for and fast_for.  When
;;; `for v1, ..., vn NAME ...` is compiled, the procedure is run with the
;;; list of loop variables and whether fast_for was used on the stack and
;;; compiles the rest of the loop, up to popclosebracket (endfor or
;;; endfast_for).  It is a sub-syntax word of for: its value is the pair
;;; conspair("for", procedure), autoloaded from NAME.p like any name.

section;

define :define_form global for_extension;
    ;;; the rest of the definition is that of a sub-syntax word of for
    [define :sub_syntax for] <> proglist -> proglist;
    pop11_comp_expr();
enddefine;

endsection;
