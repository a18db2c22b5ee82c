;;; fast_deref: follows a chain of references to the first item that is
;;; not one, or to a reference holding false
fast_deref(consref("john")) =>
fast_deref(consref(consref(3))) =>
fast_deref(consref(consref(consref(false)))) =>
fast_deref(consref([a b])) =>
fast_deref(3) =>
fast_deref(false) =>
