;;; database_lookup(pattern): makes the first item of database that is =
;;; pattern database_it; a mishap if there is none (REF DATABASE).

section;

uses database_present;

define global database_lookup(pattern);
    lvars pattern;
    unless database_present(pattern) then
        mishap(pattern, 1, 'DATABASE LOOKUP FAILED')
    endunless
enddefine;

endsection;
