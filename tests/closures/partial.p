define add(x, y); x + y enddefine;
vars add5 = add(% 5 %);
add5(10) =>
add5 =>
frozval(1, add5) =>
