vars notproc = 5;
notproc(1) =>
