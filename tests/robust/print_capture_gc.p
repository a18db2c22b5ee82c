;;; pr_field writes its item's printed form (captured in a string) to
;;; cucharout; a cucharout of Pop-11 that allocates may start a collection
;;; meanwhile, which must not free that string (in the GC-stress build the
;;; report of LIB PROFILE, captured so, came out as garbage).
define capture(p);
    lvars acc = [];
    define dlocal cucharout(c);
        sysgarbage();
        c :: acc -> acc;
        ;;; allocate, so that freed blocks are used again at once
        repeat 8 times consstring(`x`, `y`, `z`, 3) -> endrepeat
    enddefine;
    p();
    consstring(destlist(rev(acc)))
enddefine;
capture(pr_field(% 12345, 8, `\s`, false %)) =>
capture(pr_field(% 'a string', 12, false, `.` %)) =>
capture(pr_field(% [a list of words], 24, `\s`, `\s` %)) =>
capture(pr_field(% 'truncated to five', 5, false, false %)) =>
;;; so must printf, its format, the list of its items and the item it
;;; is printing; and pr, the item it is printing
capture(procedure; printf('n = %p and %p\n', [% 12, 'str' <> 'ing' %]) endprocedure) =>
capture(procedure; printf('ab' <> 'cd', 'x' <> 'yz', '%p, %s\n') endprocedure) =>
capture(procedure; pr([% 'a', "b", 'c' <> 'd', [e f] %]) endprocedure) =>
capture(procedure; pr({% 'vec', 'tor' <> 's' %}) endprocedure) =>
capture(procedure; npr('one' <> ' two') endprocedure) =>
capture(procedure; pr(123456789 * 123456789 * 123456789) endprocedure) =>
