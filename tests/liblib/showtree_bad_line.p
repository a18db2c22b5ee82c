;;; LIB SHOWTREE: drawline draws only horizontal and vertical lines
uses showtree;
define showtree_box(c1, r1, c2, r2);
    drawline(c1, r1, c2, r2)
enddefine;
0 -> pop_mishap_doing_lim;
showtree([a b]);
