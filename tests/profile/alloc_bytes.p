;;; Heap bytes per procedure (profile_alloc) under the deterministic tick:
;;; the procedure that allocates is charged exactly what the heap's own
;;; counter says the same call allocates outside the profiler.
uses profile;
1000 -> profile_tick_every;
define build(n);
    lvars i;
    [% for i from 1 to n do i endfor %]
enddefine;
define churn();
    repeat 20 times build(10000) -> endrepeat
enddefine;
define spin();
    lvars i, s = 0;
    for i from 1 to 100000 do s + i -> s endfor
enddefine;
define driver(); churn(); spin() enddefine;

;;; what one call allocates, by the heap's own counter
define bytes_of(p);
    lvars h0 = sys_heap_allocated();
    p();
    sys_heap_allocated() - h0
enddefine;
lvars one = bytes_of(procedure; build(10000) -> endprocedure);
one > 0 =>

true -> profile_alloc;
profile driver();
;;; churn allocates nothing itself: build's bytes are all the run's
profile_bytes(build) = 20 * one =>
profile_bytes(build) = profile_heap_bytes - profile_own_bytes =>
profile_bytes(churn), profile_bytes(spin), profile_calls =>

;;; count-all: the bytes allocated while a procedure was active
true -> profile_count_all;
profile driver();
profile_bytes_inclusive(driver) = 20 * one =>
profile_bytes_inclusive(churn) = 20 * one =>
profile_bytes_inclusive(build) = 20 * one =>
profile_bytes_inclusive(spin) =>
