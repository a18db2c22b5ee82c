;;; bench/micro.p -- the micro-measurements of issue 37: nanoseconds per
;;; operation (CPU time, systime) of an empty loop iteration, a call of a
;;; one-argument procedure, a class field read + field update and a consnode
;;; of a 3-field record, 30 M iterations each, the empty loop subtracted
;;; (from the other three).  Each figure is the minimum of 5 runs.  It runs
;;; in pop11 and in real Poplog alike:  pop11 bench/micro.p
compile_mode :pop11 +strict;
defclass node {key, left, right};
lconstant N = 30000000, RUNS = 5;

define f(x); x enddefine;

define t_empty(n);
    lvars i, x = 0;
    for i from 1 to n do endfor;
enddefine;

define t_call(n);
    lvars i, x = 0;
    for i from 1 to n do f(i) -> x endfor;
enddefine;

define t_field(n);
    lvars i, t = consnode(1, 2, 3);
    for i from 1 to n do left(t) -> right(t) endfor;
enddefine;

define t_cons(n);
    lvars i, t;
    for i from 1 to n do consnode(i, false, false) -> t endfor;
enddefine;

;;; the least CPU time of RUNS runs of p(N), in hundredths of a second
define best(p);
    lvars r, t0, dt, m = false;
    for r from 1 to RUNS do
        systime() -> t0;
        p(N);
        systime() - t0 -> dt;
        if not(m) or dt < m then dt -> m endif;
    endfor;
    m
enddefine;

;;; hundredths of a second per N iterations -> ns per iteration, 1 decimal
define ns(h);
    round(h * 10000000.0 / N * 10) / 10.0
enddefine;

lvars e = best(t_empty), c = best(t_call), a = best(t_field), k = best(t_cons);
printf('empty loop iteration        %p ns\n', [% ns(e) %]);
printf('call of a 1-argument proc   %p ns\n', [% ns(c - e) %]);
printf('field read + field update   %p ns\n', [% ns(a - e) %]);
printf('consnode (3 fields)         %p ns\n', [% ns(k - e) %]);
