;;; heavy (with profile_tick_builtins a collection is a safe point too, and
;;; the GC-stress build collects after every tick: builtin_calls.p runs there)
;;; Known answer: a built-in-heavy line (builtin_lib.p), with
;;; profile_tick_builtins: the built-in's calls are ticked.
vars tick_builtins = true;
compile('builtin_lib.p');
