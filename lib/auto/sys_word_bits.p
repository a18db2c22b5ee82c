;;; sys_word_bits -> integer: the number of bits in a machine word, 64 on
;;; the machines pop11 runs on (a constant).

section;

global constant sys_word_bits = 64;

endsection;
