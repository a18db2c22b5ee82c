;;; HELP DLOCAL: dynamic local expressions: %EXPR% with = INIT, a
;;; multiplicity, a different exit action after a comma, exit actions
;;; only (0 %, EXIT%), and dlocal_context in them.
vars list = [1 2 3];
define f();
    dlocal %hd(list)% = 99;
    list =>
enddefine;
f(); list =>
define g();
    dlocal 0 %, ('leaving g' =>)%;
    'in g' =>
enddefine;
g();
define k();
    dlocal %hd(list), ('exit k' =>, -> hd(list))%;
    0 -> hd(list);
    list =>
enddefine;
k(); list =>
define m();
    dlocal 0 %, if dlocal_context == 1 then 'normal exit' => else 'abnormal' => endif %;
    'm' =>
enddefine;
m();
define n();
    dlocal 0 %, ([context ^dlocal_context] =>) %;
    exitfrom(n);
enddefine;
n();
define n2(); dlocal 0 %, ([n2 context ^dlocal_context] =>) %; chain(identfn) enddefine;
n2();
vars v = {1 2 3};
define p2();
    dlocal 3 %explode(v)% = (7, 8, 9);
    v =>
enddefine;
p2(); v =>
define test();
    dlocal %hd(tl(list))%;
    [original list ^list] =>
    5 -> hd(tl(list));
    [updated list ^list] =>
enddefine;
test();
list =>
