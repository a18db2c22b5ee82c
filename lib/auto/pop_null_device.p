;;; pop_null_device -> dev: a device that is always at its end when read,
;;; and discards what is written to it (/dev/null) (REF SYSIO).

section;

global constant pop_null_device = sysopen('/dev/null', 2, false);

endsection;
