define fact(n); if n <= 1 then 1 else n * fact(n - 1) endif enddefine;
fact(30) =>
