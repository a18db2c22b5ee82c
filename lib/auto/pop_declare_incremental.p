;;; pop_declare_incremental(word, flags, propexpr): called by the code
;;; that declare_incremental plants, once for each identifier it names
;;; (REF POPC).  An identifier whose value is still undefined (declared
;;; now if need be, with the usual warning) gets the empty value of its
;;; kind, given by the two low bits of flags: [] for a list (1), identfn
;;; for a procedure (2), and for a property (0) the value of propexpr, a
;;; list of the items of an expression, compiled now.  An identifier that
;;; already has a value keeps it.  POPC redefines this procedure; ordinary
;;; Pop-11 has no other use for the declaration.

section;

define global vars pop_declare_incremental(word, flags, propexpr);
    lvars word, flags, propexpr, kind = flags && 2:11, val;
    ;;; a reference compiled to an undeclared word declares it, with the warning
    unless isdeclared(word) then pop11_compile([% word %]) -> endunless;
    returnunless(isundef(valof(word)));
    if kind == 0 then
        unless isproperty(pop11_compile(propexpr) ->> val) then
            mishap(word, val, 2, 'PROPERTY NEEDED')
        endunless;
        word -> pdprops(val);
        val
    elseif kind == 1 then
        []
    elseif kind == 2 then
        identfn
    else
        mishap(flags, 1, 'INVALID INCREMENTAL IDENTIFIER TYPE')
    endif -> valof(word)
enddefine;

endsection;
