;;; heavy (the GC-stress build collects at each safe point of its check)
;;; A flame graph folds direct recursion beyond profile_svg_fold_depth
;;; (a frame the same as the one that called it, line and all, is drawn
;;; as part of it): a 10^5-deep recursion's SVG was 20 MB, a frame per
;;; level, and is 40 KB (the default depth, 200).  Its widths still add up to the report: every
;;; view agrees with the folded graph (the oracle, HELP PROFILE_CHECK).
uses profile;
uses profile_check;
max(pop_callstack_lim, 100000) -> pop_callstack_lim;
20 -> profile_tick_every;
true -> profile_count_all;
define spin(); lvars i, s = 0; for i from 1 to 200 do s + i -> s endfor; s enddefine;
define deep(n); if n > 0 then deep(n - 1); spin() -> else spin() -> endif enddefine;
procedure(cpu, gc, counts, active); endprocedure -> profile_report;
profile deep(150);
;;; the frames drawn: one <g> each
define frames(file) -> n;
    lvars rep = discin(file), c, k = 0;
    0 -> n;
    until (rep() ->> c) == termin do
        if c == `<` then 1 -> k
        elseif k == 1 and c == `g` then 2 -> k
        elseif k == 2 and c == `>` then n + 1 -> n; 0 -> k
        else 0 -> k
        endif
    enduntil
enddefine;
20 -> profile_svg_fold_depth;
profile_export('svg_fold.svg');
false -> profile_svg_fold_depth;
profile_export('svg_nofold.svg');
lvars folded = frames('svg_fold.svg'), whole = frames('svg_nofold.svg');
[frames drawn ^folded folded ^whole whole] =>
;;; every view, the folded SVG among them, agrees
20 -> profile_svg_fold_depth;
profile_check_run('') =>
