true and 5 =>
false and 5 =>
false or 6 =>
7 or false =>
not(3) =>
if 1 = 1 and 2 = 2 then 'yes' else 'no' endif =>
