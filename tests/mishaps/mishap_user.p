mishap('MY MESSAGE', [a 1]);
