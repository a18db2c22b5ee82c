;;; sys_search_unix_path(name, path) -> file_or_false: the first file called
;;; name in the directories of path (a string of directories separated by
;;; colons, like $PATH), or false (REF SYSUTIL).

section;

define global sys_search_unix_path(name, path);
    lvars name, path, i = 1, j, dir, file;
    unless path then return(false) endunless;
    while i <= datalength(path) + 1 do
        locchar(`:`, i, path) -> j;
        unless j then datalength(path) + 1 -> j endunless;
        substring(i, j - i, path) -> dir;
        if dir = '' then '.' -> dir endif;
        dir dir_>< name -> file;
        if sys_file_exists(file) then return(file) endif;
        j + 1 -> i;
    endwhile;
    false
enddefine;

endsection;
