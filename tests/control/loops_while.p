lvars n = 0;
while n < 3 do n + 1 -> n endwhile;
n =>
until n == 0 do n - 1 -> n enduntil;
n =>
repeat 3 times 'x' => endrepeat;
lvars k = 0;
repeat k + 1 -> k; quitif(k >= 4) endrepeat;
k =>
