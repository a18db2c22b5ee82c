;;; declare_updater NAME, NAME ...; : a syntax word that declares that the
;;; procedures named have updaters.  pop11 (like Poplog outside POPC)
;;; only checks that each name's value is a procedure whose updater can
;;; be asked for; it plants no code.

section;

define global syntax declare_updater;
    lvars item;
    until (readitem() ->> item) == ";" or item == termin do
        nextif(item == ",");
        unless isword(item) then mishap(item, 1, 'WORD NEEDED') endunless;
        sys_read_path(item, false, false) -> item;
        updater(sys_current_val(item)) ->
    enduntil;
    ";" :: proglist -> proglist
enddefine;

endsection;
