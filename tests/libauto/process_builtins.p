;;; process_builtins: each Pop-11 version gives what its built-in gives
;;; (here called outside any process, where the built-ins run their C code)
vars l = process_builtins, name, v, i;
define same(name, args, p);
    lvars name, args, p, args2 = copytree(args), a, b;
    [% explode(args), p, valof(name)() %] -> a;
    [% explode(args2), p, v() %] -> b;
    [^name ^(a = b)] =>
enddefine;
define before(x, y); x(1) <= y(1) enddefine;
define rand_list(n, seed) -> l;
    lvars n, seed, l = [], i;
    for i from 1 to n do
        (seed * 1103515245 + 12345) mod 2147483648 -> seed;
        [% seed mod 10, i %] :: l -> l
    endfor
enddefine;
until l == [] do
    dest(dest(l)) -> l -> v -> name;
    if name == "applist" or name == "maplist" or name == "ncmaplist" then
        same(name, [[1 2 3 4]], procedure(x); x * 2 endprocedure)
    elseif name == "appdata" then
        same(name, [{a b c}], procedure(x); [^x] endprocedure);
        same(name, ['xyz'], procedure(x); x + 1 endprocedure);
        same(name, [[p q]], procedure(x); x endprocedure)
    elseif name == "appproperty" then
        [appproperty ^(v(newproperty([[k 1]], 4, false, "perm"), procedure(k, x); [^k ^x] endprocedure)) ] =>
    else
        for i from 0 to 40 by 5 do same(name, [^(rand_list(i, i + 7))], before) endfor;
        same(name, [[3 1 2]], nonop <)
    endif
enduntil;
;;; syssort's copy argument
vars s1 = [3 1 2], s2 = [3 1 2], r1 = syssort(s1, false, nonop <),
    r2 = process_builtins(12)(s2, false, nonop <);
[^r1 ^s1 ^r2 ^s2] =>
process_builtins(11) =>
