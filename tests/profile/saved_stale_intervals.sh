# Bug 12 of issue 30: in the report of merged saved runs timed by the CPU
# clock, the 95% intervals block named the stale rows (a procedure whose
# code changed between the runs, a row per version) by their name only, so
# that two of its rows read "safe".  They carry their marks there as in the
# table above.  The runs are written here (HELP PROFILE_SAVED's format):
# "safe" has another checksum in the second.
cd "$TMPDIR" || exit 1
cat > a.run << 'END'
pop11 profile run 2
tick_every false
interval 10000
cpu_time 100
gc_time 0
heap_bytes false
own_bytes false
table names 3
1 111 "main
2 222 "safe
3 333 "spin
table counts 2
2 40
3 60
table active_counts 3
1 100
2 40
3 60
end
END
sed -e 's/^2 222 "safe/2 999 "safe/' -e 's/^2 40$/2 30/' -e 's/^1 100$/1 90/' a.run > b.run
"$POP11" profile a.run b.run
"$POP11" profile b.run a.run | grep safe
