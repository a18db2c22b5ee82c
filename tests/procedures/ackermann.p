define ack(m, n);
    if m == 0 then n + 1
    elseif n == 0 then ack(m - 1, 1)
    else ack(m - 1, ack(m, n - 1))
    endif
enddefine;
ack(2, 3) =>
