;;; HELP CLOSURES: closures by partial application, examining them with
;;; datalength, datalist, frozval and pdpart, and the updaters of frozval
;;; and pdpart (installing a traced procedure in a closure).
vars isfruit = member(%[apple pear plum]%);
isfruit("pear") =>
isfruit("kiwi") =>
define give7 = identfn(%7%) enddefine;
give7() =>
datalength(isfruit) =>
datalist(identfn(%1, 2, "x", "y"%)) =>
frozval(1, isfruit) =>
[kiwi fig] <> frozval(1, isfruit) -> frozval(1, isfruit);
isfruit("kiwi") =>
pdpart(isfruit) =>
updater(pdpart) =>
trace member;
isfruit("fig") =>
member -> pdpart(isfruit);
isfruit("fig") =>
untrace member;
isfruit("fig") =>
lmember -> pdpart(isfruit);
isfruit("fig") =>
pdpart(isfruit) =>
isclosure(isfruit) =>
pdpart(member) =>
lmember -> pdpart(member);
