;;; LIB FLAVOURS: a message to something that is not an instance
erase -> libwarning;
uses flavours;
3 <- foo;
