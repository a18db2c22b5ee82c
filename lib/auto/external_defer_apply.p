;;; external_defer_apply(p)
;;; external_defer_apply(p, arg1, ..., argN, N)
;;; run the procedure p (in the second form the closure of p with the N
;;; arguments) once no callback from C is under way: inside a callback it
;;; is queued as a trap procedure blocked in external calls, and runs at
;;; the first safe point after the outermost external call returns;
;;; elsewhere it runs at once (unless pop_asts_enabled is false) (REF
;;; EXTERNAL).

include ast;

section;

define global external_defer_apply(p);
    lvars p;
    if isinteger(p) then consclosure(p) -> p endif;
    sys_raise_ast(conspair(p, ASTP_BLOCK_IN_EXTERNAL))
enddefine;

endsection;
