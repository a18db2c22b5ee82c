;;; lib/auto: mapdata, ncmapdata, strlowercase, struppercase, assoc, appassoc,
;;; insertsort, shuffle, concat_strings, countwords, copydata, nullvector,
;;; packitem, unpackitem, partapply, consclosure, dupnum, applynum, timediff,
;;; wordswith, hasmidstring, hasstartstringin, check_item, printlength,
;;; fast_deref, fast_flatten, flatlistify, integer_to_boolean, popval,
;;; outcharitem, sysparse_string, sys_parse_string, check_vector, check_word
mapdata({1 2 3}, nonop +(%1%)) =>
mapdata('abc', lowertoupper) =>
mapdata("abc", lowertoupper) =>
lvars v = {1 2}; ncmapdata(v, negate) == v, v =>
strlowercase('AbC') =>
struppercase({'ab' cd}) =>
lvars a = assoc([[a 1] [b 2]]);
a("a"), a("b"), a("c") =>
3 -> a("c"); 4 -> a("a");
a("a"), a("c") =>
appassoc(a, procedure(k, v); [^k ^v] => endprocedure);
insertsort([3 1 2 5 4], nonop <) =>
insertsort([], nonop <) =>
syssort(shuffle([1 2 3 4 5 6]), nonop <) =>
length(shuffle([a b c])) =>
concat_strings(['the' 'cat' 'sat']) =>
concat_strings({the black cat ' sat ' 'on the mat'}) =>
concat_strings(['the' ^space 'cat' 99]) =>
countwords() > 100 =>
lvars t = [a [b c] {d [e]} 'str'], t2 = copydata(t);
t2 = t, t2 == t, hd(tl(t2)) == hd(tl(t)) =>
nullvector, datalength(nullvector) =>
packitem([1 3 5]) =>
packitem([cat er 'pillar']) =>
unpackitem(135) =>
unpackitem("cat") =>
unpackitem('hi') =>
partapply(nonop -, [3])(10) =>
consclosure(nonop -, 3, 1)(10) =>
dupnum("x", 3) =>
applynum(procedure; 1 endprocedure, 3) =>
isdecimal(timediff()) =>
vars azzqb, zzqc; wordswith("zzq") =>
hasmidstring('abcde', 'cd') =>
hasmidstring('abcde', 'ab') =>
hasstartstringin('foobar', ['x' 'fo' 'foo']) =>
check_item(3, isinteger, false);
printlength([a 'b' 33]) =>
fast_deref(consref(consref(consref(false)))) =>
fast_flatten([a [b [c]] d]) =>
flatlistify([a [ b c { d e [ f ] g }] h]) =>
integer_to_boolean(0), integer_to_boolean(3) =>
1 -> integer_to_boolean() =>
popval([1 + 2 =>]);
outcharitem(charout)([x y]); nl(1);
sysparse_string('a 12 b') =>
sysparse_string('a 12 b', false) =>
sys_parse_string('  x yy  z ') =>
check_vector({});
check_word("a");
