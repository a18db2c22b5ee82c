;;; which_values(vars, patterns) -> values: for each way the patterns of
;;; the list patterns can all match items of database at once (as
;;; forevery finds them), a list of the values of the variables of the
;;; list vars, which may be written with ? as a pattern, [?x ?y] or
;;; ![?x ?y] (HELP WHICH_VALUES).  values is the list of those lists, in
;;; the order forevery finds the matches.

section;

define lconstant wv_value(v);
    lvars v;
    if isword(v) then valof(v)
    elseif isactive(v) then idval(v)()     ;;; a lexical variable of ![...]
    else idval(v)
    endif
enddefine;

define global which_values(varlist, patterns);
    lvars varlist, patterns, v;
    [% for v in varlist do
           unless v == "?" or v == "??" then v endunless
       endfor %] -> varlist;
    [% forevery patterns do
           [% for v in varlist do wv_value(v) endfor %]
       endforevery %]
enddefine;

endsection;
