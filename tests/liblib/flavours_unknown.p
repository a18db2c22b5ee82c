;;; LIB FLAVOURS: a message that no method or variable answers
erase -> libwarning;
uses flavours;
flavour person; ivars name; endflavour;
vars p = make_instance([person name al]);
p <- name =>
p <- fly;
