define t1(n); go_on n to l1 l2 l3 else lx; l1: 'one' => return; l2: 'two' => return; l3: 'three' => return; lx: 'other' => enddefine;
t1(1); t1(2); t1(3); t1(0); t1(4);
define t2(n);
    go_on n + 1 to a b;
    a: 'a' => return;
    b: 'b' =>
enddefine;
t2(0); t2(1);
t2(2);
t1("a");
