vars b = 2 ** 80;
b =>
b + 1 =>
b div 1024 =>
b mod 1000 =>
-b =>
isbiginteger(b) =>
