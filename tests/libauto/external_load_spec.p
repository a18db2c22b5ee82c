;;; external_load's symbol list: {type ...} (a procedure, absolute),
;;; {symtrans ...}, the old fourth (memory size) argument, results of
;;; external_apply as double and float, and a system identifier as the
;;; recipient of a value (a mishap).
define tr(s); 'str' <> s enddefine;
external_load("spec1", [], [{symtrans tr} ['len' mylen] ['tof' c_strtof]]);
mylen =>
mylen('abc', 1, true) =>
external_apply('2.5', 0, 2, "decimal", c_strtof) =>
external_load("spec2", [], [{type absolute} ['strlen' addr]]);
isinteger(addr) or isbiginteger(addr) =>
addr > 0 =>
external_load("spec3", [], [{type ^(procedure(p); [got ^p] endprocedure)}
                            ['strlen' wrapped]]);
wrapped =>
external_load("spec4", [], [{type procedure} ['cos' c_cos] ['floor' c_floor]], 20000);
external_apply(0.0, 1, "ddecimal", c_cos) =>
external_apply(2.5, 1, "ddecimal", c_floor) =>
external_load("spec5", [], [abs]);
