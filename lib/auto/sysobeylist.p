;;; sysobeylist(command_list): sysobey(string, `!`) for each command string
;;; of the list (REF SYSUTIL).

section;

define global sysobeylist(list);
    lvars list, cmd;
    for cmd in list do sysobey(cmd, `!`) endfor
enddefine;

endsection;
