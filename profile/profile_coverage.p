;;; profile_coverage.p -- LIB PROFILE_COVERAGE: exact counts per line and
;;; per procedure for coverage, written as gcov's annotated source
;;; (FILE.gcov) and as an lcov tracefile (see HELP COVERAGE).
;;;
;;; The mechanism is in C (profile/coverage.c): while sys_line_counts()
;;; is true the compiler plants a counter at the start of each source
;;; line's code and at each procedure's entry; code compiled with it false
;;; has none and runs as before.  sys_coverage_sites() hands over the
;;; counters; the writers here merge them with the counts already in the
;;; files they replace, as gcov's data files do.

compile_mode :pop11 +strict;

section;

vars
    profile_coverage_out = 'pop11.info',  ;;; the lcov tracefile written
;

;;; True while the compiler plants counters: the code compiled from files
;;; from now on is counted.
define active profile_line_counts; sys_line_counts() enddefine;
define updaterof active profile_line_counts(value);
    value and true -> sys_line_counts()
enddefine;

;;; The count of a line of a file (the name as given, or its last part):
;;; the times its code was entered from another line's; false if the line
;;; has no counted code.
define profile_line_count(file, line) -> n;
    sys_coverage_count(file, line) -> n
enddefine;

;;; The heap bytes the code of a line of a file allocated while the last
;;; profile with profile_alloc true ran (a built-in's are its caller's
;;; line's), if the file was compiled with profile_line_counts true; false
;;; if the line has no counted code.
define profile_line_bytes(file, line) -> n;
    sys_coverage_bytes(file, line) -> n
enddefine;

;;; ---- the counts of one file ---------------------------------------------

;;; A tally of the counts of one file, this run's and those of a file
;;; merged in: {LINES FNS FNTAB BRS BRTAB}, LINES a vector whose element L
;;; is line L's count (false: no code), FNS a list of the rows {NAME LINE
;;; COUNT} of the procedures (FNTAB: the row of a name), BRS of the rows
;;; {LINE BLOCK BRANCH COUNT} of the arms of branches (BRTAB: the row of
;;; {LINE BLOCK BRANCH}).
define lconstant new_tally();
    {% initv(0), [], newmapping([], 64, false, true),
       [], newmapping([], 64, false, true) %}
enddefine;

define lconstant tally_line(t, line, n);
    lvars v = t(1), m;
    returnunless(line > 0);
    if line > datalength(v) then
        line * 2 + 16 -> m;
        {% explode(v), repeat m - datalength(v) times false endrepeat %} ->> v -> t(1)
    endif;
    (v(line) or 0) + n -> v(line)
enddefine;

define lconstant tally_fn(t, name, line, n);
    lvars row = t(3)(name);
    if row then
        row(3) + n -> row(3)
    else
        {^name ^line ^n} ->> row -> t(3)(name);
        row :: t(2) -> t(2)
    endif
enddefine;

define lconstant tally_br(t, line, block, branch, n);
    lvars key = {^line ^block ^branch}, row = t(5)(key);
    if row then
        row(4) + n -> row(4)
    else
        {^line ^block ^branch ^n} ->> row -> t(5)(key);
        row :: t(4) -> t(4)
    endif
enddefine;

;;; The count of a line in t, false if it has no code.
define lconstant line_of(t, line);
    line > 0 and line <= datalength(t(1)) and t(1)(line)
enddefine;

;;; The arms of t in order: by line, block, arm.
define lconstant sorted_brs(t);
    syssort(t(4), false,
            procedure(x, y);
                if x(1) /== y(1) then x(1) < y(1)
                elseif x(2) /== y(2) then x(2) < y(2)
                else x(3) < y(3)
                endif
            endprocedure)
enddefine;

;;; The procedures of t in order: by line, then name.
define lconstant sorted_fns(t);
    syssort(t(2), false,
            procedure(x, y);
                if x(2) /== y(2) then x(2) < y(2) else alphabefore(x(1), y(1)) == true endif
            endprocedure)
enddefine;

;;; The counts of this run in sites (sys_coverage_sites' vector of a file).
define lconstant tally_run(sites) -> t;
    lvars s;
    new_tally() -> t;
    for s in_vector sites do
        if s(1) == "line" then tally_line(t, s(2), s(6))
        elseif s(1) == "procedure" then
            tally_fn(t, s(5) or 'procedure@' sys_>< s(2), s(2), s(6))
        else
            tally_br(t, s(2), s(3), s(4), s(6))
        endif
    endfor
enddefine;

;;; ---- text ---------------------------------------------------------------

;;; The bytes of a file, as a string; false if it cannot be read.
define lconstant read_all(file) -> s;
    lvars dev = sysopen(file, 0, false, `A`), n = 0, k;
    returnunless(dev)(false -> s);
    inits(sys_file_stat(dev, {0})(1)) -> s;
    while n < datalength(s) and (sysread(dev, n + 1, s, datalength(s) - n) ->> k) > 0 do
        n + k -> n
    endwhile;
    sysclose(dev);
    if n < datalength(s) then substring(1, n, s) -> s endif
enddefine;

;;; The lines of a string (without their newlines; a last line that has
;;; no newline is one).
define lconstant lines_of(s);
    lvars i = 1, j, n = datalength(s);
    [% while i <= n do
           locchar(`\n`, i, s) or n + 1 -> j;
           substring(i, j - i, s);
           j + 1 -> i
       endwhile %]
enddefine;

;;; The decimal integer at character i of s, spaces and a sign before it
;;; allowed: the number (false if there are no digits) and the index of
;;; the character after it.
define lconstant int_at(s, i) -> (n, i);
    lvars c, neg = false, len = datalength(s);
    false -> n;
    while i <= len and s(i) == `\s` do i + 1 -> i endwhile;
    if i <= len and (s(i) == `-` or s(i) == `+`) then s(i) == `-` -> neg; i + 1 -> i endif;
    while i <= len and isnumbercode(s(i) ->> c) do
        (n or 0) * 10 + c - `0` -> n;
        i + 1 -> i
    endwhile;
    if n and neg then -n -> n endif
enddefine;

;;; Whether s has sub at character i.
define lconstant has_at(sub, s, i);
    lvars k, n = datalength(sub);
    returnif(i + n - 1 > datalength(s))(false);
    for k from 1 to n do
        returnunless(fast_subscrs(k, sub) == fast_subscrs(i + k - 1, s))(false)
    endfor;
    true
enddefine;

;;; x right-aligned in a field of w characters.
define lconstant field(x, w) -> s;
    x sys_>< '' -> s;
    if datalength(s) < w then
        consstring(repeat w - datalength(s) times `\s` endrepeat, explode(s), w) -> s
    endif
enddefine;

;;; ---- gcov's annotated source ---------------------------------------------

;;; Add the counts of an earlier FILE.gcov (its text) to t; its Runs.  The
;;; branch lines after a line are its arms in order, a block's arms
;;; numbered from 0.
define lconstant gcov_merge(t, text) -> runs;
    lvars l, p, c1, c2, line, n, b, last = 0, block = 0;
    0 -> runs;
    for l in lines_of(text) do
        1 -> p;
        while p <= datalength(l) and l(p) == `\s` do p + 1 -> p endwhile;
        if has_at('branch', l, p) then
            int_at(l, p + 6) -> (b, p);
            if b then
                if b == 0 then block + 1 -> block endif;
                if has_at(' taken', l, p) then int_at(l, p + 6) -> (n, ) else 0 -> n endif;
                tally_br(t, last, max(block, 0), b, n or 0)
            endif
        elseif locchar(`:`, p, l) ->> c1 then
            int_at(l, c1 + 1) -> (line, );
            line or 0 -> line;
            locchar(`:`, c1 + 1, l) -> c2;
            if line == 0 and c2 and has_at('Runs:', l, c2 + 1) then
                int_at(l, c2 + 6) -> (runs, );
                runs or 0 -> runs
            elseif line > 0 then
                line -> last;
                -1 -> block;
                if l(p) == `#` or l(p) == `=` then tally_line(t, line, 0)
                elseif isnumbercode(l(p)) then tally_line(t, line, int_at(l, p) -> )
                endif
            endif
        endif
    endfor
enddefine;

define lconstant put_count(out, c);
    out(field(if not(c) then '-' elseif c == 0 then '#####' else c endif, 9));
    out(':')
enddefine;

;;; Write NAME.gcov, for the file (a vector of sys_coverage_sites).
define lconstant write_gcov(file);
    lvars given = file(1), base = given, i = datalength(given), t, runs = 0,
          old, src, out, n = 0, l, brs, b;
    while i > 0 and given(i) /== `/` do i - 1 -> i endwhile;
    if i > 0 then allbutfirst(i, given) -> base endif;
    base <> '.gcov' -> base;
    tally_run(file(3)) -> t;
    if read_all(base) ->> old then gcov_merge(t, old) -> runs endif;
    sorted_brs(t) -> brs;
    read_all(file(2)) -> src;
    discout(syscreate(base, 1, false)) -> out;
    put_count(out, false); out(field(0, 5)); out(':Source:'); out(given); out('\n');
    put_count(out, false); out(field(0, 5)); out(':Runs:'); out(runs + 1 sys_>< '\n');
    for l in if src then lines_of(src) else [] endif do
        n + 1 -> n;
        put_count(out, line_of(t, n));
        out(field(n, 5)); out(':'); out(l); out('\n');
        while brs /== [] and hd(brs)(1) <= n do
            dest(brs) -> (b, brs);
            nextif(b(1) < n);
            out('branch '); out(field(b(3), 2));
            if not(line_of(t, n)) or line_of(t, n) == 0 and b(4) = 0 then
                out(' never executed\n')
            else
                out(' taken '); out(b(4) sys_>< '\n')
            endif
        endwhile
    endfor;
    out(termin)
enddefine;

;;; ---- the lcov tracefile --------------------------------------------------

;;; Add the counts of one record of an earlier tracefile (its text) to t.
define lconstant info_merge(t, rec);
    lvars l, a, b, c, n, i;
    define lconstant comma(l, i);
        i <= datalength(l) and l(i) == `,`
    enddefine;
    for l in lines_of(rec) do
        if has_at('DA:', l, 1) then
            int_at(l, 4) -> (a, i);
            if a and comma(l, i) then
                int_at(l, i + 1) -> (n, );
                if n then tally_line(t, a, n) endif
            endif
        elseif has_at('FN:', l, 1) then
            int_at(l, 4) -> (a, i);
            if a and comma(l, i) and i < datalength(l) then
                tally_fn(t, allbutfirst(i, l), a, 0)
            endif
        elseif has_at('FNDA:', l, 1) then
            int_at(l, 6) -> (n, i);
            if n and comma(l, i) and i < datalength(l) then
                tally_fn(t, allbutfirst(i, l), 0, n)
            endif
        elseif has_at('BRDA:', l, 1) then
            int_at(l, 6) -> (a, i);
            if a and comma(l, i) then int_at(l, i + 1) -> (b, i) endif;
            if a and b and comma(l, i) then int_at(l, i + 1) -> (c, i) endif;
            if a and b and c and comma(l, i) then
                if has_at('-', l, i + 1) then 0 else int_at(l, i + 1) -> endif -> n;
                if n then tally_br(t, a, b, c, n) endif
            endif
        endif
    endfor
enddefine;

define lconstant write_record(out, abs, t);
    lvars r, k, lc, hit = 0, count = 0, lines = t(1);
    dlocal pop_pr_radix = 10;
    out('TN:\nSF:'); out(abs); out('\n');
    sorted_fns(t) -> r;
    for k in r do out('FN:' sys_>< k(2) sys_>< ',' sys_>< k(1) sys_>< '\n') endfor;
    for k in r do
        out('FNDA:' sys_>< k(3) sys_>< ',' sys_>< k(1) sys_>< '\n');
        if k(3) /= 0 then hit + 1 -> hit endif
    endfor;
    out('FNF:' sys_>< length(r) sys_>< '\nFNH:' sys_>< hit sys_>< '\n');
    0 -> hit;
    for k in sorted_brs(t) ->> r do
        line_of(t, k(1)) -> lc;
        out('BRDA:' sys_>< k(1) sys_>< ',' sys_>< k(2) sys_>< ',' sys_>< k(3) sys_>< ',');
        if (not(lc) or lc == 0) and k(4) = 0 then out('-\n') else out(k(4) sys_>< '\n') endif;
        if k(4) /= 0 then hit + 1 -> hit endif
    endfor;
    if r /== [] then out('BRF:' sys_>< length(r) sys_>< '\nBRH:' sys_>< hit sys_>< '\n') endif;
    0 -> hit;
    for k from 1 to datalength(lines) do
        if lines(k) then
            out('DA:' sys_>< k sys_>< ',' sys_>< lines(k) sys_>< '\n');
            count + 1 -> count;
            if lines(k) /= 0 then hit + 1 -> hit endif
        endif
    endfor;
    out('LF:' sys_>< count sys_>< '\nLH:' sys_>< hit sys_>< '\nend_of_record\n')
enddefine;

;;; The tally of abs in a list of pairs abs :: tally, or false.
define lconstant assoc_in(abs, ts);
    lvars p;
    for p in ts do if front(p) = abs then return(back(p)) endif endfor;
    false
enddefine;

;;; Write the tracefile path for files (sys_coverage_sites' list): a
;;; record of an earlier tracefile there is merged into this run's for the
;;; same file, or else kept as it was.
define lconstant write_info(path, files);
    lvars old = read_all(path), ts, f, out, r = 1, e, rec, sf, j, abs;
    [% for f in files do conspair(f(2), tally_run(f(3))) endfor %] -> ts;
    discout(syscreate(path, 1, false)) -> out;
    while old and (issubstring('end_of_record', r, old) ->> e) do
        e + 13 -> e;
        if e <= datalength(old) and old(e) == `\n` then e + 1 -> e endif;
        substring(r, e - r, old) -> rec;
        e -> r;
        false -> abs;
        if issubstring('SF:', 1, rec) ->> sf then
            locchar(`\n`, sf, rec) or datalength(rec) + 1 -> j;
            substring(sf + 3, j - sf - 3, rec) -> abs
        endif;
        if abs and (assoc_in(abs, ts) ->> f) then info_merge(f, rec) else out(rec) endif
    endwhile;
    for f in ts do write_record(out, front(f), back(f)) endfor;
    out(termin)
enddefine;

;;; Write the counts so far: the lcov tracefile info (false: none) and
;;; NAME.gcov in the current directory for each counted file NAME, each
;;; merged with the counts already in it.
define profile_write_coverage(info);
    lvars files = sys_coverage_sites(), f;
    dlocal pop_pr_radix = 10;
    unless info == false or isstring(info) or isword(info) then
        mishap(info, 1, 'FILE NAME OR false NEEDED')
    endunless;
    if info then write_info(info sys_>< '', files) endif;
    for f in files do write_gcov(f) endfor
enddefine;

;;; Compile and run file with counters (pop11 %coverage), then write the
;;; counts (info, or profile_coverage_out if info is false); ok is false
;;; if the file stopped at a mishap.
define profile_coverage_file(file, info) -> ok;
    lvars dev;
    unless isstring(file) or isword(file) then
        mishap(file, 1, 'FILE NAME NEEDED')
    endunless;
    if readable(file) ->> dev then sysclose(dev) else mishap(file, 1, 'FILE NOT FOUND') endif;
    true -> profile_line_counts;
    sys_compile_caught(file) -> ok;
    false -> profile_line_counts;
    profile_write_coverage(info or profile_coverage_out)
enddefine;

;;; ---- the live heap -------------------------------------------------------

;;; True while every allocation is noted with its line (assigning true
;;; starts afresh); profile_heap_snapshot then tells what is still live.
define active profile_heap_track; sys_heap_track() enddefine;
define updaterof active profile_heap_track(value);
    value and true -> sys_heap_track()
enddefine;

;;; A row {name bytes objects} of rows for name, made if need be.
define lconstant heap_row(name, rows) -> (row, rows);
    for row in rows do
        if row(1) = name then return endif
    endfor;
    {^name 0 0} -> row;
    row :: rows -> rows
enddefine;

define lconstant by_bytes(rows);
    syssort(rows, procedure(a, b);
                      a(2) > b(2)
                      or a(2) = b(2) and alphabefore(a(1) sys_>< '', b(1) sys_>< '')
                  endprocedure)
enddefine;

;;; The name of an allocation site: 'file:line', or '<no line>' for code
;;; compiled without counters.
define profile_heap_site_name(file, line);
    if file then file sys_>< ':' sys_>< line else '<no line>' endif
enddefine;

;;; The snapshot of a list of sys_heap_snapshot (or sys_heap_survivors):
;;; the bytes and the number of the objects by allocation site and by data
;;; key: a vector {^by_site ^by_key}, each a list of rows {name bytes
;;; objects}, the most bytes first (by_key's names are the keys' data
;;; words).
define profile_heap_summary(raw) -> snap;
    lvars v, row, sites = [], keys = [];
    for v in raw do
        heap_row(profile_heap_site_name(v(1), v(2)), sites) -> (row, sites);
        row(2) + v(4) -> row(2); row(3) + v(5) -> row(3);
        heap_row(if v(3) then class_dataword(v(3)) else consword('<internal>') endif, keys) -> (row, keys);
        row(2) + v(4) -> row(2); row(3) + v(5) -> row(3);
    endfor;
    {% by_bytes(sites), by_bytes(keys) %} -> snap
enddefine;

;;; A snapshot of the live heap: a collection, then the objects allocated
;;; since profile_heap_track was set that are still live
;;; (profile_heap_summary).
define profile_heap_snapshot() -> snap;
    profile_heap_summary(sys_heap_snapshot()) -> snap
enddefine;

;;; The live bytes and objects of one site (file, line) or key (a data
;;; word, with line false) in a snapshot; 0, 0 if it has none.
define profile_heap_live(snap, name, line) -> (bytes, objects);
    lvars row, rows = if line then snap(1) else snap(2) endif;
    if line then profile_heap_site_name(name, line) -> name endif;
    0 ->> bytes -> objects;
    for row in rows do
        if row(1) = name then row(2) -> bytes; row(3) -> objects; return endif
    endfor
enddefine;

;;; What grew from snapshot s1 to snapshot s2, by site: rows {name bytes
;;; objects} of the increases, for the sites whose live bytes grew, the
;;; most first.  A leak shows as a site that keeps growing.
define profile_heap_growth(s1, s2) -> rows;
    lvars row, r, b, n;
    [% for row in s2(1) do
           0 ->> b -> n;
           for r in s1(1) do
               if r(1) = row(1) then r(2) -> b; r(3) -> n endif
           endfor;
           if row(2) > b then {% row(1), row(2) - b, row(3) - n %} endif
       endfor %] -> rows;
    by_bytes(rows) -> rows
enddefine;

endsection;
