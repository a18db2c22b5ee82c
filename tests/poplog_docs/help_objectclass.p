;;; HELP OBJECTCLASS and REF OBJECTCLASS: classes with slots and defaults,
;;; new/cons, inheritance, instances, methods dispatched on classes,
;;; updaterof methods with several results, and wrappers (also of a slot's
;;; updater, and a second wrapper replacing the first).
uses objectclass;
define :class spot;
    slot sx = 0;
    slot sy = 0;
enddefine;
spot_key =>
vars s = newspot();
s =>
3 -> sx(s); 4 -> s.sy;
s =>
s.sx =>
define :class spot3 is spot;
    slot sz = 0;
enddefine;
isspot(newspot3()) =>
isspot3(newspot()) =>
vars t = newspot3();
7 -> t.sx;
t =>
define :instance home:spot;
    sx = 10;
    sy = 20;
enddefine;
home =>
define :method size(p:spot);
    sqrt(p.sx * p.sx + p.sy * p.sy)
enddefine;
size(consspot(3, 4)) =>
size(consspot3(3, 4, 12)) =>
define :method size(p:spot3);
    sqrt(p.sx * p.sx + p.sy * p.sy + p.sz * p.sz)
enddefine;
size(consspot3(3, 4, 12)) =>
define :method both(p:spot, q:spot); [both spots] enddefine;
define :method both(p, q); [anything] enddefine;
both(home, t) =>
both(home, 5) =>
define :method polar(p:spot) -> (r, a);
    size(p) -> r;
    arctan2(p.sx, p.sy) -> a;
enddefine;
define :method updaterof polar(r, a, p:spot);
    r * cos(a) -> p.sx;
    r * sin(a) -> p.sy;
enddefine;
vars q = newspot();
(2, 0) -> polar(q);
q =>
define :class purse;
    slot cash = 0;
enddefine;
define :method pay(p:purse, n);
    p.cash + n -> p.cash;
enddefine;
define :wrapper pay(p:purse, n, paying);
    [paying ^n] =>
    paying(p, n);
    [total ^(p.cash)] =>
enddefine;
vars mine = newpurse();
pay(mine, 10);
pay(mine, 5);
mine =>
define :wrapper updaterof cash(x, p:purse, set_cash);
    unless isinteger(x) then mishap('INTEGER CASH NEEDED', [^x]) endunless;
    set_cash(x, p);
enddefine;
20 -> mine.cash;
mine.cash =>
define :wrapper pay(p:purse, n, paying);
    [again ^n] =>
    paying(p, n);
enddefine;
pay(mine, 1);
mine.cash =>
;;; (the DOING line names the library's internal procedures)
0 -> pop_mishap_doing_lim;
size(6) =>
