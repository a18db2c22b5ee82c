;;; a file-level lconstant macro belongs to its file
load lexmacro_lib.p
isdefined("XA") =>
XA =>
lconstant macro XA = 8;
XA =>
