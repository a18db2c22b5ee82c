vars q = newassoc([]);
"v" -> q([1 2]);
q([1 2]) =>
