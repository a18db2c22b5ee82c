;;; lib/auto: sys_file_match
sysobey('rm -rf /tmp/pop11_fm; mkdir -p /tmp/pop11_fm/a/b /tmp/pop11_fm/c; touch /tmp/pop11_fm/x.p /tmp/pop11_fm/y.p /tmp/pop11_fm/z.ph /tmp/pop11_fm/.hid.p /tmp/pop11_fm/a/q.p /tmp/pop11_fm/a/b/r.p /tmp/pop11_fm/c/s.txt');
define all(rep);
    lvars rep, x;
    [% until (rep() ->> x) == termin do x enduntil %]
enddefine;
all(sys_file_match('/tmp/pop11_fm/*.p', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/?.p*', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/[xz].*', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/[^x]*', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/{x,z}.*', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/.../*.p', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/*/*', false, false, 1)) =>
all(sys_file_match('*.p', '/tmp/pop11_fm/', false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/none*', false, false, 0)) =>
all(sys_file_match('/tmp/pop11_fm/x.p', false, false, 0)) =>
lvars rep = sys_file_match('/tmp/pop11_fm/z.ph', false, initv(1), 0);
rep() =>
