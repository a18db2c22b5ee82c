# Branch arms counted exactly (HELP COVERAGE, Branches): if, elseif,
# unless, elseunless, switchon (at its endswitchon line), the body and
# the exit by the test of every loop (for from/in/on/to/by, while, until,
# repeat N times; a loop left by quitif takes neither arm of its test),
# quitif, nextif, quitunless, nextunless (arm 0: the jump out or on to
# the next iteration) and returnif, returnunless (arm 0: returned).
cd "$TMPDIR" || exit 1
cat > br.p << 'EOF2'
vars i, x, n = 0, l = [a b c];
for i from 1 to 5 do
    n + 1 -> n
endfor;
for x in l do
    n + 1 -> n
endfor;
for x on l do
    n + 1 -> n
endfor;
while i < 4 do
    i + 1 -> i
endwhile;
until i == 0 do
    i - 1 -> i
enduntil;
repeat 3 times
    n + 1 -> n
endrepeat;
repeat 0 times
    n + 1 -> n
endrepeat;
for i from 1 to 6 do
    unless i > 2 then
        n + 1 -> n
    elseunless i > 4 then
        n + 2 -> n
    else
        n + 3 -> n
    endunless
endfor;
for i from 1 to 7 do
    switchon i
        case == 1 then n + 1 -> n
        case < 4 then n + 2 -> n
        else n + 3 -> n
    endswitchon
endfor;
for i from 1 to 8 do
    quitif(i > 5);
    nextif(i mod 2 == 0);
    n + 1 -> n
endfor;
0 -> i;
repeat
    i + 1 -> i;
    quitif(i >= 3)
endrepeat;
for x in [1 2 3 4] do
    quitunless(x < 4);
    nextunless(x /== 2);
    n + 1 -> n
endfor;
for i to 3 do n + 1 -> n endfor;
for i from 10 by -2 to 1 do n + 1 -> n endfor;
define r(x);
    returnif(x > 2)("big");
    returnunless(x > 0)("none");
    "small"
enddefine;
maplist([-1 0 1 2 3 4 5], r) =>
n =>
EOF2
"$POP11" %coverage br.p
cat br.p.gcov
