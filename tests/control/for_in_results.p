;;; for x, y in EXPRS do: the lists are the results of the expression
;;; sequence before do, however many expressions give them
define two(); [a b c], [1 2 3] enddefine;
vars x, y, z;
for x, y in two() do [^x ^y] => endfor;
for x, y, z in two(), [p q r] do [^x ^y ^z] => endfor;
for x, y in [1 2], [3 4] do x + y => endfor;
;;; a list expression may itself be a sequence
for x in ([u v]) do x => endfor;
