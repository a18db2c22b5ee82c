;;; exload_batch: the exloads inside make one load, under the first mark;
;;; (no batching) keeps an exload out of it.
;;; (The reference warns that libm.so, a linker script here, cannot be
;;; opened; pop11 opens libm.so.6 instead, so there is no batch.err.)
exload_batch
    exload 'b1' ['-lm'] c_abs(x):int <- abs endexload;
    exload 'b2' c_labs(x):long <- labs endexload;
    exload 'b3' (no batching) c_atoi(s):int <- atoi endexload;
    exload 'b4' c_atol(s):long <- atol endexload;
endexload_batch;
exacc c_abs(-3) =>
exacc c_labs(-4) =>
exacc c_atoi('12') + exacc c_atol('30') =>
external_load_count() =>
external_load_mark(1) =>
external_show();
;;; outside a batch, every exload is a load of its own
exload 'b2' c_labs(x):long <- labs endexload;
external_load_count() =>
