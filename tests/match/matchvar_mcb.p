;;; a matchvar with no name before the closing bracket takes the bracket
;;; as its name, so the list has none
[=? ] =>
