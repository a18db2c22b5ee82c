;;; requestline(prompt) -> list: reads a line of input with readline,
;;; prompt being the prompt (HELP REQUESTLINE).

section;

define global requestline(prompt);
    lvars prompt;
    dlocal popprompt = prompt;
    readline()
enddefine;

endsection;
