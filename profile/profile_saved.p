;;; profile_saved.p -- saved profile runs: profile_save, profile_load,
;;; profile_merge (HELP PROFILE_SAVED describes the names and the file
;;; format).
;;;
;;; A run travels between memory and files in one intermediate form, a
;;; "table": a property from words to
;;;   "names"      a vector of the run's row items (procedure names, mostly
;;;                words), numbered by their position
;;;   "checksums"  a vector beside names: the sys_procedure_checksum of the
;;;                procedure counted under the name, false when unknown,
;;;                "mixed" when it changed during the run
;;;                (a name on several rows: one per version of its code,
;;;                when it changed between merged runs; the name is stale)
;;;   "counts", "active_counts"  vectors beside names (false: no entry),
;;;                "active_counts" false when the run had none
;;;   "cpu_time", "gc_time", "interval", "tick_every", "ledger"  as in
;;;                profile_last_run
;;; profile_save turns profile_last_run into a table and writes it;
;;; profile_load reads tables, merges them and turns the result into a run
;;; that the standard report (profile_report_last) takes as it takes a
;;; run just made.  Procedures of a loaded run are stand-ins: closures of
;;; identfn whose pdprops is the name, so profile_include and the
;;; exclusion lists treat them as they treat the real ones.

compile_mode :pop11 +strict;

section;

uses profile;

lconstant
    FORMAT_LINE = 'pop11 profile run',
    FORMAT_VERSION = 1,
    ;;; the tables of names, in the order they are written
    NAME_TABLES = [counts active_counts],
    SCALARS = [tick_every interval cpu_time gc_time],
;

;;; ---- names in the file -------------------------------------------------

;;; A name is written as " and a word's characters, or ' and a string's
;;; (anything else: its printed form, as a string), with \ written \\ and
;;; a newline \n, to the end of the line.
define lconstant encode_name(item) -> s;
    lvars kind = if isword(item) then `"` else `'` endif, c;
    unless isword(item) or isstring(item) then item sys_>< '' -> item endunless;
    consstring(#| kind,
        appdata(item, procedure(c);
                          if c == `\\` then `\\`, `\\`
                          elseif c == `\n` then `\\`, `n`
                          else c
                          endif
                      endprocedure) |#) -> s
enddefine;

;;; The item of an encoded name, or false if it is not one.
define lconstant decode_name(s) -> item;
    lvars i = 2, n = datalength(s), c;
    false -> item;
    returnif(n == 0 or not(s(1) == `"` or s(1) == `'`));
    consstring(#|
        while i <= n do
            s(i) -> c;
            if c == `\\` then
                returnif(i == n);
                s(i + 1) -> c;
                if c == `n` then `\n` -> c elseunless c == `\\` then return endif;
                i + 1 -> i
            endif;
            c;
            i + 1 -> i
        endwhile |#) -> item;
    if s(1) == `"` then consword(item) -> item endif
enddefine;

;;; ---- runs and tables ---------------------------------------------------

define lconstant falses(n);
    consvector(repeat n times false endrepeat, n)
enddefine;

;;; the checksum recorded for the procedures p counted under one name
define lconstant note_checksum(name, p, table);
    lvars c = sys_procedure_checksum(p), old = table(name);
    if old == false then c -> table(name)
    elseif old /= c then "mixed" -> table(name)
    endif
enddefine;

;;; A copy of a table.
define lconstant copy_table(t) -> table;
    lvars k, v;
    newproperty([], 16, false, "perm") -> table;
    for k, v in_property t do
        (if isvector(v) then copy(v) else v endif) -> table(k)
    endfor
enddefine;

;;; The table of a run (made by profile_apply, or loaded).
define lconstant run_table(run) -> table;
    ;;; a loaded run keeps the table it was made from
    if run("table") then return(copy_table(run("table")) -> table) endif;
    lvars index = newmapping([], 64, false, true), names = [], n = 0,
          item, v, p, k;
    define lconstant name_index(item) -> k;
        index(item) -> k;
        unless k then
            n + 1 ->> n ->> k -> index(item);
            item :: names -> names
        endunless
    enddefine;
    ;;; the names: counted items, then the active procedures' names
    lvars counts = run("counts"), active = run("active_counts");
    for item, v in_property counts do name_index(item) -> endfor;
    ;;; (an active item that is not a procedure, such as <gc>, is its own name)
    define lconstant active_name(p);
        if isprocedure(p) then pdprops(p) else p endif
    enddefine;
    if active then
        for p, v in_property active do
            if active_name(p) then name_index(active_name(p)) -> endif
        endfor
    endif;
    ;;; in the order of their names' characters, so that a file does not
    ;;; depend on where things are in memory
    syssort(rev(names), false,
            procedure(x, y); alphabefore(encode_name(x), encode_name(y)) endprocedure)
        -> names;
    newproperty([], 16, false, "perm") -> table;
    consvector(explode(names), n) -> table("names");
    for k in SCALARS do run(k) -> table(k) endfor;
    run("ledger") and copy(run("ledger")) -> table("ledger");
    ;;; a deterministic run leaves out the profiler's own time, as its
    ;;; report does, so that its file is the same every time
    if isintegral(run("tick_every")) and table("ledger") then
        0 -> table("ledger")(6)
    endif;

    ;;; checksums, from the run's procedures: the memo of the default
    ;;; hooks, the active procedures, else the procedure the name denotes
    lvars sums = newmapping([], 64, false, true);
    if run("memo") then
        for p, v in_property run("memo") do
            if v == true then pdprops(p) -> v endif;
            if v and index(v) then note_checksum(v, p, sums) endif
        endfor
    endif;
    if active then
        for p, v in_property active do
            if isprocedure(p) and pdprops(p)
            and not(run("memo") and run("memo")(p)) then
                note_checksum(pdprops(p), p, sums)
            endif
        endfor
    endif;
    for item in names do
        if not(sums(item)) and isword(item) and isdefined(item)
        and isprocedure(sys_current_val(item) ->> p)
        and pdprops(p) == item then
            note_checksum(item, p, sums)
        endif
    endfor;
    {% for item in names do sums(item) endfor %} -> table("checksums");
    {% for item in names do
           if (counts(item) ->> v) /== 0 then v else false endif
       endfor %} -> table("counts");
    if active then
        lvars acts = newmapping([], 64, 0, true);
        for p, v in_property active do
            if active_name(p) ->> item then acts(item) + v -> acts(item) endif
        endfor;
        {% for item in names do
               if (acts(item) ->> v) /== 0 then v else false endif
           endfor %} -> table("active_counts")
    endif
enddefine;

;;; The run of a table: the form profile_last_run has.  A name on several
;;; rows (one per version of its code) is stale: its first row is counted
;;; under the name, the others under copies of it as strings, so that
;;; each has a row in the report; "stale" maps each of them to its mark.
define lconstant table_run(table) -> run;
    lvars names = table("names"), i, name, item, v, k,
          n = datalength(names),
          counts = newproperty([], n + 8, 0, "perm"),
          active = table("active_counts") and newproperty([], n + 8, 0, "perm"),
          stale = newproperty([], 8, false, "perm"), any_stale = false,
          rows = newmapping([], n + 8, 0, true),
          seen = newmapping([], n + 8, 0, true),
          standins = newproperty([], n + 8, false, "perm");
    for i from 1 to n do rows(names(i)) + 1 -> rows(names(i)) endfor;
    newproperty([], 16, false, "perm") -> run;
    for i from 1 to n do
        names(i) -> name;
        seen(name) + 1 ->> k -> seen(name);
        if k == 1 then name else copy(name sys_>< '') endif -> item;
        if rows(name) > 1 then
            'stale ' sys_>< k -> stale(item);
            true -> any_stale
        endif;
        lvars p = identfn(%%);
        item -> pdprops(p);
        p -> standins(item);
        if table("counts")(i) ->> v then v -> counts(item) endif;
        if active and (table("active_counts")(i) ->> v) then v -> active(p) endif
    endfor;
    for k in SCALARS do table(k) -> run(k) endfor;
    table("ledger") -> run("ledger");
    counts -> run("counts");
    active -> run("active_counts");
    any_stale and stale -> run("stale");
    standins -> run("procedures");
    table -> run("table");
enddefine;

;;; Merge table b into table a (a is changed).  Rows are matched by name
;;; and checksum: a row of b goes into the row of a with its name and
;;; checksum (an unknown checksum matches the one row of that name);
;;; otherwise it is a row of its own, and its name is stale.  Times add
;;; up; a setting (interval, tick_every) that differs becomes false.
define lconstant merge_tables(a, b);
    lvars index = newmapping([], 64, [], true), i, j, k, rs, r,
          an = a("names"), bn = b("names"), extra = [],
          nrows = datalength(an);
    ;;; name -> the rows of a with that name
    for i from 1 to nrows do index(an(i)) <> [^i] -> index(an(i)) endfor;
    define lconstant add(x, y);
        if x and y then x + y else x or y endif
    enddefine;
    define lconstant matching(rs, c);
        for r in rs do
            lvars cr = a("checksums")(r);
            if cr == c and cr /== "mixed" then return(r) endif
        endfor;
        if length(rs) == 1 and (c == false or a("checksums")(hd(rs)) == false) then
            hd(rs)
        else
            false
        endif
    enddefine;
    ;;; active counts only when every run has them
    unless b("active_counts") then false -> a("active_counts") endunless;
    lvars actives = a("active_counts");
    for i from 1 to datalength(bn) do
        if matching(index(bn(i)), b("checksums")(i)) ->> j then
            if j > datalength(an) then
                ;;; a row added from b itself: in the extra rows
                subscrl(j - datalength(an), extra) -> r;
                add(r(3), b("counts")(i)) -> r(3);
                actives and add(r(4), b("active_counts")(i)) -> r(4)
            else
                b("checksums")(i) or a("checksums")(j) -> a("checksums")(j);
                add(a("counts")(j), b("counts")(i)) -> a("counts")(j);
                if actives then
                    add(actives(j), b("active_counts")(i)) -> actives(j)
                endif
            endif
        else
            nrows + 1 -> nrows;
            index(bn(i)) <> [^nrows] -> index(bn(i));
            extra <> [{% bn(i), b("checksums")(i), b("counts")(i),
                         actives and b("active_counts")(i) %}] -> extra
        endif
    endfor;
    for k from 1 to 4 do
        lvars key = subscrl(k, [names checksums counts active_counts]);
        if a(key) then
            {% explode(a(key)), for r in extra do r(k) endfor %} -> a(key)
        endif
    endfor;
    for k in [cpu_time gc_time] do add(a(k), b(k)) -> a(k) endfor;
    for k in [interval tick_every] do
        unless a(k) = b(k) then false -> a(k) endunless
    endfor;
    if a("ledger") and b("ledger") then
        {% for i from 1 to datalength(a("ledger")) do
               a("ledger")(i) + b("ledger")(i)
           endfor %} -> a("ledger")
    else
        false -> a("ledger")
    endif
enddefine;

;;; ---- writing -----------------------------------------------------------

define lconstant write_table(table, file);
    lvars out = discout(file), names = table("names"), i, k, v, rows;
    dlocal cucharout = out, pr = sys_syspr, pop_pr_quotes = false,
           poplinewidth = false, poplinemax = false, pop_pr_radix = 10;
    printf('%p %p\n', [^FORMAT_LINE ^FORMAT_VERSION]);
    printf('# saved by profile_save; the format is described in HELP PROFILE_SAVED\n');
    for k in SCALARS do
        table(k) -> v;
        printf('%p %p\n', [^k ^(if isintegral(v) then v else "false" endif)])
    endfor;
    if table("ledger") then
        pr("ledger");
        for i from 1 to datalength(table("ledger")) do sp(1); pr(table("ledger")(i)) endfor;
        pr(newline)
    endif;
    printf('table names %p\n', [^(datalength(names))]);
    for i from 1 to datalength(names) do
        table("checksums")(i) -> v;
        printf('%p %p %p\n',
               [^i ^(if v == "mixed" then "*" elseif v then v else "-" endif)
                ^(encode_name(names(i)))])
    endfor;
    for k in NAME_TABLES do
        if table(k) ->> v then
            [% for i from 1 to datalength(names) do
                   if v(i) then conspair(i, v(i)) endif
               endfor %] -> rows;
            printf('table %p %p\n', [^k ^(length(rows))]);
            for i in rows do printf('%p %p\n', [% front(i), back(i) %]) endfor
        endif
    endfor;
    pr('end\n');
    out(termin)
enddefine;

;;; Save the last run in file.
define profile_save(file);
    unless isstring(file) then mishap(file, 1, 'STRING NEEDED') endunless;
    unless profile_last_run then mishap(0, 'NO PROFILE RUN TO SAVE') endunless;
    write_table(run_table(profile_last_run), file)
enddefine;

;;; ---- reading -----------------------------------------------------------

;;; The lines of file, as a list of strings (the last one "" when the file
;;; ends with a newline), and whether the last line has its newline.
define lconstant file_lines(file) -> (lines, complete);
    lvars rep = discin(file), c = false, line;
    [% until c == termin do
           consstring(#| repeat
                              rep() -> c;
                              quitif(c == `\n` or c == termin);
                              c
                          endrepeat |#) ->> line
       enduntil %] -> lines;
    datalength(line) == 0 -> complete
enddefine;

;;; The fields of a line separated by spaces; with max, at most max fields,
;;; the last one the rest of the line.
define lconstant fields(s, max);
    lvars i = 1, j, n = datalength(s), k = 0;
    [% while i <= n do
           if s(i) == `\s` then
               i + 1 -> i
           else
               k + 1 -> k;
               if max and k == max then
                   substring(i, n - i + 1, s);
                   n + 1 -> i
               else
                   i -> j;
                   while j <= n and s(j) /== `\s` do j + 1 -> j endwhile;
                   substring(i, j - i, s);
                   j -> i
               endif
           endif
       endwhile %]
enddefine;

;;; Read the table in file; a file that is not a saved run, or is cut
;;; short or corrupt, is a mishap naming the file and the line.
define lconstant read_table(file) -> table;
    unless isstring(file) then mishap(file, 1, 'STRING NEEDED') endunless;
    lvars (lines, complete) = file_lines(file), lineno = 0, line, f,
          ;;; the number of a last line cut short
          cut = not(complete) and length(lines);

    define lconstant bad(msg);
        mishap(file, "line", lineno, 3, 'BAD SAVED PROFILE RUN: ' <> msg)
    enddefine;
    ;;; the next line, split into fields (false at the end of the file)
    define lconstant next(max) -> f;
        repeat
            if lines == [] or (tl(lines) == [] and hd(lines) = '') then
                lineno + 1 -> lineno;
                bad('FILE ENDS TOO EARLY (TRUNCATED)')
            endif;
            dest(lines) -> (line, lines);
            lineno + 1 -> lineno;
            if lineno == cut then bad('LINE CUT SHORT (TRUNCATED)') endif;
            quitunless(datalength(line) > 0 and line(1) == `#`)
        endrepeat;
        fields(line, max) -> f;
        if f == [] then bad('EMPTY LINE') endif
    enddefine;
    define lconstant number(s, what) -> n;
        unless isintegral(strnumber(s) ->> n) and n >= 0 then
            bad(what <> ' EXPECTED')
        endunless
    enddefine;
    define lconstant count_of(s, what) -> n;
        number(s, what) -> n;
        if n > length(lines) then bad('FILE ENDS TOO EARLY (TRUNCATED)') endif
    enddefine;

    next(4) -> f;
    unless length(f) == 4 and f(1) = 'pop11' and f(2) = 'profile' and f(3) = 'run' then
        bad('NOT A SAVED PROFILE RUN (FIRST LINE)')
    endunless;
    unless f(4) = '' sys_>< FORMAT_VERSION then
        bad('FORMAT VERSION ' <> f(4) <> ' NOT KNOWN (' <> (''
            sys_>< FORMAT_VERSION) <> ' IS)')
    endunless;
    newproperty([], 16, false, "perm") -> table;
    lvars names = false, n = 0, i, k, key, v;
    repeat
        next(false) -> f;
        quitif(f = ['end']);
        if hd(f) = 'table' then
            unless length(f) == 3 then bad('TABLE NAME AND SIZE EXPECTED') endunless;
            consword(f(2)) -> key;
            count_of(f(3), 'TABLE SIZE') -> k;
            if key == "names" then
                if names then bad('SECOND TABLE OF NAMES') endif;
                k -> n;
                falses(n) -> names;
                falses(n) -> table("checksums");
                for i from 1 to n do
                    next(3) -> f;
                    unless length(f) == 3 then bad('NAME LINE EXPECTED') endunless;
                    unless number(f(1), 'NAME NUMBER') == i then
                        bad('NAME NUMBER ' sys_>< i sys_>< ' EXPECTED')
                    endunless;
                    if f(2) = '-' then false
                    elseif f(2) = '*' then "mixed"
                    else number(f(2), 'CHECKSUM')
                    endif -> table("checksums")(i);
                    unless decode_name(f(3)) ->> names(i) then bad('NAME EXPECTED') endunless
                endfor;
                names -> table("names")
            elseif fast_member(key, NAME_TABLES) then
                unless names then bad('TABLE OF NAMES EXPECTED FIRST') endunless;
                if table(key) then bad('SECOND TABLE ' sys_>< key) endif;
                falses(n) ->> v -> table(key);
                repeat k times
                    next(false) -> f;
                    unless length(f) == 2 then bad('NUMBER AND COUNT EXPECTED') endunless;
                    number(f(1), 'NAME NUMBER') -> i;
                    unless i >= 1 and i <= n then bad('NO SUCH NAME NUMBER') endunless;
                    number(f(2), 'COUNT') -> v(i)
                endrepeat
            else
                ;;; a table this version does not know: skipped
                repeat k times next(false) -> endrepeat
            endif
        else
            consword(hd(f)) -> key;
            if key == "ledger" then
                {% for v in tl(f) do number(v, 'LEDGER FIGURE') endfor %} -> table(key)
            elseif fast_member(key, SCALARS) then
                unless length(f) == 2 then bad('ONE VALUE EXPECTED') endunless;
                unless f(2) = 'false' then number(f(2), 'NUMBER') -> table(key) endunless
            endif
            ;;; another setting this version does not know: ignored
        endif
    endrepeat;
    unless names then bad('NO TABLE OF NAMES') endunless;
    unless table("counts") then falses(n) -> table("counts") endunless;
enddefine;

;;; ---- loading -----------------------------------------------------------

;;; a file name or a list of them -> a list of tables
define lconstant tables_of(files);
    if isstring(files) then [^files] -> files endif;
    unless islist(files) then
        mishap(files, 1, 'FILE NAME OR LIST OF FILE NAMES NEEDED')
    endunless;
    if files == [] then mishap(0, 'NO SAVED PROFILE RUN GIVEN') endif;
    maplist(files, read_table)
enddefine;

define lconstant set_last_run(tables);
    lvars a = hd(tables), b;
    for b in tl(tables) do merge_tables(a, b) endfor;
    table_run(a) -> profile_last_run
enddefine;

;;; Make the saved run in file (or the merge of the runs in a list of
;;; files) the last run.
define profile_load(files);
    set_last_run(tables_of(files))
enddefine;

;;; Merge the saved runs in file (or a list of files) into the last run.
define profile_merge(files);
    lvars tables = tables_of(files);
    if profile_last_run then run_table(profile_last_run) :: tables -> tables endif;
    set_last_run(tables)
enddefine;

vars profile_saved = true;

endsection;
