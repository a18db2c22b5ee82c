;;; more lib/auto names, each called as its REF or HELP file describes
checkinteger(3, 1, 5);
fi_check(4, 0, 10) =>
numerator(6/4), denominator(6/4) =>
fi_mod(7, 3), fi_mod(-7, 3) =>
log10(1000) =>
lastpair([a b c]) =>
fast_ncrev([1 2 3]) =>
ncdelete(2, [1 2 3 2]) =>
ncmaplist([1 2 3], procedure(x); x * 10 endprocedure) =>
nc_listsort([3 1 2], nonop <) =>
expandlist([a b]) =>
hasstartstring('hello', 'he'), hasendstring('hello', 'lo') =>
hassubstring('hello', 'll'), hassubstring('hello', 'z') =>
ismidstring('ll', 'hello') =>
isdynamic([a b]) =>
isdynamic(pdtolist(identfn(%3%))) =>
vars p = gensym_property;
isproperty(p) =>
ppr([a [b c] 'd']); nl(1);
isprocedure(sysprautoloadwarn) =>
islist(popliblist), islist(popincludelist) =>
oneof([x]) =>
float_precision(1.0) =>
vars sl = [];
extend_searchlist('/tmp/a', sl) -> sl;
sl =>
