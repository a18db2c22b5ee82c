;;; external_load(mark, files, symbols): the old external interface's load
;;; (REF OBSOLETE; exload is the current one): loads the shared objects of
;;; the list files with external_do_load and gives the identifier of each
;;; entry of the list symbols the external thing its symbol names.  An
;;; entry is a word (symbol and identifier alike), a string (the symbol;
;;; the identifier is the word of it) or a list [symbol identifier] (the
;;; identifier a word or an identifier record, which must be assignable,
;;; and is declared as a variable if it is not yet); an
;;; entry {type T} says what the entries after it give, T one of
;;; "procedure" (the default: an external procedure), "pointer" (the
;;; external pointer), "absolute" (the address as an integer) or a
;;; procedure applied to the external pointer; {symtrans P} (P a
;;; procedure or the word of one) turns each later symbol into the name
;;; looked up.  A fourth argument (an integer) is ignored.
;;; External procedures are records of class "external_procedure" that
;;; hold an external pointer; they print as <external_procedure NAME>,
;;; and applying one is external_apply:
;;;     isexternal_procedure(item) -> bool
;;;     external_apply(arg1, ..., argN, N, result, expdr) -> result
;;;         calls the function with the N arguments; result says what it
;;;         returns: false nothing, true an int, "decimal" a C float,
;;;         "ddecimal" a double, "external_ptr" a pointer (Poplog's
;;;         structure to fill with the result is not supported: a mishap)
;;;     external_ptr_to_procedure(exptr) -> expdr
;;;         an external procedure for an external pointer
;;;     islive_external_procedure(expdr) -> bool
;;;         whether expdr still points at its function: false once its
;;;         load is undone (external_unload, or its mark loaded again)

section;

lconstant expdr_key = conskey("external_procedure", [full full]);

lconstant procedure (
    new_expdr = class_cons(expdr_key),
    expdr_props = class_access(1, expdr_key),
    expdr_ptr = class_access(2, expdr_key),
);

define global isexternal_procedure(item);
    lvars item;
    class_recognise(expdr_key)(item)
enddefine;

define global external_apply(result, expdr) with_nargs 3;
    lvars result, expdr, ptr = expdr;
    if isexternal_procedure(expdr) then expdr_ptr(expdr) -> ptr endif;
    if result == false then
        exacc {(N)} ptr()
    elseif result == true then
        exacc {(N):int} ptr()
    elseif result == "decimal" then
        exacc {(N):float} ptr()
    elseif result == "ddecimal" then
        exacc {(N):dfloat} ptr()
    elseif result == "external_ptr" then
        exacc {(N):exptr} ptr()
    else
        mishap(result, 1, 'external_apply: INVALID STRUCTURE FOR RESULT')
    endif
enddefine;

external_apply -> class_apply(expdr_key);

;;; x = expdr: x is an external procedure that points at the same address
procedure(x, expdr);
    lvars x, expdr;
    isexternal_procedure(x) and expdr_ptr(x) = expdr_ptr(expdr)
endprocedure -> class_=(expdr_key);

procedure(expdr);
    lvars expdr, props = expdr_props(expdr);
    pr('<external_procedure');
    if props then pr(' '); pr(props) endif;
    pr('>')
endprocedure -> class_print(expdr_key);

define global external_ptr_to_procedure(exptr);
    lvars exptr;
    if isexternal_procedure(exptr) then
        exptr
    else
        new_expdr(external_ptr_props(exptr), exptr)
    endif
enddefine;

define updaterof external_ptr_to_procedure(expdr) -> expdr;
    lvars expdr;
    unless isexternal_procedure(expdr) then
        mishap(expdr, 1, 'EXTERNAL PROCEDURE NEEDED')
    endunless
enddefine;

define global islive_external_procedure(expdr);
    lvars expdr;
    unless isexternal_procedure(expdr) then
        mishap(expdr, 1, 'EXTERNAL PROCEDURE NEEDED')
    endunless;
    is_valid_external_ptr(expdr_ptr(expdr))
enddefine;

define global external_load(mark, files, symbols);
    lvars mark, files, symbols, spec, kind = "procedure", trans = identfn,
        symbol, id, loads = [], entry, ptr;
    if isinteger(symbols) then
        ;;; the old memory size argument
        (files, mark) -> (symbols, files); -> mark
    endif;
    for spec in symbols do
        if isvector(spec) and datalength(spec) == 2 and spec(1) == "type"
        and (isprocedure(spec(2))
             or lmember(spec(2), [procedure pointer absolute])) then
            spec(2) -> kind
        elseif isvector(spec) and datalength(spec) == 2
        and spec(1) == "symtrans"
        and (isword(spec(2)) or isprocedure(spec(2))) then
            spec(2) -> trans;
            if isword(trans) then valof(trans) -> trans endif
        else
            ;;; an entry: its symbol and identifier
            if islist(spec) and listlength(spec) == 2 then
                spec(1) -> symbol, spec(2) -> id;
                if isword(symbol) then symbol >< '' -> symbol endif
            elseif isstring(spec) then
                spec -> symbol, consword(spec) -> id
            elseif isword(spec) then
                spec >< '' -> symbol, spec -> id
            else
                mishap(spec, 1, 'INVALID ITEM IN SYMBOL SPEC LIST')
            endif;
            unless isstring(symbol) then
                mishap(symbol, 1, 'INVALID EXTERNAL SYMBOL NAME')
            endunless;
            unless isassignable(id) then
                mishap(id, 1, 'INVALID RECIPIENT OF EXTERNAL VALUE')
            endunless;
            {% trans(symbol), false, false, false, kind, id %}
                :: loads -> loads
        endif
    endfor;
    rev(loads) -> loads;
    external_do_load(mark, files, loads);
    for entry in loads do
        entry(3) -> ptr;
        entry(5) -> kind;
        if kind == "absolute" then
            exacc {^uint} ptr -> ptr
        else
            entry(1) -> external_ptr_props(ptr);
            if kind == "procedure" then
                new_expdr(entry(1), ptr) -> ptr
            elseif isprocedure(kind) then
                kind(ptr) -> ptr
            endif
        endif;
        entry(6) -> id;
        if isident(id) then
            ptr -> idval(id)
        else
            if identprops(id) == "undef" then sysSYNTAX(id, 0, false) endif;
            ptr -> valof(id)
        endif
    endfor
enddefine;

endsection;
