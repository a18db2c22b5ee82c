;;; match, save, sysfullfilename, in_property
match([a ?x c], [a b c]) =>
match([a = c], [a b d]) =>
sysfullfilename('/usr/lib/foo.p') =>
sysfullfilename('bar.tar.gz') =>
sysfullfilename('dir/') =>
save('misc4_saved.tmp', procedure; pr('hello'); pr(1 + 2) endprocedure);
sysfilesize('misc4_saved.tmp') =>
vars line_of = line_repeater('misc4_saved.tmp', 100);
line_of() =>
sysdelete('misc4_saved.tmp') =>
vars key, value, l;
vars foo = newproperty([[a 1] [b 2] [c 3]], 3, false, true);
[% for key, value in_property foo do [^key ^value] endfor %] -> l;
syssort(l, procedure(x, y); alphabefore(hd(x), hd(y)) endprocedure) =>
define total(p);
    lvars k, v, t = 0;
    for k, v in_property p do
        nextif(k == "b");
        t + v -> t;
        quitif(t > 100);
    endfor;
    t
enddefine;
total(foo) =>
total(newproperty([], 10, 0, "perm")) =>
fast_for key, value in_property foo do quitloop endfor;
