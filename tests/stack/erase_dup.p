1, 2, 3;
erase();
dup();
=>
