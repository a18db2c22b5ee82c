;;; full_identprops(word) -> list: all the properties of the word's
;;; identifier, as words: protected, global, assignable (a constant not
;;; yet given a value), constant or vars, procedure, and syntax or macro
;;; or an operator's precedence; undef if the word is not declared.

section;

define global full_identprops(word);
    lvars word, props = identprops(word), c;
    returnif(props == "undef") ("undef");
    ;;; pop11's own syntax words are built in, not identifiers
    returnif(props == "syntax" and not(isdeclared(word)))
        ([protected global constant syntax]);
    [%  if isprotected(word) then "protected" endif;
        if isword(word) and isglobal(word) then "global" endif;
        if (isconstant(word) ->> c) then
            if c == "undef" then "assignable" endif;
            "constant"
        else
            "vars"
        endif;
        if identtype(word) == "procedure" then "procedure" endif;
        if isword(props) and isstartstring('syntax ', props) then
            "syntax", strnumber(allbutfirst(7, props sys_>< ''))
        elseunless props == 0 then
            props
        endif
    %]
enddefine;

endsection;
