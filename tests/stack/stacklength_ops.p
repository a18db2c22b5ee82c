stacklength() =>
1, 2, 3;
stacklength() =>
erasenum(2);
stacklength() =>
=>
