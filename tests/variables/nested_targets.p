;;; -> (a, (b, c), d): a parenthesised group inside a multiple assignment.
vars a,b,c,d;
1,2,3,4 -> (a, (b, c), d);
[^a ^b ^c ^d] =>
1,2,3,4,5 -> (a, , (b, (c, d)));
[^a ^b ^c ^d] =>
