recordclass bits a b c;
consbits(1, 2) =>
