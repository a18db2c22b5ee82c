;;; typespecread() -> items: read one type spec (REF DEFSTRUCT) from
;;; proglist and return the list of its items, e.g. [: int [ 3 ]] for
;;; :int[3]: a basic spec :NAME or !NAME (:N and :-N for bit fields), a
;;; structure {...}, or a function (ARGS) with its result spec, then any
;;; array suffixes [N] or [], value steps .NAME or .SPEC and conversion
;;; procedures # NAME.  Macros read their type arguments with it
;;; (define :inline PARAM=typespec, SIZEOFTYPE, FIELDOFFSET).

section $-typespecread => typespecread;

;;; read the items of a bracketed part, its opening item already read,
;;; up to the closer that balances it
define bracketed(opener);
    lvars opener, item, depth = 1;
    opener;
    repeat
        readitem() -> item;
        if item == termin then mishap(opener, 1, 'typespec: MISSING CLOSING BRACKET') endif;
        item;
        if lmember(item, [% "{", "[", "(" %]) then depth + 1 -> depth
        elseif lmember(item, [% "}", "]", ")" %]) then
            depth - 1 -> depth;
            quitif(depth == 0)
        endif
    endrepeat
enddefine;

define read_spec();
    lvars item = readitem(), next;
    if item == ":-" then
        ":", "-", readitem()                       ;;; :-N, read as one word
    elseif item == ":" or item == "!" then
        item;
        readitem() -> item;
        item;
        if item == "-" then readitem() endif       ;;; :-N, a signed bit field
    elseif item == "{" then
        bracketed(item)
    elseif item == "(" then
        bracketed(item);
        if lmember(nextreaditem(), [% ":", "!" %]) then read_spec() endif
    else
        mishap(item, 1, 'INVALID FIELD SPECIFIER')
    endif;
    repeat
        nextreaditem() -> next;
        if next == "[" then
            bracketed(readitem())
        elseif next == "." then
            readitem();
            if lmember(nextreaditem(), [% ":", "!", "{", "(" %]) then read_spec() else readitem() endif
        elseif next == "#" then
            readitem(), readitem()
        else
            quitloop
        endif
    endrepeat
enddefine;

define global typespecread();
    [% read_spec() %]
enddefine;

endsection;
