;;; nprintf(string, list) and nprintf(item_n, ..., item_1, string): printf,
;;; then a newline (REF PRINT).

section;

define global nprintf(string);
    lvars string;
    printf(string);
    nl(1)
enddefine;

endsection;
