runproc(0, 3);
