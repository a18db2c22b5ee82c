;;; names Poplog's autoloadable library defines may be defined again, as
;;; in Poplog (pop11 builds them in)
define check_string(x);
    "mine"
enddefine;
check_string(3) =>
define syssynonym(a, b);
    [^a ^b]
enddefine;
syssynonym("x", "y") =>
