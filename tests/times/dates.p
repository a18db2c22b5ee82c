;;; sys_convert_date in GMT, and what sys_real_time, sys_microtime and
;;; sysdaytime give now, against each other (REF TIMES)
sys_convert_date(0, false) =>
sys_convert_date(1700000000, false) =>
sys_convert_date(1e9, false) =>
sys_convert_date(-86400, false) =>
sys_convert_date(951782400, false) =>      ;;; 29 February 2000
isinteger(sys_real_time()) =>
isinteger(sys_microtime()) =>
sys_real_time() > 1700000000 =>
;;; the same second by both clocks (try again if a second ended between)
lvars s, u, n = 0;
repeat
    sys_real_time() -> s; sys_microtime() -> u;
    quitif(u div 1000000 == s or (n + 1 ->> n) > 5)
endrepeat;
u div 1000000 == s =>
;;; sysdaytime is the local date now: the year is in it, at the end
lvars d = sysdaytime(), y = sys_convert_date(sys_real_time(), true);
isstring(d) =>
substring(datalength(d) - 3, 4, d) = substring(datalength(y) - 3, 4, y) =>
