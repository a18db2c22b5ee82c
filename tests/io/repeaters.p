;;; character repeaters (stringin, discin) and item repeaters (incharitem)
vars r = stringin('ab c');
repeat 6 times r() => endrepeat;
vars ir = incharitem(stringin('foo 12 [x] \'s\' 1.5; `a` "w" -3 2_/3 16:1F ;;; comment\nnext /* c */ last'));
repeat 17 times ir() => endrepeat;
pop11_compile(stringin('3 + 4 =>'));
vars lst = pdtolist(incharitem(stringin('a b c')));
lst =>
hd(lst) =>
lst =>
lst =>
tl(tl(lst)) =>
length(lst) =>
lst =>
stringin("ab") =>
datakey(ir), isprocedure(ir), pdprops(ir) =>
;;; a user-defined character repeater, and its characters made into items
vars chars = [`x` `1` ` ` `+` `+` ` ` `y`];
define charsrep() -> c;
    if chars == [] then termin else dest(chars) -> chars endif -> c
enddefine;
[% incharitem(charsrep)() , incharitem(charsrep)() %] =>
vars d = discin('repeaters.p');
[% repeat 3 times d() endrepeat %] =>
incharitem(discin('repeaters.p'))() =>
conspair(1, identfn) =>
conspair(true, identfn) =>
conspair(2, conspair(true, identfn)) =>
conspair(false, identfn) =>
[a ^(conspair(false, identfn))] =>
