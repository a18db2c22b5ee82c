;;; a lower pop_callstack_lim local to one procedure: depth(n) needs n
;;; frames; 10000 words hold about 2470 of them, the default 98304 about
;;; 24500; the old limit is back when the procedure returns
0 -> pop_mishap_doing_lim;
define depth(n); if n = 0 then 0 else 1 + depth(n - 1) endif enddefine;
define limited(n);
    dlocal pop_callstack_lim = 10000;
    depth(n)
enddefine;
limited(2000) =>
pop_callstack_lim =>
depth(20000) =>
limited(3000) =>
'not reached' =>
