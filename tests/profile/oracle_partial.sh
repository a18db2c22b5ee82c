# The consistency oracle (oracle_corpus.p) over runs that stop at a
# mishap, whose partial runs must agree in every view as a whole run's
# do.  Each was a disagreement found by the oracle over the fuzz corpus:
# hook_mishap.p: a profile_ignore that mishaps left the tick it was
#   deciding charged in the ledger but neither counted nor ignored;
# memo.p: a program's raw sys_profile_start inside the run took over the
#   sampler, and the run's ledger and stacks were the new one's (now a
#   mishap: PROFILER ALREADY RUNNING);
# enp: a mishap while call and byte counts ran counted bytes under false
#   (no procedure running), and the report stopped at pdprops(false).
printf 'recordclass point x y;\nvars p = conspoint(1, 2);\np(1) =>\n' > "$TMPDIR/enp.p"
for t in hook_mishap.p memo.p "$TMPDIR/enp.p"; do
    "$POP11" oracle_corpus.p "$t" 100 "$TMPDIR/" < /dev/null 2> /dev/null \
        | grep '^ORACLE: ' | grep -v '^ORACLE: checks ' | sed "s|$TMPDIR/||"
done
