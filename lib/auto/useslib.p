;;; useslib(lib_name): loads the library lib_name (a word) from popuseslist
;;; unless lib_name is already defined, as uses does (REF LIBRARY).

section;

define global useslib(name);
    lvars name;
    if identprops(name) == "undef" or isundef(valof(name)) then
        unless syslibcompile(name, popuseslist) then
            mishap(name, 1, 'LIBRARY FILE NOT FOUND')
        endunless
    endif
enddefine;

endsection;
