;;; lib NAME prints its LOADING LIB line through libwarning
lib sets;
procedure(name); [loading ^name] => endprocedure -> libwarning;
lib readpattern;
erase -> libwarning;
lib sets;
syslibwarning -> libwarning;
lib sets;
