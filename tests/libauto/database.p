;;; lib/auto: database_add, database_alladd, database_present, database_it,
;;; database_them, database_lookup, database_remove, database_flush,
;;; database_allremove, database_allpresent, present_in, allpresent_in, equalto
[] -> database;
database_add([a 1]);
database_alladd([[b 2] [c 3] [b 4]]);
database =>
database_it, database_them =>
database_present([b 2]), database_it =>
database_present([z 9]) =>
database_lookup([c 3]); database_it =>
database_remove([b 2]); database =>
database_flush([b 4]); database, database_them =>
database_alladd([[x] [y] [x]]);
database_allremove([[x] [y]]); database, database_them =>
database_allpresent([[a 1] [c 3]]), database_them =>
database_allpresent([[a 1] [q]]) =>
[q] present_in [[p] [q]], [r] present_in [[p]] =>
[[p] [q]] allpresent_in [[q] [p]] =>
database =>
vars v;
for v equalto [c 3] do v => endfor;
for v equalto 2 in [1 2 3 2] do v => endfor;
database_lookup([none]);
