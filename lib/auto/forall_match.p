;;; forall_match PATTERN in LIST do ACTIONS endforall_match: runs ACTIONS
;;; once for each way PATTERN matches LIST (found as doesmatch finds
;;; them, HELP ALLMATCHES, segments shortest first), with the pattern's
;;; variables set to that match's values.  PATTERN is usually ![...], so
;;; that lvars work (HELP FORALL_MATCH).  quitloop and nextloop work as
;;; in any loop.  The matches are all found before the first ACTIONS run.

section;

uses while_matching;

global vars syntax endforall_match;

define global syntax forall_match;
    lvars pattern = sysNEW_LVAR();
    ;;; doesmatch takes the datum first
    pop11_comp_expr_to("in") ->; sysPOP(pattern);
    pop11_comp_expr_to("do") ->;
    sysPUSH(pattern);
    sys_doesmatch_loop(false, "endforall_match")
enddefine;

endsection;
