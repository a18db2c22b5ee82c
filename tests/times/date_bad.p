;;; sys_convert_date needs an integer
sys_convert_date(0, true) ->;
sys_convert_date(1.5e9, false) =>
