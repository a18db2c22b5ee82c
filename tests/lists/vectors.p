vars v = {1 2 3};
v(2) =>
99 -> v(2);
v =>
datalength(v) =>
initv(3) =>
{% 1, 2 %} =>
