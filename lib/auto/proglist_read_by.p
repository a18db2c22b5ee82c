;;; proglist_read_by(read_p) -> list: runs read_p (a procedure that reads
;;; from proglist, such as pop11_comp_expr) with pop_syntax_only true, so
;;; that it plants no code, and returns the list of the items it read.

section;

define global proglist_read_by(read_p);
    lvars procedure read_p, start = proglist, items;
    dlocal pop_syntax_only = true;
    read_p();
    ;;; the items read are the pairs of the old proglist before the new one
    [% until start == proglist do
           if back(start) == back(proglist) then
               ;;; the pair read last was copied into the new proglist
               quitloop
           endif;
           front(start);
           back(start) -> start
       enduntil %] -> items;
    items
enddefine;

endsection;
