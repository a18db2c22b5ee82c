;;; LIB NEWQUEUE (HELP NEWQUEUE): queues as procedures.
;;;     newqueue(list) -> q     a queue holding the items of list
;;;     q() -> item             the next item (termin when it is empty)
;;;     item -> q()             add item at the end
;;;     queuelist(q) -> list    the list of the items (updatable: the list
;;;                             replaces the queue's items)
;;;     queuelength(q) -> n     how many items it holds
;;;     prqueue(q)              print it as <queue: LIST>
;;; The first call of newqueue makes pr print queues with prqueue.
;;; A queue is a closure of an internal procedure over a ref holding its
;;; list, so it is also a procedure (isprocedure is true).

section;

define lconstant queue_next(r);
    lvars r, l = fast_cont(r);
    if l == [] then termin else fast_destpair(l) -> fast_cont(r) endif
enddefine;

define updaterof queue_next(item, r);
    lvars item, r;
    fast_cont(r) nc_<> conspair(item, []) -> fast_cont(r)
enddefine;

define global isqueue(item);
    lvars item;
    isclosure(item) and pdpart(item) == queue_next
enddefine;

define lconstant need_queue(q);
    lvars q;
    unless isqueue(q) then mishap(q, 1, 'QUEUE NEEDED') endunless
enddefine;

define global queuelist(q);
    lvars q;
    need_queue(q);
    fast_cont(frozval(1, q))
enddefine;

define updaterof queuelist(list, q);
    lvars list, q;
    need_queue(q);
    list -> fast_cont(frozval(1, q))
enddefine;

define global queuelength(q);
    lvars q;
    length(queuelist(q))
enddefine;

define global prqueue(q);
    lvars q;
    need_queue(q);
    pr('<queue: '); pr(queuelist(q)); pr('>')
enddefine;

lvars procedure plain_pr = false;

define lconstant queue_pr(item);
    lvars item;
    if isqueue(item) then prqueue(item) else plain_pr(item) endif
enddefine;

define global newqueue(list) -> q;
    lvars list, q;
    unless pr == queue_pr then pr -> plain_pr; queue_pr -> pr endunless;
    queue_next(% consref(list) %) -> q;
    updater(queue_next)(% frozval(1, q) %) -> updater(q)
enddefine;

endsection;
