;;; Complex numbers: +: and -: as prefix operators (unary_+:, unary_-:).
+: 3 =>
-: 3 =>
(+: 3) =>
2 * -:3 =>
vars x = 4; -: x =>
- 3 =>
vars y = -:x + 1; y=>
