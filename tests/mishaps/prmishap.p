;;; prmishap: a mishap calls it with its message and its culprits (a list)
;;; in place of the report; one that leaves by exitfrom catches the mishap
define catch(p);
    dlocal prmishap = procedure(mess, list); [caught ^mess ^list] =>; exitfrom(false, catch) endprocedure;
    p(); true
enddefine;
catch(procedure; hd(3) endprocedure) =>
catch(procedure; 1 endprocedure) =>
catch(procedure; erase() endprocedure) =>
catch(procedure; 1 + "a" endprocedure) =>
catch(procedure; 2 * [] endprocedure) =>
catch(procedure; mishap('MY OWN', [a b c]) endprocedure) =>
catch(procedure; mishap(1, 2, 2, 'TWO ARGS') endprocedure) =>
catch(procedure; applist([1 2], procedure(x); hd(x) endprocedure) endprocedure) =>
;;; what is left on the stack stays there
catch(procedure; 10, 20, hd(3) endprocedure) =>
;;; a mishap some calls down, in a nested compile, in a deep recursion
define f1(x); f2(x) enddefine;
define f2(x); x.tl.tl enddefine;
catch(procedure; f1([1]) endprocedure) =>
catch(procedure; pop11_compile(stringin('tl(99);')) endprocedure) =>
define deep(n); deep(n + 1) enddefine;
vars r, s0 = stacklength();
catch(procedure; deep(1) endprocedure) -> r; r =>
;;; (the arguments of the calls that were going on are left)
stacklength() - s0 > 1000 =>
erasenum(stacklength() - s0);
;;; one statement catching many mishaps, at the bottom of a deep recursion
define catches(n); lvars i, k = 0;
    for i to n do if catch(procedure; hd(i) endprocedure) then k + 1 -> k endif endfor;
    k
enddefine;
define deep2(d); if d == 0 then catches(5) else deep2(d - 1) endif enddefine;
deep2(2000) =>
;;; exitto: the catching procedure goes on
vars n = 0;
define catch3(p);
    dlocal prmishap = procedure(mess, list); n + 1 -> n; exitto(catch3) endprocedure;
    p(); 'catch3 goes on' =>
enddefine;
catch3(procedure; hd(5) endprocedure);
catch3(procedure; hd(5) endprocedure);
n =>
;;; interrupt, called after prmishap, can catch too
define catch2(p);
    dlocal prmishap = procedure(mess, list); ['interrupt next' ^mess] => endprocedure,
           interrupt = procedure; exitfrom("interrupted", catch2) endprocedure;
    p()
enddefine;
catch2(procedure; hd(4) endprocedure) =>
;;; the dynamic locals of the procedures left are restored
vars v = "outer";
define setv(p); dlocal v = "inner"; p() enddefine;
catch(procedure; setv(procedure; hd(8) endprocedure) endprocedure) =>
v =>
prmishap =>
;;; sysprmishap is the report
sysprmishap('A REPORT', [1 2]);
sysprmishap("x", "y", 2, 'OLD FORM');
'still here' =>
;;; a prmishap that returns: then interrupt (setpop) ends the file
define mymish(mess, list); printf(mess, 'mymish: %p\n') enddefine;
mymish -> prmishap;
mishap('LAST', [z]);
'not reached' =>
