;;; The updaters of sysPUSH, sysCALL, sysCALLQ and sysCALLS plant the
;;; update forms (sysPOP, sysUCALL, sysUCALLQ, sysUCALLS).
vars v = 0, l = [a b c];
define syntax set_v_to;
    sysPUSHQ(readitem());
    -> sysPUSH("v");
enddefine;
set_v_to 7;
v =>
define syntax set_hd_of_l;
    sysPUSHQ(readitem());
    sysPUSH("l");
    -> sysCALL("hd");
enddefine;
set_hd_of_l z;
l =>
define syntax set_tl_of_l;
    sysPUSHQ([y]);
    sysPUSH("l");
    -> sysCALLQ(tl);
enddefine;
set_tl_of_l;
l =>
define syntax set_front_of_l;
    sysPUSHQ(readitem());
    sysPUSH("l");
    sysPUSHQ(front);
    -> sysCALLS(undef);
enddefine;
set_front_of_l q;
l =>
isprocedure(updater(sysPUSH)), isprocedure(updater(sysCALL)) =>
