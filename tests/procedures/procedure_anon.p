vars sq = procedure(x); x * x endprocedure;
sq(9) =>
sq =>
pdprops(sq) =>
