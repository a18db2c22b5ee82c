;;; sys_runtime_apply(action_p): applies action_p if pop_runtime is true,
;;; else adds it to the end of pop_runtime_actions, the actions run when a
;;; saved image starts (REF SYSTEM).  pop11 makes no saved images:
;;; pop_runtime is false unless a program sets it.

section;

global vars pop_runtime, pop_runtime_actions;
if isundef(pop_runtime) then false -> pop_runtime endif;
if isundef(pop_runtime_actions) then [] -> pop_runtime_actions endif;

define global sys_runtime_apply(p);
    lvars p;
    if pop_runtime then p() else pop_runtime_actions <> [^p] -> pop_runtime_actions endif
enddefine;

endsection;
