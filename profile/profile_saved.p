;;; profile_saved.p -- saved profile runs: profile_save, profile_load,
;;; profile_merge (HELP PROFILE_SAVED describes the names and the file
;;; format).
;;;
;;; A run travels between memory and files in one intermediate form, a
;;; "table": a property from words to
;;;   "names"      a vector of the run's row items (procedure names, mostly
;;;                words, as the views name them when it is saved: what
;;;                they leave out is not there), numbered by their position
;;;   "checksums"  a vector beside names: the sys_procedure_checksum of the
;;;                procedure counted under the name, false when unknown,
;;;                "mixed" when it changed during the run
;;;                (a name on several rows: one per version of its code,
;;;                when it changed between merged runs; the name is stale)
;;;   "counts", "active_counts", "calls", "bytes", "bytes_inclusive"
;;;                vectors beside names (false: no entry), each false when
;;;                the run had no such figures
;;;   "stacks"     a list of {ROWS LINES TICKS}: a vector of row numbers,
;;;                outermost first, the line of the call each frame was
;;;                making (0: not known), the ticks; or false
;;;   "files"      a vector beside names: the file each row's procedure
;;;                was compiled from (a string), or false; or false
;;;   "arcs"       a list of {CALLER CALLEE CALLS}, the call arcs
;;;                (profile_call_arcs) in row numbers, CALLER 0 for calls
;;;                made from no frame, by caller then callee; or false
;;;   "cpu_time", "gc_time", "interval", "tick_every", "ledger",
;;;   "heap_bytes", "own_bytes"  as in profile_last_run
;;; profile_save turns profile_last_run into a table and writes it;
;;; profile_load reads tables, merges them and turns the result into a run
;;; that the standard report (profile_report_last) takes as it takes a
;;; run just made.  Procedures of a loaded run are stand-ins: closures of
;;; identfn whose pdprops is the name, so profile_include and the
;;; exclusion lists treat them as they treat the real ones; its counts and
;;; active counts are keyed by the rows' items, as a run's are.

compile_mode :pop11 +strict;

section;

uses profile;

lconstant
    FORMAT_LINE = 'pop11 profile run',
    ;;; version 2: the frames of a stack can have :LINE; version 3: the
    ;;; table of call arcs (HELP PROFILE_SAVED)
    FORMAT_VERSION = 3,
    ;;; the tables of figures by name, in the order they are written
    NAME_TABLES = [counts active_counts calls bytes bytes_inclusive],
    SCALARS = [tick_every interval cpu_time gc_time heap_bytes own_bytes],
;

;;; ---- names in the file -------------------------------------------------

;;; A name is written as " and a word's characters, or ' and a string's
;;; (anything else: its printed form, as a string), with \ written \\ and
;;; a newline \n, to the end of the line; an anonymous procedure as -.
define lconstant encode_name(item) -> s;
    if item == false then return('-' -> s) endif;
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

;;; The item of an encoded name (false: anonymous), or termin if s is not
;;; one.
define lconstant decode_name(s) -> item;
    lvars i = 2, n = datalength(s), chars = [];
    termin -> item;
    if s = '-' then return(false -> item) endif;
    returnif(n == 0 or not(s(1) == `"` or s(1) == `'`));
    while i <= n do
        if s(i) == `\\` then
            returnif(i == n);
            i + 1 -> i;
            if s(i) == `n` then `\n` elseif s(i) == `\\` then `\\` else return endif
        else
            s(i)
        endif :: chars -> chars;
        i + 1 -> i
    endwhile;
    consstring(explode(rev(chars)), length(chars)) -> item;
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

;;; The row name of a key of a run's tables or a frame of a stack, as the
;;; views of the run show it when it is saved: a procedure's item
;;; (profile_include; a procedure item by its pdprops, as the report names
;;; it), a word (<gc>, <compile>) itself; false for an anonymous procedure
;;; (kept as a row no view shows, -); termin for what the views leave
;;; out, which the file does not have: a procedure profile_include gives
;;; false, a word in profile_exclude_list.  (A hook's decision, such as
;;; isinheap(p), could not be made again for the stand-ins of a loaded
;;; run: HELP PROFILE's recipe for leaving out the system's procedures
;;; gave the loaded run rows for them.)
define lconstant item_name(x);
    lvars item;
    if isprocedure(x) then
        if profile_include(x) ->> item then
            if isprocedure(item) then pdprops(item) else item endif
        elseif pdprops(x) then
            termin
        else
            false
        endif
    elseif fast_member(x, profile_exclude_list) then
        termin
    else
        x
    endif
enddefine;

;;; The row name of an item of a run's counts (already the item
;;; profile_include gave): a procedure's pdprops, anything else itself.
define lconstant count_name(x);
    if isprocedure(x) then pdprops(x) else x endif
enddefine;

;;; Arcs {CALLER CALLEE CALLS} in order: by caller, then callee.
define lconstant sorted_arcs(arcs);
    syssort(arcs, false,
            procedure(x, y);
                x(1) < y(1) or x(1) == y(1) and x(2) < y(2)
            endprocedure)
enddefine;

;;; The table of a run (made by profile_apply, or loaded).
define lconstant run_table(run) -> table;
    ;;; a loaded run keeps the table it was made from
    if run("table") then return(copy_table(run("table")) -> table) endif;
    dlocal profile_exclude_list = profile_run_exclude_list(run);
    lvars index = newmapping([], 64, false, true), names = [], n = 0,
          item, v, p, k, f, i, pair,
          ;;; the procedures met, for their checksums
          procs = newproperty([], 64, false, "perm");
    define lconstant name_index(x, name);
        lvars item = name(x);
        returnif(item == termin);
        if isprocedure(x) then true -> procs(x) endif;
        unless index(item) then
            n + 1 ->> n -> index(item);
            item :: names -> names
        endunless
    enddefine;
    ;;; the names: counted items, then the keys of the other tables (mostly
    ;;; procedures), then the frames of the stack samples
    lvars counts = run("counts");
    for item, v in_property counts do name_index(item, count_name) endfor;
    for k in tl(NAME_TABLES) do
        if run(k) then
            for p, v in_property run(k) do name_index(p, item_name) endfor
        endif
    endfor;
    if run("stacks") then
        for pair in run("stacks") do
            appdata(pair(1), name_index(% item_name %))
        endfor
    endif;
    ;;; in the order of their names' characters, so that a file does not
    ;;; depend on where things are in memory
    syssort(rev(names), false,
            procedure(x, y); alphabefore(encode_name(x), encode_name(y)) endprocedure)
        -> names;
    for i from 1 to n do i -> index(subscrl(i, names)) endfor;
    newproperty([], 16, false, "perm") -> table;
    consvector(explode(names), n) -> table("names");
    for k in SCALARS do run(k) -> table(k) endfor;
    run("ledger") and copy(run("ledger")) -> table("ledger");
    ;;; a deterministic run leaves out the CPU time the ledger measured
    ;;; and the profiler's own time, as its report does, so that its file
    ;;; is the same every time, however fast the machine ran it
    if isintegral(run("tick_every")) and table("ledger") then
        0 -> table("ledger")(5);
        0 -> table("ledger")(6)
    endif;

    ;;; checksums, from the run's procedures: those met above, those of the
    ;;; memo of the default hooks, else the procedure the name denotes
    lvars sums = newmapping([], 64, false, true);
    ;;; (the memo's keys are procedures, and profile_gc_item: a word, with
    ;;; no code to sum)
    if run("memo") then
        for p, v in_property run("memo") do
            if isprocedure(p) then true -> procs(p) endif
        endfor
    endif;
    for p, v in_property procs do
        lvars name = item_name(p);
        if name /== termin and index(name) then note_checksum(name, p, sums) endif
    endfor;
    for item in names do
        if not(sums(item)) and isword(item) and isdefined(item)
        and isprocedure(sys_current_val(item) ->> p)
        and pdprops(p) == item then
            note_checksum(item, p, sums)
        endif
    endfor;
    {% for item in names do sums(item) endfor %} -> table("checksums");
    ;;; the files of the procedures met
    lvars files = falses(n), any_file = false, f;
    for p, v in_property procs do
        item_name(p) -> item;
        nextif(item == termin or not(index(item) ->> i));
        if (profile_code_file(p) ->> f) and not(files(i)) then
            f sys_>< '' -> files(i);
            true -> any_file
        endif
    endfor;
    any_file and files -> table("files");

    ;;; the figures by name (the procedures of one name add up)
    for k in NAME_TABLES do
        if run(k) then
            lvars figs = falses(n);
            for p, v in_property profile_name_figures(run(k)) do
                if k == "counts" then count_name(p) else item_name(p) endif -> item;
                nextif(item == termin);
                index(item) -> i;
                unless v = 0 then (figs(i) or 0) + v -> figs(i) endunless
            endfor;
            figs -> table(k)
        endif
    endfor;
    ;;; the stacks: {ROWS LINES TICKS}, without the frames the views
    ;;; leave out (stacks that become the same add up)
    if run("stacks") then
        lvars where = newmapping([], 64, false, true), rows, lines, r;
        [% for pair in run("stacks") do
               {% for i from 1 to datalength(pair(1)) do
                      item_name(pair(1)(i)) -> item;
                      unless item == termin then index(item) endunless
                  endfor %} -> rows;
               {% for i from 1 to datalength(pair(1)) do
                      unless item_name(pair(1)(i)) == termin then pair(2)(i) endunless
                  endfor %} -> lines;
               nextif(datalength(rows) == 0);
               if where({^rows ^lines}) ->> r then
                   r(3) + pair(3) -> r(3)
               else
                   {^rows ^lines ^(pair(3))} ->> r -> where({^rows ^lines});
                   r
               endif
           endfor %] -> table("stacks")
    endif;
    ;;; the call arcs, by row numbers (arcs that become the same add up):
    ;;; a caller with no row (the profiler's own profile_apply) is no
    ;;; frame, 0, and an arc to a callee with no row is left out
    if run("call_arcs") then
        lvars arcs = newmapping([], 64, false, true), ca, ce, c;
        [% for p, v in_property run("call_arcs") do
               if p then item_name(p) else 0 endif -> ca;
               nextif(ca == termin);
               unless ca == 0 then index(ca) or 0 -> ca endunless;
               for k, c in_property v do
                   nextif((item_name(k) ->> ce) == termin or not(index(ce) ->> ce));
                   if arcs({^ca ^ce}) ->> r then
                       r(3) + c -> r(3)
                   else
                       {^ca ^ce ^c} ->> r -> arcs({^ca ^ce});
                       r
                   endif
               endfor
           endfor %] -> table("arcs");
        sorted_arcs(table("arcs")) -> table("arcs")
    endif
enddefine;

;;; The run of a table: the form profile_last_run has.  A name on several
;;; rows (one per version of its code) is stale: its first row is counted
;;; under the name, the others under copies of it as strings, so that
;;; each has a row in the report; "stale" maps each of them to its mark.
;;; The procedures of the run are stand-ins, one per row.
define lconstant table_run(table) -> run;
    lvars names = table("names"), i, name, item, v, k, pair,
          n = datalength(names),
          standins = initv(n), stale = newproperty([], 8, false, "perm"),
          any_stale = false,
          rows = newmapping([], n + 8, 0, true),
          seen = newmapping([], n + 8, 0, true);
    define lconstant prop(); newproperty([], n + 8, 0, "perm") enddefine;
    lvars counts = prop();
    for i from 1 to n do rows(names(i)) + 1 -> rows(names(i)) endfor;
    newproperty([], 16, false, "perm") -> run;
    for k in tl(NAME_TABLES) do table(k) and prop() -> run(k) endfor;
    for i from 1 to n do
        names(i) -> name;
        seen(name) + 1 ->> k -> seen(name);
        if k == 1 or not(name) then name else copy(name sys_>< '') endif -> item;
        if rows(name) > 1 and name then
            'stale ' sys_>< k -> stale(item);
            true -> any_stale
        endif;
        lvars p = identfn(%%);
        item -> pdprops(p);
        p -> standins(i);
        if table("counts")(i) ->> v then v -> counts(item) endif;
        ;;; (the active counts by item, as a run made keeps them, the
        ;;; anonymous row having none; the exact counts by procedure)
        for k in tl(NAME_TABLES) do
            if run(k) and (table(k)(i) ->> v) then
                if k /== "active_counts" then v -> run(k)(p)
                elseif item then v -> run(k)(item)
                endif
            endif
        endfor
    endfor;
    for k in SCALARS do table(k) -> run(k) endfor;
    table("ledger") -> run("ledger");
    counts -> run("counts");
    any_stale and stale -> run("stale");
    if table("stacks") then
        [% for pair in table("stacks") do
               ;;; (the lines shared with the table: neither is changed)
               {% {% appdata(pair(1), procedure(i); standins(i) endprocedure) %},
                  pair(2), pair(3) %}
           endfor %] -> run("stacks")
    endif;
    ;;; the call arcs, between the stand-ins (caller false: from no frame)
    if table("arcs") then
        lvars arcs = newproperty([], n + 8, false, "perm"), callees, r;
        for r in table("arcs") do
            lvars caller = r(1) /== 0 and standins(r(1));
            unless arcs(caller) ->> callees then
                newproperty([], 8, 0, "perm") ->> callees -> arcs(caller)
            endunless;
            callees(standins(r(2))) + r(3) -> callees(standins(r(2)))
        endfor;
        arcs -> run("call_arcs")
    endif;
    ;;; the files, by the items the rows are shown as
    if table("files") then
        lvars files = newproperty([], n + 8, false, "perm");
        for i from 1 to n do
            if table("files")(i) then table("files")(i) -> files(pdprops(standins(i))) endif
        endfor;
        files -> run("files")
    endif;
    table -> run("table");
enddefine;

;;; Merge table b into table a (a is changed).  Rows are matched by name
;;; and checksum: a row of b goes into the row of a with its name and
;;; checksum (an unknown checksum matches the one row of that name; the
;;; rows of anonymous procedures are one row); otherwise it is a row of its
;;; own, and its name is stale.  Times add up; a setting (interval,
;;; tick_every) that differs becomes false; a table that one of the runs
;;; does not have (active counts of a flat run...) is left out.
define lconstant merge_tables(a, b);
    lvars index = newmapping([], 64, [], true), i, j, k, r, pair,
          an = a("names"), bn = b("names"), na = datalength(an),
          nb = datalength(bn), map = initv(nb), extra = [], nrows = na;
    ;;; name -> the rows of a with that name
    for i from 1 to na do index(an(i)) <> [^i] -> index(an(i)) endfor;
    define lconstant add(x, y);
        if x and y then x + y else x or y endif
    enddefine;
    define lconstant checksum(j);
        if j > na then subscrl(j - na, extra)(2) else a("checksums")(j) endif
    enddefine;
    define lconstant matching(name, rs, c);
        lvars r;
        if rs /== [] and not(name) then return(hd(rs)) endif;
        for r in rs do
            if checksum(r) == c and c /== "mixed" then return(r) endif
        endfor;
        if length(rs) == 1 and (c == false or checksum(hd(rs)) == false) then
            hd(rs)
        else
            false
        endif
    enddefine;
    for k in tl(NAME_TABLES) <> [stacks arcs] do
        unless b(k) then false -> a(k) endunless
    endfor;

    ;;; where each row of b goes
    for i from 1 to nb do
        if matching(bn(i), index(bn(i)), b("checksums")(i)) ->> j then
            if j <= na and not(a("checksums")(j)) then
                b("checksums")(i) -> a("checksums")(j)
            endif
        else
            nrows + 1 ->> j -> nrows;
            index(bn(i)) <> [^j] -> index(bn(i));
            extra <> [{% bn(i), b("checksums")(i) %}] -> extra
        endif;
        j -> map(i)
    endfor;
    {% explode(an), for r in extra do r(1) endfor %} -> a("names");
    {% explode(a("checksums")), for r in extra do r(2) endfor %} -> a("checksums");
    ;;; files: a row's file in a, else in b
    if a("files") or b("files") then
        lvars files = {% if a("files") then explode(a("files")) else explode(falses(na)) endif,
                         for r in extra do false endfor %};
        if b("files") then
            for i from 1 to nb do
                unless files(map(i)) then b("files")(i) -> files(map(i)) endunless
            endfor
        endif;
        files -> a("files")
    endif;
    for k in NAME_TABLES do
        if a(k) then
            lvars v = {% explode(a(k)), for r in extra do false endfor %};
            for i from 1 to nb do
                add(v(map(i)), b(k)(i)) -> v(map(i))
            endfor;
            v -> a(k)
        endif
    endfor;
    if a("stacks") then
        ;;; b's stacks in a's row numbers; the same stack (frames and
        ;;; lines) adds up
        lvars where = newmapping([], 64, false, true), stacks, new = [];
        [% for pair in a("stacks") do
               copy(pair) ->> r;
               r -> where({% r(1), r(2) %})
           endfor %] -> stacks;
        ;;; (b's rows in a's order: its stacks' vectors serve as they are)
        lvars same = true;
        for i from 1 to nb do unless map(i) == i then false -> same endunless endfor;
        for pair in b("stacks") do
            lvars frames = if same then pair(1)
                           else {% appdata(pair(1), procedure(i); map(i) endprocedure) %}
                           endif;
            if where({% frames, pair(2) %}) ->> r then
                r(3) + pair(3) -> r(3)
            else
                {% frames, pair(2), pair(3) %} ->> r -> where({% frames, pair(2) %});
                r :: new -> new
            endif
        endfor;
        stacks nc_<> ncrev(new) -> a("stacks")
    endif;
    if a("arcs") then
        ;;; b's arcs in a's row numbers; the same arc adds up
        lvars arcs = newmapping([], 64, false, true), key, all;
        [% for r in a("arcs") do
               copy(r) ->> r;
               r -> arcs({% r(1), r(2) %})
           endfor %] -> all;
        for pair in b("arcs") do
            {% if pair(1) == 0 then 0 else map(pair(1)) endif, map(pair(2)) %} -> key;
            if arcs(key) ->> r then
                r(3) + pair(3) -> r(3)
            else
                {% key(1), key(2), pair(3) %} ->> r -> arcs(key);
                conspair(r, all) -> all
            endif
        endfor;
        sorted_arcs(all) -> a("arcs")
    endif;
    for k in [cpu_time gc_time heap_bytes own_bytes] do
        if a(k) and b(k) then a(k) + b(k) else false endif -> a(k)
    endfor;
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

exload 'profile_saved' []
    ps_rename(from, to) :int <- rename,
    ps_getpid() :int <- getpid
endexload;

;;; s as a string with a NUL after it, for the C library
define lconstant c_string(s);
    consstring(explode(s), 0, datalength(s) + 1)
enddefine;

;;; On exit from profile_write_file: tmp, unless it has been renamed (then
;;; tmp is false), is deleted.
define lconstant remove_tmp(tmp); false enddefine;
define updaterof lconstant remove_tmp(old, tmp);
    if tmp and sys_file_exists(tmp) then sysdelete(tmp) -> endif
enddefine;

;;; Run write() with its output (cucharout) going to file, which is
;;; complete or not there at all: the output goes to a file of another
;;; name in the same directory (FILE.PID.tmp), renamed to file when write
;;; has returned and the file is closed; if write stops at a mishap (or
;;; the run is interrupted) that file is deleted and file is left as it
;;; was.  Saved runs and exports are written with it.
define profile_write_file(file, write);
    lvars tmp = file sys_>< '.' sys_>< exacc ps_getpid() sys_>< '.tmp', out;
    dlocal % remove_tmp(tmp) %;
    discout(tmp) -> out;
    procedure;
        dlocal cucharout = out, pr = sys_syspr, pop_pr_quotes = false,
               poplinewidth = false, poplinemax = false, pop_pr_radix = 10;
        write()
    endprocedure();
    out(termin);
    unless exacc ps_rename(c_string(tmp), c_string(file)) == 0 then
        mishap(file, 1, 'CAN\'T WRITE FILE (RENAME FAILED)')
    endunless;
    false -> tmp
enddefine;

define lconstant write_table(table);
    lvars names = table("names"), i, k, v, rows;
    dlocal pr = sys_syspr;
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
    if table("files") then
        [% for i from 1 to datalength(names) do
               if table("files")(i) then conspair(i, table("files")(i)) endif
           endfor %] -> rows;
        printf('table files %p\n', [^(length(rows))]);
        for i in rows do printf('%p %p\n', [% front(i), encode_name(back(i)) %]) endfor
    endif;
    if table("stacks") then
        printf('table stacks %p\n', [^(length(table("stacks")))]);
        for rows in table("stacks") do
            pr(rows(3));
            for i from 1 to datalength(rows(1)) do
                sp(1); pr(rows(1)(i));
                if rows(2)(i) > 0 then cucharout(`:`); pr(rows(2)(i)) endif
            endfor;
            pr(newline)
        endfor
    endif;
    if table("arcs") then
        printf('table arcs %p\n', [^(length(table("arcs")))]);
        for rows in table("arcs") do printf('%p %p %p\n', [% explode(rows) %]) endfor
    endif;
    pr('end\n')
enddefine;

;;; Save the last run in file.
define profile_save(file);
    unless isstring(file) then mishap(file, 1, 'STRING NEEDED') endunless;
    unless profile_last_run then mishap(0, 'NO PROFILE RUN TO SAVE') endunless;
    profile_write_file(file, write_table(% run_table(profile_last_run) %))
enddefine;

;;; Where a snapshot of a run goes (SIGUSR2, HELP PROFILE_SAVED): a file
;;; name, or false for pop11-PID.run in the current directory.
vars profile_snapshot_file = false;

;;; Save run, a snapshot of the run going on (profile.p makes it), in
;;; profile_snapshot_file.
define profile_write_snapshot(run);
    lvars file = profile_snapshot_file
                 or 'pop11-' sys_>< exacc ps_getpid() sys_>< '.run';
    unless isstring(file) then
        mishap(file, 1, 'STRING OR false NEEDED FOR profile_snapshot_file')
    endunless;
    profile_write_file(file, write_table(% run_table(run) %))
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
    ;;; version 1 is version 2 without lines in the stacks, version 2
    ;;; version 3 without the table of call arcs
    unless f(4) = '1' or f(4) = '2' or f(4) = '' sys_>< FORMAT_VERSION then
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
                    if (decode_name(f(3)) ->> names(i)) == termin then
                        bad('NAME EXPECTED')
                    endif
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
            elseif key == "stacks" then
                unless names then bad('TABLE OF NAMES EXPECTED FIRST') endunless;
                if table(key) then bad('SECOND TABLE ' sys_>< key) endif;
                [% repeat k times
                       next(false) -> f;
                       if length(f) < 2 then bad('TICKS AND NAME NUMBERS EXPECTED') endif;
                       lvars frames = {% for v in tl(f) do
                                             ;;; N or N:LINE
                                             lvars c = locchar(`:`, 1, v);
                                             number(if c then substring(1, c - 1, v) else v endif,
                                                    'NAME NUMBER') -> i;
                                             unless i >= 1 and i <= n then
                                                 bad('NO SUCH NAME NUMBER')
                                             endunless;
                                             i
                                         endfor %},
                             calls = {% for v in tl(f) do
                                            if locchar(`:`, 1, v) ->> c then
                                                number(allbutfirst(c, v), 'LINE NUMBER')
                                            else
                                                0
                                            endif
                                        endfor %};
                       {% frames, calls, number(hd(f), 'TICKS') %}
                   endrepeat %] -> table(key)
            elseif key == "arcs" then
                unless names then bad('TABLE OF NAMES EXPECTED FIRST') endunless;
                if table(key) then bad('SECOND TABLE ' sys_>< key) endif;
                [% repeat k times
                       next(false) -> f;
                       unless length(f) == 3 then bad('CALLER, CALLEE AND CALLS EXPECTED') endunless;
                       number(f(1), 'NAME NUMBER') -> i;
                       number(f(2), 'NAME NUMBER') -> v;
                       unless i <= n and v >= 1 and v <= n then bad('NO SUCH NAME NUMBER') endunless;
                       {% i, v, number(f(3), 'CALLS') %}
                   endrepeat %] -> table(key)
            elseif key == "files" then
                unless names then bad('TABLE OF NAMES EXPECTED FIRST') endunless;
                if table(key) then bad('SECOND TABLE ' sys_>< key) endif;
                falses(n) ->> v -> table(key);
                repeat k times
                    next(2) -> f;
                    unless length(f) == 2 then bad('NUMBER AND FILE EXPECTED') endunless;
                    number(f(1), 'NAME NUMBER') -> i;
                    unless i >= 1 and i <= n then bad('NO SUCH NAME NUMBER') endunless;
                    unless isstring(decode_name(f(2)) ->> v(i)) then
                        bad('FILE NAME EXPECTED')
                    endunless
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

;;; a file name or a list of them -> a list of file names
define lconstant files_of(files);
    if isstring(files) then [^files] -> files endif;
    unless islist(files) then
        mishap(files, 1, 'FILE NAME OR LIST OF FILE NAMES NEEDED')
    endunless;
    if files == [] then mishap(0, 'NO SAVED PROFILE RUN GIVEN') endif;
    files
enddefine;

;;; The run of table a merged with the saved runs in files, read and
;;; merged in one at a time (a false: the first file's), so that the
;;; memory a merge takes is that of the result and one file, however
;;; many files there are: a deep run's stacks are long (a 10^5-deep
;;; recursion's, tens of megabytes each).
define lconstant load_runs(a, files);
    lvars file, b;
    for file in files do
        read_table(file) -> b;
        if a then merge_tables(a, b) else b -> a endif;
        false -> b
    endfor;
    ;;; (the last run goes before the merged one is made)
    false -> profile_last_run;
    table_run(a) -> profile_last_run
enddefine;

;;; Make the saved run in file (or the merge of the runs in a list of
;;; files) the last run.
define profile_load(files);
    load_runs(false, files_of(files))
enddefine;

;;; Merge the saved runs in file (or a list of files) into the last run.
define profile_merge(files);
    files_of(files) -> files;
    load_runs(profile_last_run and run_table(profile_last_run), files)
enddefine;

vars profile_saved = true;

endsection;
