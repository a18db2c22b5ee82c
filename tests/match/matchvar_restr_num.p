;;; =?x:1.5: a restriction that is neither a word nor an integer.
vars x;
1 = =?x:1.5 =>
