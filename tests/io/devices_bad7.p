;;; reading from a device open only for writing
;;; (no line breaks in the report: the full path of the file would make one)
false -> poplinewidth; false -> poplinemax;
vars d = syscreate('dev_bad7.tmp', 1, false);
sysdelete('dev_bad7.tmp') =>
sysread(d, inits(2), 2) =>
