;;; a biginteger past the range of a date
sys_convert_date(2 ** 70, false) =>
