;;; sys_dir_size(dir) -> n_kbytes: the kilobytes taken by the files of dir
;;; and its sub-directories, each file counted once (like du -k) (REF
;;; SYSUTIL).

section;

define global sys_dir_size(dir);
    lvars dir, rep = pipein('/bin/sh', ['sh' '-c' ^('du -sk \'' >< dir >< '\' 2>/dev/null')], true),
        c, n = 0;
    until (rep() ->> c) == termin or c < `0` or c > `9` do
        n * 10 + c - `0` -> n
    enduntil;
    n
enddefine;

endsection;
