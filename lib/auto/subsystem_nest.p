;;; subsystem_nest(source): compile source (a file name, character
;;; repeater or list) as Pop-11, pop11's only subsystem (REF SUBSYSTEM).

section;

define global subsystem_nest(source);
    lvars source;
    if islist(source) then pop11_compile(source) else compile(source) endif
enddefine;

endsection;
