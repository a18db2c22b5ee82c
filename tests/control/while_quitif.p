lvars n = 0;
while true do
    n + 1 -> n;
    quitif(n >= 5)
endwhile;
n =>
