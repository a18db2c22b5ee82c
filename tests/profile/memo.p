;;; sys_profile_memo(memo, counts): ticks whose interrupted procedure has
;;; an item in memo are added to counts in C and never reach the handler;
;;; ticks anywhere else still do.  Deterministic tick: one every 100 safe
;;; points, so the figures are exact.
lvars calls = 0, seen = [],
      counts = newproperty([], 8, 0, "perm"),
      memo = newproperty([], 8, false, "perm");
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define other(n); lvars i; for i from 1 to n do endfor enddefine;
define handler(n);
    calls + n -> calls;
    unless fast_member(caller(1), seen) then caller(1) :: seen -> seen endunless;
enddefine;
"spin_item" -> memo(spin);
sys_profile_start(handler, 10000, 100);
sys_profile_memo(memo, counts);
spin(10000);
other(10000);
sys_profile_stop();
;;; spin's 100 ticks went to counts, other's to the handler
counts("spin_item") =>
calls =>
fast_member(spin, seen) =>
fast_member(other, seen) =>
;;; memo(p) = true passes p's ticks to its caller: through inner to
;;; outer's item in C; through pass to other, which has no entry, the
;;; handler gets them, with the interrupted procedure as caller(1)
define inner(n); lvars i; for i from 1 to n do endfor enddefine;
define outer(n); inner(n) enddefine;
define pass(n); lvars i; for i from 1 to n do endfor enddefine;
define other2(n); pass(n) enddefine;
"outer_item" -> memo(outer);
true -> memo(inner);
true -> memo(pass);
0 -> calls;
[] -> seen;
sys_profile_start(handler, 10000, 100);
sys_profile_memo(memo, counts);
outer(10000);
other2(10000);
sys_profile_stop();
counts("outer_item") =>
calls =>
fast_member(pass, seen) =>
;;; a new run starts without a memo
sys_profile_start(handler, 10000, 100);
0 -> calls;
spin(10000);
sys_profile_stop();
calls =>
counts("spin_item") =>
sys_profile_start(handler, 10000, 100);
sys_profile_memo(false, false);
sys_profile_memo(3, counts);
