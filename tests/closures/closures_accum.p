define make_acc(total);
    procedure(x); total + x -> total; total endprocedure
enddefine;
vars acc = make_acc(10);
acc(5) => acc(5) =>
