;;; yesno(item) -> bool: prints item with => and reads a line with
;;; readline until it is yes or y (true), no or n (false), asking again
;;; after any other answer (REF PROGLIST).

section;

define global yesno(item);
    lvars item, l;
    repeat
        item =>
        readline() -> l;
        if l = [yes] or l = [y] then return(true)
        elseif l = [no] or l = [n] or l == termin then return(false)
        endif;
        [please answer either yes or no] =>
    endrepeat
enddefine;

endsection;
