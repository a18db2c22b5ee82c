;;; a discout consumer takes characters 0 to 255 and strings
;;; (no line breaks in the report: the full path of the file would make one)
false -> poplinewidth; false -> poplinemax;
vars c = discout('dev_bad3.tmp');
c(termin);
sysdelete('dev_bad3.tmp') =>
c(`a`);
