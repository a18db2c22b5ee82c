;;; for ... allequalto (HELP ALLEQUALTO) and database_which (REF DATABASE)
vars itemlist, x, y, z;
vars list = [a 1 b 2 c 3];
for itemlist allequalto [=?x:isword =?y:isinteger] in list do
    itemlist =>
endfor;
[
  [1 ison 2] [2 ison 3]
  [A ison B] [B ison C] [D ison E] [E ison F] [G ison H] [A ison I]
] -> database;
for itemlist allequalto [[=?x ison =?y:isword][=?y ison =?z]] do
    [^itemlist implies ^x is above ^z] =>
endfor;
for itemlist allequalto [[=??x b =**]] in [[c a b b a g e]] do
    itemlist => x =>
endfor;
database_which("x", [[=?x ison =?y] [=?y ison I]]) =>
database_which([x z], [[=?x ison =?y:isword] [=?y ison =?z]]) =>
database_which(ident y, [[A ison =?y]]) =>
for itemlist allequalto [[=?x ison 3]] do itemlist => quitloop endfor;
database_which(3, []) =>
