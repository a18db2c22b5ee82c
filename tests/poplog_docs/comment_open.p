;;; a /* comment not closed before the end of the file is a mishap
1 =>
/* not closed
2 =>
