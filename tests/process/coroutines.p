;;; Two coroutines passing items back and forth with resume
vars producer, consumer;
define produce(list);
    lvars item, reply;
    for item in list do
        [produce ^item] =>
        resume(item, 1, consumer) -> reply;
        [produce got ^reply] =>
    endfor;
    ksuspend("finished", 1)
enddefine;
define consume();
    lvars item, total = 0;
    repeat
        -> item;
        total + item -> total;
        [consume ^item total ^total] =>
        resume(total, 1, producer)
    endrepeat
enddefine;
consproc([1 2 3 4], 1, produce) -> producer;
consproc(0, consume) -> consumer;
runproc(0, producer) =>
isliveprocess(producer), isliveprocess(consumer) =>

;;; ping-pong with runproc from a scheduler: each suspends to it
define player(name, n, ball);
    lvars i;
    for i from 1 to n do
        ball + 1 -> ball;
        [^name hits ^ball] =>
        suspend(ball, 1) -> ball
    endfor
enddefine;
vars a = consproc("a", 3, 2, player), b = consproc("b", 3, 2, player), ball = 0;
repeat 3 times
    runproc(ball, 1, a) -> ball;
    runproc(ball, 1, b) -> ball;
endrepeat;
ball =>
isliveprocess(a), isliveprocess(b) =>

;;; kresume: the first one dies, the second runs in its place
define kr1(); kresume("from_kr1", 1, kp2) enddefine;
define kr2(x); [kr2 got ^x] =>; 'kr2 result' enddefine;
vars kp1 = consproc(0, kr1), kp2 = consproc(0, kr2);
runproc(0, kp1) =>
isliveprocess(kp1), isliveprocess(kp2) =>
