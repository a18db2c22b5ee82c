;;; the subsystem model: sys_subsystem_table, subscr_subsystem,
;;; is_subsystem_loaded, subsystem_add_new, sys_init_subsystem
include subsystem.ph;
subscr_subsystem(SS_PROMPT, "pop11") =>
subscr_subsystem(SS_NAME, "nosuch", procedure(m); m =>; exitfrom(subscr_subsystem) endprocedure) =>
'----' =>
subsystem_add_new("foo", "foo_procs", '.foo', 'foo> ', [], 'Foo Language');
is_subsystem_loaded("foo") =>
is_subsystem_loaded("foo", true) =>
subscr_subsystem(SS_FILE_EXTN, "foo") =>
subscr_subsystem(SS_COMPILER, "foo", procedure(m); m =>; exitfrom(subscr_subsystem) endprocedure) =>
'x' =>
vars foo_procs = {% procedure(s); 'compiling foo' => endprocedure, identfn, procedure; 'foo setup' => endprocedure, identfn, procedure; 'foo init' => endprocedure %};
is_subsystem_loaded("foo") =>
subscr_subsystem(SS_COMPILER, "foo")('x');
subscr_subsystem(SS_SETUP, "foo")();
'newprompt' -> subscr_subsystem(SS_PROMPT, "foo");
subscr_subsystem(SS_PROMPT, "foo") =>
sys_init_subsystem("foo");
length(sys_subsystem_table) =>
last(sys_subsystem_table) =>
subsystem_add_new("bar", identfn, '.bar', 'b ', [], 'Bar');
subscr_subsystem(SS_PROCEDURES, "bar") =>
subsystem_add_new("foo", "foo_procs", '.foo', 'foo> ', [], 'Foo Language');
length(sys_subsystem_table) =>
subscr_subsystem(SS_PROMPT, "foo") =>
subscr_subsystem(SS_INITCOMP, "bar") =>
