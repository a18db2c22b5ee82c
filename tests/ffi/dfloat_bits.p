;;; Doubles of every magnitude pass to and from C unchanged.
exload 'dfloat-bits-test' ['-lm']
    c_copysign(x, y) :dfloat <- copysign,
    c_nextafter(x, y) :dfloat <- nextafter,
    c_fmax(x, y) :dfloat <- fmax
endexload;
true -> popdprecision;
vars x;
for x in [1.0e-300 1.0e300 0.1 -2.5 -0.0 ^(2.0 ** -127) ^(2.0 ** 127) ^(2.0 ** 128)] do
    [% exacc c_copysign(x, 1.0) = abs(x), exacc c_fmax(x, x) = x,
    datakey(exacc c_fmax(x, x)), exacc c_nextafter(x, 1.0e308) > x or x = 0,
    exacc c_nextafter(exacc c_nextafter(x, 1.0e308), -1.0e308) = x %] =>
endfor;
exacc c_nextafter(1.0, 2.0) - 1.0 = 2.0 ** -52 =>
exacc c_nextafter(1.0e-300, 0.0) < 1.0e-300, exacc c_copysign(0.0, -1.0) = 0 =>
;;; decimal results, as Poplog gives them without popdprecision
false -> popdprecision;
datakey(exacc c_fmax(1.0e300, 1.0)), exacc c_fmax(1.0e300, 1.0) = 1.0e300 =>
