define sgn(n);
    if n < 0 then "negative" elseif n == 0 then "zero" else "positive" endif
enddefine;
sgn(-5) => sgn(0) => sgn(7) =>
