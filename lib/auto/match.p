;;; match(pattern, datum) -> bool: whether datum matches pattern (the
;;; same as datum matches pattern; HELP MATCHES).

section;

define global match(pattern, datum);
    lvars pattern, datum;
    datum matches pattern
enddefine;

endsection;
