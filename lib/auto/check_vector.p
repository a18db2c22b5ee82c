;;; check_vector(item): mishaps unless item is a full vector (REF VECTORS).

section;

define global check_vector(item);
    lvars item;
    unless isvector(item) then mishap(item, 1, 'VECTOR NEEDED') endunless
enddefine;

endsection;
