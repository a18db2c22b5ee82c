;;; sys_profile_charge(n, item, prop): the profiler's counting step in C
;;; (pop11's own primitive; the tick hook of LIB PROFILE uses it).
lvars p = newproperty([], 8, 0, "perm");
sys_profile_charge(3, "a", p);
sys_profile_charge(4, "a", p);
sys_profile_charge(1, "b", p);
p("a") =>
p("b") =>
p("c") =>
sys_profile_charge(2, "a", [not a property]);
