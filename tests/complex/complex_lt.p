;;; a complex compared with < (REAL NUMBER(S) NEEDED, culprits reversed)
(1+:2) < 3 =>
