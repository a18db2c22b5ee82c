recordclass bits a:8 b:-4 c;
consbits(255, -8, "ok") =>
consbits(1, 8, 1) =>
