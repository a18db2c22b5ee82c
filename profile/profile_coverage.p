;;; profile_coverage.p -- LIB PROFILE_COVERAGE: exact counts per line and
;;; per procedure for coverage, written as gcov's annotated source
;;; (FILE.gcov) and as an lcov tracefile (see HELP COVERAGE).
;;;
;;; The mechanism is in C (profile/coverage.c): while sys_line_counts()
;;; is true the compiler plants a counter at the start of each source
;;; line's code and at each procedure's entry; code compiled with it false
;;; has none and runs as before.  The writers merge with the counts already
;;; in the files they replace, as gcov's data files do.

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

;;; Write the counts so far: the lcov tracefile info (false: none) and
;;; NAME.gcov in the current directory for each counted file NAME.
define profile_write_coverage(info);
    unless sys_coverage_write(info) then
        mishap(info, 1, 'CAN\'T WRITE COVERAGE FILES')
    endunless
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

;;; A snapshot of the live heap: a collection, then the bytes and the
;;; number of the objects allocated since profile_heap_track was set that
;;; are still live, by allocation site and by data key: a vector
;;; {^by_site ^by_key}, each a list of rows {name bytes objects}, the most
;;; bytes first (by_key's names are the keys' data words).
define profile_heap_snapshot() -> snap;
    lvars v, row, sites = [], keys = [];
    for v in sys_heap_snapshot() do
        heap_row(profile_heap_site_name(v(1), v(2)), sites) -> (row, sites);
        row(2) + v(4) -> row(2); row(3) + v(5) -> row(3);
        heap_row(if v(3) then class_dataword(v(3)) else consword('<internal>') endif, keys) -> (row, keys);
        row(2) + v(4) -> row(2); row(3) + v(5) -> row(3);
    endfor;
    {% by_bytes(sites), by_bytes(keys) %} -> snap
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
