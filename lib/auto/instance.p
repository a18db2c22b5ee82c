;;; instance(pattern) -> list: a copy of the pattern (a list) with each
;;; ?VAR replaced by the value of the variable VAR and each ??VAR by the
;;; elements of VAR's value (a list), in sub-lists too; a restriction
;;; (?VAR:PRED) is left out (HELP INSTANCE).

section;

define global instance(pattern);
    lvars pattern, item, l = pattern, v;
    [% until l == [] do
           dest(l) -> (item, l);
           if (item == "?" or item == "??") and l /== [] then
               valof(hd(l)) -> v;
               tl(l) -> l;
               if l /== [] and hd(l) == ":" and tl(l) /== [] then tl(tl(l)) -> l endif;
               if item == "??" then explode(v) else v endif
           elseif islist(item) then
               instance(item)
           else
               item
           endif
       enduntil %]
enddefine;

endsection;
