;;; GMP's limbs count against popmemlim: with 200000 words (1.6 MB), two
;;; numbers of 5 million bits (625 KB each) can be kept, not a third
;;; (pop11 finds that at the next safe point, here the call of next: the
;;; last line keeps the mishap on the same line as in Poplog)
0 -> pop_mishap_doing_lim;
define next(); enddefine;
200000 -> popmemlim;
vars a = 2 ** 5000000; next();
vars b = a + 1; next();
integer_length(b) =>
vars c = a + 2; next(); 'not reached' =>
