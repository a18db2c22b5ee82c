;;; for with its variables separated by spaces: for a b in l1, l2 do
vars a, b, c;
for a b in [1 2], [3 4] do [^a ^b] => endfor;
for a b c on [1 2], [3 4], [5 6] do [^a ^b ^c] => endfor;
for a in_string 'xy' do a => endfor;
for a from 1 to 2 do a => endfor;
for a, b in [1], [2] do [^a ^b] => endfor;
