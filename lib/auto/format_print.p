;;; format_print(string, vector_or_list): prints string, its directives
;;; (~ parameters modifiers letter, after Common Lisp's FORMAT) replaced by
;;; the items of the vector or list (HELP FORMAT_PRINT).  Directives:
;;;   ~A ~K ~S   an item with pr, syspr, sys_syspr; ~mincol,colinc,minpad,
;;;              padcharA pads on the right (@: on the left)
;;;   ~D ~B ~O ~X  an integer in radix 10, 2, 8, 16; ~mincol,padchar,
;;;              commacharD; @ always prints the sign, : adds commas
;;;   ~radix,mincol,padchar,commacharR  an integer in any radix
;;;   ~w,dF ~w,dE  a decimal, d places, in w columns (E: with exponent)
;;;   ~C         a character code (@: as `c`, : names control characters)
;;;   ~% ~&      a newline (~n% n of them); ~~ a tilde; ~* skips an item
;;;   ~:P ~@P    s (y/ies) unless the previous item was 1
;;;   ~( ... ~)  the enclosed output in lower case (~:@( upper case,
;;;              ~:( each word capitalised, ~@( the first word)
;;; A parameter may be a number, `c (a character), V (the next item) or #
;;; (how many items are left).  Other directives are a mishap.
;;; string may also be a procedure made by format_compile (ref
;;; format_compile), which this file defines too.

section;

lvars items, pos, checking = false;

define lconstant next_arg();
    if checking then return(0) endif;       ;;; format_compile's trial run
    if pos > datalength(items) then mishap(items, pos, 2, 'Too few arguments') endif;
    items(pos);
    pos + 1 -> pos
enddefine;

define lconstant pad_out(s, mincol, colinc, minpad, padchar, left);
    lvars s, mincol, colinc, minpad, padchar, left, n = minpad;
    while datalength(s) + n < mincol do n + colinc -> n endwhile;
    unless left then pr(s) endunless;
    repeat n times cucharout(padchar) endrepeat;
    if left then pr(s) endif
enddefine;

define lconstant int_string(n, radix, sign, commas, commachar);
    lvars n, radix, sign, commas, commachar, s, i, k, out = '';
    procedure; dlocal pop_pr_radix = radix; abs(n) sys_>< '' endprocedure() -> s;
    if commas then
        0 -> k;
        for i from datalength(s) by -1 to 1 do
            if k > 0 and k rem 3 == 0 then consstring(commachar, 1) <> out -> out endif;
            consstring(s(i), 1) <> out -> out;
            k + 1 -> k
        endfor;
        out -> s
    endif;
    if n < 0 then '-' <> s elseif sign then '+' <> s else s endif
enddefine;

;;; print string from i until the directive ~ closer (or the end); the
;;; index after it
define lconstant fmt(str, i, closer) -> i;
    lvars str, i, closer, c, params, colon, at, p, arg, n, k, s, w, d;
    while i <= datalength(str) do
        str(i) -> c; i + 1 -> i;
        unless c == `~` then cucharout(c); nextloop endunless;
        ;;; the parameters
        [] -> params;
        repeat
            quitif(i > datalength(str));
            str(i) -> c;
            if c == `,` then params <> [^false] -> params; i + 1 -> i; nextloop
            elseif isnumbercode(c) or c == `-` or c == `+` then
                i -> k;
                i + 1 -> i;
                while i <= datalength(str) and isnumbercode(str(i)) do i + 1 -> i endwhile;
                params <> [^(strnumber(substring(k, i - k, str)))] -> params
            elseif c == `'` or c == `\`` then
                params <> [^(str(i + 1))] -> params; i + 2 -> i
            elseif c == `V` or c == `v` then
                params <> [^(next_arg())] -> params; i + 1 -> i
            elseif c == `#` then
                params <> [^(datalength(items) - pos + 1)] -> params; i + 1 -> i
            else
                quitloop
            endif;
            if i <= datalength(str) and str(i) == `,` then i + 1 -> i endif
        endrepeat;
        false ->> colon -> at;
        while i <= datalength(str) and (str(i) == `:` or str(i) == `@`) do
            if str(i) == `:` then true -> colon else true -> at endif;
            i + 1 -> i
        endwhile;
        if i > datalength(str) then mishap(str, 1, 'format_print: INCOMPLETE DIRECTIVE') endif;
        lowertoupper(str(i)) -> c; i + 1 -> i;
        define lconstant param(k, default);
            lvars k, default;
            if listlength(params) >= k and params(k) then params(k) else default endif
        enddefine;
        if c == `A` or c == `S` or c == `K` then
            next_arg() -> arg;
            if c == `A` then arg sys_>< ''
            elseif c == `S` then procedure; dlocal pop_pr_quotes = true; arg sys_>< '' endprocedure()
            else procedure; dlocal cucharout = identfn; consstring(#| syspr(arg) |#) endprocedure()
            endif -> s;
            pad_out(s, param(1, 0), param(2, 1), param(3, 0), param(4, `\s`), at)
        elseif c == `D` or c == `B` or c == `O` or c == `X` or c == `R` then
            if c == `R` then param(1, 10) -> n; tl(params) or [] -> params
            else if c == `D` then 10 elseif c == `B` then 2 elseif c == `O` then 8 else 16 endif -> n
            endif;
            if c == `R` and params == [] and not(listlength(params) > 0) and not(n) then
                mishap(0, 'format_print: ~R IN WORDS NOT SUPPORTED')
            endif;
            next_arg() -> arg;
            if isinteger(arg) or isbiginteger(arg) then
                int_string(arg, n, at, colon, param(3, `,`))
            else
                arg sys_>< ''
            endif -> s;
            pad_out(s, param(1, 0), 1, 0, param(2, `\s`), true)
        elseif c == `F` or c == `E` then
            next_arg() -> arg;
            param(2, false) -> d;
            if d then
                procedure;
                    dlocal pop_pr_places = d;
                    (number_coerce(arg, 0.0d0) sys_>< '')
                endprocedure()
            else
                number_coerce(arg, 0.0) sys_>< ''
            endif -> s;
            if c == `E` and not(issubstring('e', s)) then s <> 'e0' -> s endif;
            pad_out(s, param(1, 0), 1, 0, `\s`, true)
        elseif c == `C` then
            next_arg() -> arg;
            if at then cucharout(`\``); cucharout(arg); cucharout(`\``)
            elseif colon and arg < 32 then pr('Control '); cucharout(arg + 64)
            else cucharout(arg)
            endif
        elseif c == `%` or c == `&` then
            repeat param(1, 1) times cucharout(`\n`) endrepeat
        elseif c == `~` then
            repeat param(1, 1) times cucharout(`~`) endrepeat
        elseif c == `*` then
            if colon then pos - param(1, 1) -> pos else pos + param(1, 1) -> pos endif
        elseif c == `P` then
            if colon then pos - 1 -> pos endif;
            next_arg() -> arg;
            if at then pr(if arg = 1 then 'y' else 'ies' endif)
            elseif arg /= 1 then cucharout(`s`)
            endif
        elseif c == `(` then
            ;;; the enclosed output, converted
            lvars chars = [];
            procedure;
                dlocal cucharout = procedure(c); lvars c; c :: chars -> chars endprocedure;
                fmt(str, i, `)`) -> i
            endprocedure();
            consstring(destlist(ncrev(chars))) -> s;
            lvars up = colon and at, caps = colon and not(at), first = at and not(colon),
                start = true, done = false;
            for k from 1 to datalength(s) do
                s(k) -> n;
                if up then lowertoupper(n)
                elseif (caps or first and not(done)) and start and isalphacode(n) then
                    if first then true -> done endif;
                    lowertoupper(n)
                else uppertolower(n)
                endif -> n;
                cucharout(n);
                not(isalphacode(n) or isnumbercode(n)) -> start
            endfor
        elseif c == `)` then
            if closer == `)` then return endif;
            mishap(str, 1, 'format_print: UNMATCHED ~)')
        elseif c == `\n` then
            while i <= datalength(str) and (str(i) == `\s` or str(i) == `\t`) do i + 1 -> i endwhile
        else
            mishap(consstring(`~`, c, 2), 1, 'format_print: UNKNOWN DIRECTIVE')
        endif
    endwhile
enddefine;

define global format_print(string, args);
    lvars string, args;
    dlocal items = if islist(args) then {% explode(args) %} else args endif, pos = 1;
    if isprocedure(string) then string() else fmt(string, 1, false) -> endif
enddefine;

define global format_compile(string) -> p;
    lvars string, p;
    unless isstring(string) then mishap(string, 1, 'STRING NEEDED') endunless;
    ;;; a trial run with no output finds the bad directives now
    procedure;
        dlocal cucharout = erase, checking = true, pos = 1;
        fmt(string, 1, false) ->
    endprocedure();
    procedure();
        fmt(string, 1, false) ->
    endprocedure -> p;
    string -> pdprops(p)
enddefine;

endsection;
