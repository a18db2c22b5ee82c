;;; LIB FLAVOURS: an update message that nothing answers
erase -> libwarning;
uses flavours;
flavour person; ivars name; endflavour;
vars p = make_instance([person name al]);
5 -> p <- height;
