;;; sys_file_move renames a file; a file that cannot be moved is a mishap
;;; naming both files
lvars dev = syscreate('fm_old.txt', 1, false);
syswrite(dev, 'hello\n', 6);
sysclose(dev);
sys_file_move('fm_old.txt', 'fm_new.txt');
readable('fm_old.txt') =>
lvars d2 = readable('fm_new.txt');
isdevice(d2) =>
lvars buf = inits(10);
sysread(d2, buf, 10) =>
sysclose(d2);
;;; the new name replaces a file that has it
lvars dev3 = syscreate('fm_other.txt', 1, false);
sysclose(dev3);
sys_file_move('fm_new.txt', 'fm_other.txt');
readable('fm_new.txt') =>
sysdelete('fm_other.txt') =>
sys_file_move('fm_missing.txt', 'fm_x.txt');
