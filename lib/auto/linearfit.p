;;; linearfit(list) -> (m, c): the slope m and Y-intercept c of the least
;;; squares straight line through the points of list, each a pair
;;; conspair(x, y); a mishap for a vertical line (REF NUMBERS, LIB
;;; LINEARFIT).

section;

define global linearfit(list) -> (m, c);
    lvars list, m, c, p, x, y, n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0, d;
    for p in list do
        destpair(p) -> (x, y);
        n + 1 -> n; sx + x -> sx; sy + y -> sy; sxx + x * x -> sxx; sxy + x * y -> sxy;
    endfor;
    n * sxx - sx * sx -> d;
    if d = 0 then mishap(list, 1, 'linearfit: LINE IS VERTICAL') endif;
    (n * sxy - sx * sy) / d -> m;
    (sy - m * sx) / n -> c
enddefine;

endsection;
