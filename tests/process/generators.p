;;; Processes as generators (REF PROCESS): each run returns the next item
define next_from(n);
    repeat
        suspend(n, 1);
        n + 1 -> n
    endrepeat
enddefine;
vars gen = consproc(23, 1, next_from);
runproc(0, gen) =>
runproc(0, gen) =>
gen(0) =>
isprocess(gen), isprocess(next_from), isprocess(3) =>
isliveprocess(gen), isliveprocess([]) =>
datakey(gen) =>
dataword(gen) =>
gen =>
pop_current_process =>

;;; a finite generator: dies when its procedure returns
define upto(n);
    lvars i;
    for i from 1 to n do suspend(i * i, 1) endfor;
    "done"
enddefine;
vars sq = consproc(4, 1, upto), x;
until (runproc(0, sq) ->> x) == "done" do x => enduntil;
isliveprocess(sq) =>

;;; a generator of the leaves of a tree, walking it recursively
define leaves(tree);
    define walk(t);
        if atom(t) then suspend(t, 1)
        else walk(hd(t)); walk(tl(t))
        endif
    enddefine;
    walk(tree);
    termin
enddefine;
vars lv = consproc([[a b] [[c] d] e], 1, leaves);
[% until (runproc(0, lv) ->> x) == termin do unless x == [] then x endunless enduntil %] =>

;;; inside: the running process, and its own stack
define me();
    isliveprocess(pop_current_process) == pop_current_process =>
    stacklength() =>
    suspend(0);
    pop_current_process == false =>
enddefine;
vars mp = consproc(0, me);
1, 2, 3;
runproc(0, mp);
isliveprocess(mp) =>
runproc(0, mp);
isliveprocess(mp) =>
