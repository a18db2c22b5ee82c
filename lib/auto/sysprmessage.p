;;; sysprmessage(item1, ..., itemN, N, message, header, detail): the old
;;; form of sys_pr_message: print the message with the header (e.g.
;;; 'WARNING -') and the culprits, as much of the mishap format as the
;;; detail level (0-5) asks (REF OBSOLETE, REF EXCEPTION).

section;

define global sysprmessage(message, header, detail);
    lvars message, header, detail;
    sys_pr_message({^message ^header ^detail}, nullstring, `W`)
enddefine;

endsection;
