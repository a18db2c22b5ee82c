;;; a directory that does not exist: a mishap even with the default errchar
sysopen('no_such_dir/x', 0, false) =>
