vars p = newproperty([[a 1] [b 2]], 8, 0, "perm");
p("a") => p("b") => p("c") =>
3 -> p("c");
p("c") =>
isproperty(p) =>
