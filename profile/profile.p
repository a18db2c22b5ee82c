;;; profile.p -- pop11's LIB PROFILE: the profiler's policy, in Pop-11.
;;;
;;; The mechanism is in C (profile/sampler.c): a periodic CPU-time tick with
;;; a ledger (or a deterministic tick every N safe points), delivered to the
;;; handler below at the next safe point as a count of ticks, and
;;; sys_profile_chain_runs, which hands over only the part of the call chain
;;; that changed since the last tick, as runs of frames of one procedure.  Everything a user may want to change is
;;; here, in variables and procedure variables that can be redefined.

compile_mode :pop11 +strict;

section;

include ast;

vars
    profile_interval     = 10000,  ;;; microseconds of CPU time between ticks
    profile_count_all    = false,  ;;; also count every active procedure
    profile_exclude_list = [null], ;;; names whose ticks pass to their caller
    profile_ignore_list  = [],     ;;; names whose ticks are dropped
    profile_show_max     = 10,     ;;; rows in the report (false = all)
    profile_gc_trace     = false,  ;;; report the procedure running at each GC
    profile_tick_every   = false,  ;;; N: deterministic tick every N safe points
    profile_show_ledger  = true,   ;;; the standard report ends with the ledger
    profile_call_counts  = false,  ;;; count every call exactly
    profile_alloc        = false,  ;;; count heap bytes per procedure exactly
    profile_last_run     = false,  ;;; the last run (see profile_report_last)
    profile_show_callgraph = false, ;;; the call graph after the report
    profile_in_program   = false,  ;;; inside pop11 %profile (profile_file)
    profile_tick_builtins = false, ;;; with profile_tick_every: built-ins tick too
    profile_jitter       = true,   ;;; each tick at a random point of its interval
    profile_show_intervals = true, ;;; 95% intervals after a CPU-time report
    profile_lines        = false,  ;;; time per line: the hottest lines table
    profile_fold_anonymous = false, ;;; anonymous procedures: no rows of their own
    profile_clock        = "cpu",  ;;; "wall": ticks on wall-clock time, waits too
    profile_by_process   = false,  ;;; rows split by the process they ran in
    profile_heap_after_gc = false, ;;; the live heap after each collection
;

;;; the item of the ticks that fall due during a garbage collection
constant profile_gc_item = consword('<gc>');
;;; ... and of those that fall due in the compiler's own code
constant profile_compile_item = consword('<compile>');

;;; The exact counts of the last run (see HELP PROFILE): properties from
;;; procedures to numbers, or false when not counted; the heap's own count
;;; of the bytes allocated during the run, and the part of them that the
;;; profiler's own tick handling allocated.
vars
    profile_calls           = false,  ;;; procedure -> calls
    profile_call_arcs       = false,  ;;; caller -> (callee -> calls)
    profile_bytes           = false,  ;;; procedure -> bytes it allocated
    profile_bytes_inclusive = false,  ;;; procedure -> bytes while active
    profile_heap_bytes      = false,
    profile_own_bytes       = false,
    ;;; with profile_heap_after_gc: the live heap after the run's last
    ;;; collection (a snapshot, as profile_heap_snapshot gives), what
    ;;; grew from its first collection to its last (profile_heap_growth),
    ;;; and the number of collections
    profile_heap_gc_snapshot = false,
    profile_heap_gc_growth  = false,
    profile_heap_gc_count   = false,
;

;;; True while the exact counts run; assigning false stops them.  (A run
;;; holds it as a dlocal, so a mishap that leaves the run stops them too.)
lvars counts_running = false;
define active profile_counting; counts_running enddefine;
define updaterof active profile_counting(value);
    unless value then
        if counts_running then sys_profile_count_stop() endif;
        false -> counts_running
    endunless
enddefine;

;;; the old name of the exclusion list is the same variable
identof("profile_exclude_list") -> identof("profile_exclude");

;;; old-style report procedure: undefined unless the user defines one
vars procedure profile_display;

;;; the call graph of the last run (profile_export.p)
vars procedure profile_callgraph;
;;; live-heap snapshots (profile_coverage.p)
vars procedure (profile_heap_summary, profile_heap_growth);

;;; The call arcs counted so far (sys_profile_count_arcs) as
;;; profile_call_arcs has them: caller -> (callee -> calls).
define lconstant call_arcs() -> arcs;
    lvars arc, callees;
    newproperty([], 64, false, "perm") -> arcs;
    for arc in sys_profile_count_arcs() do
        unless arcs(arc(1)) ->> callees then
            newproperty([], 64, 0, "perm") ->> callees -> arcs(arc(1))
        endunless;
        callees(arc(2)) + arc(3) -> callees(arc(2))
    endfor
enddefine;

;;; On exit from a run with profile_heap_after_gc: no more snapshots,
;;; and the heap tracking stops if the run started it (started true).
define lconstant heap_untrack(started); false enddefine;
define updaterof lconstant heap_untrack(old, started);
    false -> sys_heap_after_gc();
    if started then false -> sys_heap_track() endif
enddefine;
;;; the hottest lines table, a procedure's file (profile_annotate.p)
vars procedure (profile_print_lines, profile_code_file);
;;; the HTML report (profile_html.p)
vars procedure profile_write_html;
;;; a snapshot of a run written on SIGUSR2 (profile_saved.p)
vars procedure profile_write_snapshot;

;;; The name a procedure's row is shown under in every view: its pdprops,
;;; except for an updater that has its owner's name (the updater of a field
;;; accessor or of a built-in, one made by define updaterof), which Poplog
;;; names as its owner: it is shown as updater(NAME), so that its figures
;;; are not mixed with its owner's.  (The owner is found by the name: an
;;; updater of a lexical procedure keeps the plain name.)
define profile_proc_name(p) -> name;
    lvars name = pdprops(p), q;
    if isword(name) and isdefined(name) and not(isactive(name))
    and isprocedure(sys_current_val(name) ->> q) and q /== p
    and updater(q) == p then
        consword('updater(' sys_>< name sys_>< ')') -> name
    endif
enddefine;

;;; The actions of runs (profile_apply's argument, also in a run inside
;;; pop11 %profile): an anonymous one (the profile macro's, say) is the
;;; profiler's wrapper, not a row.
lconstant actions = newproperty([], 8, false, "tmparg");

;;; The name of an anonymous procedure by the place it was defined, as
;;; LuaJIT names a function by module:line: the word <procedure FILE:LINE>
;;; (FILE without its directories), or false for one with no place (code
;;; of a top-level statement, compiled from a list, a built-in).
lconstant place_names = newproperty([], 64, "none", "tmparg");
define profile_place_name(p) -> name;
    lvars file, line, i;
    ;;; (kept: hooks of one's own run profile_include at every sample)
    unless (place_names(p) ->> name) == "none" then return endunless;
    false ->> name -> place_names(p);
    sys_procedure_file(p) -> file;
    sys_procedure_place(p) -> line;
    returnunless(file and line);
    file sys_>< '' -> file;
    datalength(file) -> i;
    while i > 0 and file(i) /== `/` do i - 1 -> i endwhile;
    consword('<procedure ' sys_>< allbutfirst(i, file) sys_>< ':' sys_>< line
             sys_>< '>') ->> name -> place_names(p)
enddefine;

;;; The item a procedure's ticks are counted under, or false to pass them
;;; to its caller: the procedure's name (profile_proc_name) unless it, or
;;; its pdprops, is excluded.  An anonymous procedure (a syssort
;;; comparator, an applist body, any procedure ... endprocedure) is named
;;; by its place (profile_place_name), unless profile_fold_anonymous is
;;; true: then, as the action of the run always is, it passes its ticks
;;; on to its caller.
define vars profile_include(p) -> item;
    lvars item = profile_proc_name(p);
    if item and (fast_member(item, profile_exclude_list)
                 or fast_member(pdprops(p), profile_exclude_list)) then
        false -> item
    elseif not(item) and not(profile_fold_anonymous) and not(actions(p)) then
        profile_place_name(p) -> item;
        if item and fast_member(item, profile_exclude_list) then false -> item endif
    endif
enddefine;

;;; True if a tick charged to item should be dropped altogether.  It runs at
;;; tick time, so tests such as iscaller(P) see the interrupted program.
define vars profile_ignore(item);
    fast_member(item, profile_ignore_list)
enddefine;

;;; the library's own hooks: while both are in place, what they decide for
;;; a procedure is memoised and later ticks in it are counted in C
lconstant
    default_include = profile_include,
    default_ignore  = profile_ignore,
;

;;; The figures of prop to add up by name: prop itself, except for a run's
;;; profile_bytes_inclusive, whose procedures of one name may have been
;;; active at once (a byte allocated then is in both their counts): its
;;; figures by name are those of the name's first procedure in the table
;;; sys_profile_group_bytes made, each byte allocated while some procedure
;;; of the name was active counted once.
lvars name_tables = newproperty([], 8, false, "tmparg");

;;; The row item of a key of an exact count: a procedure's is what
;;; profile_include gives it; a key that is no procedure, such as the
;;; false that the bytes allocated while no procedure ran (in a mishap's
;;; handling) are counted under, is its own item unless excluded, as <gc>
;;; is (false has no row).
define lconstant count_item(p);
    if isprocedure(p) then profile_include(p)
    elseunless fast_member(p, profile_exclude_list) then p
    else false
    endif
enddefine;

;;; The table of a run's profile_bytes_inclusive to add up by name
;;; (profile_name_figures), from sys_profile_group_bytes's figures by
;;; pdprops: the procedures of one pdprops that all have one row take
;;; their group's figure, once; those of a pdprops split between rows,
;;; such as a procedure and its updater, updater(NAME), keep their own
;;; figures (they are not added up: each has a row of its own).
define lconstant name_table(incl) -> table;
    lvars groups = newproperty([], 64, 0, "perm"), p, n, k, item,
          rows = newproperty([], 64, termin, "perm"), split = {split};
    sys_profile_group_bytes(groups);
    newproperty([], 64, 0, "perm") -> table;
    define lconstant key_of(p);
        if isprocedure(p) then pdprops(p) or p else p endif
    enddefine;
    define lconstant note(p);
        lvars item = count_item(p), k = key_of(p);
        if rows(k) == termin then item -> rows(k)
        elseunless rows(k) == item then split -> rows(k)
        endif
    enddefine;
    ;;; (a group's first procedure may have no figure of its own)
    for p, n in_property incl do note(p) endfor;
    for p, n in_property groups do note(p) endfor;
    for p, n in_property incl do
        if rows(key_of(p)) == split then n -> table(p) endif
    endfor;
    for p, n in_property groups do
        unless rows(key_of(p)) == split then n -> table(p) endunless
    endfor
enddefine;
define profile_name_figures(prop);
    prop and name_tables(prop) or prop
enddefine;

;;; The exact counts of prop (profile_calls, profile_bytes...) by row name:
;;; the procedures' figures add up under the name of the item
;;; profile_include gives them (none: left out); false if prop is false.
;;; (A key that is no procedure is its own item: count_item.)
define profile_by_name(prop) -> names;
    lvars p, n, item, names = prop and newproperty([], 64, 0, "perm");
    if prop then
        for p, n in_property profile_name_figures(prop) do
            if count_item(p) ->> item then
                if isprocedure(item) then pdprops(item) -> item endif;
                names(item) + n -> names(item)
            endif
        endfor
    endif
enddefine;

;;; The item of a procedure as profile_include gives it; the leaf <gc> of
;;; ticks during a garbage collection (<compile>: in the compiler) is its
;;; own item unless it is in profile_exclude_list.
define lconstant item_of(p);
    if isprocedure(p) then
        profile_include(p)
    elseunless fast_member(p, profile_exclude_list) then
        p
    else
        false
    endif
enddefine;

;;; What a tick of a deterministic run (profile_tick_every = n) is.
define lconstant tick_unit(n);
    if n == 1 then 'one at every safe point'
    else 'one every ' sys_>< n sys_>< ' safe points'
    endif
enddefine;

;;; pop11's own addition: where the ticks went.
;;; A run timed by the CPU clock also gets the profiler's own time: the
;;; time its tick handling took (hooks included), and that as a share of
;;; the CPU time; a deterministic run leaves it out, to stay reproducible.
define profile_print_ledger(ledger);
    lvars (expected, charged, coalesced, gc, cpu, own)
            = (ledger(1), ledger(2), ledger(3), ledger(4), ledger(5), ledger(6)),
          ;;; (a run saved before the ledger counted them has no ignored)
          ignored = if datalength(ledger) >= 7 then ledger(7) else 0 endif;
    dlocal poplinewidth = false, poplinemax = false;
    ;;; a deterministic run's ticks are counted in safe points, not time
    printf(';;; ticks%p: %p expected, %p charged, ',
           [% if isintegral(profile_tick_every) then
                  ' (' sys_>< tick_unit(profile_tick_every) sys_>< ')'
              else
                  ''
              endif, expected, charged %]);
    ;;; the report's total plus the ignored ticks is the charged ones
    if ignored /== 0 then printf('%p ignored, ', [^ignored]) endif;
    printf('%p coalesced, %p during GC', [^coalesced ^gc]);
    unless isintegral(profile_tick_every) then
        dlocal pop_pr_places = (`0` << 16) || 2;
        printf('; profiler %p ms', [% own / 1000.0 %]);
        if cpu > 0 then
            printf(' (%p%% of %p time)',
                   [% own / (cpu * 100.0),
                      if profile_clock == "wall" then 'the' else 'CPU' endif %])
        endif
    endunless;
    pr(newline)
enddefine;

;;; The 95% interval, in per cent, of the share of which k of n samples are
;;; an estimate: Wilson's score interval for a binomial proportion (it
;;; stays inside 0-100 and is sound for small k, unlike p +- 1.96 s.e.).
define profile_share_interval(k, n) -> (lo, hi);
    lvars p, z2 = 1.96 * 1.96, d, c, h;
    if n <= 0 then 0.0 -> lo; 100.0 -> hi; return endif;
    max(0, min(1, k / n)) -> p;
    1 + z2 / n -> d;
    (p + z2 / (2 * n)) / d -> c;
    1.96 * sqrt(max(0, p * (1 - p)) / n + z2 / (4 * n * n)) / d -> h;
    max(0, c - h) * 100.0 -> lo;
    min(1, c + h) * 100.0 -> hi
enddefine;

;;; What the report adds after the name of a row, or false: the mark of
;;; code that changed between merged saved runs (profile_saved.p).
define profile_row_mark(name);
    profile_last_run and profile_last_run("stale")
    and profile_last_run("stale")(name)
enddefine;

;;; The intervals of the rows of a report (rows {name own other ...}, the
;;; count in element key), and which rows are within noise of each other:
;;; rows are taken in order (largest first), and a row whose interval
;;; overlaps that of the first row of the current group joins the group,
;;; else it starts the next.
define lconstant print_intervals(rows, key, total, user_pr);
    lvars row, lo, hi, lead_lo = false, group = 0;
    printf('95%% intervals of the %p %%Time (Wilson, %p samples);\n',
           [% if key == 3 then 'active' else 'own' endif, total %]);
    printf('rows with the same group number are within noise of each other:\n');
    for row in rows do
        profile_share_interval(row(key), total) -> (lo, hi);
        unless lead_lo and hi >= lead_lo then lo -> lead_lo; group + 1 -> group endunless;
        pr_field(row(key) * 100.0 / total, 7, `\s`, false);
        pr_field(lo, 8, `\s`, false);
        pr(' -');
        pr_field(hi, 6, `\s`, false);
        pr_field(group, 5, `\s`, false);
        sp(2);
        user_pr(row(1));
        ;;; the mark, as on the row above: two stale rows share a name
        if profile_row_mark(row(1)) then
            pr(' ('); pr(profile_row_mark(row(1))); pr(')')
        endif;
        pr(newline)
    endfor;
    pr(newline)
enddefine;

;;; The ledger of the run being reported (a vector as sys_profile_ledger
;;; gives it) while profile_report runs, else false: the standard report
;;; ends with it (a report of the user's own prints what it likes).
vars profile_report_ledger = false;

;;; The rows of the standard report (and of the chart, profile_graphical.p)
;;; and the total of the counts: one {name own active} per item (active 0
;;; in a flat run), sorted by the main count (ties by the other one, then
;;; by calls), at most profile_show_max of them.
define profile_report_rows(counts, active_counts) -> (rows, total);
    lvars item, n, row, calls = profile_by_name(profile_calls),
          bytes = profile_by_name(profile_bytes);
    0 -> total;
    for item, n in_property counts do total + n -> total endfor;

    ;;; one row {name own other} per item
    [%  if active_counts then
            ;;; a run's are keyed by item, as counts are: one row per
            ;;; item (a procedure key, as in a table of Poplog's form, is
            ;;; taken as its item)
            for item, n in_property active_counts do
                if isprocedure(item) then item_of(item) -> item endif;
                if item then
                    {% if isprocedure(item) then pdprops(item) else item endif,
                       counts(item), n %}
                endif
            endfor
        else
            for item, n in_property counts do
                {% if isprocedure(item) then pdprops(item) else item endif, n, 0 %}
            endfor
        endif
    %] -> rows;
    ;;; rows of their own for what was counted exactly but had no tick:
    ;;; everything with a call, a byte or an active byte counted
    lvars incl = profile_by_name(profile_bytes_inclusive), prop;
    if calls or bytes or incl then
        lvars seen = newproperty([], 64, false, "perm");
        for row in rows do true -> seen(row(1)) endfor;
        [% for prop in [^calls ^bytes ^incl] do
               nextunless(prop);
               for item, n in_property prop do
                   unless seen(item) or n = 0 then
                       true -> seen(item);
                       {^item 0 0}
                   endunless
               endfor
           endfor %] <> rows -> rows
    endif;

    ;;; sort by the main count, ties by the other one (larger first),
    ;;; then by calls, then by name, so that the order does not depend on
    ;;; where the procedures are in memory: a run and its saved file
    ;;; reloaded list the same rows
    lvars key = if active_counts then 3 else 2 endif,
          other = if active_counts then 2 else 3 endif,
          spelt = newproperty([], 64, false, "perm");
    define lconstant spelling(name) -> s;
        unless spelt(name) ->> s then name >< nullstring ->> s -> spelt(name) endunless
    enddefine;
    syssort(rows, false,
        procedure(a, b);
            a(key) > b(key) or a(key) = b(key) and
                (a(other) > b(other) or a(other) = b(other) and
                 (calls and calls(a(1)) > calls(b(1))
                  or (not(calls) or calls(a(1)) = calls(b(1)))
                     and alphabefore(spelling(a(1)), spelling(b(1))) == true))
        endprocedure) -> rows;
    if isintegral(profile_show_max) then
        [% lvars k = profile_show_max;
           until rows == [] or k <= 0 do
               dest(rows) -> rows;
               k - 1 -> k
           enduntil %] -> rows
    endif
enddefine;

;;; The first lines of the standard report (and of the chart).
;;; A run with a deterministic tick (profile_tick_every an integer) has
;;; no measured time to state: its heading gives its ticks, charged and
;;; during garbage collections, as the ledger of the run counts them (or
;;; total when there is no ledger), and what a tick is.
define profile_print_heading(cpu_time, gc_time, total);
    dlocal pr = sys_syspr, pop_pr_places = (`0` << 16) || 2;
    printf('\nNumber of interrupts: %p\n', [^total]);
    if isintegral(profile_tick_every) then
        lvars ledger = profile_report_ledger;
        printf('Ticks: %p (%p), GC ticks: %p\n\n',
               [% if ledger then ledger(2) else total endif,
                  tick_unit(profile_tick_every),
                  if ledger then ledger(4) else 0 endif %])
    else
        printf('%p time: %p seconds, GC time: %p seconds\n\n',
               [% if profile_clock == "wall" then 'Wall-clock' else 'CPU' endif,
                  cpu_time / 100.0, gc_time / 100.0 %])
    endif
enddefine;

;;; After the rows: what their marks mean, if one of them has one.
define profile_print_notes(rows);
    lvars row;
    for row in rows do
        if profile_row_mark(row(1)) then
            printf(';;; (stale N): code that changed between the merged runs; each version\n;;; has a row of its own, numbered in the order of the runs\n');
            quitloop
        endif
    endfor
enddefine;

;;; The standard report.  Times are in hundredths of a second; counts maps
;;; items to their own ticks; active_counts (or false) maps items to the
;;; ticks during which they were active (a table keyed by procedure, as
;;; Poplog's, is taken too: see profile_report_rows).
;;; With exact counts (profile_calls, profile_bytes, profile_bytes_inclusive)
;;; the rows gain columns for them, and procedures counted without a tick get
;;; rows too.
define profile_print(cpu_time, gc_time, counts, active_counts);
    lvars user_pr = pr;
    dlocal pr = sys_syspr;
    lvars (rows, total) = profile_report_rows(counts, active_counts),
          row, sum = 0,
          calls = profile_by_name(profile_calls),
          bytes = profile_by_name(profile_bytes),
          incl = profile_by_name(profile_bytes_inclusive),
          key = if active_counts then 3 else 2 endif;
    unless active_counts then
        for row in rows do sum + row(2) ->> sum -> row(3) endfor
    endunless;
    profile_print_heading(cpu_time, gc_time, total);

    dlocal pop_pr_places = (`0` << 16) || 1, pop_pr_quotes = false;
    lvars w = max(length(total sys_>< ''), 5);
    ;;; the widths of the exact counts' columns (the largest figure, at
    ;;; least the heading), and the microseconds of CPU time per tick
    define lconstant width(prop, heading);
        lvars item, n, w = length(heading);
        if prop then
            for item, n in_property prop do max(w, length(n sys_>< '')) -> w endfor
        endif;
        w + 2
    enddefine;
    lvars cw = width(calls, 'Calls'), bw = width(bytes, 'Bytes'),
          iw = width(incl, 'Active bytes'),
          ;;; (a deterministic run's unit is its tick: ticks per call)
          det = isintegral(profile_tick_every),
          per_heading = if det then 'ticks/call' else 'us/call' endif,
          us_per_tick = if det then 1.0 elseif total = 0 then 0.0
                        else cpu_time * 10000.0 / total endif;
    ;;; rows with the exact counts' columns are not broken at poplinewidth
    dlocal poplinewidth, poplinemax;
    if calls or bytes then false ->> poplinewidth -> poplinemax endif;
    ;;; time per call: the main count's time over the calls, in microseconds
    ;;; (in ticks in a deterministic run)
    lvars per_call = calls and newproperty([], 64, '-', "perm");
    if calls then
        lvars places = pop_pr_places;
        (`0` << 16) || if det then 4 else 2 endif -> pop_pr_places;
        for row in rows do
            unless calls(row(1)) = 0 then
                row(key) * us_per_tick / calls(row(1)) sys_>< '' -> per_call(row(1))
            endunless
        endfor;
        places -> pop_pr_places;
        lvars pw = width(per_call, per_heading)
    endif;
    sp(w + 9);
    pr_field(if active_counts then 'Active' else 'Cumulative' endif, w + 7, `-`, `-`);
    pr(newline);
    pr_field('Count  %Time', w + 7, `\s`, false);
    pr_field('Count  %Time', w + 9, `\s`, false);
    if calls then pr_field('Calls', cw, `\s`, false); pr_field(per_heading, pw, `\s`, false) endif;
    if bytes then pr_field('Bytes', bw, `\s`, false) endif;
    if incl then pr_field('Active bytes', iw, `\s`, false) endif;
    pr(newline);
    for row in rows do
        pr_field(row(2), w, `\s`, false);
        pr_field(if total = 0 then 0.0 else row(2) * 100.0 / total endif, 7, `\s`, false);
        pr_field(row(3), w + 2, `\s`, false);
        pr_field(if total = 0 then 0.0 else row(3) * 100.0 / total endif, 7, `\s`, false);
        if calls then
            pr_field(calls(row(1)), cw, `\s`, false);
            pr_field(per_call(row(1)), pw, `\s`, false)
        endif;
        if bytes then pr_field(bytes(row(1)), bw, `\s`, false) endif;
        if incl then pr_field(incl(row(1)), iw, `\s`, false) endif;
        sp(2);
        user_pr(row(1));
        if profile_row_mark(row(1)) then
            pr(' ('); pr(profile_row_mark(row(1))); pr(')')
        endif;
        pr(newline)
    endfor;
    pr(newline);
    profile_print_notes(rows);
    ;;; a run timed by the CPU clock is a sample: how far its shares can
    ;;; be from the truth (a deterministic run has no such noise)
    if profile_show_intervals and not(isintegral(profile_tick_every))
    and total > 0 and rows /== [] then
        print_intervals(rows, key, total, user_pr)
    endif;
    if profile_show_ledger and profile_report_ledger then
        profile_print_ledger(profile_report_ledger)
    endif;
enddefine;

define vars profile_report(cpu_time, gc_time, counts, active_counts);
    if isundef(profile_display) then
        profile_print(cpu_time, gc_time, counts, active_counts)
    else
        profile_display(cpu_time, counts);
        if profile_show_ledger and profile_report_ledger then
            profile_print_ledger(profile_report_ledger)
        endif
    endif
enddefine;

lvars profile_running = false;

;;; The last run, kept for reports, exports and profile_save after
;;; profile_apply ends: false before the first run, else a property from
;;; words to the run's parts (absent parts are false):
;;;   "counts"         item -> its own ticks (a property)
;;;   "active_counts"  item -> ticks during which a procedure of it was
;;;                    active, each tick once (count-all), or false
;;;   "cpu_time", "gc_time"  in hundredths of a second
;;;   "ledger"         the vector sys_profile_ledger gave at the end
;;;   "interval"       profile_interval;  "tick_every": profile_tick_every
;;;   "memo"           procedure -> the item its ticks went to (true: passed
;;;                    to its caller), when the default hooks were in place
;;;   "clock"          "wall" for a run timed on wall-clock time
;;;                    (profile_clock), else "cpu"
;;; A part added later (samples, calls, bytes...) gets a word of its own.
;;; (declared with the variables at the top)

;;; The exclusion list a run's views are drawn with: the one in place
;;; when it ended (as its counts were made: a program that sets the list
;;; around a run, as HELP PROFILE shows, and exports it afterwards gets
;;; files that add up to its report), or for a loaded run, which has
;;; none, the one in place now.
define profile_run_exclude_list(run);
    run and run("exclude_list") or profile_exclude_list
enddefine;

;;; Run p() with the variables the report reads (the exclusion list,
;;; the exact counts, the ledger, the tick) holding run's: the report of
;;; a run, and its HTML page, are made so.
define profile_with_run(run, p);
    dlocal profile_exclude_list = profile_run_exclude_list(run);
    dlocal profile_calls = run("calls"), profile_call_arcs = run("call_arcs"),
           profile_bytes = run("bytes"),
           profile_bytes_inclusive = run("bytes_inclusive"),
           profile_heap_bytes = run("heap_bytes"),
           profile_own_bytes = run("own_bytes"),
           profile_report_ledger = run("ledger");
    ;;; the ledger of a saved run: its own deterministic tick or not
    dlocal profile_tick_every = run("tick_every");
    ;;; (a loaded run was timed by the CPU clock, as far as it knows)
    dlocal profile_clock = run("clock") or "cpu";
    p()
enddefine;

;;; The report of profile_last_run (the standard one ends with its ledger).
define profile_report_last();
    lvars run = profile_last_run;
    unless run then mishap(0, 'NO PROFILE RUN TO REPORT') endunless;
    profile_with_run(run,
        procedure;
            profile_report(run("cpu_time"), run("gc_time"), run("counts"),
                           run("active_counts"));
            if profile_show_callgraph and run("stacks") then profile_callgraph() endif;
            if profile_lines and run("stacks") then profile_print_lines(run) endif
        endprocedure)
enddefine;

lconstant own_builtins = [% sys_profile_start, sys_profile_stop, sys_profile_memo,
                            sys_profile_memo_chain, sys_profile_chain,
                            sys_profile_chain_runs,
                            sys_profile_sample, sys_profile_charge,
                            sys_profile_drop %];

;;; The variables of the library hold values it can use, checked when a
;;; run starts (they are plain variables, as in Poplog, so an assignment
;;; is not checked): false if they do, else the value of the first that
;;; does not and the message of its mishap, which names it.
define lconstant bad_variable() -> (value, message);
    lvars name, value, message = false;
    define lconstant bad(needed, name);
        needed sys_>< ' NEEDED FOR ' sys_>< name -> message
    enddefine;
    if not(isinteger(profile_interval) and profile_interval > 0
           and profile_interval <= 1000000000) then
        (profile_interval, bad('INTEGER 1 TO 1000000000', "profile_interval"))
    elseunless profile_tick_every == false
    or isinteger(profile_tick_every) and profile_tick_every > 0 then
        (profile_tick_every, bad('INTEGER > 0 OR false', "profile_tick_every"))
    elseunless profile_clock == "cpu" or profile_clock == "wall" then
        (profile_clock, bad('"cpu" OR "wall"', "profile_clock"))
    elseunless profile_show_max == false
    or isinteger(profile_show_max) and profile_show_max >= 0 then
        (profile_show_max, bad('INTEGER >= 0 OR false', "profile_show_max"))
    elseunless isundef(profile_display) or isprocedure(profile_display) then
        (profile_display, bad('PROCEDURE', "profile_display"))
    else
        for name in [profile_exclude_list profile_ignore_list] do
            valof(name) -> value;
            unless islist(value) then bad('LIST', name); return endunless
        endfor;
        ;;; (the flags need no check: any value but false is true, as
        ;;; in Poplog's library)
        for name in [profile_include profile_ignore profile_report] do
            valof(name) -> value;
            unless isprocedure(value) then bad('PROCEDURE', name); return endunless
        endfor;
        false
    endif -> value
enddefine;

;;; The procedure profile_apply below: the walks of the sampled chain stop
;;; at its frame, whatever the variable profile_apply holds by then (a
;;; program may wrap it, as HELP PROFILE_CHECK's checker does, and its
;;; frames are then the profiler's own, not the program's).
lvars the_apply = false;
;;; (a process runs inside runproc: profile_by_process)
lconstant runproc_p = runproc;

;;; Run action() under the profiler and report.
define profile_apply(action);
    unless isprocedure(action) then
        mishap(action, 1, 'PROCEDURE NEEDED')
    endunless;
    true -> actions(action);
    if profile_running then
        ;;; pop11 %profile: the whole program is being profiled already
        if profile_in_program then fast_apply(action); return endif;
        ;;; one run at a time (HELP PROFILE, section 1)
        mishap(0, 'PROFILER ALREADY RUNNING')
    endif;
    lvars (bad_value, message) = bad_variable();
    if message then mishap(bad_value, 1, message) endif;
    lvars count_all = profile_count_all and isundef(profile_display);
    lvars counts = newproperty([], 64, 0, "perm"),
          active_counts = count_all and newproperty([], 64, 0, "perm"),
          ;;; procedure -> the item its own ticks go to, when that can only
          ;;; change with the lists: the default hooks
          memo = profile_include == default_include
                 and profile_ignore == default_ignore
                 and not(profile_by_process)
                 and newproperty([], 64, false, "perm");

    ;;; count-all bookkeeping, by item (what profile_include gives a
    ;;; procedure, as the own counts are kept), so that the procedures of
    ;;; one name make one row: the items of the frames of the sampled chain
    ;;; as runs, top first, each a pair (item, number of frames; item false
    ;;; for frames with none), how many frames each item has in it, and,
    ;;; from when it became live (had a frame), the tick count less its
    ;;; active count then.  (Runs, because between two ticks a recursion
    ;;; can change thousands of frames: the ackermann part of the tak
    ;;; kernel cost 1.5 M instructions a tick, walked a frame at a time.)  An item is charged the ticks
    ;;; between becoming live and ceasing to be, so each tick counts it
    ;;; once however deep it (or another procedure of its name) recurs, and
    ;;; the work per tick follows what changed, not the depth.  A built-in
    ;;; leaf (it has no frame) is active during its own ticks: they are
    ;;; added to its item (here, and in C by sys_profile_memo_chain's fast
    ;;; path); while that item is live too, the ticks are counted by its
    ;;; frames, and what the leaf added is undone when it ceases to be.
    lvars chain = [], depth = 0, ticks = 0,
          live = newproperty([], 64, 0, "perm"),
          since = newproperty([], 64, 0, "perm"),
          base = sys_callstack_depth();

    ;;; n frames of item gone, or come
    define lconstant deactivate(item, n);
        lvars k;
        returnunless(item);
        live(item) - n ->> k -> live(item);
        if k == 0 then ticks - since(item) -> active_counts(item) endif
    enddefine;

    define lconstant activate(item, n);
        lvars k;
        returnunless(item);
        live(item) -> k;
        if k == 0 then ticks - active_counts(item) -> since(item) endif;
        k + n -> live(item)
    enddefine;

    ;;; profile_by_process: the processes running at the tick, innermost
    ;;; first (sys_profile_process), and the number each has in this run
    lvars by_process = profile_by_process, procs = [],
          labels = by_process and newproperty([], 8, false, "perm"), nlabels = 0;

    ;;; the item of ticks of item in the process level runprocs out from
    ;;; the innermost one (0: the innermost; none: outside any process)
    define lconstant in_process(item, level) -> item;
        lvars p, k;
        returnunless(item and level < listlength(procs));
        procs(level + 1) -> p;
        unless labels(p) ->> k then nlabels + 1 ->> nlabels ->> k -> labels(p) endunless;
        consword(item sys_>< ' <process ' sys_>< k sys_>< '>') -> item
    enddefine;

    ;;; n counted ticks whose leaf was a built-in (or <gc>, <compile>)
    define lconstant leaf_active(leaf, n);
        lvars item = item_of(leaf);
        if by_process then in_process(item, if leaf == runproc_p then 1 else 0 endif) -> item endif;
        if item then active_counts(item) + n -> active_counts(item) endif
    enddefine;

    ;;; what changed on the chain since the last call: (valid, fresh), as
    ;;; sys_profile_chain_runs; the ticks C charged meanwhile, while the
    ;;; previous chain stood, are added to the count first
    define lconstant chain_changes();
        lvars steady;
        sys_profile_chain_runs(base) -> steady;
        ticks + steady -> ticks
    enddefine;

    ;;; the stacks of a profile_by_process run: a process in place of its
    ;;; runproc frame (stacks.c) is the frame <process N>
    define lconstant name_processes(stacks) -> stacks;
        lvars s, frames, i, k;
        returnunless(by_process);
        for s in stacks do
            s(1) -> frames;
            for i from 1 to datalength(frames) do
                if isprocess(frames(i)) then
                    unless labels(frames(i)) ->> k then
                        nlabels + 1 ->> nlabels ->> k -> labels(frames(i))
                    endunless;
                    consword('<process ' sys_>< k sys_>< '>') -> frames(i)
                endif
            endfor
        endfor
    enddefine;

    ;;; n frames of item come on top of the chain
    define lconstant push_run(item, n);
        activate(item, n);
        conspair(item, n) :: chain -> chain;
        depth + n -> depth
    enddefine;

    define lconstant update_chain();
        lvars (valid, fresh) = chain_changes(), item, i, j, n, run, level = 0;
        until depth <= valid do
            hd(chain) -> run;
            min(back(run), depth - valid) -> n;
            deactivate(front(run), n);
            depth - n -> depth;
            if n == back(run) then tl(chain) -> chain else back(run) - n -> back(run) endif
        enduntil;
        if by_process then
            ;;; a frame is in the process as many runprocs out as there
            ;;; are runproc frames above it (runproc's own frame is its
            ;;; caller's)
            for i from 1 by 2 to datalength(fresh) do
                if fresh(i) == runproc_p then level + fresh(i + 1) -> level endif
            endfor
        endif;
        for i from 1 by 2 to datalength(fresh) do
            ;;; (its item now: a procedure may be renamed during a run)
            item_of(fresh(i)) -> item;
            fresh(i + 1) -> n;
            if by_process then
                if fresh(i) == runproc_p then
                    ;;; (each runproc frame one process further in)
                    for j from 1 to n do
                        push_run(in_process(item, level), 1);
                        level - 1 -> level
                    endfor;
                    nextloop
                endif;
                in_process(item, level) -> item
            endif;
            push_run(item, n)
        endfor
    enddefine;

    ;;; charge n ticks: to what was running when they fell due (a built-in
    ;;; or <gc>: the leaf), else to the procedure running then (gone if it
    ;;; has returned since), else to its nearest included caller; unless
    ;;; ignored.  The walk, and caller and iscaller in the hooks, see the
    ;;; chain as it was when the ticks fell due (sys_profile_sample).
    ;;; Ticks that are ignored, or that no procedure of the run counts, are
    ;;; dropped (the ledger counts them).  In count-all the leaf is active
    ;;; during its ticks.
    define lconstant tick(n);
        lvars (leaf, gone, i) = sys_profile_sample(),
            k = 1, p, item, counted = false, level = 0;
        if by_process then sys_profile_process() -> procs endif;
        ;;; the profiler's own built-ins, called by profile_apply, are
        ;;; not part of the program
        if fast_lmember(leaf, own_builtins) then false -> leaf endif;
        repeat
            if k == 1 then leaf elseif k == 2 then gone else caller(i) endif -> p;
            if k < 3 then
                k + 1 -> k;
                nextunless(p)
            else
                i + 1 -> i;
                quitunless(p and p /== the_apply)
            endif;
            ;;; (runproc, and what called it, are the outer process's)
            if by_process and p == runproc_p then level + 1 -> level endif;
            if item_of(p) ->> item then
                if by_process then in_process(item, level) -> item endif;
                unless profile_ignore(item) then
                    ;;; (in C: applying the property here, 100 times a
                    ;;; second, slowed some programs by 4%)
                    sys_profile_charge(n, item, counts);
                    if memo then item -> memo(p) endif;
                    true -> counted
                endunless;
                quitloop
            endif;
            ;;; excluded: with the default hooks its ticks always go on
            ;;; to its caller, and C can follow that on its own
            if memo then true -> memo(p) endif;
        endrepeat;
        unless counted then sys_profile_drop(n) endunless;
        if count_all then
            update_chain();
            if counted then
                ticks + n -> ticks;
                if leaf then leaf_active(leaf, n) endif
            endif
        endif
    enddefine;

    dlocal popgctrace = popgctrace or profile_gc_trace;
    if popgctrace then
        define dlocal pop_after_gc();
            lvars i = 1, p;
            while (caller(i) ->> p) and p /== the_apply do
                if pdprops(p) then
                    printf(pdprops(p), ';;; GC invoked by procedure %p\n\n');
                    quitloop
                endif;
                i + 1 -> i
            endwhile
        enddefine
    endif;

    ;;; profile_heap_after_gc: the noted objects that survive each
    ;;; collection, summed in C the first and the last time into heap_gc
    ;;; (sys_heap_after_gc; the snapshots are made of them after the run);
    ;;; the heap is tracked for the run unless it was already
    lvars heap_gc = profile_heap_after_gc and consvector(false, false, 0, 3),
          heap_started = heap_gc and not(sys_heap_track());
    dlocal % heap_untrack(heap_started) %;
    false ->> profile_heap_gc_snapshot ->> profile_heap_gc_growth -> profile_heap_gc_count;
    if heap_gc then
        if heap_started then true -> sys_heap_track() endif;
        heap_gc -> sys_heap_after_gc()
    endif;

    lvars cpu0 = systime(), gc0 = popgctime, cpu_time, gc_time,
          ;;; a wall-clock run (not a deterministic one): its time is
          ;;; the time that passed
          wall = profile_clock == "wall" and not(isintegral(profile_tick_every)),
          wall0 = sys_microtime();

    ;;; The run so far, as profile_last_run would be had the run stopped
    ;;; at this safe point, and the figures of the run closed as the end
    ;;; of the run closes them, but in copies: nothing of the run changes.
    ;;; Called on SIGUSR2 with the run standing still
    ;;; (sys_profile_on_snapshot), it saves that run (profile_snapshot_file).
    define lconstant snapshot();
        lvars ledger = sys_profile_ledger(), item, k, act = false,
              calls = false, arcs = false, bytes = false, own = false, heap = false,
              det = isintegral(profile_tick_every);
        if count_all then
            newproperty([], 64, 0, "perm") -> act;
            for item, k in_property active_counts do k -> act(item) endfor;
            lvars steady = sys_profile_steady();
            for item, k in_property live do
                if k > 0 then ticks + steady - since(item) -> act(item) endif
            endfor
        endif;
        if counts_running then
            profile_call_counts and newproperty([], 64, 0, "perm") -> calls;
            profile_call_counts and call_arcs() -> arcs;
            profile_alloc and newproperty([], 64, 0, "perm") -> bytes;
            sys_profile_counts(calls, bytes, false) -> (, own, heap);
            unless profile_alloc then false ->> own -> heap endunless
        endif;
        profile_write_snapshot(newproperty(
            [[cpu_time ^(if det then (ledger(2) * profile_interval) div 10000
                         elseif wall then (sys_microtime() - wall0) div 10000
                         else systime() - cpu0
                         endif)]
             [gc_time ^(if det then (ledger(4) * profile_interval) div 10000
                        else popgctime - gc0
                        endif)]
             [counts ^counts] [active_counts ^act] [ledger ^ledger]
             [interval ^profile_interval] [tick_every ^profile_tick_every]
             [memo ^memo] [calls ^calls] [call_arcs ^arcs] [bytes ^bytes]
             [bytes_inclusive ^false]
             [heap_bytes ^heap] [own_bytes ^own]
             [stacks ^(sys_profile_stacks(base))]
             [exclude_list ^(copylist(profile_exclude_list))]
             [clock ^(if wall then "wall" else "cpu" endif)]],
            16, false, "perm"))
    enddefine;
    dlocal profile_running = true, profile_counting = false;
    false ->> profile_calls ->> profile_bytes ->> profile_bytes_inclusive
          ->> profile_heap_bytes -> profile_own_bytes;
    profile_jitter -> sys_profile_jitter();
    profile_lines and true -> sys_profile_lines();
    wall -> sys_profile_wall();
    sys_profile_split_processes(by_process);
    sys_profile_start(tick, profile_interval,
                      if not(isintegral(profile_tick_every)) then 0
                      elseif profile_tick_builtins then -profile_tick_every
                      else profile_tick_every
                      endif);
    sys_profile_on_snapshot(snapshot);
    if memo then
        if count_all then
            sys_profile_memo_chain(memo, counts, active_counts)
        else
            sys_profile_memo(memo, counts)
        endif
    endif;
    if profile_call_counts or profile_alloc then
        sys_profile_count_start(profile_call_counts, profile_alloc, count_all);
        true -> counts_running
    endif;
    ;;; counted calls are made in the interpreter's counting loop, which
    ;;; a call from C (apply, a built-in) enters
    if counts_running then apply(action) else action() endif;
    if counts_running then
        sys_profile_count_stop();
        false -> counts_running;
        lvars newcount = newproperty(% [], 64, 0, "perm" %);
        profile_call_counts and newcount() -> profile_calls;
        profile_alloc and newcount() -> profile_bytes;
        profile_alloc and count_all and newcount() -> profile_bytes_inclusive;
        sys_profile_counts(profile_calls, profile_bytes, profile_bytes_inclusive)
            -> (, profile_own_bytes, profile_heap_bytes);
        ;;; (the call arcs: after the profiler stops, below)
        false -> profile_call_arcs;

        unless profile_alloc then false ->> profile_own_bytes -> profile_heap_bytes endunless
    endif;
    sys_profile_stop();
    false -> profile_running;
    ;;; the call arcs, each caller -> callee counted exactly (made once the
    ;;; ticks have stopped: the work is not the program's)
    if profile_call_counts then call_arcs() -> profile_call_arcs endif;
    if heap_gc then
        false -> sys_heap_after_gc();
        if heap_started then false -> sys_heap_track(); false -> heap_started endif;
        heap_gc(3) -> profile_heap_gc_count;
        if heap_gc(2) then
            profile_heap_summary(heap_gc(2)) -> profile_heap_gc_snapshot;
            profile_heap_growth(profile_heap_summary(heap_gc(1)),
                                profile_heap_gc_snapshot) -> profile_heap_gc_growth
        endif
    endif;
    ;;; (after the stop: the profiler's own work is not the program's)
    if profile_bytes_inclusive then
        name_table(profile_bytes_inclusive) -> name_tables(profile_bytes_inclusive)
    endif;
    if wall then (sys_microtime() - wall0) div 10000 else systime() - cpu0 endif
        -> cpu_time;
    popgctime - gc0 -> gc_time;
    if isintegral(profile_tick_every) then
        ;;; deterministic run: time is counted in ticks of profile_interval
        lvars ledger = sys_profile_ledger();
        (ledger(2) * profile_interval) div 10000 -> cpu_time;
        (ledger(4) * profile_interval) div 10000 -> gc_time;
    endif;
    if count_all then
        ;;; count the ticks charged in C since the last handler call, then
        ;;; close the activity of what is still on the chain
        chain_changes() -> (,);
        until chain == [] do
            deactivate(front(hd(chain)), back(hd(chain)));
            tl(chain) -> chain
        enduntil
    endif;
    newproperty([[cpu_time ^cpu_time] [gc_time ^gc_time] [counts ^counts]
                 [active_counts ^active_counts] [ledger ^(sys_profile_ledger())]
                 [interval ^profile_interval] [tick_every ^profile_tick_every]
                 [memo ^memo] [calls ^profile_calls] [call_arcs ^profile_call_arcs]
                 [bytes ^profile_bytes]
                 [bytes_inclusive ^profile_bytes_inclusive]
                 [heap_gc_snapshot ^profile_heap_gc_snapshot]
                 [heap_gc_growth ^profile_heap_gc_growth]
                 [heap_gc_count ^profile_heap_gc_count]
                 [heap_bytes ^profile_heap_bytes] [own_bytes ^profile_own_bytes]
                 [stacks ^(name_processes(sys_profile_stacks(base)))]
                 [exclude_list ^(copylist(profile_exclude_list))]
                 [clock ^(if wall then "wall" else "cpu" endif)]],
                16, false, "perm") -> profile_last_run;
    profile_report_last();
enddefine;
profile_apply -> the_apply;

;;; profile <expression to the end of the line>
define macro profile;
    lvars items = [%
        dlocal popnewline = true;
        lvars item;
        repeat
            itemread() -> item;
            quitif(item == newline or item == termin);
            item
        endrepeat
    %];
    if items == [] then mishap(0, 'NO COMMAND GIVEN TO BE PROFILED') endif;
    [( procedure; ^^items endprocedure ) . profile_apply ;].dl
enddefine;

;;; saved runs: profile_save, profile_load, profile_merge
uses profile_saved;

;;; the pprof export (.pb.gz), which profile_export calls
uses profile_pprof;

;;; exports (.folded, .speedscope.json, .svg, .pb.gz) and the call graph
uses profile_export;

;;; time per line: the hottest lines, annotated source
uses profile_annotate;

;;; the HTML report (.html), which profile_export calls
uses profile_html;

;;; exact counts per line for coverage: gcov and lcov output
uses profile_coverage;

endsection;
