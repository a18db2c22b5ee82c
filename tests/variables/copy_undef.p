;;; copy(pop_undef): a new undef record, = to the original (exload needs it).
vars u = copy(pop_undef);
u =>
u == pop_undef, isundef(u), u = pop_undef =>
