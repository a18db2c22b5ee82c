;;; subsystem_valof(word, ss_name) -> p: the procedure word would run in
;;; subsystem ss_name; pop11 has no subsystem-sensitive procedures, so
;;; false (a mishap for a subsystem other than "pop11") (REF SUBSYSTEM).

section;

define global subsystem_valof(word, name);
    lvars word, name;
    unless name == "pop11" then mishap(name, 1, 'UNKNOWN SUBSYSTEM') endunless;
    false
enddefine;

endsection;
