;;; Call counts inside a process: applist and syssort run Pop-11 versions
;;; of themselves there (LIB PROCESS_BUILTINS), and each call is counted
;;; once, under the built-in's name, as outside a process
uses profile;
true -> profile_call_counts;
define gen(list);
    applist(list, procedure(x); suspend(x, 1) endprocedure);
    syssort(list, procedure(a, b); suspend(0); a < b endprocedure);
enddefine;
define run_all();
    lvars g = consproc([3 1 2], 1, gen);
    while isliveprocess(g) do [% runproc(0, g) %] -> endwhile;
    applist([1 2], erase);
    syssort([2 1], nonop <) ->
enddefine;
define profile_report(cpu, gc, counts, active); enddefine;
profile run_all();
define calls_named(name);
    lvars n = 0;
    appproperty(profile_calls,
        procedure(p, k);
            if pdprops(p) == name then n + k -> n endif
        endprocedure);
    n
enddefine;
[applist ^(calls_named("applist")) syssort ^(calls_named("syssort"))
    suspend ^(calls_named("suspend"))] =>
