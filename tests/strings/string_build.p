lvars s = consstring(`a`, `b`, `c`, 3);
s =>
s(2) =>
`z` -> s(2);
s =>
