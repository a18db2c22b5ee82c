vars a, b, c;
1 -> a;
a + 1 ->> b -> c;
a, b, c =>
(10, 20) -> (a, b);
a, b =>
