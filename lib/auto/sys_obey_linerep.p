;;; sys_obey_linerep(command [, shell]) -> line_rep: runs the command (a
;;; string) with a shell and returns a repeater of the lines of its output
;;; (strings without their newlines, then termin).  shell: `$` or absent
;;; for /bin/sh, `%` for /bin/csh, `!` for $SHELL, or the shell's path.

section;

uses pipein, line_repeater;

define global sys_obey_linerep(command) -> rep;
    lvars command, shell = false, rep;
    if isinteger(command) then command -> (command, shell) endif;
    if shell == `$` or not(shell) then
        '/bin/sh'
    elseif shell == `%` then
        '/bin/csh'
    elseif shell == `!` then
        systranslate('SHELL')
    else
        shell
    endif -> shell;
    unless isstring(shell) then mishap(shell, 1, 'SHELL PATH NAME NEEDED') endunless;
    line_repeater(pipein(shell, [^shell '-ce' ^command], false), 512) -> rep
enddefine;

endsection;
