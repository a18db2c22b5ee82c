;;; prnum(num, int_places, frac_places): prints num in floating-point form,
;;; its integer part right-justified in int_places columns, its fraction
;;; (with the point) in frac_places (1: the point only; 0: no point)
;;; (REF PRINT).

section;

define global prnum(num, ip, fp);
    lvars num, ip, fp, s, k, intpart, frac, neg = num < 0, scale, r;
    if fp > 1 then 10 ** (fp - 1) else 1 endif -> scale;
    round(abs(num) * scale) -> r;
    r div scale -> intpart;
    r rem scale -> frac;
    (if neg then '-' else '' endif) sys_>< intpart -> s;
    ;;; only the last int_places digits, as Poplog's does
    if datalength(s) > ip and ip > 0 then allbutfirst(datalength(s) - ip, s) -> s endif;
    repeat ip - datalength(s) times cucharout(`\s`) endrepeat;
    pr(s);
    if fp >= 1 then cucharout(`.`) endif;
    if fp > 1 then
        frac sys_>< '' -> s;
        repeat fp - 1 - datalength(s) times cucharout(`0`) endrepeat;
        pr(s)
    endif
enddefine;

endsection;
