;;; echoload FILE: a macro that loads FILE (the rest of the line) as load
;;; does, printing the file's text first (each line after ': '); pause()
;;; in the file waits for a
;;; line of input (HELP ECHOLOAD).

section;

define global macro echoload;
    lvars name = readstringline(), rep, c;
    if isendstring(';', name) then allbutlast(1, name) -> name endif;
    discin(name) -> rep;
    lvars start = true;
    until (rep() ->> c) == termin do
        if start then pr(': ') endif;
        cucharout(c);
        c == `\n` -> start
    enduntil;
    compile(name)
enddefine;

endsection;
