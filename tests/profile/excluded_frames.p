;;; With profile_gc_item (or profile_compile_item) in profile_exclude_list
;;; the report charges the ticks of collections (of the compiler) to the
;;; procedure that was running, and every export agrees: the stacks of the
;;; folded file have no <gc> (<compile>) frame and add up to the report's
;;; total, and the frames' own ticks are the report's own counts.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
define profile_report(cpu_time, gc_time, counts, active_counts); enddefine;
define churn(); lvars i; for i from 1 to 3000 do [^i ^i ^i] -> endfor enddefine;
define loader();
    pop11_compile(stringin('define gen(x); x + 1 enddefine;'))
enddefine;
define driver(); churn(); sysgarbage(); loader() enddefine;
;;; the folded file's frames (without lines) and ticks: the own ticks of
;;; each name as a sorted list, whether a frame named word is there, and
;;; whether they add up to the report's
define check(word);
    lvars rep, c, s, f, n, sum = 0, found = false,
          own = newproperty([], 16, 0, "perm"), total = 0, item, bad = [];
    dlocal profile_stack_lines = false;
    profile_export('excluded_frames.folded');
    discin('excluded_frames.folded') -> rep;
    repeat
        consstring(#| while (rep() ->> c) /== termin and c /== `\n` do c endwhile |#) -> s;
        quitif(s = '');
        locchar_back(`\s`, datalength(s), s) -> f;
        strnumber(allbutfirst(f, s)) -> n;
        sum + n -> sum;
        substring(1, f - 1, s) -> s;
        if issubstring(word sys_>< '', s) then true -> found endif;
        ;;; the last frame has the ticks
        lvars k = locchar_back(`;`, datalength(s), s);
        if k then allbutfirst(k, s) -> s endif;
        own(consword(s)) + n -> own(consword(s));
        quitif(c == termin)
    endrepeat;
    for item, n in_property profile_last_run("counts") do
        total + n -> total;
        unless own(if isprocedure(item) then pdprops(item) else item endif) = n then
            item :: bad -> bad
        endunless
    endfor;
    [^word frame ^found folded sum ^(sum = total) own counts differ ^bad] =>
enddefine;
profile driver();
check(profile_gc_item);
check(profile_compile_item);
[^profile_gc_item ^profile_compile_item null] -> profile_exclude_list;
profile driver();
check(profile_gc_item);
check(profile_compile_item);
