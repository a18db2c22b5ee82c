abs(-3) =>
max(3, 9) =>
min(3, 9) =>
sqrt(16) =>
intof(3.7) =>
round(2.5) =>
10 mod 3 =>
-10 mod 3 =>
