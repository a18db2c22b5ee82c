;;; declare_incremental KIND [ATTRIBUTES] NAMES, ... ;
;;; declares identifiers whose values POPC builds up across files (REF
;;; POPC): KIND is list, procedure or property; NAMES is one name or
;;; names in parentheses separated by commas, for a property each with
;;; = EXPR giving its empty property; ATTRIBUTES (in square brackets:
;;; prec=N, sublists, writeable) are read and ignored.  In ordinary
;;; Pop-11 it only gives each identifier whose value is undefined the
;;; empty value of its kind, by planting a call of pop_declare_incremental.

section;

uses pop_declare_incremental;

define lconstant plant(word, flags, expr);
    lvars word, flags, expr;
    unless isword(word) then
        mishap(word, 1, 'declare_incremental: WORD NEEDED')
    endunless;
    sysPUSHQ(word); sysPUSHQ(flags); sysPUSHQ(expr);
    sysCALLQ(pop_declare_incremental)
enddefine;

;;; the items of an expression, up to a comma or closing bracket of its own level
define lconstant read_expr() -> expr;
    lvars item, depth = 0, expr;
    [% repeat
           nextreaditem() -> item;
           quitif(depth == 0 and (item == "," or item == ")"));
           if item == termin then mishap(0, 'declare_incremental: UNEXPECTED END OF INPUT') endif;
           if item == "(" or item == "[" or item == "{" then depth + 1 -> depth
           elseif item == ")" or item == "]" or item == "}" then depth - 1 -> depth
           endif;
           readitem()
       endrepeat %] -> expr
enddefine;

define lconstant read_one(kind);
    lvars kind, word = readitem(), flags;
    if kind == "property" then
        pop11_need_nextitem("=") ->;
        plant(word, 0, read_expr())
    else
        plant(word, if kind == "list" then 1 else 2 endif, false)
    endif
enddefine;

define global syntax declare_incremental;
    lvars kind;
    repeat
        readitem() -> kind;
        unless lmember(kind, [list procedure property]) then
            mishap(kind, 1, 'declare_incremental: list, procedure OR property EXPECTED')
        endunless;
        if pop11_try_nextitem("[") then
            until readitem() == "]" do enduntil
        endif;
        if pop11_try_nextitem("(") then
            until pop11_try_nextitem(")") do
                read_one(kind);
                pop11_try_nextitem(",") ->
            enduntil
        else
            read_one(kind)
        endif;
        quitunless(pop11_try_nextitem(","))
    endrepeat;
    pop11_need_nextitem(";") ->;
    ";" :: proglist -> proglist
enddefine;

endsection;
