;;; a device closed by sysclose cannot be read
;;; (no line breaks in the report: the full path of the file would make one)
false -> poplinewidth; false -> poplinemax;
vars d = sysopen('devices_bad.p', 0, false);
sysclose(d);
sysclose(d);
sysread(d, inits(3), 3) =>
