;;; pop11_comp_declaration(decl_p [, globword]): read a declaration list,
;;; as vars, lvars, constant ... do, up to the ; that ends it (left to be
;;; read), calling decl_p(word, idprops) for each name (REF POPCOMPILE).
;;; An entry is  [IDPROPS] NAME [= EXPR]  or  [IDPROPS] (NAME, ...) [= EXPR];
;;; IDPROPS is procedure, macro, syntax or a precedence number (0 when
;;; absent), followed or replaced by active or active:N, which makes it
;;; the pair idprops :: N.  An initialising expression is compiled and its
;;; result popped into the name(s) (sysPOP); for sysLCONSTANT it is run
;;; at once and its value given to the constant (sysPASSIGN).  globword
;;; "global" or "nonglobal" also calls sysGLOBAL on each name ("undef":
;;; pop11 leaves that to compile_mode).

section $-pop11_comp_declaration => pop11_comp_declaration;

;;; the idprops before a name (0 if none)
define read_idprops() -> props;
    lvars props = 0, item = nextreaditem(), mult;
    if isnumber(item) or lmember(item, [procedure macro syntax]) then
        readitem() -> props
    endif;
    if nextreaditem() == "active" then
        readitem() ->;
        1 -> mult;
        if nextreaditem() == ":" then readitem() ->; readitem() -> mult endif;
        conspair(props, mult) -> props
    endif
enddefine;

;;; the name or parenthesised names that follow
define read_names() -> names;
    lvars names, item = readitem();
    if item == "(" then
        [% repeat
               readitem() -> item;
               quitif(item == ")");
               unless item == "," then item endunless
           endrepeat %] -> names
    else
        [^item] -> names
    endif;
    for item in names do
        unless isword(item) then
            mishap(item, 1, 'idw: ILLEGAL DECLARATION OF WORD')
        endunless
    endfor
enddefine;

define global pop11_comp_declaration(decl_p);
    lvars decl_p, globword = false, props, names, name, p, item;
    if isword(decl_p) then decl_p -> globword; -> decl_p endif;
    repeat
        quitif(nextreaditem() == ";" or nextreaditem() == termin);
        read_idprops() -> props;
        read_names() -> names;
        for name in names do
            decl_p(name, props);
            if globword == "global" then sysGLOBAL(name)
            elseif globword == "nonglobal" then sysGLOBAL(name, false)
            endif
        endfor;
        if pop11_try_nextreaditem("=") then
            if decl_p == sysLCONSTANT then
                ;;; the value now, as the constant's value
                sysPROCEDURE(false, 0);
                pop11_comp_expr();
                sysENDPROCEDURE() -> p;
                p();
                for name in rev(names) do sysPASSIGN((), name) endfor
            else
                pop11_comp_expr();
                for name in rev(names) do sysPOP(name) endfor
            endif
        endif;
        nextreaditem() -> item;
        quitif(item == ";" or item == termin);
        unless item == "," then
            mishap(readitem(), 1, 'msep: MISSING SEPARATOR (eg semicolon)')
        endunless;
        readitem() ->
    endrepeat
enddefine;

endsection;
