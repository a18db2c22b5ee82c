;;; for VARS with_index IVAR KIND EXPRS do ... endfor (HELP FOR_FORM):
;;; a vector-type for loop (KIND is in_vector, in_string ...) whose index
;;; is the variable IVAR, 1, 2 ...  KIND's hook (define :with_index_hook)
;;; compiles the loop.

section;

uses define_for_extension, define_with_index_hook;

define :for_extension global with_index(varlist, isfast);
    lvars varlist, isfast, index = readitem(), kind = readitem(), hook;
    ;;; loading KIND's library defines its hook
    unless pop_with_index_hooks(kind) then sys_autoload(kind) -> endunless;
    pop_with_index_hooks(kind) -> hook;
    unless hook then mishap(kind, 1, 'UNKNOWN with_index FORM') endunless;
    hook(varlist, isfast, index)
enddefine;

endsection;
