;;; getline(item) -> list: prints item with =>, then reads a line of input
;;; with readline and returns it as a list of items (HELP GETLINE).

section;

define global getline(item) -> result;
    lvars item, result;
    item =>
    readline() -> result
enddefine;

endsection;
