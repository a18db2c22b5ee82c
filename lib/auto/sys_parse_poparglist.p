;;; sys_parse_poparglist(argspec, arglist) -> (prop, rest): reads the flags
;;; at the front of arglist (a list of strings, such as poparglist).
;;; argspec lists the flags, each as [FLAG N]: N 0 for a flag alone, 1 for
;;; one that takes the next string as its argument.  prop maps each flag
;;; found to true (N 0) or its argument; rest is what follows the flags.

section;

define global sys_parse_poparglist(argspec, arglist) -> (prop, arglist);
    lvars argspec, arglist, prop = newmapping([], 8, false, false), arg, n;

    ;;; N for the flag arg, or false if arg is not a flag
    define lconstant flag_arg(arg);
        lvars arg, spec;
        for spec in argspec do
            unless length(spec) == 2 then
                mishap(spec, 1, 'MALFORMED ARGUMENT SPEC')
            endunless;
            returnif(spec(1) = arg) (spec(2))
        endfor;
        false
    enddefine;

    while arglist /== [] and (flag_arg(hd(arglist) ->> arg) ->> n) do
        if prop(arg) then mishap(arg, 1, 'DUPLICATE FLAGS IN ARGLIST') endif;
        tl(arglist) -> arglist;
        if n == 0 then
            true -> prop(arg)
        elseif arglist == [] or flag_arg(hd(arglist)) then
            mishap(arg, 1, 'NO ARGUMENT SUPPLIED WITH FLAG')
        else
            dest(arglist) -> arglist -> prop(arg)
        endif
    endwhile
enddefine;

endsection;
