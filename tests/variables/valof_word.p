vars zz = 42;
valof("zz") =>
43 -> valof("zz");
zz =>
