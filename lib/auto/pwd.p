;;; pwd: a macro that prints the current directory with => (HELP CD); the
;;; rest of the line is ignored.

section;

uses current_directory;

define global macro pwd;
    lvars item;
    dlocal popnewline = true;
    until (readitem() ->> item) == newline or item == ";" or item == termin do enduntil;
    current_directory =>
enddefine;

endsection;
