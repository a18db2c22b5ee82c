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

endsection;
