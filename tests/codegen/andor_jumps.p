;;; and/or in conditions and as values: every path of the jumps
lvars a, b, c, i, n, x, y, r;

define show(x); pr(x); pr(' '); enddefine;

;;; values of and / or chains (comparisons fused with the jump)
for a in [1 3] do
    for b in [2 0] do
        show(a < b and b);
        show(a < b and a > 0 and b);
        show(a < b or b);
        show(a >= b or a = 3 or false);
        show(a == 1 and b /== 0 and [^a ^b]);
        nl(1);
    endfor;
endfor;

;;; conditions of while, until, if, unless, elseif
0 -> i; 0 -> x;
while i < 10 and x <= 20 do i + 1 -> i; x + i -> x endwhile;
show(i); show(x); nl(1);
0 -> i;
until i >= 7 or i * i > 30 do i + 1 -> i enduntil;
show(i); nl(1);
0 -> i;
until i >= 7 and i > 2 do i + 1 -> i enduntil;
show(i); nl(1);
0 -> i;
while i < 5 or i == 7 and false do i + 1 -> i endwhile;
show(i); nl(1);
for a from 0 to 4 do
    if a > 0 and a < 3 then show("in")
    elseif a = 3 or a = 0 and true then show("three_or_zero")
    else show("other") endif;
    unless a < 2 and a > 0 then show(a) endunless;
    if a < 2 and (a > 0 or a == 0) and a /= 1 then show("zero") endif;
    if (a > 1 and a) = 3 then show("three") endif;
endfor;
nl(1);

;;; the value of the chain is the last operand, not a boolean
if 1 < 2 and 5 then show("five") endif;
if false or 0 then show("zero_is_true") endif;
while (1 < 2 and "w") /== "w" do show("never") endwhile;
nl(1);

;;; quitif / quitunless / returnif with chains
0 -> i;
repeat
    i + 1 -> i;
    quitif(i > 3 and i mod 2 = 0);
endrepeat;
show(i);
0 -> i;
repeat
    i + 1 -> i;
    quitunless(i < 5 or i = 6);
endrepeat;
show(i);
define first_over(l, n);
    lvars x;
    for x in l do
        returnif(x > n and x /= 10)(x);
    endfor;
    false
enddefine;
show(first_over([1 10 20 3], 5)); show(first_over([1 2], 5));
nl(1);

;;; decimals and mixed numbers in the comparisons
1.5 -> x; 2.5d0 -> y; 0 -> n;
while x < y and y <= 4.0d0 do x + 1 -> x; y + 0.5 -> y; n + 1 -> n endwhile;
show(n); show(x); show(y); nl(1);
if 1/2 < 0.75 and 3 > 2.5 then show("mixed") endif;
if 1/2 > 0.75 or 3 < 2.5 then show("wrong") else show("right") endif;
nl(1);

;;; an and/or whose value goes on: not a condition
[% for a from 0 to 3 do a > 1 and a endfor %] =>
[% for a from 0 to 3 do a > 1 or a endfor %] =>
a < 0 and 1 -> r; r =>
a > 0 and 1 -> r; r =>
