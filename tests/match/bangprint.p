;;; identifiers in ! patterns print as <ID name value> (LIB READPATTERN)
vars v1, v2, v3;
! [v1 ?v1 {v2 ?v2 [?v2]} [v3 ?v3]] =>
"dog" -> v1;
! [== cat ?v1 ==] =>
define failing(l);
    lvars found = "none";
    lookup(![== ?found ==] <> l);
enddefine;
[] -> database;
failing([z]);
