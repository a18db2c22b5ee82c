;;; LIB FLAVOURS: ivalof of a variable the instance does not have
erase -> libwarning;
uses flavours;
flavour person; ivars name; endflavour;
vars p = make_instance([person name al]);
ivalof(p, "name") =>
ivalof(p, "height") =>
