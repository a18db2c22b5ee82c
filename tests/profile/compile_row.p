;;; heavy (profile_tick_builtins counts collections: the GC-stress build makes more)
;;; <compile>: samples that fall due while the compiler's own code runs
;;; have a row of their own, like <gc> (issue 30, bug 22), in every view:
;;; the report's counts, count-all, the collapsed stacks (with the line of
;;; the call that ran the compiler), the flame graph, speedscope, a saved
;;; run read back; profile_exclude_list passes them to the procedure that
;;; ran the compiler; and pop11 %profile (profile_file) charges compiling
;;; the file to it.  On the deterministic tick with built-ins ticking,
;;; where every item the compiler reads is a safe point.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
define profile_report(cpu, gc, counts, active); enddefine;

define loader();
    pop11_compile(stringin('define gen(x); x + 1 enddefine;'));
enddefine;

define file_string(file);
    lvars c, d = discin(file);
    consstring(#| until (d() ->> c) == termin do c enduntil |#)
enddefine;
define compile_count(); profile_last_run("counts")(profile_compile_item) enddefine;

profile loader();
lvars n = compile_count(), own = profile_last_run("counts")("loader");
[report ^n] =>
[is the word ^(profile_compile_item == consword('<compile>'))] =>

profile_export('compile_row.folded');
lvars s, line;
for line in [% file_string('compile_row.folded') -> s;
               lvars i = 1, j;
               while locchar(`\n`, i, s) ->> j do
                   substring(i, j - i, s); j + 1 -> i
               endwhile %] do
    if issubstring('<compile>', line) then [folded ^line] => endif
endfor;

profile_export('compile_row.svg');
[svg ^(issubstring('&lt;compile&gt; (' sys_>< n sys_>< ' samples',
                   file_string('compile_row.svg')) and true)] =>
profile_export('compile_row.speedscope.json');
[speedscope ^(issubstring('{"name":"<compile>"}',
                          file_string('compile_row.speedscope.json')) and true)] =>

profile_save('compile_row.run');
profile_load('compile_row.run');
[saved ^(compile_count() == n)] =>

true -> profile_count_all;
profile loader();
[active ^(profile_last_run("active_counts")(profile_compile_item) == n)] =>
false -> profile_count_all;

[^profile_compile_item null] -> profile_exclude_list;
profile loader();
[excluded ^(compile_count()) loader gains
    ^(profile_last_run("counts")("loader") - own)] =>
[null] -> profile_exclude_list;

;;; a whole file, as pop11 %profile runs it: compiling it is <compile>
lvars out = discout('compile_row_prog.p');
appdata('define twice(x); x * 2 enddefine;\ntwice(3) ->;\n', out);
out(termin);
profile_file('compile_row_prog.p', false, false) =>
[file ^(compile_count())] =>

applist(['compile_row.folded' 'compile_row.svg' 'compile_row.speedscope.json'
         'compile_row.run' 'compile_row_prog.p'], sysdelete <> erase);
