;;; devices: sysopen, syscreate, sysread, syswrite, sysflush, sysclose,
;;; discin, discout, discappend, getc (files are made here and deleted)
vars d = syscreate('dev_test1.tmp', 1, false), r, s, n, c, rep;
isdevice(d), isdevice('dev_test1.tmp') =>
dataword(d), datakey(d) =>
device_open_name(d) =>
syswrite(d, 'first line\n', 11);
syswrite(d, 7, 'second line\n', 6);
syswrite(d, "word", 4);
syswrite(d, '\nlast\n', 6);
sysflush(d);
sysclose(d);
sysclose(d);

;;; "line" organisation: one line per sysread
sysopen('dev_test1.tmp', 0, "line") -> r;
inits(20) -> s;
repeat
    sysread(r, s, 20) -> n;
    quitif(n == 0);
    n =>
    substring(1, n, s) =>
endrepeat;
sysclose(r);

;;; org false on a disk file: the full count
sysopen('dev_test1.tmp', 0, false) -> r;
sysread(r, s, 15) =>
substring(1, 15, s) =>
sysread(r, 3, s, 4) =>
substring(1, 8, s) =>
getc(r), getc(r) =>
sysclose(r);

;;; character streams
discout('dev_test2.tmp') -> c;
c(`a`); c('bcd'); c(`\n`); c(termin);
discappend('dev_test2.tmp') -> c;
c('more\n'); c(termin);
discin('dev_test2.tmp') -> rep;
[% until (rep() ->> n) == termin do n enduntil %] =>
device_open_name(discin_device(rep)) =>
discin_device(identfn, false) =>
device_open_name(discout_device(discout(syscreate('dev_test3.tmp', 1, true)))) =>
sysopen('/dev/null', 0, false) =>
device_full_name(sysopen('/dev/null', 0, false)) =>

;;; the standard devices
popdevin, popdevout, popdeverr =>
device_open_name(popdevout), device_full_name(popdevout) =>
device_os_channel(popdevin), device_os_channel(popdevout), device_os_channel(popdeverr) =>
pr('ab'); syswrite(popdevout, 'cd\n', 3); pr('ef\n');

;;; failures that give false
sysopen('dev_no_such.tmp', 0, false) =>
sysopen('no_such_dir/x', 0, false, `D`) =>
sysopen('no_such_dir/x', 0, false, `A`) =>
readable('no_such_dir/x') =>
syscreate('dev_test2.tmp', 1, false, `F`) =>
pop_file_mode =>
;;; syscreate keeps a back version (pop_file_versions is 2); sysdelete
;;; brings it forward again
pop_file_versions =>
discout('dev_test2.tmp') -> c;
c('new\n'); c(termin);
readable('dev_test2.tmp-') and true =>
sysdelete('dev_test2.tmp') =>
discin('dev_test2.tmp') -> rep;
[% until (rep() ->> n) == termin do n enduntil %] =>
sysdelete('dev_test1.tmp'), sysdelete('dev_test2.tmp'), sysdelete('dev_test3.tmp') =>
sysdelete('dev_test1.tmp'), sysdelete('dev_test2.tmp-') =>
