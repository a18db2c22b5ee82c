;;; hasstartstringin(string, list) -> sub_or_false: the first string of
;;; list that string starts with, or false.

section;

define global hasstartstringin(string, list);
    lvars string, list, s;
    for s in list do
        if isstartstring(s, string) then return(s) endif
    endfor;
    false
enddefine;

endsection;
