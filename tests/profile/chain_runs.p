;;; sys_profile_chain_runs: the changed part of the call chain as runs
;;; (procedure, count), one per run of frames of one procedure; the same
;;; chain sys_profile_chain gives frame by frame.
lvars base = sys_callstack_depth();
vars chainer = sys_profile_chain;
define expand(v) -> l;
    lvars i, j;
    [% for i from 1 by 2 to datalength(v) do
           for j from 1 to v(i + 1) do v(i) endfor
       endfor %] -> l
enddefine;
define show();
    lvars (valid, v, st) = chainer(base), i;
    [valid ^valid
     % for i from 1 to datalength(v) do
           if isprocedure(v(i)) then pdprops(v(i)) else v(i) endif
       endfor %] =>
    if chainer == sys_profile_chain_runs then
        ;;; the runs expanded: the frames sys_profile_chain gives
        maplist(expand(v), pdprops) =>
    endif
enddefine;
define deep(n); if n == 0 then show() else deep(n - 1) endif enddefine;
define mid(n); deep(n) enddefine;
;;; the whole chain the first time, then the frames above those that stood
define top();
    deep(2);        ;;; top deep*3
    deep(4);        ;;; top stands: deep*5
    mid(1);         ;;; mid deep*2
    show();         ;;; top stands: only show's own frame
enddefine;
;;; frame by frame ...
sys_profile_chain(base) -> (,,);
top();
;;; ... and as runs
sys_profile_chain_runs -> chainer;
sys_profile_chain_runs(base) -> (,,);
top();
