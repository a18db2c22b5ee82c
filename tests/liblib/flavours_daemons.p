;;; LIB FLAVOURS: before and after daemons, any_message, update messages
erase -> libwarning;
uses flavours;
flavour thing;
ivars a b;
    defmethod updaterof b(v); [set b ^v] =>; v -> ivalof(self, "b") enddefmethod;
    defmethod after any_message; [after any ^message] => enddefmethod;
    defmethod after updaterof any_message; [after upd any ^message] => enddefmethod;
    defmethod before updaterof a; [before upd a] => enddefmethod;
    defmethod before any_message; [before any ^message] => enddefmethod;
    defmethod poke; [poke ^a ^b] => enddefmethod;
    defmethod before poke; [thing before poke] => enddefmethod;
    defmethod after poke; [thing after poke] => enddefmethod;
endflavour;
flavour bigthing isa thing;
    defmethod before poke; [bigthing before poke] => enddefmethod;
    defmethod after poke; [bigthing after poke] => enddefmethod;
endflavour;
vars t = make_instance([bigthing a 1 b 2]);
'--' =>
t <- poke;
'--' =>
3 -> t <- a;
4 -> t <- b;
t <- a =>
t <- b =>
thing_flavour <- beforedaemons =>
thing_flavour <- afterdaemons =>
