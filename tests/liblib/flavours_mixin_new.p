;;; LIB FLAVOURS: a mixin cannot make instances
erase -> libwarning;
uses flavours;
flavour loud a mixin; endflavour;
loud_flavour <- new;
