;;; load 'file.p' (the quoted form) and load file.p
lvars dev = syscreate('/tmp/pop11_load_quoted.p', 1, true);
syswrite(dev, 'npr(\'loaded\');\n', 15);
sysclose(dev);
load '/tmp/pop11_load_quoted.p';
load /tmp/pop11_load_quoted.p
sysdelete('/tmp/pop11_load_quoted.p') =>
