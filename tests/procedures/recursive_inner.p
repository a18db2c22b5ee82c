define count(n);
    define down(k); if k == 0 then 0 else 1 + down(k - 1) endif enddefine;
    down(n)
enddefine;
count(50) =>
