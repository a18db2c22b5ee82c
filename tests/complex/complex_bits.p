;;; a bitwise operator on a complex
(1+:2) && 1 =>
