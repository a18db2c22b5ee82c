;;; Ticks of built-ins (profile_tick_builtins) in the compiler at the
;;; start of a run: the first ticks, batched before the handler first ran,
;;; were sampled as stacks shallower than the run's own frames (the low
;;; mark of the chain started at frame 0, so their chains were taken as
;;; changed) and sys_profile_stacks left them out, while the handler had
;;; counted them: every export of a run that loads a library (LIB
;;; FLAVOURS, any file) was a few <compile> ticks short of the report.
;;; The stack samples add up to the counts, <compile> included.
uses profile;
true -> profile_tick_builtins;
true -> profile_count_all;
procedure(cpu, gc, counts, active); endprocedure -> profile_report;
define check(every, text);
    lvars item, n, s, total = 0, comp = 0, scomp = 0, stotal = 0;
    every -> profile_tick_every;
    profile_apply(procedure; pop11_compile(stringin(text)) endprocedure);
    for item, n in_property profile_last_run("counts") do
        total + n -> total;
        if item == profile_compile_item then n -> comp endif
    endfor;
    for s in profile_named_stacks(profile_last_run) do
        stotal + s(3) -> stotal;
        if last(s(1)) == profile_compile_item then scomp + s(3) -> scomp endif
    endfor;
    ;;; (the figures themselves follow the compiler's and the library's code)
    [every ^every compile ticks ^(comp > 0) stacks add up ^(stotal = total)
     compile ticks in stacks ^(scomp = comp)] =>
enddefine;
check(3, 'vars x = 1;\nvars y = 2;\n');
check(5, 'uses flavours;\n');
check(7, 'define f(x); x + 1 enddefine; vars i; for i to 100 do f(i) -> endfor;\n');
