vars x = 1;
define show(); x enddefine;
define f(); dlocal x = 2; show() enddefine;
f() =>
x =>
