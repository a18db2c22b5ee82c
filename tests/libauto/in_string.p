;;; lib/auto: in_string, in_dstring, in_vector, in_vectorclass,
;;; in_subscripted, with_index (for-forms, HELP FOR_FORM)
vars x, y, a, b, c, i;
for x in_string 'abc' do x => endfor;
for x, y in_string '1234', 'abc' do [^x ^y] => endfor;
for x in_dstring 'ab' do x => endfor;
for x in_vector {1 2 3} do x => endfor;
for x, y in_vector {1 2 3 4}, {a b c} do [^x ^y] => endfor;
fast_for x in_vector {1 2} do x => endfast_for;
for a, b in_vectorclass 'ABC', {ant bat cow} do [^a ^b] => endfor;
for a, b in_vectorclass {1 2 3 4 5}, {dog bat ant} do [^a ^b] => endfor;
for a, b, c in_subscripted {1 2 3 4}, 'abcd', [ant bat cow] do [^a ^b ^c] => endfor;
for a with_index b in_vector {x y z} do [^a ^b] => endfor;
for a with_index i in_string 'hi' do [^a ^i] => endfor;
for a with_index i in_vectorclass {p q} do [^a ^i] => endfor;
;;; quitloop and nextloop; lvars loop variables
define f(s);
    lvars c, n = 0;
    for c in_string s do
        if c == `x` then quitloop endif;
        if c == `a` then nextloop endif;
        n + 1 -> n
    endfor;
    n
enddefine;
f('bcaaxyz') =>
define g(v, w);
    lvars x, y, l = [];
    for x, y in_vector v, w do [^^l ^(x + y)] -> l endfor;
    l
enddefine;
g({1 2 3}, {10 20 30 40}) =>
for x in_vector {} do x => endfor;
for x in_vector [1 2] do x => endfor;
