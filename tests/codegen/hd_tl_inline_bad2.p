define h(); hd() enddefine;
h() =>
