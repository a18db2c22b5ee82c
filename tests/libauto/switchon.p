;;; lib/auto: switchon (HELP SWITCHON's examples)
define respondto(list);
    vars x, y;
    switchon list matches
        case [??x mother ??y] orcase [??x father ??y] then
            [tell me more about your family] =>
        case [i want to ??x] then
            [do you know anyone else who wants to ^^x] =>
        case [??x ill ??y] andnotcase [== doctor ==] then
            [have you tried the health centre] =>
        notcase [?x ?y ==] ornotcase [yes ?x ?y ==] then
            [you are being somewhat short with me] =>
        else
            [how interesting - do go on] =>
    endswitchon
enddefine;
respondto([my mother is here]);
respondto([i want to go]);
respondto([i feel ill today]);
respondto([i feel ill doctor]);
respondto([yes]);
respondto([a b c d]);
define kind(item);
    switchon item
        case = [] then "empty"
        notcase .islist then
            if isword(item) then "word" else "other" endif
        case matches [=] orcase matches [= =] then "short"
        else "long"
    endswitchon
enddefine;
maplist([[] foo 3 [a] [a b] [a b c]], kind) =>
