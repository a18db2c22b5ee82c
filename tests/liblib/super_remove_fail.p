;;; LIB SUPER: remove looks for an equal item, not one that matches
uses super;
newdatabase([[likes ?x ?x] [big john]]);
remove([likes ?x ?x]);
database =>
remove([big ?someone]);
