;;; nullvector: a full vector of length 0 (REF VECTORS).

section;

global constant nullvector = {};

endsection;
