;;; An operator where an operand is expected is called: on the operand
;;; that follows it, if one does, and on the stack for the rest; a prefix
;;; minus negates.  nonop makes an operator a value.
1, 2; (+) =>
[% 1, 2, + %] =>
3; + 4 * 2 =>
2; * 3 + 1 =>
1, 2; + ; =>
3; - =>
define f(a); a enddefine;
2, 3; f(+) =>
[a]; <> [b] =>
1, 2; + + 3 =>
1, 2, 3; + * =>
4; - 3 =>
vars y = 5;
2; - y =>
2; + (3) =>
- 3 * 2 =>
2 - - 3 =>
[% - 1, 2 %] =>
5; :: [] =>
1, 2; = =>
vars x = [3 1 2];
syssort(x, nonop <) =>
