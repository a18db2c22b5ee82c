;;; LIB SUPER: lookup of a goal that cannot be proved
uses super;
newdatabase([[big john]]);
add([ifneeded [large ?x] [big ?x]]);
lookup([large john]);
lookup([large ?who]);
