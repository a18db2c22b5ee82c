;;; Anonymous procedures of one place, two of them active at once (each
;;; call of make gives a new closure, and the first runs the second): the
;;; row <procedure anon_bytes.p:LINE> has the bytes allocated while either
;;; was active, each byte once: 64096, work's 64000 and the inner make's
;;; 96 (before, 96096: the bytes of the inner closure counted twice).
uses profile;
1000 -> profile_tick_every; true -> profile_count_all; true -> profile_alloc;
false -> profile_show_ledger;
define work(n); lvars l = []; repeat n times conspair(1, l) -> l endrepeat enddefine;
define make(k) -> p;
    procedure(n);
        work(1000);
        if n > 0 then make(k)(n - 1) endif
    endprocedure -> p
enddefine;
profile make(1)(1);
