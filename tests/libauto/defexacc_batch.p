;;; defexacc (an accessor of external memory, with its updater) and
;;; exload_batch ... endexload_batch with no exload in it
defexacc intat :int;
vars m = initexptr_mem(16);
42 -> intat(m);
intat(m) =>
defexacc (fn) :int;
isprocedure(intat) =>
exload_batch;
    pr('inside batch'); nl(1);
endexload_batch;
