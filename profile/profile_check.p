;;; profile_check.p -- the profiler's consistency oracle (HELP PROFILE_CHECK).
;;;
;;; A profile run is shown in many views: profile_last_run's parts, the rows
;;; of the report (profile_report_rows) and the report as printed, the
;;; ledger, the stack samples, the exports (.folded, .speedscope.json,
;;; .svg, .pb.gz, .html), the run saved and loaded again, and the run
;;; merged with itself.  profile_check_run reads each view back as the
;;; user (or another tool) would, independently of the code that wrote it
;;; (the files are parsed here), and lists every figure on which two views
;;; disagree.  profile_check_file runs a program file under count-all with
;;; call counts, byte counts and the deterministic tick, and checks that
;;; run.  Nothing here is loaded unless a program says uses profile_check.

compile_mode :pop11 +strict;

section;

uses profile;

vars
    ;;; a list of {NAME WHAT N}, WHAT one of "own" "active" "calls": the
    ;;; figures a known-answer program states for its run (it assigns
    ;;; them); checked as one more view
    profile_check_expected = [],
    ;;; at most this many disagreements are listed for one pair of views
    profile_check_max_per_view = 5,
;
;;; applied to the name of each file the check writes, once written: a test
;;; of the oracle plants faults in them with it
vars procedure profile_check_after_write = erase;

;;; ---- collecting disagreements ------------------------------------------

lvars problems = [], nchecks = 0;

;;; a line of text from a list of items (strings as they are)
define lconstant text(list);
    consstring(#| lvars x;
                  for x in list do
                      explode(if isstring(x) then x else x sys_>< '' endif)
                  endfor |#)
enddefine;

define lconstant disagree(list);
    text(list) :: problems -> problems
enddefine;

;;; ---- names and maps ------------------------------------------------------

;;; an item (word, string, procedure) as the text a view shows
define lconstant name_string(item);
    if isprocedure(item) then pdprops(item) -> item endif;
    if isstring(item) then item else item sys_>< '' endif
enddefine;

;;; the key of a name in the maps below: a word, so == finds it
define lconstant key(item); consword(name_string(item)) enddefine;

define lconstant newmap(); newproperty([], 64, 0, "perm") enddefine;

define lconstant map_add(map, item, n);
    lvars k = key(item);
    map(k) + n -> map(k)
enddefine;

;;; compare two maps of figures by name; what names the figure
define lconstant compare(what, aname, a, bname, b);
    lvars k, n, bad = 0, keys = newproperty([], 64, false, "perm");
    nchecks + 1 -> nchecks;
    for k, n in_property a do true -> keys(k) endfor;
    for k, n in_property b do true -> keys(k) endfor;
    for k, n in_property keys do
        unless a(k) = b(k) then
            bad + 1 -> bad;
            if bad <= profile_check_max_per_view then
                disagree([^what ' of ' ^k ': ' ^aname ' ' ^(a(k)) ', '
                          ^bname ' ' ^(b(k))])
            endif
        endunless
    endfor
enddefine;

define lconstant compare_one(what, aname, a, bname, b);
    nchecks + 1 -> nchecks;
    unless a = b then
        disagree([^what ': ' ^aname ' ' ^a ', ' ^bname ' ' ^b])
    endunless
enddefine;

;;; map with every figure times k
define lconstant scaled(map, k) -> m;
    lvars x, n;
    newmapping([], 64, 0, true) -> m;
    for x, n in_property map do n * k -> m(x) endfor
enddefine;

;;; ---- text and files ------------------------------------------------------

;;; the output of p() as a string
define lconstant capture(p);
    lvars acc = [];
    define dlocal cucharout(c); c :: acc -> acc enddefine;
    p();
    consstring(explode(rev(acc)), length(acc))
enddefine;

define lconstant file_string(file);
    ;;; (read whole, in one string: the exports of a deep stack are tens
    ;;; of megabytes, too many characters to hold one by one)
    lvars stat = sys_file_stat(file, {0}), dev = sysopen(file, 0, false),
          s = inits(stat(1)), n = 0, k;
    while n < datalength(s)
    and (sysread(dev, n + 1, s, datalength(s) - n) ->> k) > 0 do
        n + k -> n
    endwhile;
    sysclose(dev);
    if n == datalength(s) then s else substring(1, n, s) endif
enddefine;

;;; the lines of a string
define lconstant lines_of(s);
    lvars i = 1, j, n = datalength(s);
    [% while i <= n do
           locchar(`\n`, i, s) -> j;
           unless j then n + 1 -> j endunless;
           substring(i, j - i, s);
           j + 1 -> i
       endwhile %]
enddefine;

;;; fields of a line separated by spaces
define lconstant fields(s);
    lvars i = 1, j, n = datalength(s);
    [% while i <= n do
           if s(i) == `\s` then i + 1 -> i
           else
               i -> j;
               while j <= n and s(j) /== `\s` do j + 1 -> j endwhile;
               substring(i, j - i, s);
               j -> i
           endif
       endwhile %]
enddefine;

define lconstant starts(s, head);
    datalength(s) >= datalength(head)
    and substring(1, datalength(head), s) = head
enddefine;

;;; the table's column headings (indented when the counts are wide)
define lconstant is_heading(line);
    lvars i = 1;
    while i <= datalength(line) and line(i) == `\s` do i + 1 -> i endwhile;
    isstartstring('Count  %Time', allbutfirst(i - 1, line))
enddefine;

;;; the last index of char c in s, or false
define lconstant last_index(c, s);
    lvars i;
    for i from datalength(s) by -1 to 1 do
        if s(i) == c then return(i) endif
    endfor;
    false
enddefine;

;;; a frame of an export "name:LINE" without its line
define lconstant strip_line(s);
    lvars i = last_index(`:`, s), j;
    if i and i < datalength(s) then
        for j from i + 1 to datalength(s) do
            unless isnumbercode(s(j)) then return(s) endunless
        endfor;
        substring(1, i - 1, s)
    else
        s
    endif
enddefine;

;;; Run step() as a file of its own is run, so that a mishap in it (a view
;;; that cannot be made) is reported as usual and becomes a disagreement
;;; instead of ending the check: true if it ran to its end.
vars procedure profile_check_step;
define lconstant caught(todo, dir, what);
    dlocal profile_check_step;
    todo -> profile_check_step;
    lvars file = dir <> 'check_step.p', out = discout(file);
    appdata('profile_check_step();\n', out);
    out(termin);
    if sys_compile_caught(file) then
        if isclosure(todo) and (pdpart(todo) == profile_export
                                or pdpart(todo) == profile_save) then
            profile_check_after_write(frozval(1, todo))
        endif;
        true
    else
        disagree([^what ': mishap (reported above)']);
        false
    endif
enddefine;

;;; ---- the figures of a run ------------------------------------------------

;;; The figures of a ledger (sys_profile_ledger's vector) that every view
;;; of a run keeps: expected, charged, coalesced, during GC and ignored
;;; (the CPU time and the profiler's own time, 5 and 6, are measured, and
;;; a deterministic run's saved file leaves them out).  A ledger saved
;;; before the ignored ticks were counted has no figure 7: none ignored.
lconstant LEDGER_FIGURES = [1 2 3 4 7];
define lconstant ledger_figure(ledger, k);
    if k <= datalength(ledger) then ledger(k) else 0 endif
enddefine;

;;; the item a procedure (or <gc>) of a run's tables is shown as, or false
define lconstant shown(p);
    if isprocedure(p) then profile_include(p)
    elseif fast_member(p, profile_exclude_list) then false
    else p
    endif
enddefine;

;;; a property of maps by name: "own" "active" "calls" "bytes" "incl",
;;; the stacks' own and active ("s_own" "s_active"), "stacks" (a mapping
;;; from {NAME LINE ...} to ticks), and the total of the counts
define lconstant run_figures(run) -> f;
    lvars item, n, s, i, items, k;
    newproperty([], 16, false, "perm") -> f;
    newmap() -> f("own");
    0 -> f("total");
    for item, n in_property run("counts") do
        map_add(f("own"), item, n);
        f("total") + n -> f("total")
    endfor;
    if run("active_counts") then
        newmap() -> f("active");
        for item, n in_property run("active_counts") do
            if shown(item) ->> k then map_add(f("active"), k, n) endif
        endfor
    endif;
    for k in [calls bytes incl] do
        lvars prop = run(if k == "incl" then "bytes_inclusive" else k endif);
        if prop then
            newmap() -> f(k);
            for item, n in_property profile_name_figures(prop) do
                if shown(item) ->> i then map_add(f(k), i, n) endif
            endfor
        endif
    endfor;
    if run("stacks") then
        lvars own = newmap(), active = newmap(), total = 0,
              stacks = newmapping([], 64, 0, true), seen;
        for s in profile_named_stacks(run) do
            s(1) -> items;
            total + s(3) -> total;
            map_add(own, items(datalength(items)), s(3));
            newproperty([], 16, false, "perm") -> seen;
            for i from 1 to datalength(items) do
                unless seen(key(items(i))) then
                    true -> seen(key(items(i)));
                    map_add(active, items(i), s(3))
                endunless
            endfor;
            lvars sk = {% for i from 1 to datalength(items) do
                              key(items(i)), s(2)(i)
                          endfor %};
            stacks(sk) + s(3) -> stacks(sk)
        endfor;
        own -> f("s_own"); active -> f("s_active"); total -> f("s_total");
        stacks -> f("stacks")
    endif
enddefine;

;;; ---- the printed report --------------------------------------------------

;;; the standard report as printed, read back: a property with "total",
;;; "rows" (a list of {NAME OWN OTHER CALLS BYTES INCL}, absent columns
;;; false), "ledger" (a vector as sys_profile_ledger's, with the figures
;;; the line states: LEDGER_FIGURES; or false), "ticks" (a deterministic
;;; run's heading: {CHARGED GC}, or false), "intervals" (a list of
;;; {SHARE NAME}, or false); false if it is not the standard report
define lconstant read_report(s) -> r;
    lvars lines = lines_of(s), line, f, cols = false, rows = [], k;
    newproperty([], 8, false, "perm") -> r;
    for line in lines do
        if starts(line, 'Number of interrupts: ') then
            strnumber(allbutfirst(22, line)) -> r("total")
        elseif is_heading(line) then
            fields(line) -> cols;
            [] -> rows
        elseif starts(line, ';;; ticks') and issubstring(' expected, ', line) then
            ;;; ";;; ticks[ (one every N safe points)]: E expected, C charged,
            ;;; [I ignored, ]K coalesced, G during GC[; profiler ...]"
            lvars led = initv(7), w, prev = false;
            for k from 1 to 7 do 0 -> led(k) endfor;
            for w in fields(allbutfirst(locchar(`:`, 1, line), line)) do
                if prev then
                    if isstartstring('expected', w) then prev -> led(1)
                    elseif isstartstring('charged', w) then prev -> led(2)
                    elseif isstartstring('coalesced', w) then prev -> led(3)
                    elseif isstartstring('during', w) then prev -> led(4)
                    elseif isstartstring('ignored', w) then prev -> led(7)
                    endif
                endif;
                strnumber(w) -> prev;
                unless isintegral(prev) then false -> prev endunless
            endfor;
            led -> r("ledger")
        elseif starts(line, 'Ticks: ') then
            ;;; "Ticks: C (one every N safe points), GC ticks: G"
            fields(line) -> f;
            {% strnumber(f(2)), strnumber(last(f)) %} -> r("ticks")
        elseif starts(line, '95% intervals') then
            [] -> r("intervals")
        elseif r("intervals") and line /= '' and not(starts(line, 'rows with')) then
            ;;; "   50.0    43.1 -  56.9    1  name"
            fields(line) -> f;
            if length(f) >= 6 then
                ;;; the name follows the group number and two spaces
                lvars pos = 1, nf = 0;
                while nf < 5 do
                    while line(pos) == `\s` do pos + 1 -> pos endwhile;
                    while pos <= datalength(line) and line(pos) /== `\s` do
                        pos + 1 -> pos
                    endwhile;
                    nf + 1 -> nf
                endwhile;
                r("intervals") <> [{% strnumber(f(1)), allbutfirst(pos + 1, line) %}]
                    -> r("intervals")
            endif
        elseif cols and line = '' then
            rows -> r("rows");
            false -> cols
        elseif cols and rows /== [] and not(isnumber(strnumber(hd(fields(line) <> ['x']))))
        then
            ;;; the rest of a name with a newline in it (printed as it is)
            lvars lastrow = last(rows);
            lastrow(1) sys_>< '\n' sys_>< line -> lastrow(1)
        elseif cols then
            ;;; the numeric columns, then two spaces and the name
            lvars ncols = length(cols) - (if fast_member('Active', cols) then 1 else 0 endif),
                  pos = 1, nf = 0, vals = [];
            while nf < ncols do
                while pos <= datalength(line) and line(pos) == `\s` do pos + 1 -> pos endwhile;
                lvars p0 = pos;
                while pos <= datalength(line) and line(pos) /== `\s` do pos + 1 -> pos endwhile;
                substring(p0, pos - p0, line) :: vals -> vals;
                nf + 1 -> nf
            endwhile;
            rev(vals) -> vals;
            lvars name = allbutfirst(pos + 1, line),
                  row = {% name, strnumber(vals(1)), strnumber(vals(3)),
                           false, false, false, strnumber(vals(2)),
                           strnumber(vals(4)) %},
                  c = 5;
            if fast_member('Calls', cols) then
                strnumber(vals(c)) -> row(4); c + 2 -> c
            endif;
            if fast_member('Bytes', cols) then strnumber(vals(c)) -> row(5); c + 1 -> c endif;
            if fast_member('Active', cols) then strnumber(vals(c)) -> row(6) endif;
            rows <> [^row] -> rows
        endif
    endfor;
    unless r("total") and r("rows") then false -> r endunless
enddefine;

;;; the printed report against the rows it shows and the run
define lconstant check_printed(text_of, run, fig, rows, count_all, where);
    lvars r = read_report(text_of), row, prow, sum = 0, total = fig("total");
    unless r then
        disagree([^where ': the report printed is not the standard report']);
        return
    endunless;
    compare_one('number of interrupts', 'counts', total, where, r("total"));
    compare_one('number of rows', 'profile_report_rows', length(rows),
                where, length(r("rows")));
    lvars own = newmap(), other = newmap(), calls = newmap(), bytes = newmap(),
          incl = newmap(), bad_pct = 0;
    for prow in r("rows") do
        lvars name = prow(1);
        ;;; a stale row has its mark after the name
        lvars m = issubstring(' (stale ', name);
        if m then substring(1, m - 1, name) -> name endif;
        map_add(own, name, prow(2));
        map_add(other, name, prow(3));
        if prow(4) then map_add(calls, name, prow(4)) endif;
        if prow(5) then map_add(bytes, name, prow(5)) endif;
        if prow(6) then map_add(incl, name, prow(6)) endif;
        sum + prow(2) -> sum;
        ;;; the percentages: one decimal place of count * 100 / total
        if total > 0 then
            lvars i;
            for i in [7 8] do
                lvars c = if i == 7 then prow(2) else prow(3) endif;
                if abs(prow(i) - c * 100.0 / total) > 0.051 then
                    bad_pct + 1 -> bad_pct;
                    if bad_pct <= profile_check_max_per_view then
                        disagree([^where ': %Time ' ^(prow(i)) ' of ' ^name
                                  ' is not ' ^c ' of ' ^total])
                    endif
                endif
            endfor
        endif;
        ;;; a flat report's third column adds the rows up
        unless count_all then
            unless prow(3) = sum then
                disagree([^where ': cumulative count ' ^(prow(3)) ' of ' ^name
                          ' is not the sum ' ^sum ' of the rows so far'])
            endunless
        endunless
    endfor;
    lvars rown = newmap(), rother = newmap();
    for row in rows do
        map_add(rown, row(1), row(2));
        if count_all then map_add(rother, row(1), row(3)) endif
    endfor;
    compare('own count', 'profile_report_rows', rown, where, own);
    if count_all then
        compare('active count', 'profile_report_rows', rother, where, other)
    endif;
    define lconstant shown_rows(map) -> m;
        lvars row;
        newmap() -> m;
        for row in rows do map(key(row(1))) -> m(key(row(1))) endfor
    enddefine;
    if fig("calls") then
        compare('calls', 'profile_calls', shown_rows(fig("calls")), where, calls)
    endif;
    if fig("bytes") then
        compare('bytes', 'profile_bytes', shown_rows(fig("bytes")), where, bytes)
    endif;
    if fig("incl") then
        compare('active bytes', 'profile_bytes_inclusive', shown_rows(fig("incl")),
                where, incl)
    endif;
    if r("ledger") and run("ledger") then
        lvars i;
        for i in LEDGER_FIGURES do
            compare_one('ledger figure ' sys_>< i, 'the run\'s ledger',
                        ledger_figure(run("ledger"), i), where, r("ledger")(i))
        endfor
    endif;
    ;;; a deterministic run's heading: its ticks, as the ledger counts them
    if r("ticks") and run("ledger") then
        compare_one('ticks in the heading', 'the run\'s ledger', run("ledger")(2),
                    where, r("ticks")(1));
        compare_one('GC ticks in the heading', 'the run\'s ledger', run("ledger")(4),
                    where, r("ticks")(2))
    elseif isintegral(run("tick_every")) then
        disagree([^where ': a deterministic run without its ticks in the heading'])
    endif;
    if r("intervals") then
        compare_one('rows of the intervals block', 'the table', length(r("rows")),
                    where, length(r("intervals")));
        lvars iv;
        for iv, prow in r("intervals"), r("rows") do
            unless iv(2) = prow(1) then
                disagree([^where ': the intervals block names ' ^(iv(2))
                          ' where the table has ' ^(prow(1))])
            endunless
        endfor
    endif
enddefine;

;;; ---- the exports, read back ------------------------------------------------

;;; .folded: "a:1;b;c N" lines -> (own, active, total, lines)
;;; A frame name of a collapsed stack as the profile had it: \\ is \ and
;;; \xHH the character of code HH (profile_export.p escapes ;, a colon
;;; before digits that end the name, control characters and bytes that are not UTF-8 so).
define lconstant hex_digit(c);
    if isnumbercode(c) then c - `0` else uppertolower(c) - `a` + 10 endif
enddefine;
define lconstant unescape(s);
    lvars i = 1, n = datalength(s), c;
    unless locchar(`\\`, 1, s) then return(s) endunless;
    consstring(#| while i <= n do
                      s(i) -> c;
                      if c == `\\` and i < n and s(i + 1) == `\\` then
                          `\\`; i + 2 -> i
                      elseif c == `\\` and i + 3 <= n and s(i + 1) == `x` then
                          hex_digit(s(i + 2)) * 16 + hex_digit(s(i + 3)); i + 4 -> i
                      else
                          c; i + 1 -> i
                      endif
                  endwhile |#)
enddefine;

define lconstant read_folded(file) -> (own, active, total, nlines);
    lvars line, sp, frames, i, n, seen;
    newmap() -> own; newmap() -> active; 0 -> total; 0 -> nlines;
    for line in lines_of(file_string(file)) do
        nextif(line = '');
        nlines + 1 -> nlines;
        last_index(`\s`, line) -> sp;
        unless sp and isintegral(strnumber(allbutfirst(sp, line)) ->> n) then
            disagree(['folded: a line without a count: ' ^line]);
            nextloop
        endunless;
        total + n -> total;
        ;;; frames separated by ; (a ; in a name is written \x3b)
        [% lvars j = 1, k, stack = substring(1, sp - 1, line);
           while (locchar(`;`, j, stack) ->> k) do
               substring(j, k - j, line); k + 1 -> j
           endwhile;
           substring(j, sp - j, line) %] -> frames;
        map_add(own, unescape(strip_line(last(frames))), n);
        newproperty([], 16, false, "perm") -> seen;
        for i in frames do
            unescape(strip_line(i)) -> i;
            unless seen(key(i)) then true -> seen(key(i)); map_add(active, i, n) endunless
        endfor
    endfor
enddefine;

;;; a small JSON reader: objects are lists [key value ...] of strings and
;;; values, arrays lists as {ELEMS} vectors... here: objects become
;;; properties from words, arrays lists; termin if the text is not JSON
define lconstant json_read(s);
    lvars i = 1, n = datalength(s);
    define lconstant fail(); exitfrom(termin, json_read) enddefine;
    define lconstant ws();
        while i <= n and strmember(s(i), '\s\n\r\t') do i + 1 -> i endwhile
    enddefine;
    define lconstant expect(c);
        ws();
        unless i <= n and s(i) == c then fail() endunless;
        i + 1 -> i
    enddefine;
    define lconstant str();
        lvars c, acc = [];
        expect(`"`);
        repeat
            if i > n then fail() endif;
            s(i) -> c; i + 1 -> i;
            quitif(c == `"`);
            if c == `\\` then
                if i > n then fail() endif;
                s(i) -> c; i + 1 -> i;
                if c == `n` then `\n` elseif c == `t` then `\t`
                elseif c == `r` then `\r`
                elseif c == `u` then
                    if i + 3 > n then fail() endif;
                    ;;; (Pop-11 reads hex digits in capitals only)
                    strnumber('16:' <> consstring(#| appdata(substring(i, 4, s),
                                                            lowertoupper) |#)) -> c;
                    unless isintegral(c) then fail() endunless;
                    i + 4 -> i; c
                elseif strmember(c, '"\\/') then c
                else fail()
                endif -> c
            elseif c < 32 then fail()
            endif;
            c :: acc -> acc
        endrepeat;
        consstring(explode(rev(acc)), length(acc))
    enddefine;
    define lconstant value();
        lvars c, v, j;
        ws();
        if i > n then fail() endif;
        s(i) -> c;
        if c == `{` then
            i + 1 -> i;
            newproperty([], 16, false, "perm") -> v;
            ws();
            if i <= n and s(i) == `}` then i + 1 -> i; return(v) endif;
            repeat
                lvars k = consword(str());
                expect(`:`);
                value() -> v(k);
                ws();
                if i <= n and s(i) == `,` then i + 1 -> i
                else expect(`}`); return(v)
                endif
            endrepeat
        elseif c == `[` then
            i + 1 -> i;
            ws();
            if i <= n and s(i) == `]` then i + 1 -> i; return([]) endif;
            [% repeat
                   value();
                   ws();
                   if i <= n and s(i) == `,` then i + 1 -> i
                   else expect(`]`); quitloop
                   endif
               endrepeat %]
        elseif c == `"` then
            str()
        else
            i -> j;
            while i <= n and strmember(s(i), '-+.eE0123456789truefalsn') do
                i + 1 -> i
            endwhile;
            substring(j, i - j, s) -> v;
            if v = 'true' then true elseif v = 'false' then false
            elseif v = 'null' then undef
            elseif isnumber(strnumber(v) ->> c) then c
            else fail()
            endif
        endif
    enddefine;
    lvars v = value();
    ws();
    if i <= n then fail() endif;
    v
enddefine;

;;; .speedscope.json -> (own, active, total), in ticks; false if unreadable
define lconstant read_speedscope(file, per_tick) -> (own, active, total);
    lvars j = json_read(file_string(file)), frames, prof, sample, w, i, seen;
    newmap() -> own; newmap() -> active; 0 -> total;
    if j == termin or not(isproperty(j)) then
        disagree(['speedscope: the file is not JSON']);
        return(false ->> own -> active)
    endif;
    j("shared")("frames") -> frames;
    consvector(explode(frames), length(frames)) -> frames;
    hd(j("profiles")) -> prof;
    unless length(prof("samples")) == length(prof("weights")) then
        disagree(['speedscope: ' ^(length(prof("samples"))) ' samples but '
                  ^(length(prof("weights"))) ' weights'])
    endunless;
    for sample, w in prof("samples"), prof("weights") do
        unless w mod per_tick = 0 then
            disagree(['speedscope: weight ' ^w ' is not a whole number of ticks of '
                      ^per_tick])
        endunless;
        w div per_tick -> w;
        total + w -> total;
        newproperty([], 16, false, "perm") -> seen;
        for i in sample do
            lvars name = frames(i + 1)("name");
            unless seen(key(name)) then true -> seen(key(name)); map_add(active, name, w) endunless
        endfor;
        map_add(own, frames(last(sample) + 1)("name"), w)
    endfor;
    compare_one('speedscope endValue', 'weights', total * per_tick, 'endValue',
                prof("endValue"))
enddefine;

;;; .pb.gz -> (own, active, total), in ticks (the first sample type);
;;; false if unreadable.  profile.proto read here with a protobuf reader
;;; of its own: the string table, functions (id -> name), locations (id
;;; -> the function of its line), and each sample's locations (the leaf
;;; first) and values (samples, then nanoseconds: samples times the
;;; period).
define lconstant read_pprof(file);
    lvars b, i, strings = [], funcs = newproperty([], 64, false, "perm"),
          locs = newproperty([], 64, false, "perm"), samples = [], period = 0,
          seen, name, k, v, own = newmap(), active = newmap(), total = 0;
    ;;; (the results are left on the stack by hand: exitfrom leaves what
    ;;; is on the stack)
    define lconstant bad(what);
        disagree(['pprof: ' ^what]);
        exitfrom(false, false, 0, read_pprof)
    enddefine;
    ;;; the fields of message m (a string): a list of [K V], V an integer
    ;;; (varint) or a string (length-delimited)
    define lconstant fields(m);
        lvars i = 1, n = datalength(m);
        define lconstant varint() -> v;
            lvars c, sh = 1;
            0 -> v;
            repeat
                if i > n then bad('message cut short') endif;
                m(i) -> c; i + 1 -> i;
                v + (c mod 128) * sh -> v; sh * 128 -> sh;
                quitif(c < 128)
            endrepeat
        enddefine;
        [% while i <= n do
               lvars key = varint(), len;
               if key mod 8 == 0 then
                   [% key div 8, varint() %]
               elseif key mod 8 == 2 then
                   varint() -> len;
                   if i + len - 1 > n then bad('field cut short') endif;
                   [% key div 8, substring(i, len, m) %];
                   i + len -> i
               else
                   bad('wire type ' sys_>< key mod 8)
               endif
           endwhile %]
    enddefine;
    ;;; a packed field: varints one after another
    define lconstant varints(m);
        lvars i = 1, n = datalength(m), c, v, sh;
        [% while i <= n do
               0 -> v; 1 -> sh;
               repeat
                   m(i) -> c; i + 1 -> i;
                   v + (c mod 128) * sh -> v; sh * 128 -> sh;
                   quitif(c < 128);
                   if i > n then bad('packed field cut short') endif
               endrepeat;
               v
           endwhile %]
    enddefine;
    define lconstant field(m, k);
        lvars f;
        for f in m do if hd(f) == k then return(f(2)) endif endfor;
        0
    enddefine;
    file_string(file) -> b;
    unless datalength(b) > 2 and b(1) == 16:1F and b(2) == 16:8B then
        bad('not a gzip file')
    endunless;
    unless sys_gunzip_string(b) ->> b then
        bad('not a whole gzip file (cut short or corrupt)')
    endunless;
    for v in fields(b) do
        hd(v) -> k; v(2) -> v;
        if k == 6 then v :: strings -> strings
        elseif k == 5 then fields(v) -> v; field(v, 2) -> funcs(field(v, 1))
        elseif k == 4 then
            fields(v) -> v;
            field(fields(field(v, 4)), 1) -> locs(field(v, 1))
        elseif k == 2 then fields(v) :: samples -> samples
        elseif k == 12 then v -> period
        endif
    endfor;
    rev(strings) -> strings;
    consvector(explode(strings), length(strings)) -> strings;
    unless datalength(strings) > 0 and strings(1) = '' then
        bad('the string table does not start with ""')
    endunless;
    for v in rev(samples) do
        lvars ids = [], vals = [], f;
        for f in v do
            if hd(f) == 1 then ids <> varints(f(2)) -> ids
            elseif hd(f) == 2 then vals <> varints(f(2)) -> vals
            endif
        endfor;
        if ids == [] or length(vals) /== 2 then bad('a sample without locations or two values') endif;
        unless vals(2) = vals(1) * period then
            disagree(['pprof: cpu/nanoseconds ' ^(vals(2)) ' is not ' ^(vals(1))
                      ' samples times the period ' ^period])
        endunless;
        total + vals(1) -> total;
        newproperty([], 16, false, "perm") -> seen;
        for i in ids do
            unless locs(i) and funcs(locs(i)) then bad('location ' sys_>< i sys_>< ' unknown') endunless;
            strings(funcs(locs(i)) + 1) -> name;
            unless seen(key(name)) then true -> seen(key(name)); map_add(active, name, vals(1)) endunless
        endfor;
        map_add(own, strings(funcs(locs(hd(ids))) + 1), vals(1))
    endfor;
    own, active, total
enddefine;

;;; the value of attribute attr in s after position i (a string), or false
define lconstant attr(s, i, attr);
    lvars a = issubstring(attr <> '="', i, s), b;
    returnunless(a)(false);
    a + datalength(attr) + 2 -> a;
    locchar(`"`, a, s) -> b;
    substring(a, b - a, s)
enddefine;

define lconstant xml_text(s);
    lvars i = 1, n = datalength(s), j, c;
    consstring(#| while i <= n do
                      if s(i) == `&` then
                          locchar(`;`, i, s) -> j;
                          lvars ent = substring(i, j - i + 1, s);
                          if ent = '&amp;' then `&` elseif ent = '&lt;' then `<`
                          elseif ent = '&gt;' then `>` elseif ent = '&quot;' then `"`
                          elseif isstartstring('&#', ent)
                          and isintegral(strnumber(substring(3, datalength(ent) - 3, ent)) ->> c)
                          and c < 256 then
                              ;;; (the HTML report writes ' as &#39;)
                              c
                          else explode(ent)
                          endif;
                          j + 1 -> i
                      else
                          s(i); i + 1 -> i
                      endif
                  endwhile |#)
enddefine;

;;; .svg -> (own, total): each frame's own ticks are its samples less those
;;; of the frames on it (one level up, within its x range); widths are
;;; checked against the samples
define lconstant read_svg(file) -> (own, total);
    lvars s = file_string(file), i = 1, j, frames = [], fr, scale = false,
          bad = 0;
    newmap() -> own; 0 -> total;
    ;;; each frame: <g><title>NAME (N sample(s), P%)</title><svg x y width
    while (issubstring('<g><title>', i, s) ->> i) do
        i + 10 -> i;
        issubstring('</title>', i, s) -> j;
        lvars title = substring(i, j - i, s),
              paren = last_index(`(`, title),
              name = xml_text(substring(1, paren - 2, title)),
              n = strnumber(hd(fields(allbutfirst(paren, title)))),
              x = strnumber(attr(s, j, 'x')), y = strnumber(attr(s, j, 'y')),
              w = strnumber(attr(s, j, 'width'));
        {^name ^n ^x ^y ^w} :: frames -> frames;
        j -> i
    endwhile;
    rev(frames) -> frames;
    ;;; (a run of no samples has no frame wide enough to draw)
    if frames == [] then return endif;
    ;;; the first frame is the root, "all"
    hd(frames)(2) -> total;
    hd(frames)(5) / max(1, total) -> scale;
    for fr in frames do
        if abs(fr(5) - fr(2) * scale) > 0.011 then
            bad + 1 -> bad;
            if bad <= profile_check_max_per_view then
                disagree(['svg: frame ' ^(fr(1)) ' of ' ^(fr(2)) ' samples is '
                          ^(fr(5)) ' wide, not ' ^(fr(2) * scale)])
            endif
        endif
    endfor;
    ;;; own ticks: the frames on each frame are one row up (y - height)
    lvars fh = profile_svg_frame_height, f2,
          at_y = newproperty([], 64, [], "perm");
    for fr in tl(frames) do fr :: at_y(fr(4)) -> at_y(fr(4)) endfor;
    for fr in tl(frames) do
        lvars kids = 0;
        for f2 in at_y(fr(4) - fh) do
            if f2(3) >= fr(3) - 0.011 and f2(3) < fr(3) + fr(5) - 0.011 then
                kids + f2(2) -> kids
            endif
        endfor;
        map_add(own, strip_line(fr(1)), fr(2) - kids)
    endfor
enddefine;

;;; .html -> (own, active, total, rows, interrupts): the samples of the
;;; page's data block (the flame graph's), in ticks, as in speedscope's
;;; file (frame names as in collapsed stacks, escaped: unescape); rows,
;;; the own counts of its report table (each row's first cell, by the
;;; row's data-name); interrupts, the number its heading states; own is
;;; false if the page has no data block or it is not JSON
define lconstant read_html(file) -> (own, active, total, rows, interrupts);
    lvars s = file_string(file), i, j, d, frames, sample, w, seen;
    newmap() -> own; newmap() -> active; 0 -> total; newmap() -> rows; false -> interrupts;
    if (issubstring('Number of interrupts: ', s) ->> i) then
        locchar(`\n`, i, s) -> j;
        strnumber(substring(i + 22, j - i - 22, s)) -> interrupts
    endif;
    ;;; each row of the report: <tr data-name="NAME"><td class="num" data-v="N">
    issubstring('<table id="report"', s) -> i;
    while i and (issubstring('<tr data-name="', i, s) ->> i) do
        i + 15 -> i;
        locchar(`"`, i, s) -> j;
        lvars name = unescape(xml_text(substring(i, j - i, s)));
        map_add(rows, name, strnumber(attr(s, j, 'data-v')));
        j -> i
    endwhile;
    issubstring('<script type="application/json" id="profile-data">', s) -> i;
    unless i and (issubstring('</script>', i, s) ->> j) then
        disagree(['html: no data block']);
        return(false -> own)
    endunless;
    json_read(substring(i + 51, j - i - 51, s)) -> d;
    if d == termin or not(isproperty(d)) then
        disagree(['html: the data block is not JSON']);
        return(false -> own)
    endif;
    d("frames") -> frames;
    consvector(explode(frames), length(frames)) -> frames;
    unless length(d("samples")) == length(d("weights")) then
        disagree(['html: ' ^(length(d("samples"))) ' samples but '
                  ^(length(d("weights"))) ' weights'])
    endunless;
    for sample, w in d("samples"), d("weights") do
        total + w -> total;
        newproperty([], 16, false, "perm") -> seen;
        for i in sample do
            lvars fname = unescape(frames(i + 1)("name"));
            unless seen(key(fname)) then true -> seen(key(fname)); map_add(active, fname, w) endunless
        endfor;
        map_add(own, unescape(frames(last(sample) + 1)("name")), w)
    endfor;
    compare_one('html total', 'weights', total, 'the data block', d("total"))
enddefine;

;;; the figures a known-answer program states, against the run's
define lconstant check_expected(fig);
    lvars x;
    for x in profile_check_expected do
        lvars (name, which, want) = explode(x), got;
        if which == "own" then fig("own")
        elseif which == "active" then fig("active")
        elseif which == "calls" then fig("calls")
        else mishap(x, 1, 'UNKNOWN EXPECTED FIGURE')
        endif -> got;
        nchecks + 1 -> nchecks;
        unless got then disagree(['no ' ^which ' counts to check ' ^name ' against'])
        elseunless got(key(name)) = want then
            disagree([^which ' of ' ^name ': the program says ' ^want ', the run '
                      ^(got(key(name)))])
        endunless
    endfor;
enddefine;

;;; ---- checking one run ------------------------------------------------------

;;; The disagreements between the views of profile_last_run (a list of
;;; strings, empty if they all agree).  dir is a directory (a string
;;; ending in /) where the exports and saved files are written.
define profile_check_run(dir) -> list;
    dlocal problems = [], profile_show_max = false, profile_show_callgraph = false;
    lvars run = profile_last_run;
    unless run then mishap(0, 'NO PROFILE RUN TO CHECK') endunless;
    ;;; (the views are drawn with the run's exclusion list)
    dlocal profile_exclude_list = profile_run_exclude_list(run);
    lvars fig = run_figures(run), total = fig("total"),
          count_all = run("active_counts") and true,
          tick = run("tick_every"),
          per_tick = if isintegral(tick) then 1 else run("interval") endif,
          x, n, k;

    ;;; the rows of the report
    lvars (rows, rtotal) = profile_report_rows(run("counts"), run("active_counts")),
          rown = newmap(), ractive = newmap(), names = newproperty([], 64, false, "perm"),
          row;
    compare_one('total of the counts', 'counts', total, 'profile_report_rows', rtotal);
    for row in rows do
        if names(key(row(1))) then
            disagree(['profile_report_rows: two rows named ' ^(row(1))])
        endif;
        true -> names(key(row(1)));
        map_add(rown, row(1), row(2));
        map_add(ractive, row(1), row(3))
    endfor;
    ;;; every row's own count is its item's; nothing counted is left out
    compare('own count', 'counts', fig("own"), 'profile_report_rows', rown);
    if count_all then
        compare('active count', 'active_counts', fig("active"), 'profile_report_rows', ractive);
        for x, n in_property fig("active") do
            if fig("own")(x) > n then
                disagree(['own count ' ^(fig("own")(x)) ' of ' ^x ' above its active count ' ^n])
            endif;
            if n > total then
                disagree(['active count ' ^n ' of ' ^x ' above the total ' ^total])
            endif
        endfor
    endif;
    for k in [calls bytes incl] do
        if fig(k) then
            for x, n in_property fig(k) do
                if n > 0 and not(names(x)) then
                    disagree(['no report row for ' ^x ', with ' ^k ' ' ^n])
                endif
            endfor
        endif
    endfor;
    ;;; the bytes add up to the heap's count less the profiler's own
    if fig("bytes") and run("heap_bytes") then
        lvars sum = 0;
        for x, n in_property run("bytes") do sum + n -> sum endfor;
        compare_one('bytes of all procedures', 'profile_bytes', sum,
                    'heap_bytes - own_bytes', run("heap_bytes") - run("own_bytes"));
        ;;; a row's active bytes were allocated during the run, each once
        if fig("incl") then
            for x, n in_property fig("incl") do
                if n > sum then
                    disagree(['active bytes ' ^n ' of ' ^x ' above the bytes of all procedures '
                              ^sum])
                endif
            endfor
        endif
    endif;
    if fig("bytes") and fig("incl") then
        for x, n in_property fig("bytes") do
            if fig("incl")(x) < n then
                disagree(['active bytes ' ^(fig("incl")(x)) ' of ' ^x
                          ' below its own bytes ' ^n])
            endif
        endfor
    endif;

    ;;; the ledger
    lvars ledger = run("ledger");
    if ledger then
        for k in LEDGER_FIGURES do
            compare_one('ledger figure ' sys_>< k, 'sys_profile_ledger',
                        ledger_figure(sys_profile_ledger(), k), 'run',
                        ledger_figure(ledger, k))
        endfor;
        ;;; every tick charged is counted, or ignored: dropped by
        ;;; profile_ignore, or taken by no procedure the run counts
        compare_one('ticks charged', 'ledger', ledger(2), 'counts + ignored',
                    total + ledger_figure(ledger, 7));
        ;;; (a GC tick that profile_ignore dropped is among the ignored)
        if not(fast_member(profile_gc_item, profile_exclude_list))
        and ledger_figure(ledger, 7) == 0 then
            compare_one('ticks during GC', 'ledger', ledger(4),
                        'counts of <gc>', fig("own")(key(profile_gc_item)))
        endif;
        if isintegral(tick) then
            compare_one('CPU time of a deterministic run', 'ledger',
                        (ledger(2) * run("interval")) div 10000, 'run', run("cpu_time"))
        endif
    endif;

    ;;; the stack samples
    if fig("stacks") then
        compare_one('total', 'counts', total, 'stacks', fig("s_total"));
        compare('own count', 'counts', fig("own"), 'stacks', fig("s_own"));
        if count_all then
            compare('active count', 'active_counts', fig("active"), 'stacks', fig("s_active"))
        endif
    endif;

    ;;; the printed report
    dlocal profile_report = profile_print;
    lvars printed = capture(profile_report_last);
    if true then
        check_printed(printed, run, fig, rows, count_all, 'the printed report')
    endunless;

    ;;; the exports
    if run("stacks") then
        lvars own, active, t, nl;
        if caught(profile_export(% dir <> 'check.folded' %), dir, 'folded export') then
            read_folded(dir <> 'check.folded') -> (own, active, t, nl);
            compare_one('total', 'counts', total, 'folded', t);
            compare_one('lines', 'stacks', length(profile_named_stacks(run)), 'folded', nl);
            compare('own count', 'stacks', fig("s_own"), 'folded', own);
            compare('active count', 'stacks', fig("s_active"), 'folded', active)
        endif;

        if caught(profile_export(% dir <> 'check.speedscope.json' %), dir,
                  'speedscope export') then
            read_speedscope(dir <> 'check.speedscope.json', per_tick) -> (own, active, t)
        else
            false -> own
        endif;
        if own then
            compare_one('total', 'counts', total, 'speedscope', t);
            compare('own count', 'stacks', fig("s_own"), 'speedscope', own);
            compare('active count', 'stacks', fig("s_active"), 'speedscope', active)
        endif;

        if caught(profile_export(% dir <> 'check.pb.gz' %), dir, 'pprof export') then
            read_pprof(dir <> 'check.pb.gz') -> (own, active, t);
            if own then
                compare_one('total', 'counts', total, 'pprof', t);
                compare('own count', 'stacks', fig("s_own"), 'pprof', own);
                compare('active count', 'stacks', fig("s_active"), 'pprof', active)
            endif
        endif;

        ;;; wide enough that a frame of one tick is drawn
        dlocal profile_svg_width = max(1200, total div 4 + 100);
        if caught(profile_export(% dir <> 'check.svg' %), dir, 'svg export') then
            read_svg(dir <> 'check.svg') -> (own, t);
            compare_one('total', 'counts', total, 'svg', t);
            compare('own count', 'stacks', fig("s_own"), 'svg', own)
        endif;

        if caught(profile_export(% dir <> 'check.html' %), dir, 'html export') then
            lvars hrows, hint;
            read_html(dir <> 'check.html') -> (own, active, t, hrows, hint);
            compare_one('total', 'counts', total, 'html heading', hint);
            compare('own count', 'profile_report_rows', rown, 'html table', hrows);
            if own then
                compare_one('total', 'counts', total, 'html', t);
                compare('own count', 'stacks', fig("s_own"), 'html', own);
                compare('active count', 'stacks', fig("s_active"), 'html', active)
            endif
        endif
    endif;
    ;;; the exact counts a known-answer program states
    check_expected(fig);

    ;;; saved, loaded, merged with itself
    lvars file = dir <> 'check.run';
    unless caught(profile_save(% file %), dir, 'profile_save') then
        return(rev(problems) -> list)
    endunless;
    dlocal profile_last_run;
    unless caught(profile_load(% file %), dir, 'profile_load') then
        return(rev(problems) -> list)
    endunless;
    lvars lfig = run_figures(profile_last_run), what;
    for k in [own active calls bytes incl s_own s_active] do
        if fig(k) then
            if lfig(k) then compare(k sys_>< ' count', 'the run', fig(k), 'saved and loaded', lfig(k))
            else disagree(['saved and loaded: no ' ^k ' counts'])
            endif
        endif
    endfor;
    if fig("stacks") and lfig("stacks") then
        compare('ticks of a stack', 'the run', fig("stacks"), 'saved and loaded', lfig("stacks"))
    endif;
    for k in [cpu_time gc_time heap_bytes own_bytes] do
        compare_one(k, 'the run', run(k), 'saved and loaded', profile_last_run(k))
    endfor;
    if ledger then
        for k in LEDGER_FIGURES do
            compare_one('ledger figure ' sys_>< k, 'the run', ledger_figure(ledger, k),
                        'saved and loaded', ledger_figure(profile_last_run("ledger"), k))
        endfor
    endif;
    lvars lprinted = capture(profile_report_last);
    if true then
        ;;; (rows with equal counts come in no particular order, so their
        ;;; cumulative columns, in a flat report, may differ: the table's
        ;;; rows are compared without them)
        define lconstant sorted(s);
            lvars line, intable = false;
            syssort([% for line in lines_of(s) do
                           if is_heading(line) then true -> intable
                           elseif line = '' then false -> intable
                           elseif intable and not(count_all) then
                               lvars f = fields(line);
                               f(1) sys_>< ' ' sys_>< f(2) -> line;
                               for f in allbutfirst(4, f) do
                                   line sys_>< ' ' sys_>< f -> line
                               endfor
                           endif;
                           line
                       endfor %], false, alphabefore)
        enddefine;
        lvars a = sorted(printed), b = sorted(lprinted), la, lb;
        nchecks + 1 -> nchecks;
        ;;; (the ledger line too: a deterministic run's states no time,
        ;;; and a timed run's file keeps the times it states)
        for la, lb in a, b do
            unless la = lb then
                disagree(['report of the loaded run: ' ^lb ' where the run has ' ^la]);
                quitloop
            endunless
        endfor;
        unless length(a) == length(b) then
            disagree(['report of the loaded run: ' ^(length(b)) ' lines, the run\'s '
                      ^(length(a))])
        endunless
    endunless;
    unless caught(profile_merge(% file %), dir, 'profile_merge') then
        return(rev(problems) -> list)
    endunless;
    lvars mfig = run_figures(profile_last_run);
    for k in [own active calls bytes incl s_own s_active] do
        if fig(k) then
            if mfig(k) then compare(k sys_>< ' count', 'twice the run', scaled(fig(k), 2),
                                    'merged with itself', mfig(k))
            else disagree(['merged with itself: no ' ^k ' counts'])
            endif
        endif
    endfor;
    if fig("stacks") and mfig("stacks") then
        compare('ticks of a stack', 'twice the run', scaled(fig("stacks"), 2),
                'merged with itself', mfig("stacks"))
    endif;
    if ledger then
        for k in LEDGER_FIGURES do
            compare_one('ledger figure ' sys_>< k, 'twice the run',
                        2 * ledger_figure(ledger, k), 'merged with itself',
                        ledger_figure(profile_last_run("ledger"), k))
        endfor
    endif;
    compare_one('cpu_time', 'twice the run', 2 * run("cpu_time"),
                'merged with itself', profile_last_run("cpu_time"));

    rev(problems) -> list
enddefine;

;;; the number of comparisons made by the checks so far
define active profile_check_count; nchecks enddefine;

;;; Print the disagreements (or that there are none), after what.
define profile_check_print(what, list);
    lvars p;
    ;;; (as written: the program may have set pop_pr_quotes, or pr)
    dlocal poplinewidth = false, poplinemax = false, pop_pr_quotes = false,
           pr = sys_syspr;
    ;;; (each line starts with ORACLE:, on a line of its own)
    pr(newline);
    if list == [] then
        printf(what, 'ORACLE: consistent: %p\n')
    else
        printf(length(list), what, 'ORACLE: DISAGREE: %p (%p)\n');
        for p in list do printf(p, 'ORACLE:     %p\n') endfor
    endif
enddefine;

;;; Run file under the profiler (count-all, call and byte counts, a
;;; deterministic tick every tick safe points, false: the CPU timer) as
;;; pop11 %profile runs it, with its report and output going nowhere,
;;; then check the run; dir as for profile_check_run.  Returns the
;;; disagreements, or false if the file stopped at a mishap (unless
;;; profile_check_partial: then its partial run is checked).
vars
    ;;; true: profile_check_file checks the run of a file that stopped at
    ;;; a mishap too (its partial run), and profile_check_stopped says so
    profile_check_partial = false,
;
lvars stopped = false;
define active profile_check_stopped; stopped enddefine;

define profile_check_file(file, tick, dir) -> list;
    dlocal profile_count_all = true, profile_call_counts = true,
           profile_alloc = true,
           ;;; a negative tick: with profile_tick_builtins
           profile_tick_every = tick and abs(tick),
           profile_tick_builtins = tick and tick < 0,
           profile_check_expected = [],
           ;;; as profile_file has them, so the checks see what it saw
           profile_exclude_list = [sys_compile_caught pop11_compile
                                   ^^profile_exclude_list];
    lvars ok;
    define dlocal profile_report(cpu, gc, counts, active); enddefine;
    ;;; as profile_file runs it, but the program's own settings (an
    ;;; exclusion list...) stay in place for the checks
    procedure;
        dlocal cucharout = erase, profile_in_program = true;
        profile_apply(procedure; sys_compile_caught(file) -> ok endprocedure)
    endprocedure();
    not(ok) -> stopped;
    unless ok or profile_check_partial then return(false -> list) endunless;
    ;;; the program may have put in a report procedure of its own
    profile_print -> profile_report;
    profile_check_run(dir) -> list
enddefine;

;;; profile_apply, then profile_check_run(profile_check_dir) on the run it
;;; made (unless profile_in_program), its disagreements printed as by
;;; profile_check_print, each line starting with ORACLE.  A program
;;; compiled in a section where profile_apply is this (see HELP
;;; PROFILE_CHECK) has each of its runs checked as soon as it is reported.
vars profile_check_dir = false;
;;; false, or an integer N: each run profile_check_apply makes is made with
;;; count-all, call and byte counts and a tick every abs(N) safe points
;;; (with profile_tick_builtins if N is negative), whatever the program
;;; set, as profile_check_file makes its run
vars profile_check_each_tick = false;
lvars nruns = 0;
lconstant real_apply = profile_apply;
define active profile_check_runs; nruns enddefine;
define profile_check_apply(action);
    lvars before = profile_last_run, tick = profile_check_each_tick;
    if tick then
        dlocal profile_count_all = true, profile_call_counts = true,
               profile_alloc = true, profile_tick_every = abs(tick),
               profile_tick_builtins = tick < 0
    endif;
    real_apply(action);
    if profile_last_run and profile_last_run /== before
    and not(profile_in_program) and profile_check_dir then
        nruns + 1 -> nruns;
        lvars list = profile_check_run(profile_check_dir), p;
        dlocal poplinewidth = false, poplinemax = false, pop_pr_quotes = false,
               pr = sys_syspr;
        if list == [] then
            printf(nruns, 'ORACLE: run %p consistent\n')
        else
            printf(length(list), nruns, 'ORACLE: run %p DISAGREE (%p)\n');
            for p in list do printf(p, 'ORACLE:     %p\n') endfor
        endif
    endif
enddefine;

vars profile_check = true;

endsection;
