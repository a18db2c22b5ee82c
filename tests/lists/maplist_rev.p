maplist([1 2 3], procedure(x); x * x endprocedure).rev =>
