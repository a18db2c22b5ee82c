;;; Live snapshots (HELP PROFILE_SAVED, section 6): SIGUSR2 makes a
;;; running profile write its run so far to profile_snapshot_file, in the
;;; saved-run format, and go on.  The program sends itself the signal
;;; (C's kill) in the 30th of 60 steps.  With the deterministic tick, flat,
;;; count-all, and count-all with built-ins ticking, the snapshot is the
;;; same file, byte for byte, as the saved run of the same program stopped
;;; at that point (the same kill, with signal 0, then returning), and the
;;; run's final report and saved run are the same as without the signal.
;;; With call and byte counts too the final report is unchanged, and the
;;; snapshot has the call arcs so far.  With
;;; profile_snapshot_file false the file is pop11-PID.run.
uses profile;
exload 'snapshot_test' []
    c_kill(pid, sig) :int <- kill,
    c_getpid() :int <- getpid
endexload;
vars sig = 0, stop = false;
define leaf(n); repeat n times endrepeat enddefine;
;;; (stopping calls nothing: a call of a built-in would be a tick of its
;;; own with profile_tick_builtins)
define one_step(i);
    if i == 30 then
        exacc c_kill(exacc c_getpid(), sig) -> ;
        returnif(stop)
    endif;
    leaf(50)
enddefine;
define work();
    lvars i;
    for i from 1 to 60 do one_step(i); quitif(stop and i == 30) endfor
enddefine;
define file_text(f);
    lvars r = discin(f), c;
    consstring(#| until (r() ->> c) == termin do c enduntil |#)
enddefine;
;;; the printed report of a run of work, as a string
define report();
    lvars acc = [];
    procedure;
        dlocal cucharout = procedure(c); c :: acc -> acc endprocedure;
        profile_apply(work)
    endprocedure();
    consstring(explode(rev(acc)), length(acc))
enddefine;
'snapshot.run' -> profile_snapshot_file;
define try(what);
    lvars r1, r2;
    if sys_file_exists('snapshot.run') then sysdelete('snapshot.run') -> endif;
    12 -> sig; false -> stop; report() -> r1; profile_save('final_snap.run');
    pr(what); pr(': snapshot written: '); pr(sys_file_exists('snapshot.run')); pr(newline);
    0 -> sig; true -> stop; report() -> ; profile_save('stopped.run');
    0 -> sig; false -> stop; report() -> r2; profile_save('final_nosig.run');
    pr('    the snapshot is the run stopped there: ');
    pr(file_text('snapshot.run') = file_text('stopped.run')); pr(newline);
    pr('    final report as without the snapshot: '); pr(r1 = r2); pr(newline);
    pr('    final saved run as without it: ');
    pr(file_text('final_snap.run') = file_text('final_nosig.run')); pr(newline);
enddefine;
7 -> profile_tick_every;
try('flat');
true -> profile_count_all;
try('count-all');
true -> profile_tick_builtins;
try('count-all, built-ins ticking');
false -> profile_tick_builtins;
;;; exact counts: only the final report (the snapshot's run has made the
;;; call of leaf that is in progress, the stopped run has not)
true ->> profile_call_counts -> profile_alloc;
if sys_file_exists('snapshot.run') then sysdelete('snapshot.run') -> endif;
12 -> sig; false -> stop;
lvars r1 = report();
0 -> sig;
lvars r2 = report();
pr('calls and bytes: snapshot written: '); pr(sys_file_exists('snapshot.run')); pr(newline);
pr('    final report as without it: '); pr(r1 = r2); pr(newline);
;;; the snapshot loads as a saved run: its interrupts are the ticks so far
profile_load('snapshot.run');
lvars n = 0, k, v;
for k, v in_property profile_last_run("counts") do n + v -> n endfor;
pr('snapshot loaded: '); pr(n > 0 and n < profile_last_run("ledger")(2) + 1); pr(newline);
;;; with the call arcs so far: the 30th call of one_step is being made
lvars p, c;
for k, v in_property profile_last_run("call_arcs") do
    if k and pdprops(k) == "work" then
        for p, c in_property v do
            if pdprops(p) == "one_step" then
                pr('snapshot arcs: work -> one_step '); pr(c); pr(newline)
            endif
        endfor
    endif
endfor;
;;; the default name
false ->> profile_call_counts -> profile_alloc;
false -> profile_snapshot_file;
12 -> sig;
report() -> ;
lvars name = 'pop11-' sys_>< exacc c_getpid() sys_>< '.run';
pr('default file pop11-PID.run: '); pr(sys_file_exists(name)); pr(newline);
sysdelete(name) -> ;
