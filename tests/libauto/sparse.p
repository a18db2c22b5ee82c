;;; lib/auto: newsparse, newanysparse
lvars sp = newsparse(3);
sp(1, 2, 3) =>
"x" -> sp(1, 2, 3);
[a] -> sp(1, 2, "w");
sp(1, 2, 3), sp(1, 2, "w"), sp(2, 2, 3) =>
lvars sp2 = newanysparse([5 5], procedure(i, j); i * j endprocedure, apply);
sp2(3, 4) =>
0 -> sp2(3, 4);
sp2(3, 4), sp2(2, 2) =>
lvars sp3 = newanysparse(1, 0);
sp3("a") + 1 -> sp3("a");
sp3("a"), sp3("b") =>
