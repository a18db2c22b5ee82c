;;; fast_repeat, nonwriteable, weakref, testdef, nextloop(N)
vars n = 0;
fast_repeat 3 times n + 1 -> n endfast_repeat;
fast_repeat 2 times n + 1 -> n endrepeat;
n =>
nonwriteable [a b c] =>
weakref hd([x y]) =>
weakref[hd] tl([x y]) =>
testdef hd, testdef no_such_identifier_here =>
vars defined_later;
testdef defined_later =>
5 -> defined_later;
testdef defined_later =>
vars i, j;
for i from 1 to 3 do
    for j from 1 to 3 do
        if j == 2 then nextloop(2) endif;
        [^i ^j] =>
    endfor
endfor;
