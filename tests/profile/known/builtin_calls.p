;;; Known answer: a built-in-heavy line (builtin_lib.p), without
;;; profile_tick_builtins: the built-in's calls are counted, not ticked.
vars tick_builtins = false;
compile('builtin_lib.p');
