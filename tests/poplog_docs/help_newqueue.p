;;; HELP NEWQUEUE: queues as procedures, queuelist (and its updater),
;;; queuelength, prqueue, and pr printing queues.
uses newqueue;
vars q1;
newqueue([any initial items]) -> q1;
q1() =>
[a list] -> q1();
[another list] -> q1();
queuelist(q1) =>
queuelength(q1) =>
q1 =>
prqueue(q1); nl(1);
[q1 is ^q1] =>
repeat 5 times q1() => endrepeat;
queuelength(q1) =>
[x y] -> queuelist(q1);
q1() =>
q1 =>
isprocedure(q1) =>
vars q2 = newqueue([]);
q2 =>
q2() =>
pr(q2); nl(1);
q1(3) =>
