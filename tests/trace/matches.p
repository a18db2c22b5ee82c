;;; TEACH MOREMATCH: tracing the matches operator itself
define silly(list);
    vars x rest;
    while   list matches [?x ??rest]
    do  x => rest=>
        rest -> list;
    endwhile;
    list =>
enddefine;
trace matches;
silly([a b c]);
define addup(list) -> total;
    vars x,rest;
    if  list matches [?x ??rest]
    then    x + addup(rest)-> total
    else    0 -> total
    endif
enddefine;
trace addup;
addup([5 4 9]) =>
untrace matches addup;
addup([1 2]) =>
