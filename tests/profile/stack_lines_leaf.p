;;; heavy (profile_tick_builtins counts collections: the GC-stress build makes more)
;;; Call-site lines of frames that ran at the tick but are gone by the
;;; safe point that takes it (issue 30, bugs 5 and 21), on the
;;; deterministic tick with built-ins ticking: a tick in a built-in is
;;; taken at the next safe point, after the built-in, and here the Pop-11
;;; procedure that called it, have returned.  Each frame must still show
;;; the line of its call, the same line as the ticks taken while it
;;; stands: one call site is one box in a flame graph, not two
;;; (driver:23;leaf and driver;leaf), and the built-in leaf has the line
;;; of its call in its owner (three:17 calls *, three:18 syssort,
;;; three:19 ><), not none (driver;three;syssort).
;;; Printed: the distinct stacks through driver, as far as the built-ins
;;; this file calls (other frames above them, and the ticks, can change
;;; with how built-ins are charged).
uses profile;
define three();
    lvars x = 12345678901234567890 * 98765432109876543210;
    syssort([5], nonop <) -> ;
    x >< '' ->
enddefine;
define leaf(x); x >< '' enddefine;
define driver(); lvars i;
    for i from 1 to 3 do leaf(i) -> endfor;
    for i from 1 to 3 do three() endfor;
    ;;; a loop to take the last ticks in, with driver standing
    for i from 1 to 3 do endfor
enddefine;

;;; a frame printed: a procedure of this file, or one of the built-ins
;;; this file calls (which ends the stack)
define shown(p);
    sys_procedure_file(p) or member(pdprops(p), [* syssort ><])
enddefine;
define stacks_through(top) -> names;
    lvars s, f, i, k, name, names = [];
    for s in profile_last_run("stacks") do
        s(1) -> f;
        false -> k;
        for i from 1 to datalength(f) do
            if isprocedure(f(i)) and pdprops(f(i)) == top then i -> k endif
        endfor;
        nextunless(k);
        '' -> name;
        for i from k to datalength(f) do
            quitunless(isprocedure(f(i)) and shown(f(i)));
            if i > k then name sys_>< ';' -> name endif;
            name sys_>< pdprops(f(i)) -> name;
            if i < datalength(f) and isprocedure(f(i + 1)) and shown(f(i + 1))
            and s(2)(i) > 0 then
                name sys_>< ':' sys_>< s(2)(i) -> name
            endif;
            quitunless(sys_procedure_file(f(i)))
        endfor;
        unless member(name, names) then names <> [^name] -> names endunless
    endfor;
    syssort(names, alphabefore) -> names
enddefine;

false -> profile_show_ledger;
1 -> profile_tick_every;
true -> profile_tick_builtins;
define profile_report(cpu, gc, counts, active); enddefine;
profile driver();
applist(stacks_through("driver"), npr);
