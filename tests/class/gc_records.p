;;; heavy
;;; records, user vectors and arrays survive garbage collections
recordclass node val next;
define build(n);
    lvars l = false, i;
    for i from 1 to n do consnode(i, l) -> l endfor;
    l
enddefine;
define sumnodes(l);
    lvars s = 0;
    while l do val(l) + s -> s; next(l) -> l endwhile;
    s
enddefine;
vars l = build(200000);
sysgarbage();
sumnodes(l) =>
vectorclass iv int;
vars big = initiv(100000);
lvars i;
for i from 1 to 100000 do i -> big(i) endfor;
sysgarbage();
big(99999) =>
vars arr = newarray([1 300 1 300], nonop +);
sysgarbage();
arr(300, 300), arr(1, 300) =>
define f();
    recordclass lconstant inner a b;
    consinner(1, 2)
enddefine;
f() =>
