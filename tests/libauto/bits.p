;;; lib/auto: bits_out, bits_in, sys_signals_enabled
lvars out = bits_out('/tmp/pop11_bits.dat', 3, false), x;
for x in [1 2 3 7 0 5] do out(x) endfor;
out(termin);
lvars rep = bits_in('/tmp/pop11_bits.dat', 3, false);
[% until (rep() ->> x) == termin do x enduntil %] =>
lvars out2 = bits_out('/tmp/pop11_bits.dat', 12, true);
for x in [-2048 2047 -1 0 100] do out2(x) endfor;
out2(termin);
lvars rep2 = bits_in('/tmp/pop11_bits.dat', 12, true);
[% until (rep2() ->> x) == termin do x enduntil %] =>
sys_signals_enabled =>
