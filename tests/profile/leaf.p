;;; heavy (profile_tick_builtins counts collections: the GC-stress build makes more)
;;; The signal-time leaf (help profile, section 3) with the deterministic
;;; tick: with profile_tick_builtins, calls of built-ins and operations on
;;; big numbers are safe points too, and a tick there is charged to the
;;; built-in itself (here `*` on bigintegers and ><), which
;;; profile_exclude_list can pass on to its caller like any procedure.
;;; work has no safe point of its own after its entry: its `*` ticks are
;;; taken at busy's entry, when work has returned, and still go to `*`,
;;; and in count-all to work and driver (not busy).
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
false -> profile_show_ledger;
vars big = 7 ** 100;
define work(); lvars r; big * big -> r; big * big -> r; enddefine;
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define busy(); spin(4) enddefine;
define cat(); 'ab' >< 'cd' -> enddefine;
define driver(); repeat 100 times work(); busy(); cat() endrepeat enddefine;
profile driver();
[^^profile_exclude_list *] -> profile_exclude_list;
profile driver();
[null] -> profile_exclude_list;
true -> profile_count_all;
profile driver();
;;; without profile_tick_builtins, built-ins are not safe points
false -> profile_tick_builtins;
false -> profile_count_all;
profile driver();
