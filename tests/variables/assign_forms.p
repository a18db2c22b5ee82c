;;; assignment forms: -> with no target, empty slots, -> at statement start
5, 6 -> ;
=>
define f() -> d; (1, 2, 3) -> (, d, ) enddefine;
f() =>
define g(s); lvars s, i; if isinteger(s) then s -> i; -> s endif; [^s ^i] enddefine;
g("a", 2) =>
define h(x); unless x == 1 do; x + 1 endunless enddefine;
h(3) =>
if true do "a" => endif;
while false then endwhile;
vars n = 0;
until n > 2 then n + 1 -> n enduntil;
n =>
