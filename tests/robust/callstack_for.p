;;; A numeric for loop adds nothing to a frame's size in pop_callstack_lim's
;;; words, as in Poplog: d, with one lvars and two such loops, recurses as
;;; deep as a procedure with two locals (24547 levels), where it stopped at
;;; 12273 when the loops' limit and step slots were counted.
define d(n);
    lvars i;
    if n == 0 then
        for i from 1 to 2 do endfor;
        for i from n by 2 to 5 do endfor;
        0
    else d(n - 1)
    endif
enddefine;
d(100000) =>
