vars p = newproperty([], 16, false, "perm");
1 -> p("a");
p("a") =>
p("b") =>
p =>
