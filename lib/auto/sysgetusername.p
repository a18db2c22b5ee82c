;;; sysgetusername(uid) -> name_or_false: the real name of the user uid
;;; (field 5 of /etc/passwd up to its first comma), or false (REF
;;; SYSUTIL).

section;

uses line_repeater, sys_parse_string;

define global sysgetusername(uid);
    lvars uid, rep, line, fields, i, j, k, name;
    unless sys_file_exists('/etc/passwd') then return(false) endunless;
    line_repeater('/etc/passwd', 1024) -> rep;
    until (rep() ->> line) == termin do
        ;;; name:pw:uid:gid:gecos:home:shell
        [% 1 -> i;
           repeat
               locchar(`:`, i, line) -> j;
               unless j then datalength(line) + 1 -> j endunless;
               substring(i, j - i, line);
               quitif(j > datalength(line));
               j + 1 -> i
           endrepeat %] -> fields;
        if listlength(fields) >= 5 and strnumber(fields(3)) = uid then
            fields(5) -> name;
            locchar(`,`, 1, name) -> k;
            return(if k then substring(1, k - 1, name) else name endif)
        endif
    enduntil;
    false
enddefine;

endsection;
