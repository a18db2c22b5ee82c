;;; ident followed by a non-word
ident 9, 'more';
'not reached' =>
