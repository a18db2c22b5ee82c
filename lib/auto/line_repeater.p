;;; line_repeater(file, int_or_string) -> line_rep: a procedure that returns
;;; the next line of the file (a name or a device open for reading) each
;;; time it is called, without its newline, then termin (REF SYSIO).  The
;;; second argument (the longest line, or the buffer) is not needed:
;;; lines of any length are read.

section;

define lconstant next_line(state) -> line with_props line_repeater;
    lvars state, line, dev = state(1), buf = state(2), pos = state(3),
        len = state(4), c, n = stacklength();
    repeat
        if pos > len then
            sysread(dev, 1, buf, datalength(buf)) -> len;
            1 -> pos;
            if len == 0 then
                if stacklength() == n then termin -> line
                else consstring(stacklength() - n) -> line
                endif;
                pos -> state(3); len -> state(4);
                return
            endif
        endif;
        buf(pos) -> c;
        pos + 1 -> pos;
        quitif(c == `\n`);
        c
    endrepeat;
    consstring(stacklength() - n) -> line;
    pos -> state(3); len -> state(4);
enddefine;

define global line_repeater(file, size);
    lvars file, size;
    if isstring(file) or isword(file) then
        sysopen(file, 0, "line") -> file;
        unless file then mishap(file, 1, 'CAN\'T OPEN FILE') endunless
    endif;
    next_line(% {^file ^(inits(4096)) 1 0} %)
enddefine;

endsection;
