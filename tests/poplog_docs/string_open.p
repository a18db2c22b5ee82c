;;; a string not closed on its line: the DOING line names the itemiser
1 =>
'abc
