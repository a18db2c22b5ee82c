;;; bits_out(file, n, signed) -> int_consumer: a procedure that writes each
;;; integer it is given to the file (a name or a device) in n bits
;;; (signed: two's complement), until it is given termin, which closes
;;; the file.  bits_in reads them back (REF SYSIO).  The file holds their
;;; bits, packed from the low bit of each byte; the last byte is filled
;;; up with 0 bits (so bits_in may give some 0s more at the end, as
;;; Poplog's does).

section;

define lconstant bits_put(int, state);
    lvars int, state, dev = state(1), n = state(2), ints = state(3), x, k,
        byte, nbits, count, buf;
    if int == termin then
        rev(ints) -> ints;
        listlength(ints) -> count;
        inits((count * n + 7) div 8) -> buf;
        0 -> nbits;
        for x in ints do
            if x < 0 then x + (1 << n) -> x endif;
            for k from 0 to n - 1 do
                if testbit(x, k) then
                    buf(1 + nbits div 8) || (1 << (nbits rem 8)) -> buf(1 + nbits div 8)
                endif;
                nbits + 1 -> nbits
            endfor
        endfor;
        syswrite(dev, buf, datalength(buf));
        sysclose(dev)
    else
        unless isintegral(int) then mishap(int, 1, 'INTEGER NEEDED') endunless;
        if state(4) then
            unless int >= -(1 << (n - 1)) and int < 1 << (n - 1) then
                mishap(int, n, 2, 'INTEGER TOO BIG FOR BITS')
            endunless
        elseunless int >= 0 and int < 1 << n then
            mishap(int, n, 2, 'INTEGER TOO BIG FOR BITS')
        endif;
        int :: ints -> state(3)
    endif
enddefine;

define global bits_out(file, n, signed);
    lvars file, n, signed;
    if isstring(file) or isword(file) then syscreate(file, 1, false) -> file endif;
    bits_put(% {^file ^n [] ^signed} %)
enddefine;

endsection;
