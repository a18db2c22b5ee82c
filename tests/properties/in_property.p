vars p = newproperty([], 8, false, "perm");
7 -> p("only");
lvars k, v;
for k, v in_property p do [^k ^v] => endfor;
