;;; lib/auto: line_repeater, readtill, getline, requestline, fast_sysread,
;;; islink, sysisprogfile, fast_syswrite
sysobey('printf "line one\\n\\nthird line\\nlast\\n" > /tmp/pop11_libauto_lines.txt');
lvars rep = line_repeater('/tmp/pop11_libauto_lines.txt', 80), l;
repeat rep() -> l; l => quitif(l == termin) endrepeat;
lvars rep2 = line_repeater(sysopen('/tmp/pop11_libauto_lines.txt', 0, "line"), 80);
rep2() =>
readtill(";") =>
cat 99 ;
readtill([a b c]) =>
cat 66 'a b c' b
[% readtill(".") %] =>
This is a sentence.
islink([1]), islink([]) =>
sysisprogfile('foo.p'), sysisprogfile('foo.ph') =>
lvars dev = sysopen('/tmp/pop11_libauto_lines.txt', 0, false), s = inits(4);
fast_sysread(dev, 1, s, 4) => s =>
vars procedure readline;
define readline(); [go north] enddefine;
getline([please type 2 words]) =>
requestline('? ') =>
lvars out = syscreate('/tmp/pop11_libauto_lines.txt', 1, false);
fast_syswrite(out, 2, 'xwritten\n', 8);
sysclose(out);
line_repeater('/tmp/pop11_libauto_lines.txt', 80)() =>
