;;; the input ends before readline can read anything
readline() =>