isinteger(3) => isinteger(3.0) =>
isnumber(2_/3) =>
isstring('s') => isstring("s") =>
isvector({}) => isprocedure(hd) =>
isboolean(true) =>
