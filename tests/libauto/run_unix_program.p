;;; lib/auto: run_unix_program, sys_search_unix_path, syskill
lvars (i, o, e, st, pid) = run_unix_program('sh', ['-c' 'echo out; echo err 1>&2; exit 2'], false, '/tmp/pop11_rup.txt', 1, true);
[^i ^o ^e ^st] =>
line_repeater('/tmp/pop11_rup.txt', 80) -> i;
i(), i(), i() =>
lvars (i2, o2, e2, st2, pid2) = run_unix_program('cat', [], true, true, false, false);
syswrite(i2, 'piped\n', 6); sysclose(i2);
lvars s = inits(20), n = sysread(o2, s, 20);
substring(1, n, s) =>
st2 =>
sys_search_unix_path('sh', '/nonexistent:/bin') =>
sys_search_unix_path('no_such_program_x', '/bin') =>
lvars (a, b, c, d, kpid) = run_unix_program('sleep', ['30'], false, false, false, false);
syskill(kpid) =>
