;;; poptrace, define :runtime_action (lib define_runtime_action),
;;; poppackagelist, pop_nofast_trans
define a();
    dlocal cucharout = identfn;
    poptrace()
enddefine;
define b(); consstring(#| a() |#) enddefine;
isstartstring('\ndoing:- a b ', b()) =>
define :runtime_action; 'ran' => enddefine;
define :runtime_action foo; 'ran foo' => enddefine;
'after' =>
pop_runtime_actions ==> 
applist(pop_runtime_actions, apply);
poppackagelist =>
pop_nofast_trans("fast_front", false) =>
pop_nofast_trans("fi_+", false) =>
pop_nofast_trans("front", false) =>
pop_nofast_trans("fast_no_such_thing", false) =>
pop_nofast_trans("fast_no_such_thing", true) =>
