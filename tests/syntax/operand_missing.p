;;; An infix operator with nothing after it takes its right argument from
;;; the stack, as in Poplog; an inlined operator that finds the stack
;;; empty is named in the mishap's DOING line.
1, 2, 3 + ; =>
[% 1, 2 + %] =>
define f(); 1 + ; enddefine;
5; f() =>
1, 2 + , 3 =>
vars x;
2, 3 * -> x; x =>
2, 3 + 4 + =>
1 :: [] =>
3 * =>
