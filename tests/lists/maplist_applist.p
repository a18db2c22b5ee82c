maplist([1 2 3], procedure(x); x * 10 endprocedure) =>
applist([a b], procedure(x); x => endprocedure);
