;;; Calling through a null pointer (e.g. after external_unload) is a mishap.
exacc (x):int null_external_ptr(1) =>
