;;; cd DIR: a macro that changes the current directory to DIR (the rest of
;;; the line; alone, the home directory) (HELP CD).

section;

uses current_directory;

define global macro cd;
    lvars dir = '', item;
    dlocal popnewline = true;
    until (readitem() ->> item) == newline or item == ";" or item == termin do
        dir sys_>< item -> dir
    enduntil;
    dir -> current_directory
enddefine;

endsection;
