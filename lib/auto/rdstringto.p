;;; rdstringto(end_item) -> string
;;; rdstringto(end_list) -> string
;;; read items with readitem up to one equal to end_item, or a member of
;;; end_list (read, not given back), and return the printed forms of the
;;; items before it joined into one string with sys_>< (REF PROGLIST).

section;

define global rdstringto(ends) -> string;
    lvars ends, item, string = nullstring;
    repeat
        readitem() -> item;
        quitif(if islist(ends) then member(item, ends) else item = ends endif);
        if item == termin then mishap(ends, 1, 'rdstringto: END OF INPUT BEFORE END ITEM') endif;
        string sys_>< item -> string
    endrepeat
enddefine;

endsection;
