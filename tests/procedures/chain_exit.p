;;; chain, exitfrom, exitto: abnormal exits restore dynamic locals and drop results
define g() -> r; 5 -> r; exitfrom(f); 99 enddefine;
define f() -> z; 7 -> z; g(); 100 enddefine;
f() =>
define h() -> y; 3 -> y; chain(identfn(%"c"%)); 999 enddefine;
h() =>
vars dv = 1;
define k(); dlocal dv = 2; chain(procedure; dv => endprocedure) enddefine;
k();
dv =>
define inner(); dlocal dv = 3; exitto(outer); 'not here' => enddefine;
define outer(); dlocal dv = 4; inner(); 'back in outer', dv => enddefine;
outer();
dv =>
define search(x, l);
    define find(l); for x1 in l do if x1 = x then exitfrom(search) endif endfor; enddefine;
    lvars x1;
    find(l);
    'not found'
enddefine;
search(2, [1 2 3]) =>
search(5, [1 2 3]) =>
"after" =>
