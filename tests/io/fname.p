;;; file-name parts and sysfileok
sys_fname_path('/a/b/c.p') =>
sys_fname_name('/a/b/c.p') =>
sys_fname_nam('/a/b/c.p') =>
sys_fname_extn('/a/b/c.p') =>
sys_fname_extn('abc') =>
sys_fname_extn('a.b.c') =>
sys_fname_extn('/x.y/abc') =>
sys_fname_path('abc') =>
sys_fname_path('/') =>
sys_fname_name('/x/y/') =>
sys_fname_nam('/x/y/a.b.c') =>
sys_fname_extn('.bashrc') =>
sys_fname_nam('.bashrc') =>
sys_fname_extn('a.') =>
sysfileok('abc') =>
sysfileok('/tmp/x') =>
sysfileok(3) =>
