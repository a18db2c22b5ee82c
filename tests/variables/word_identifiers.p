vars a = 5;
;;; word identifiers ("ident NAME"), fast_idval, subscr_stack, poplastitem
sys_current_val("ident hd") =>
"ident hd" =>
valof("ident a") =>
fast_idval(ident a) =>
1, 2, 3; subscr_stack(1) =>
1, 2, 3; 9 -> subscr_stack(3); =>
define reader(); readitem() -> ; poplastitem enddefine;
define macro lastread; [^(reader())] enddefine;
lastread foo =>
