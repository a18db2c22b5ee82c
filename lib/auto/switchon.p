;;; switchon START case END1 [andcase|orcase|andnotcase|ornotcase END ...]
;;;     then ACTIONS ... [notcase END then ACTIONS] ... [else ACTIONS]
;;; endswitchon: a macro for a multi-branch conditional whose conditions
;;; all begin with the same incomplete expression START, each completed by
;;; the END after a case word (HELP SWITCHON).  It is rewritten into an
;;; if ... elseif ... else ... endif statement: case E gives START E,
;;; notcase E gives not(START E), andcase/orcase add `and START E` /
;;; `or START E`, andnotcase/ornotcase `and not(START E)` / `or not(...)`.

section;

lconstant openers = [if unless switchon while until for repeat define
                     procedure foreach forevery fast_for],
          closers = [endif endunless endswitchon endwhile enduntil endfor
                     endrepeat enddefine endprocedure endforeach endforevery
                     endfast_for],
          casewords = [case notcase andcase orcase andnotcase ornotcase];

define global macro switchon;
    lvars start = [], item, out = [], depth = 0, first = true, k;
    ;;; the start-condition: up to the first case or notcase
    until lmember(nextreaditem() ->> item, [case notcase]) do
        if item == termin then mishap(0, 'switchon: MISSING case') endif;
        start <> [% readitem() %] -> start
    enduntil;
    repeat
        readitem() -> item;
        if item == termin then mishap(0, 'MISSING endswitchon') endif;
        if depth == 0 and lmember(item, casewords) then
            ;;; one end-condition, up to the next case word or then
            lvars cond = [];
            until lmember(nextreaditem() ->> k, casewords) or k == "then" or k == termin do
                cond <> [% readitem() %] -> cond
            enduntil;
            if item == "case" or item == "notcase" then
                out <> (if first then [if] else [elseif] endif) -> out;
                false -> first
            elseif item == "andcase" or item == "andnotcase" then
                out <> [and] -> out
            else
                out <> [or] -> out
            endif;
            if item == "notcase" or item == "andnotcase" or item == "ornotcase" then
                out <> [not (] <> start <> cond <> [)] -> out
            else
                out <> [(] <> start <> cond <> [)] -> out
            endif
        elseif depth == 0 and item == "endswitchon" then
            quitloop
        else
            if lmember(item, openers) then depth + 1 -> depth
            elseif lmember(item, closers) then depth - 1 -> depth
            endif;
            out <> [^item] -> out
        endif
    endrepeat;
    if first then [] else out <> [endif] endif -> out;
    out <> proglist -> proglist
enddefine;

endsection;
