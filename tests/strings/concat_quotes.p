;;; <> returns its other argument when one is empty; >< and pop_pr_quotes
lvars s = 'abc', v = {1 2}, l = [1 2];
s <> '' == s =>
'' <> s == s =>
v <> {} == v =>
{} <> v == v =>
l <> [] == l =>
[] <> l == l =>
s <> 'd' =>
'' <> '' =>
vars pop_pr_quotes = true;
'abc' >< 'def' =>
"w" >< 'x' =>
1 >< [a 'b'] =>
'abc' sys_>< 'd' =>
'' >< s == s =>
false -> pop_pr_quotes;
'abc' >< 'def' =>
s >< '' == s =>
1 >< 2 =>
