;;; readline at the end of the input: termin, or the items of the last line
readline() =>
1 2 3
readline() =>
x y