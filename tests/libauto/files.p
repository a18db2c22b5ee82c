;;; lib/auto: sys_file_exists, sysfilesize, sysmodtime, sysfileinode,
;;; sysfilemode, sysfileowner, current_directory, sysdirectory, pwd, cd
sysobey('rm -rf /tmp/pop11_libauto_files; mkdir -p /tmp/pop11_libauto_files/sub; printf hello > /tmp/pop11_libauto_files/f.txt; chmod 644 /tmp/pop11_libauto_files/f.txt');
sys_file_exists('/tmp/pop11_libauto_files/f.txt'), sys_file_exists('/tmp/pop11_libauto_files/none') =>
sysfilesize('/tmp/pop11_libauto_files/f.txt') =>
isinteger(sysmodtime('/tmp/pop11_libauto_files/f.txt')) =>
sysmodtime('/tmp/pop11_libauto_files/f.txt') > 1000000000 =>
isinteger(sysfileinode('/tmp/pop11_libauto_files/f.txt')), sysfileinode('/tmp/pop11_libauto_files/none') =>
'/tmp/pop11_libauto_files' -> current_directory;
current_directory =>
sysdirectory() =>
'sub' -> sysdirectory();
current_directory =>
pwd
cd /tmp/pop11_libauto_files
current_directory =>
sysfilemode('f.txt') =>
isinteger(sysfileowner('f.txt')) =>
sysfilesize('none') =>
