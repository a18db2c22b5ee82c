;;; sysdirectory() -> dir, dir -> sysdirectory(): the current directory
;;; (REF OBSOLETE: now current_directory).

section;

uses current_directory;

define global sysdirectory();
    current_directory
enddefine;

define updaterof sysdirectory(dir);
    lvars dir;
    dir -> current_directory
enddefine;

endsection;
