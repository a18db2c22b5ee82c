# POP11_TICK_STRESS=N (tests/FORMAT.md) really ticks: its handler allocates
# at every tick, so a loop that allocates nothing of its own brings on more
# collections under the stress than without it; and the program's results,
# its sys_heap_allocated figures included, are the same either way.
# (10^6 turns of the loop fill the young heap in the plain build; the
# GC-stress build collects at every safe point after an allocation, so
# 2 * 10^4 show it there, in a second rather than a minute)
n=1000000
[ -n "${POP11_GC_STRESS:-}" ] && n=20000
cat > "$TMPDIR/loop.p" << END
vars g = sys_gc_count(), h = sys_heap_allocated(), i, s = 0;
for i from 1 to $n do s + i -> s endfor;
sys_heap_allocated() - h -> h;
s = ($n * ($n + 1)) div 2 =>
h =>
sys_gc_count() - g -> g;
END
plain=$(env -u POP11_TICK_STRESS "$POP11" "$TMPDIR/loop.p")
echo "$plain"
printf 'g =>\n' >> "$TMPDIR/loop.p"
g0=$(env -u POP11_TICK_STRESS "$POP11" "$TMPDIR/loop.p" | tail -n 1 | tr -dc 0-9)
for n in 1 3; do
    out=$(POP11_TICK_STRESS=$n "$POP11" "$TMPDIR/loop.p")
    g=$(echo "$out" | tail -n 1 | tr -dc 0-9)
    [ "$(echo "$out" | head -n 2)" = "$plain" ] && echo "N=$n: same results"
    [ "$g" -gt "$g0" ] && echo "N=$n: more collections"
done
