# SIGUSR1 prints the Pop-11 call stack on stderr and the program goes on
# (HELP STACKDUMP).  A program 1000 calls deep in a loop gets every frame
# with its file and line (the loop's line at the top, the line of the
# recursive call below it, the top-level statement's last), then
# finishes normally; one inside a built-in (syssleep) and one inside a
# foreign call (libc's system, waiting for a child) get theirs from the signal handler, the
# built-in named at the top, and their waits are not cut short.  No
# profiler runs in any of them.
cd "$TMPDIR" || exit 1
cat > deep.p << 'END'
define deep(n);
    if n == 0 then
        lvars out = discout('ready'); out(termin);
        until sys_file_stat('go', {0}) do enduntil
    else
        deep(n - 1)
    endif
enddefine;
deep(999);
pr('finished\n');
END
# wait until file $1 exists (at most 20 s)
wait_for() {
    i=0
    while [ ! -e "$1" ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
    [ -e "$1" ] || echo "timed out waiting for $1"
}
# wait until $2 lines of file $1 match $3
wait_lines() {
    i=0
    while [ "$(grep -c "$3" "$1")" -lt "$2" ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
}
"$POP11" deep.p > out 2> err &
pid=$!
wait_for ready
kill -USR1 $pid
wait_lines err 1 'frames)$'
touch go
wait $pid; echo "exit $?"
cat out
echo "stderr lines: $(wc -l < err)"
head -1 err | sed 's/process [0-9]*/process PID/'
sed -n '2p;3p;$p' err
echo "frames of deep at deep.p:6: $(grep -c '^;;;     deep  .*deep\.p:6$' err)"
echo "frames of deep at deep.p:4: $(grep -c '^;;;     deep  .*deep\.p:4$' err)"
grep -c '<top level>  .*deep\.p:9$' err

# inside a built-in: syssleep of 1.5 s, the dump asked for meanwhile
cat > sleep.p << 'END'
define wait_here();
    lvars out = discout('sleep.ready'); out(termin);
    syssleep(150);
    pr('slept\n')
enddefine;
define outer(); wait_here() enddefine;
outer();
END
# run NAME.p, which writes the file NAME.ready and then waits 1.5 s; send
# it SIGUSR1 meanwhile; print its exit status, whether it waited the whole
# time, its output and its stderr (the dump)
dump_while_waiting() {
    t0=$(date +%s%N)
    "$POP11" $1.p > $1.out 2> $1.err &
    pid=$!
    wait_for $1.ready
    sleep 0.2
    kill -USR1 $pid
    wait $pid; echo "exit $?"
    echo "the whole 1.5 s slept: $(( $(date +%s%N) - t0 >= 1500000000 ))"
    cat $1.out
    sed "s/process [0-9]*/process PID/; s#[^ ]*/$1\\.p#$1.p#" $1.err
}
dump_while_waiting sleep

# inside a foreign call: libc's system('sleep 1.5'), waiting for its child
cat > ffi.p << 'END'
exload 'dump_test' [] c_system(s) :int <- system endexload;
define in_c();
    lvars out = discout('ffi.ready'); out(termin);
    exacc c_system(consstring(explode('sleep 1.5'), 0, 10)) -> ;
    pr('back from C\n')
enddefine;
in_c();
END
dump_while_waiting ffi
