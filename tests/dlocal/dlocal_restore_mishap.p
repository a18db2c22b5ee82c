vars x = 1;
define f(); dlocal x = 99; hd(3) enddefine;
f();
