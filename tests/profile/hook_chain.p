;;; heavy (profile_tick_builtins: a GC-stress build's collections tick)
;;; Hooks see the call chain as it was when the tick fell due (help
;;; profile, section on hooks), not the one at the safe point that takes
;;; it.  With profile_tick_builtins the call of a built-in is where a tick
;;; falls due, and it is taken at the next safe point: the entry of the
;;; procedure called next.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
false -> profile_show_max;
;;; target(substring(...)): substring runs under driver, and its ticks are
;;; taken at target's entry; a hook keeping only the ticks under target
;;; must drop them
vars s = 'abcdefghijklmnopqrstuvwxyz';
define target(x); x enddefine;
define driver(); repeat 8 times target(substring(1, 12, s)) -> endrepeat enddefine;
define profile_ignore(x); not(iscaller(target)) enddefine;
profile driver();
;;; the export has the same ticks (the hook decided at the tick)
profile_export('hook_chain.folded');
lvars ch, rep = discin('hook_chain.folded');
until (rep() ->> ch) == termin do cucharout(ch) enduntil;

;;; frames popped and replaced before the safe point: the tick of `*` in
;;; c falls due under a, b, c; c and b return without a safe point, and
;;; a calls d, whose entry takes the tick
vars big = 7 ** 30;
define c(); big * big -> enddefine;
define b(); c() enddefine;
define d(); enddefine;
define a(); repeat 5 times b(); d() endrepeat enddefine;
define profile_ignore(x); not(iscaller(b)) enddefine;
profile a();

;;; what the hooks see for the ticks of `*`: caller and iscaller
vars seen = [], seen_callers = [];
define profile_ignore(x);
    if x == "*" then
        ;;; a, b, c and * itself were active; d was not, nor profile_apply's
        ;;; clean-up; the hook's own frames are there as usual
        [% iscaller(a) and true, iscaller(b) and true, iscaller(c) and true,
           iscaller(d) and true, iscaller(profile_ignore) == 0,
           iscaller(nonop *) and true %] -> seen
    endif;
    false
enddefine;
define profile_include(p);
    if pdprops(p) == "*" then
        ;;; below `*`, caller gives c, b, a
        lvars i = 1;
        until caller(i) == p or i > 20 do i + 1 -> i enduntil;
        [% caller(i + 1) == c, caller(i + 2) == b, caller(i + 3) == a %]
            -> seen_callers
    endif;
    pdprops(p)
enddefine;
false -> profile_show_ledger;
define profile_report(cpu, gc, counts, active); enddefine;
profile a();
seen =>
seen_callers =>

;;; count-all: the procedures active during a tick are those of its chain
false -> profile_show_ledger;
true -> profile_count_all;
define profile_ignore(x); not(iscaller(b)) enddefine;
define profile_include(p) -> item;
    lvars item = pdprops(p);
    if item and fast_member(item, profile_exclude_list) then
        false -> item
    endif
enddefine;
erasenum(0);
define vars profile_report(cpu_time, gc_time, counts, active_counts);
    profile_print(cpu_time, gc_time, counts, active_counts)
enddefine;
profile a();
