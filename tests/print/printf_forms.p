printf('%p and %p\n', [1 two]);
printf(1, 2, '%p then %p\n');
printf('100%%\n', []);
