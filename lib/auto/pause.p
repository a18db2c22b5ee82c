;;; pause(): waits until a line is typed on the standard input (for
;;; demonstrations loaded with echoload) (HELP ECHOLOAD).

section;

define global pause();
    lvars c;
    until (charin() ->> c) == `\n` or c == termin do enduntil
enddefine;

endsection;
