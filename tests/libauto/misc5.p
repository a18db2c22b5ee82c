;;; sys_word_bits, systmpfile
sys_word_bits =>
define yes(x); x /== false enddefine;
vars f1 = systmpfile('/tmp', 'tst', '.x'), f2 = systmpfile(false, 'tst', '');
yes(isstartstring('/tmp/tst', f1)), yes(isendstring('.x', f1)), f1 /= f2 =>
datalength(f1) > 10, sys_file_exists(f1) =>
vars f3 = systmpfile('', 'abc', '.p');
yes(isstartstring('abc', f3)), yes(isendstring('.p', f3)), datalength(f3) > 5 =>
;;; a suffix that is not a string is printed (popusername may be false)
vars f4 = systmpfile('', 'tt', false);
yes(isstartstring('tt', f4)), yes(isendstring('<false>', f4)) =>
