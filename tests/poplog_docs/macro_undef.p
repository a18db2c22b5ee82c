;;; a macro declared with no value: its use is a mishap
vars macro foo;
1 =>
foo =>
