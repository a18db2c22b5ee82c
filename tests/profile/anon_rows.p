;;; Anonymous procedures named by place (issue 31): a syssort comparator
;;; and an applist body get rows of their own, <procedure FILE:LINE> (the
;;; line their procedure ... began on), also in count-all and in the
;;; collapsed stacks; the action of the run (the profile command's
;;; wrapper) is not a row; with profile_fold_anonymous true they pass
;;; their samples to their callers, as before.
uses profile;
define work(l);
    syssort(l, procedure(a, b);
                   lvars k; for k from 1 to 20 do endfor;
                   a < b
               endprocedure) -> ;
    applist(l, procedure(x); lvars k; for k from 1 to 50 do endfor endprocedure)
enddefine;
vars data = [5 3 1 4 2 7 6 9 8 12 10 11];
false -> profile_show_ledger;
5 -> profile_tick_every;
profile work(data);
true -> profile_count_all;
profile work(data);
profile_export('anon_rows.folded');
lvars dev = discin('anon_rows.folded'), c;
until (dev() ->> c) == termin do cucharout(c) enduntil;
false -> profile_count_all;
profile_place_name(work) =>
profile_place_name(procedure; endprocedure) =>
true -> profile_fold_anonymous;
profile work(data);
