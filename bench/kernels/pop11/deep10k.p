;;; B3 (docs/rules.md section 7): count-all at depth 10 000. A recursion 10 000
;;; procedures deep with a busy loop at the bottom.
define busy() -> s;
    lvars i;
    0 -> s;
    for i from 1 to 200000000 do s + (i && 7) -> s endfor;
enddefine;
define deep(n);
    if n == 0 then busy() else deep(n - 1) endif;
enddefine;
deep(10000) =>
