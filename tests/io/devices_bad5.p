;;; a discin repeater closes its device at the end of the file
;;; (no line breaks in the report: the full path of the file would make one)
false -> poplinewidth; false -> poplinemax;
vars r = discin(sysopen('devices_bad5.p', 0, false)), c;
until (r() ->> c) == termin do enduntil;
sysread(discin_device(r), inits(2), 1) =>
