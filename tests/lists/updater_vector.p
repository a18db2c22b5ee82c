vars v = {1 2 3};
100 -> subscrv(2, v);
v =>
subscrv(3, v) =>
