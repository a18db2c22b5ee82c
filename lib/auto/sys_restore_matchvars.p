;;; sys_restore_matchvars(save_conv, save_matchvars) (REF RECORDS): give
;;; pop_matchvars_bound back the state saved as
;;;     fast_destpair(pop_matchvars_bound) -> (save_conv, save_matchvars)
;;; (both [] when nothing was bound), forgetting the bindings since.

section;

define global sys_restore_matchvars(save_conv, save_matchvars);
    lvars save_conv, save_matchvars;
    returnif(pop_matchvars_bound == []);
    if save_conv == [] and save_matchvars == [] then
        []
    else
        conspair(save_conv, save_matchvars)
    endif -> pop_matchvars_bound
enddefine;

endsection;
