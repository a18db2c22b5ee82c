;;; lib/auto: pipein, pipeout, sys_popen (and read_pipe); the system procedures
;;; syspipe, sys_fork, sysexecute, sys_wait and sys_device_dup2 under them
lvars rep = pipein('/bin/sh', ['sh' '-c' 'echo hello; echo world'], true), c;
[% until (rep() ->> c) == termin do c enduntil %] =>
lvars dev = pipein('/bin/echo', ['echo' 'from' 'device'], false), s = inits(50), n;
sysread(dev, s, 50) -> n;
substring(1, n, s) =>
pipeout(stringin('abc\n'), '/bin/sh', ['sh' '-c' 'cat > /tmp/pop11_pipeout.txt'], true);
line_repeater('/tmp/pop11_pipeout.txt', 80)() =>
pipeout(consref(procedure(d); syswrite(d, 'via ref\n', 8) endprocedure),
        '/bin/sh', ['sh' '-c' 'cat > /tmp/pop11_pipeout.txt'], true);
line_repeater('/tmp/pop11_pipeout.txt', 80)() =>
lvars (p, r) = sys_popen('echo', ['popen' 'works']);
lvars m = read_pipe(p, s, 50, r);
substring(1, m, s) =>
read_pipe(p, s, 50, r) =>
cont(r) =>
lvars (p2, r2) = sys_popen('sh', ['-c' 'exit 3']);
read_pipe(p2, s, 50, r2), cont(r2) =>
