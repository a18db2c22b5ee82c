;;; INCLUDE_constant is the declarator iconstant under another name
INCLUDE_constant ic_x = 5, ic_y = ic_x + 1;
ic_x, ic_y =>
identprops("INCLUDE_constant") =>
isconstant("ic_x") =>
