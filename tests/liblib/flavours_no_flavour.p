;;; LIB FLAVOURS: make_instance of a flavour that does not exist
erase -> libwarning;
uses flavours;
make_instance([unicorn horn 1]);
