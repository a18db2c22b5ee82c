;;; countitem(file) -> n: how many text items the file has, an item being
;;; characters between spaces, tabs and newlines; a word names a program
;;; file (.p is added) (HELP COUNTITEM).

section;

define global countitem(file);
    lvars file, rep, c, n = 0, in_item = false;
    if isword(file) then file sys_>< '.p' -> file endif;
    discin(file) -> rep;
    until (rep() ->> c) == termin do
        if c == `\s` or c == `\t` or c == `\n` then
            false -> in_item
        elseif not(in_item) then
            true -> in_item; n + 1 -> n
        endif
    enduntil;
    n
enddefine;

endsection;
