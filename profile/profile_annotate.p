;;; profile_annotate.p -- time per line (HELP PROFILE, section 14): the
;;; "hottest lines" table of the standard report (profile_lines),
;;; profile_annotate and profile_annotate_file, which print source with
;;; each line's share of the samples, as LuaJIT's -jp=l and -jp=a do.
;;;
;;; All of them read a run's stack samples (profile/stacks.c): lines(i) of a
;;; sample is the line of frame i's call of frame i + 1, and with
;;; profile_lines true the last frame's line is the line it was running
;;; when the tick fell due (the line hook, profile/sampler.c), so the
;;; line a sample was "in" is the last line of its innermost procedure of
;;; Pop-11 code: the running line of that procedure, or the line of its
;;; call of the built-in that was running.  A line's self count is the
;;; samples it was in; its inclusive count the samples in which it was on
;;; the stack at all (the line of a call being made), each sample once
;;; however often the line recurs in it.

compile_mode :pop11 +strict;

section;

vars
    profile_lines_text_width = 40,  ;;; characters of source in the table
;

;;; The file of procedure p's code as the line views name it: the word
;;; naming its source file; the word <list> for Pop-11 code with no line
;;; known (compiled from a list at run time: popval, compile of a list);
;;; false for a built-in, or code compiled from a string or the terminal.
define profile_code_file(p) -> file;
    lvars first, last;
    if (sys_procedure_file(p) ->> file) then return endif;
    sys_procedure_lines(p) -> (first, last);
    if first == 0 then "'<list>'" -> file endif
enddefine;

define lconstant code_lines(p) -> first;
    lvars last;
    false -> first;
    if isprocedure(p) then sys_procedure_lines(p) -> (first, last) endif
enddefine;

;;; The lines of run (a run, as profile_last_run): a list of vectors
;;; {FILE LINE SELF INCL}, FILE the word naming the source file (false for
;;; code compiled from a string, a list or the terminal), SELF and INCL
;;; the sample counts; the most samples first (SELF, then INCL, then file
;;; and line); total is the samples of the run.
define profile_line_table(run) -> (rows, total);
    lvars s, frames, lines, n, k, j, r, seen, line, total = 0, f,
          ;;; the rows, by file (nofile for false), each a property from
          ;;; line numbers to rows
          byfile = newproperty([], 16, false, "perm"), nofile = {},
          ;;; what each frame's procedure (or item) gives, worked out once
          ;;; per procedure, not once per frame of every sample: a run of
          ;;; tak under %profile=lines spent 16 ms in here for 66 samples
          ;;; (2.4 % of the run), in profile_include and file_of
          shown = newproperty([], 64, "unknown", "tmparg"),
          files = newproperty([], 64, "unknown", "tmparg"),
          coded = newproperty([], 64, "unknown", "tmparg");
    unless run then mishap(0, 'NO PROFILE RUN') endunless;
    unless run("stacks") then mishap(0, 'PROFILE RUN HAS NO STACK SAMPLES') endunless;
    ;;; the file of a frame, a word, or false: in a run read from a file,
    ;;; the one it names for the frame's row, else the procedure's own
    define lconstant file_of(f) -> file;
        files(f) -> file;
        returnunless(file == "unknown");
        lvars item = run("files") and profile_frame_item(f);
        if item and (run("files")(item) ->> file) then
            consword(file sys_>< '') -> file
        elseif isprocedure(f) then
            profile_code_file(f) -> file
        else
            false -> file
        endif;
        file -> files(f)
    enddefine;
    ;;; Pop-11 code from a file (the same in a run read back from a file,
    ;;; which knows files only)
    define lconstant code(p) -> yes;
        coded(p) -> yes;
        if yes == "unknown" then file_of(p) and true ->> yes -> coded(p) endif
    enddefine;
    ;;; a frame the views show (profile_frame_item: an excluded
    ;;; procedure's frame is left out, as in a saved run)
    define lconstant shows(f) -> yes;
        shown(f) -> yes;
        if yes == "unknown" then profile_frame_item(f) and true ->> yes -> shown(f) endif
    enddefine;
    define lconstant row(p, line) -> r;
        lvars file = file_of(p), t = byfile(file or nofile);
        unless t then newproperty([], 16, false, "perm") ->> t -> byfile(file or nofile) endunless;
        unless t(line) ->> r then {% file, line, 0, 0 %} ->> r -> t(line) endunless
    enddefine;
    for s in run("stacks") do
        s(2) -> lines; s(3) -> n;
        total + n -> total;
        {% for j from 1 to datalength(s(1)) do
               if shows(s(1)(j)) then j endif
           endfor %} -> frames;
        datalength(frames) -> k;
        ;;; the line of frame j of the sample, or false: 0 for code
        ;;; compiled from a list (<list>), none for a built-in
        define lconstant line_of(j);
            lvars f = s(1)(frames(j)), file = code(f) and file_of(f);
            if file == "'<list>'" then 0
            elseif file and lines(frames(j)) > 0 then lines(frames(j))
            else false
            endif
        enddefine;
        ;;; self: the innermost Pop-11 code (a built-in leaf: its caller)
        k -> j;
        if j > 1 and not(code(s(1)(frames(j)))) then j - 1 -> j endif;
        if j >= 1 and (line_of(j) ->> line) then
            row(s(1)(frames(j)), line) -> r;
            r(3) + n -> r(3)
        endif;
        [] -> seen;
        lvars lastf = false, lastline = false;
        for j from 1 to k do
            ;;; (a frame of the same procedure at the same line as the one
            ;;; below it, as in direct recursion, has that one's row)
            s(1)(frames(j)) -> f;
            nextif(f == lastf and lines(frames(j)) == lastline);
            f -> lastf; lines(frames(j)) -> lastline;
            if line_of(j) ->> line then
                row(s(1)(frames(j)), line) -> r;
                unless fast_lmember(r, seen) then
                    r(4) + n -> r(4);
                    r :: seen -> seen
                endunless
            endif
        endfor
    endfor;
    [% for f, s in_property byfile do for n, r in_property s do r endfor endfor %] -> rows;
    define lconstant before(a, b);
        if a(3) /== b(3) then a(3) > b(3)
        elseif a(4) /== b(4) then a(4) > b(4)
        elseif a(1) /== b(1) then
            if not(a(1)) then false elseif not(b(1)) then true
            else alphabefore(a(1), b(1))
            endif
        else a(2) < b(2)
        endif
    enddefine;
    syssort(rows, before) -> rows
enddefine;

;;; ---- source text ------------------------------------------------------

;;; The lines of a file as a vector of strings, or false if it cannot be
;;; read; kept in texts (a property from file names) for one report.
define profile_file_text(file, texts) -> v;
    lvars dev, rep, c = false;
    returnif(texts(file) ->> v);
    unless file and (readable(file sys_>< '') ->> dev) then
        false -> v;
        return
    endunless;
    sysclose(dev);
    discin(file sys_>< '') -> rep;
    [% until c == termin do
           consstring(#| repeat
                              rep() -> c;
                              quitif(c == `\n` or c == termin);
                              c
                          endrepeat |#)
       enduntil %] -> v;
    ;;; (the empty string after the last newline is not a line)
    if datalength(last(v)) == 0 then allbutlast(1, v) -> v endif;
    consvector(destlist(v)) -> v;
    v -> texts(file)
enddefine;

;;; The source of a line, without leading spaces, cut to width characters
;;; ("" if the file cannot be read or has no such line).
define lconstant trimmed(file, line, texts, width) -> s;
    lvars v = profile_file_text(file, texts), i = 1, n;
    unless v and line >= 1 and line <= datalength(v) then '' -> s; return endunless;
    v(line) -> s;
    datalength(s) -> n;
    while i <= n and (s(i) == `\s` or s(i) == `\t`) do i + 1 -> i endwhile;
    substring(i, n - i + 1, s) -> s;
    if datalength(s) > width then substring(1, width - 3, s) <> '...' -> s endif
enddefine;

;;; ---- printing ----------------------------------------------------------

;;; A count as a percentage of total, one decimal place, in 6 columns;
;;; blank when the count is 0.
define lconstant pr_pct(n, total);
    lvars k;
    if n == 0 or total == 0 then
        appdata('      ', cucharout)
    else
        round(n * 1000 / total) -> k;
        lvars s = (k div 10) sys_>< '.' sys_>< (k mod 10);
        repeat 6 - datalength(s) times cucharout(`\s`) endrepeat;
        appdata(s, cucharout)
    endif
enddefine;

define lconstant line_name(file, line);
    if file == "'<list>'" then '<list>'
    else (if file then file sys_>< '' else '<no file>' endif) sys_>< ':' sys_>< line
    endif
enddefine;

;;; The "hottest lines" table of a run, after the standard report when
;;; profile_lines is true: the profile_show_max lines with the most
;;; samples (all with profile_show_max false); the inclusive column in a
;;; count-all run (profile_count_all).
define profile_print_lines(run);
    lvars (rows, total) = profile_line_table(run), r, k = 0, name,
          texts = newproperty([], 8, false, "perm"),
          incl = run("active_counts"), width = 4;
    dlocal pr = sys_syspr, pop_pr_quotes = false,
           poplinewidth = false, poplinemax = false;
    ;;; the rows shown
    [% for r in rows do
           quitif(profile_show_max and k >= profile_show_max);
           nextif(r(3) == 0 and not(incl));
           k + 1 -> k;
           r;
           max(width, datalength(line_name(r(1), r(2)))) -> width
       endfor %] -> rows;
    printf(total, '\nHottest lines (%p samples):\n');
    appdata(if incl then ' %Self  %Incl  ' else ' %Self  ' endif, cucharout);
    appdata('Line', cucharout);
    repeat width - 4 + 2 times cucharout(`\s`) endrepeat;
    appdata('Source\n', cucharout);
    for r in rows do
        pr_pct(r(3), total);
        if incl then cucharout(`\s`); pr_pct(r(4), total) endif;
        appdata('  ', cucharout);
        line_name(r(1), r(2)) -> name;
        appdata(name, cucharout);
        repeat width - datalength(name) + 2 times cucharout(`\s`) endrepeat;
        appdata(trimmed(r(1), r(2), texts, profile_lines_text_width), cucharout);
        cucharout(`\n`)
    endfor;
    if k == 0 then appdata('  (no sample has a line)\n', cucharout) endif;
enddefine;

;;; x right-aligned in w columns (blank: false).
define lconstant pr_right(x, w);
    lvars s = if x then x sys_>< '' else '' endif;
    repeat w - datalength(s) times cucharout(`\s`) endrepeat;
    appdata(s, cucharout)
enddefine;

;;; Print lines lo to hi of file with the self and inclusive percentages
;;; of run's samples in each (blank: none); for a file compiled with
;;; counters (profile_line_counts) in a run made in this process, each
;;; line's exact count (HELP * COVERAGE: blank for a line with no counted
;;; code, ##### for one never run) and, when the run counted bytes
;;; (profile_alloc), the bytes its code allocated (blank: none).
define lconstant annotate(run, file, lo, hi);
    lvars (rows, total) = profile_line_table(run), r, i, v,
          texts = newproperty([], 8, false, "perm"),
          self = newproperty([], 64, 0, "perm"),
          incl = newproperty([], 64, 0, "perm"),
          counts = false, bytes = false, cw = 5, bw = 5;
    dlocal pr = sys_syspr, pop_pr_quotes = false, pop_pr_radix = 10,
           poplinewidth = false, poplinemax = false;
    file sys_>< '' -> file;
    for r in rows do
        if r(1) and r(1) sys_>< '' = file then
            r(3) -> self(r(2)); r(4) -> incl(r(2))
        endif
    endfor;
    unless profile_file_text(consword(file), texts) ->> v then
        mishap(file, 1, 'CANNOT READ SOURCE FILE')
    endunless;
    unless hi then datalength(v) -> hi endunless;
    min(hi, datalength(v)) -> hi;
    max(lo, 1) -> lo;
    ;;; the exact counts and bytes (a loaded run's are not this process's)
    unless run("table") then
        {% for i from lo to hi do
               sys_coverage_count(file, i) -> r;
               if r == 0 then '#####' else r endif
           endfor %} -> counts;
        if run("bytes") then
            {% for i from lo to hi do
                   sys_coverage_bytes(file, i) -> r;
                   r /== 0 and r
               endfor %} -> bytes
        endif;
        lvars any = false;
        for r in_vector counts do
            if r then max(cw, datalength(r sys_>< '')) -> cw; true -> any endif
        endfor;
        ;;; (none: the file was compiled without counters)
        unless any then false ->> counts -> bytes endunless
    endunless;
    if bytes then
        for r in_vector bytes do
            if r then max(bw, datalength(r sys_>< '')) -> bw endif
        endfor
    endif;
    printf(total, file, '\n%p (%p samples)\n');
    appdata(' %Self  %Incl', cucharout);
    if counts then appdata('  ', cucharout); pr_right('Count', cw) endif;
    if bytes then appdata('  ', cucharout); pr_right('Bytes', bw) endif;
    appdata('  Line  Source\n', cucharout);
    for i from lo to hi do
        pr_pct(self(i), total); cucharout(`\s`); pr_pct(incl(i), total);
        if counts then appdata('  ', cucharout); pr_right(counts(i - lo + 1), cw) endif;
        if bytes then appdata('  ', cucharout); pr_right(bytes(i - lo + 1), bw) endif;
        appdata('  ', cucharout);
        pr_right(i, 4);
        appdata('  ', cucharout);
        appdata(v(i), cucharout);
        cucharout(`\n`)
    endfor
enddefine;

define lconstant check_run() -> run;
    profile_last_run -> run;
    unless run then mishap(0, 'NO PROFILE RUN') endunless
enddefine;

;;; The source of file annotated with the last run's samples per line.
define profile_annotate_file(file);
    unless isstring(file) or isword(file) then mishap(file, 1, 'FILE NAME NEEDED') endunless;
    annotate(check_run(), file, 1, false)
enddefine;

;;; The source of procedure p (from the line of its define, or of the
;;; procedure ... it was made by, to its last line) annotated with the
;;; last run's samples per line.
define profile_annotate(p);
    lvars file, first, last, v, run = check_run(),
          texts = newproperty([], 8, false, "perm");
    unless isprocedure(p) then mishap(p, 1, 'PROCEDURE NEEDED') endunless;
    sys_procedure_lines(p) -> (first, last);
    unless first and (sys_procedure_file(p) ->> file) then
        mishap(p, 1, 'PROCEDURE HAS NO SOURCE FILE')
    endunless;
    ;;; the header's line: the nearest line above that opens it
    if profile_file_text(file, texts) ->> v then
        lvars i = min(first, datalength(v));
        while i > 1 and i > first - 20
        and not(issubstring('define', v(i)) or issubstring('procedure', v(i))) do
            i - 1 -> i
        endwhile;
        if issubstring('define', v(i)) or issubstring('procedure', v(i)) then
            i -> first
        endif
    endif;
    annotate(run, file, first, last)
enddefine;

endsection;
