define f(a, b, c); [^a ^b ^c] enddefine;
vars g = f(% 2, 3 %);
g(1) =>
pdnargs(g) =>
