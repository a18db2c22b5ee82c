vars l = [1 2 3];
hd(l) => tl(l) => rev(l) => length(l) =>
[0 ^^l 4] =>
[% 1 + 1, 2 + 2 %] =>
l <> [4 5] =>
1 :: l =>
dest(l) =>
member(2, l) =>
