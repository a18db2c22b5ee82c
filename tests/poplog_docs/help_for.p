;;; HELP FOR: the for forms, using_subscriptor among them.
vars item, s, x, y;
for item in {[p] vector [of items] and [more]} using_subscriptor subscrv do item => endfor;
for item in 'abc' using_subscriptor subscrs do item => endfor;
for item in {} using_subscriptor subscrv do item => endfor;
define lconstant tenfold(n, v); subscrv(n, v) * 10 enddefine;
for item in {1 2} using_subscriptor tenfold do item => endfor;
define count_to_stop(v);
    lvars x, n = 0;
    for x in v using_subscriptor subscrv do
        quitif(x == "stop");
        n + 1 -> n;
        nextif(x == 2);
        [x ^x] =>
    endfor;
    n
enddefine;
count_to_stop({1 2 3 stop 4}) =>
for item in [5 6 7] using_subscriptor subscrl do item => endfor;
for x in_list [a b c] do x => endfor;
for x on_list [a b c] do x => endfor;
for x y in [1 2 3], [a b] do [^x ^y] => endfor;
for x y on [1 2 3], [a b] do [^x ^y] => endfor;
for x from 10 by -3 to 1 do x => endfor;
for x by 2 to 5 do x => endfor;
for x to 2 do x => endfor;
for 1 -> x step x * 3 -> x till x > 50 do x => endfor;
for item s in {1 2 3}, 'xyz' using_subscriptor subscrv do [^item ^s] => endfor;
