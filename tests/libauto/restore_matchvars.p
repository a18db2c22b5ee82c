;;; sys_restore_matchvars and pop_matchvars_bound during = (REF RECORDS);
;;; fast_destpair([]) is [], [].
vars x, y, c, m;
define show(v);
    lvars v;
    fast_destpair(pop_matchvars_bound) -> (c, m);
    [bound ^m] =>
    true
enddefine;
define undo(v);
    lvars v;
    sys_restore_matchvars([], []);
    pop_matchvars_bound =>
    true
enddefine;
[1 2] = [=?x =?y:show] =>
[1 2] = [=?x =?y:undo] =>
fast_destpair([]) =>
