;;; move_subvector and set_subvector (REF DATA), overlapping moves in one
;;; string, and a part past the end of the source.
vars v = {a b c d e};
move_subvector(2, {1 2 3 4}, 1, v, 3);
v =>
vars s = copy('hello world');
move_subvector(1, 'HELLO', 7, s, 5);
s =>
move_subvector(1, s, 3, s, 5);
s =>
move_subvector(3, s, 1, s, 5);
s =>
set_subvector(`z`, 2, s, 3);
s =>
move_subvector(1, {1 2}, 4, v, 3);
