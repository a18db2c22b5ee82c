;;; readin_shell_output(command, shell) -> list: runs the command string
;;; with the shell program shell (e.g. '/bin/sh') and returns the lines
;;; it prints, as a list of strings without their newlines.

section;

uses pipein;

define global readin_shell_output(command, shell) -> list;
    lvars command, shell, list, rep = pipein(shell, [^shell '-c' ^command], true),
        c, k = 0;
    [% repeat
           rep() -> c;
           if c == termin then
               if k > 0 then consstring(k) endif;
               quitloop
           elseif c == `\n` then
               consstring(k); 0 -> k
           else
               c; k + 1 -> k
           endif
       endrepeat %] -> list
enddefine;

endsection;
