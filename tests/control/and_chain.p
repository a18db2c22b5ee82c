define check(n); n > 0 and n < 10 and n /= 5 enddefine;
check(3) => check(5) => check(20) =>
