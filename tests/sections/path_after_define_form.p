;;; A section pathname read after a define form made proglist a dynamic
;;; list (define :for_extension) is still one word.
section sect_a => ; vars x = 42; endsection;
define :for_extension pushx(varlist, isfast);
    sysPUSH("ident $-sect_a$-x");
    sysPOP(hd(varlist));
    pop11_need_nextitem("do") ->;
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
enddefine;
vars v;
for v pushx do v => endfor;
$-sect_a$-x =>
;;; but an item before a $- from the list does not start a relative path
3 + $-sect_a$-x =>
