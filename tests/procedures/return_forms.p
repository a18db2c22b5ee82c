define f(x);
    returnif(x > 10)('big');
    returnunless(x > 0)('non-positive');
    if x == 5 then return('five') endif;
    'small'
enddefine;
f(20) => f(-1) => f(5) => f(3) =>
