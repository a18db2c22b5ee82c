;;; sysobey runs a shell command and waits; syssleep waits (hundredths of a second)
sysobey('echo hi');
sysobey('exit 3');
sysobey('echo $0', `$`);
syssleep(1);
syssleep(0);
'done' =>
syssleep('a');
