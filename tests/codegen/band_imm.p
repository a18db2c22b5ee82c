;;; && with a small integer literal (compiled as one instruction)
define low(x); x && 255 enddefine;
define neg(x); x && -16 enddefine;
low(1000) =>
low(-1) =>
neg(1000) =>
neg(-1) =>
low(10 ** 25) =>
neg(-(10 ** 25)) =>
low(10 ** 25 + 77) =>
low(0) =>
define mix(i); (i && 7) + (i && 16:F0) enddefine;
mix(255) =>
low("a") =>
