;;; Two procedures of one name, both active (the second f calls the
;;; first): the row f has the bytes allocated while either was active,
;;; each byte once (64000, all of the run's: they were counted twice).
uses profile;
1000 -> profile_tick_every; true -> profile_count_all; true -> profile_alloc;
false -> profile_show_ledger;
define work(n); lvars l = []; repeat n times conspair(1, l) -> l endrepeat enddefine;
;;; two procedures named f: the first calls the second
define f(); work(1000) enddefine;
lvars inner_f = f;
define f(); inner_f(); work(1000) enddefine;
profile f();
