define iseven(n); if n == 0 then true else isodd(n - 1) endif enddefine;
define isodd(n); if n == 0 then false else iseven(n - 1) endif enddefine;
iseven(10) => isodd(7) =>
