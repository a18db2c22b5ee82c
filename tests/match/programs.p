;;; programs using the matcher, the database and trace together
;;; a small Eliza-like responder using the matcher
vars x y z;
define respond(sentence) -> reply;
    if sentence matches [i feel ??x] then
        [why do you feel ^^x ?] -> reply
    elseif sentence matches [== my ?x ??y] then
        [tell me more about your ^x] -> reply
    elseif sentence matches [??x you ??y me] then
        [what makes you think i ^^y you ?] -> reply
    elseif sentence matches [?x:isinteger ==] then
        [numbers like ^x do not interest me] -> reply
    elseif sentence matches [??x:3] then
        [three words: ^^x] -> reply
    elseif sentence matches [== [??y] ==] then
        [a list inside: ^^y] -> reply
    else
        [please go on] -> reply
    endif
enddefine;
applist([
    [i feel sad today]
    [yesterday my mother called me]
    [i think you hate me]
    [42 is the answer]
    [a b c]
    [what [is this] thing]
    [nothing to say here at all]
], procedure(s); respond(s) => endprocedure);
;;; a blocks world with the database
[[a on b] [b on table] [c on table] [d on c]] -> database;
define clear(x); not(present([= on ^x])) enddefine;
define puton(x, y);
    vars z;
    if clear(x) and (y == "table" or clear(y)) then
        lookup([^x on ?z]);
        remove(it);
        add([^x on ^y]);
        true
    else
        false
    endif
enddefine;
trace clear puton;
puton("a", "c") =>
puton("a", "d") =>
database =>
untrace clear puton;
define tower(x) -> t;
    vars below;
    [^x] -> t;
    while present([^(hd(t)) on ?below]) and below /== "table" do
        below :: t -> t
    endwhile;
enddefine;
tower("a") =>
forevery [[?x on ?y] [?y on ?z]] do [^x above ^z] => endforevery;
which("x", [[?x on table]]) =>
;;; tracing a recursive list procedure
define flat(l);
    if l == [] then []
    elseif atom(hd(l)) then hd(l) :: flat(tl(l))
    else flat(hd(l)) <> flat(tl(l))
    endif
enddefine;
trace flat;
flat([a [b c] d]) =>
untrace flat;
;;; a matcher-based rewriting system
define rewrite(expr) -> expr;
    vars a b;
    repeat
        if expr matches [??a times one ??b] then
            [^^a ^^b] -> expr
        elseif expr matches [??a plus zero ??b] then
            [^^a ^^b] -> expr
        else
            quitloop
        endif
    endrepeat
enddefine;
rewrite([x times one plus zero plus y times one]) =>
