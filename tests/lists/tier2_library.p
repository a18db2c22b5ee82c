;;; the Tier 2 library: lists, strings and words, numbers
flatten([a [b [c d] e] [] f]) =>
allbutfirst(2, [a b c d]), allbutlast(1, [a b c]) =>
ncrev([1 2 3]) =>
lmember("c", [a b c d]), lmember("z", [a b]) =>
fast_member(3, [1 2 3]) =>
sort([5 3 9 1]), sort([pear apple fig]) =>
syssort([3 1 2], nonop >) =>
substring(2, 3, 'abcdef'), issubstring('cd', 'abcdef'), issubstring('x', 'abc') =>
isstartstring('ab', 'abc'), isendstring('bc', 'abc'), isstartstring('b', 'abc') =>
'abc' <> 'def', "ab" <> "cd", [1 2] <> [3] =>
lowertoupper(`a`), uppertolower(`Q`) =>
abs(-3), abs(2.5), max(3, 7), min(3, 7), max(2, 2.5) =>
intof(3.7), intof(-3.7), round(2.5), round(-2.5), round(7_/2) =>
sqrt(16), sqrt(2) =>
sin(0), cos(0), exp(0), log(1), exp(1) =>
17 // 5, -17 // 5 =>
17 rem 5, -17 rem 5, 17 mod 5, -17 mod 5, 17 mod -5 =>
17 div 5, -17 div 5 =>
~~ 5, 1 << 10, 1024 >> 3, -16 >> 2, 12 && 10, 12 || 3 =>
1/3 + 1/6, 2/4, (1/3) * 3, 1/3 + 0.5 =>
1.5 + 1, dataword(1.5 + 1), dataword(1.5) =>
true -> popdprecision;
dataword(1.5 + 1.0), 1.0 / 3.0 =>
false -> popdprecision;
random(1) =>
vars r = random(10); r >= 1 and r <= 10 =>
vars f = random(1.0); isdecimal(f) and f >= 0 and f < 1.0 =>
