;;; sys_signal_queue -> list
;;; list -> sys_signal_queue
;;; the old name of pop_ast_queue, an active variable: a copy of the queue
;;; of raised trap procedures waiting to run; assigning a list makes a
;;; copy of it the queue (REF OBSOLETE, REF ASYNC).

section;

define global active sys_signal_queue;
    pop_ast_queue
enddefine;

define updaterof sys_signal_queue(list);
    lvars list;
    list -> pop_ast_queue
enddefine;

endsection;
