;;; exptrvec_key, consexptrvec, initexptrvec, subscrexptrvec,
;;; fast_subscrexptrvec, destexptrvec, isexptrvec
vars v = consexptrvec(null_external_ptr, null_external_ptr, 2);
isexptrvec(v), isexptrvec({1}), datalength(v) =>
is_null_external_ptr(subscrexptrvec(1, v)) =>
vars w = initexptrvec(3);
datalength(w), is_null_external_ptr(fast_subscrexptrvec(3, w)) =>
vars a, b, n;
destexptrvec(v) -> (a, b, n); n =>
dataword(v), exptrvec_key =>
subscrexptrvec(4, v) =>
