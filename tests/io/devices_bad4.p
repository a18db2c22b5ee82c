;;; sysread needs a string to read into
sysread(popdevin, 2, {1 2 3}, 2) =>
