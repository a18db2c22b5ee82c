;;; TYPESPEC(typespec): syntax that pushes the data structure Poplog uses
;;; for a type spec (REF DEFSTRUCT): a basic type is its word (int, dfloat
;;; ...), a bit field its integer (:3 is 3, :-3 is -3), an array [spec|N]
;;; ([spec|false] for spec[]), a structure [>-> field_spec ...], a
;;; function {[nargs|0] result} (nargs false for (...)); a typename
;;; (p_typespec, l_typespec) gives the structure of its spec.  Value
;;; steps (.name) and conversions (#name) are not supported (a mishap).

section $-typespec_value => TYPESPEC;

lvars items = [];          ;;; the items of the spec not yet read
lconstant dot = consword('.'), hash = consword('#');

define lconstant next_item();
    if items == [] then termin else dest(items) -> items endif
enddefine;

define lconstant next_is(item);
    lvars item;
    items /== [] and hd(items) == item
enddefine;

define lconstant spec_value();
    lvars item = next_item(), spec, n, depth, count;
    if item == ":" or item == "!" then
        next_item() -> item;
        if item == "-" then
            -next_item()
        elseif isword(item) and sys_typename_items(item) ->> spec then
            procedure(l); lvars l; dlocal items = l; spec_value() endprocedure(spec)
        else
            item
        endif
    elseif item == "{" then
        [% ">->",
            until (next_item() ->> item) == "}" or item == termin do
                nextif(item == ",");
                if isword(item) and (next_is(":") or next_is("!")) then
                    ;;; a field's name
                else
                    item :: items -> items
                endif;
                spec_value()
            enduntil
        %]
    elseif item == "(" then
        0 -> count; 1 -> depth;
        until depth == 0 do
            next_item() -> item;
            if item == termin then quitloop
            elseif item == "(" then depth + 1 -> depth
            elseif item == ")" then depth - 1 -> depth
            elseif depth == 1 and item == "," and count then count + 1 -> count
            elseif item == dot then false -> count      ;;; ... (three items)
            elseif count == 0 then 1 -> count
            endif
        enduntil;
        consvector(conspair(count, 0),
                   if next_is(":") or next_is("!") then spec_value() else false endif, 2)
    else
        mishap(item, 1, 'INVALID FIELD SPECIFIER')
    endif -> spec;
    repeat
        if next_is("[") then
            next_item() ->;
            if next_is("]") then false else next_item() endif -> n;
            until next_item() == "]" or items == [] do enduntil;
            conspair(spec, n) -> spec
        elseif next_is(dot) or next_is(hash) then
            mishap(hd(items), 1, 'TYPESPEC: VALUE STEPS AND CONVERSIONS NOT SUPPORTED')
        else
            return(spec)
        endif
    endrepeat
enddefine;

define global syntax TYPESPEC;
    lvars spec;
    pop11_need_nextitem("(") ->;
    procedure(l); lvars l; dlocal items = l; spec_value() endprocedure(typespecread()) -> spec;
    pop11_need_nextitem(")") ->;
    sysPUSHQ(spec)
enddefine;

endsection;
