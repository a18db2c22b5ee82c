;;; define :inline [DECLARATORS] NAME(PARAM, ...); BODY enddefine
;;; (HELP INLINE): NAME becomes a macro that looks like a procedure call.
;;; Each use NAME(ARG, ...) reads one argument for each parameter (and
;;; the parentheses even when there are none) and is replaced by the
;;; items of BODY, with each occurrence of a parameter's word replaced
;;; by the items read for it, as they are: no parentheses are added.  A
;;; parameter written PARAM=CAT is read with CATread (itemread, varread,
;;; listread, typespecread ...), any other with exprread; a reader's list
;;; result is the items read (listread's is one item, the list).  The
;;; declarators are those of define (global, lconstant, vars, constant,
;;; iconstant ...); updaterof is a mishap, and so is a parameter named
;;; twice.
;;; sys_inline_expand(params, readers, body) does the replacing.

section;

;;; the items bound to word in a list of word :: items pairs, or false
define lconstant assoc_of(word, pairs);
    lvars word, pairs, p;
    for p in pairs do
        if front(p) == word then return(back(p)) endif
    endfor;
    false
enddefine;

define global sys_inline_expand(params, readers, body);
    lvars params, readers, body, args = [], p, r, item, l;
    pop11_need_nextitem("(") ->;
    for p, r in params, readers do
        unless args == [] then pop11_need_nextitem(",") -> endunless;
        r() -> item;
        ;;; a reader giving a list gives the items to put in (exprread,
        ;;; typespecread); listread's list and any other result is one item
        if islist(item) and r /== listread then item else [^item] endif -> item;
        conspair(conspair(p, item), args) -> args
    endfor;
    pop11_need_nextitem(")") ->;
    for item in body do
        if isword(item) and (assoc_of(item, args) ->> l) then
            dl(l)
        else
            item
        endif
    endfor
enddefine;

lconstant declarators = [global nonglobal lconstant constant vars lvars
                         iconstant ivars procedure dlocal];

define :define_form global inline;
    lvars decls = [], name, params = [], readers = [], body,
        item, cat, depth = 0;
    while lmember(nextreaditem(), declarators) do
        decls <> [% readitem() %] -> decls
    endwhile;
    if nextreaditem() == "updaterof" then
        mishap(readitem(), 1, 'define :inline: INLINE MACROS HAVE NO UPDATER')
    endif;
    readitem() -> name;
    unless isword(name) then mishap(name, 1, 'define :inline: WORD NEEDED') endunless;
    if pop11_try_nextitem("(") then
        until pop11_try_nextitem(")") do
            readitem() -> item;
            if lmember(item, params) then
                mishap(item, 1, 'INVALID (DUPLICATE) PARAMETER')
            elseunless isword(item) and identprops(item) /== "syntax"
                    and identprops(item) /== "macro" then
                mishap(item, 1, 'INVALID PARAMETER')
            endif;
            if pop11_try_nextitem("=") then
                valof(consword(readitem() sys_>< 'read'))
            else
                exprread
            endif -> cat;
            params <> [^item] -> params;
            readers <> [^cat] -> readers;
            pop11_try_nextitem(",") ->
        enduntil
    endif;
    pop11_need_nextitem(";") ->;
    ;;; the body: the items up to the enddefine that closes this define
    [% repeat
           readitem() -> item;
           if item == termin then mishap(0, 'MISSING enddefine') endif;
           if item == "define" then depth + 1 -> depth
           elseif item == "enddefine" then
               quitif(depth == 0);
               depth - 1 -> depth
           endif;
           item
       endrepeat %] -> body;
    [define ^^decls macro ^name;
        ^sys_inline_expand(^params, ^readers, ^body)
     enddefine] <> proglist -> proglist;
    pop11_comp_expr()
enddefine;

endsection;
