;;; format_compile: a format_print string made into a procedure once and
;;; used many times (with lists and vectors of items), its printing,
;;; pdnargs and pdprops.
vars p = format_compile('~A and ~S~%');
p =>
isprocedure(p) =>
pdnargs(p) =>
pdprops(p) =>
format_print(p, [1 'x']);
format_print(p, {a b});
format_print(p, [[1 2] 'w']);
vars q = format_compile('~D item~:P~%');
format_print(q, [1]);
format_print(q, [3]);
format_print(format_compile('~(HeLLo~) ~5D|~%'), [42]);
format_print(format_compile('~VD|~B~%'), [6 42 5]);
