;;; exload_runtime_assign: triples of pointer, procedure, identifier (or
;;; false, or an extra argument), taken from the top of the stack down.
vars x = 0;
exload_runtime_assign(10, procedure(v); v * 2 endprocedure, ident x, 1);
x =>
exload_runtime_assign(3, procedure(v); v => endprocedure, false,
                      4, procedure(v, w); [^v ^w] => endprocedure, 99, 2);
vars y;
exload_runtime_assign(1, nonop +(%5%), false, 20, nonop -(%1%), ident y, 2);
y =>
exload_runtime_assign(0);
[done] =>
