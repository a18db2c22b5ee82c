;;; pop_pr_level: structures deeper than it print as <dataword>
pop_pr_level =>
vars l = [1 2]; l -> hd(l);
3 -> pop_pr_level;
l =>
vars r = consref(0); r -> cont(r); r =>
[[[[[a]]]]] =>
{[{[{a}]}]} =>
[a b [c d [e f [g]]]] =>
defclass pt {px, py};
define pp(p); printf('<pt ' >< pop_pr_level >< '>'); syspr(px(p)); enddefine;
pp -> class_print(pt_key);
[[% conspt([[1]],2) %]] =>
1000 -> pop_pr_level;
[[% conspt([[1]],2) %]] =>
define dlocal_level(); dlocal pop_pr_level = 2; [[[1]]] => enddefine;
dlocal_level();
pop_pr_level =>
vars items = [% hd, newproperty([],5,0,"perm"), newarray([1 2]), consref(1),
    ident items, conspair(1,2), {1}, 'str', "w", 3, 3.5, pop_undef, [], [1] %];
0 -> pop_pr_level;
applist(items, npr);
1 -> pop_pr_level;
applist(items, npr);
-5 -> pop_pr_level; pop_pr_level =>
[a] =>
"a" =>
false -> pop_pr_level;
