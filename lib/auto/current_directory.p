;;; current_directory -> string, string -> current_directory: the current
;;; directory, as an active variable; assigning it changes directory ('':
;;; the home directory) (REF SYSUTIL).

section;

define global active current_directory;
    sys_current_directory()
enddefine;

define updaterof active current_directory(dir);
    lvars dir;
    if dir = '' then systranslate('HOME') -> dir endif;
    unless sys_change_directory(dir) then
        mishap(dir, 1, 'CAN\'T CHANGE DIRECTORY')
    endunless
enddefine;

endsection;
