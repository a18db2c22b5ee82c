# The exact report switch (HELP PROFILE, section 2): with
#     false -> profile_show_intervals; false -> profile_show_ledger;
# the standard report of a CPU-timed run is Poplog's LIB PROFILE report
# line for line.  poplog_exact.out is real Poplog's output for the same
# program, with only the figures that depend on the timing masked (the
# counts, the CPU and GC times); it was made with
#     REFPOP=~/.refpop/refpop sh poplog_exact.sh > poplog_exact.out
# (REFPOP: run the program with Poplog, which has no such variables).
# The program spends its time in one loop, so its percentages are exact
# however the samples fall: inner does all the work and outer calls it.
# systime (how long the loop runs: a quarter of a second of CPU time in
# either system) is excluded, so that a sample in it goes to inner; so
# is pop11's <gc> (samples during garbage collections), which Poplog
# charges to the running procedure.
cd "$TMPDIR"
if [ -n "${REFPOP:-}" ]; then
    printf 'uses profile;\nvars extra = [];\n' > prog.p
else
    printf '%s\n' 'uses profile;' \
        'false -> profile_show_intervals; false -> profile_show_ledger;' \
        'vars extra = [^profile_gc_item];' > prog.p
fi
cat >> prog.p <<'P'
vars t_end;
define inner();
    lvars i;
    repeat
        for i from 1 to 100000 do endfor;
        quitif(systime() >= t_end)
    endrepeat
enddefine;
define outer();
    inner()
enddefine;
define run();
    systime() + 25 -> t_end;
    profile outer();
enddefine;
;;; flat: one row
[systime ^^extra null] -> profile_exclude_list;
run();
;;; count-all: outer is active all the time, with no samples of its own
true -> profile_count_all;
run();
;;; inner excluded: its samples go to outer
[inner systime ^^extra null] -> profile_exclude_list;
run();
;;; back to flat, old-style report procedure left undefined: as the first
false -> profile_count_all;
[systime ^^extra null] -> profile_exclude_list;
run();
P
if [ -n "${REFPOP:-}" ]; then "$REFPOP" prog.p > out 2>&1; else "$POP11" prog.p > out 2>&1; fi
echo "exit $?"
# the count columns are five wide while the counts are below 100000
sed -e 's/^Number of interrupts: [0-9][0-9]*$/Number of interrupts: N/' \
    -e 's/^CPU time: [0-9.]* seconds, GC time: [0-9.]* seconds$/CPU time: N seconds, GC time: N seconds/' out |
awk 'NF == 5 && $1 ~ /^[0-9]+$/ && $3 ~ /^[0-9]+$/ && substr($0, 27, 2) == "  " {
         $0 = sprintf("%5s", "N") substr($0, 6, 7) sprintf("%7s", "N") substr($0, 20)
     }
     { print }'
