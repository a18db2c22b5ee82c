syssort([pear apple fig], alphabefore) =>
syssort([3 1 2 5 4], procedure(a, b); a > b endprocedure) =>
