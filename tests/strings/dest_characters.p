;;; dest_characters: the characters pr would print; check_string; space, undef, pop_undef
dest_characters("abc") =>
dest_characters('xy') =>
dest_characters(123) =>
dest_characters([a 'b' 1.5]) =>
dest_characters('') =>
stacklength() =>
space = consword(' ') =>
isword(undef), undef =>
pop_undef =>
isundef(pop_undef), datakey(pop_undef) =>
fast_apply(3, 4, nonop +) =>
vars r = consref(5);
fast_cont(r) =>
6 -> fast_cont(r);
cont(r) =>
check_string('ab');
stacklength() =>
check_string("w");
