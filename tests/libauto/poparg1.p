;;; poparg1: the first argument after the % options (the file run);
;;; poparglist0 holds the whole command line, pop_noinit whether
;;; %noinit was given
poparg1 =>
isactive("poparg1") =>
last(poparglist0) = poparg1 =>
pop_noinit =>
