;;; grep ARGS: a macro that runs the shell command grep with the rest of
;;; the line as its arguments, after a newline (e.g. grep -n define *.p).

section;

define global macro grep;
    lvars args = readstringline();
    pr(newline);
    sysobey('grep ' <> args)
enddefine;

endsection;
