;;; cd DIR: a macro that changes the current directory to DIR (the rest of
;;; the line; alone, the home directory) (HELP CD).

section;

uses current_directory;

define global macro cd;
    lvars dir = readstringline();
    ;;; (a ; ending the line is not part of the name)
    if isendstring(';', dir) then allbutlast(1, dir) -> dir endif;
    dir -> current_directory
enddefine;

endsection;
