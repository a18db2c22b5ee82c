;;; a traced procedure given too few arguments
define f(x, y); x + y enddefine;
trace f;
f(1, 2) =>
f(1);
