;;; The class procedures that the interpreter runs inline (field access
;;; and update, construction of defclass records) stay calls for the
;;; profiler: exact call counts (profile_call_counts) and their rows under
;;; the deterministic tick, with and without profile_count_all.
uses profile;
1000 -> profile_tick_every;
defclass node {key, left, right};
vars made = 0, reads = 0, writes = 0;
define insert(t, k);
    if t == false then made + 1 -> made; consnode(k, false, false)
    elseif (reads + 1 -> reads, k < key(t)) then
        reads + 1 -> reads; writes + 1 -> writes;
        insert(left(t), k) -> left(t); t
    else
        reads + 1 -> reads; writes + 1 -> writes;
        insert(right(t), k) -> right(t); t
    endif
enddefine;
define build(n);
    lvars i, t = false, x = 12345;
    for i from 1 to n do
        (x * 16807) mod 2147483647 -> x;
        insert(t, x) -> t
    endfor;
    t
enddefine;
define counts();
    lvars c = profile_calls(key) + profile_calls(left) + profile_calls(right),
          u = profile_calls(updater(left)) + profile_calls(updater(right));
    [consnode ^(profile_calls(consnode) = made)
     accessors ^(c = reads) updaters ^(u = writes)] =>
    [% profile_calls(consnode), profile_calls(key), profile_calls(updater(left)) %] =>
enddefine;
true -> profile_call_counts;
profile build(2000) ->;
counts();
0 ->> made ->> reads -> writes;
true -> profile_count_all;
profile build(2000) ->;
counts();
