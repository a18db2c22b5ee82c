;;; full_identprops, and the isglobal, identtype and isactive it uses
vars v1 = 3; vars procedure p1 = identfn; constant c1 = 4; constant c2;
define active a1; 5 enddefine;
global vars g1;
vars macro m1 = 3;
full_identprops("v1") =>
full_identprops("p1") =>
full_identprops("c1") =>
full_identprops("c2") =>
full_identprops("g1") =>
full_identprops("m1") =>
full_identprops("hd") =>
full_identprops("if") =>
full_identprops("no_such") =>
full_identprops("+") =>
full_identprops("then") =>
identtype("p1"), identtype("v1"), isglobal("g1"), isglobal("v1"), isactive("a1"), isactive("v1") =>
isconstant("c2"), isconstant("c1"), isconstant("v1") =>
