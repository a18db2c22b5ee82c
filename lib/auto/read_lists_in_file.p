;;; read_lists_in_file(file) -> lists: the lists written in the file (as
;;; [a b c] [1 2] ...), read with Pop-11's itemiser, as a list of lists
;;; (nested brackets make nested lists).

section;

define global read_lists_in_file(file);
    lvars file, rep = incharitem(discin(file)), item;
    define lconstant one_list();
        lvars item;
        [% until (rep() ->> item) == "]" or item == termin do
               if item == "[" then one_list() else item endif
           enduntil %]
    enddefine;
    [% until (rep() ->> item) == termin do
           if item == "[" then one_list() endif
       enduntil %]
enddefine;

endsection;
