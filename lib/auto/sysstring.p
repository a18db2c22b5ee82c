;;; sysstring -> string: a work string of sysstringlen (512) characters,
;;; for sysread and the like (REF STRINGS).

section;

global constant sysstringlen = 512, sysstring = inits(sysstringlen);

endsection;
