;;; tracing an undeclared name declares it, then mishaps
trace nosuch;
