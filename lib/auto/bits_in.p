;;; bits_in(file, n, signed) -> int_repeater: a procedure that returns the
;;; next n-bit integer of the file (a name or a device, written by
;;; bits_out) each time it is called, then termin (REF SYSIO).

section;

define lconstant bits_get(state);
    lvars state, buf = state(1), n = state(2), signed = state(3), i = state(4),
        x = 0, k, bit;
    if i >= state(5) then return(termin) endif;
    for k from 0 to n - 1 do
        i * n + k -> bit;
        if buf(1 + bit div 8) &&/=_0 (1 << (bit rem 8)) then x || (1 << k) -> x endif
    endfor;
    i + 1 -> state(4);
    if signed and testbit(x, n - 1) then x - (1 << n) else x endif
enddefine;

define global bits_in(file, n, signed);
    lvars file, n, signed, buf = inits(65536), len = 0, got, count, k, all;
    if isstring(file) or isword(file) then sysopen(file, 0, false) -> file endif;
    ;;; the whole file
    [] -> all;
    repeat
        sysread(file, buf, 65536) -> got;
        quitif(got == 0);
        all <> [^(substring(1, got, buf))] -> all
    endrepeat;
    sysclose(file);
    consstring(#| applist(all, explode) |#) -> buf;
    (datalength(buf) * 8) div n -> count;
    bits_get(% {^buf ^n ^signed 0 ^count} %)
enddefine;

endsection;
