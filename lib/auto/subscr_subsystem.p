;;; subscr_subsystem(field, ss_name [, err_p]) -> item
;;; item -> subscr_subsystem(field, ss_name [, err_p])
;;; a field of the subsystem ss_name of sys_subsystem_table (REF
;;; SUBSYSTEM): field is one of the subscripts of INCLUDE SUBSYSTEM,
;;; SS_NAME ... SS_TITLE for the record, SS_COMPILER ... SS_XSETUP
;;; (16:100 and up) for its procedures (undef past the end of the
;;; vector).  An unknown subsystem, or a procedure of one whose
;;; procedures are not loaded (a word with no value), is a mishap, or
;;; err_p(ss_name >< message) when err_p is given.

section $-subsystem => subscr_subsystem;

;;; the record of ss_name, or false
define record_of(ss_name);
    lvars ss_name, ss;
    for ss in sys_subsystem_table do
        if hd(ss) == ss_name then return(ss) endif
    endfor;
    false
enddefine;

;;; the place of field: (list, index) for the record's own fields,
;;; (vector, index) for a procedure
define field_place(field, ss_name, err_p);
    lvars field, ss_name, err_p, ss = record_of(ss_name), procs, msg;
    unless isinteger(field) and field > 0 then
        mishap(field, 1, 'INTEGER > 0 NEEDED')
    endunless;
    unless ss then
        'SUBSYSTEM NONEXISTENT OR NOT LOADED' -> msg;
        if err_p then err_p(ss_name >< '\s' >< msg) else mishap(ss_name, 1, msg) endif
    endunless;
    if field < 16:100 then return(ss, field) endif;
    ss(2) -> procs;
    if isword(procs) then
        ;;; a procedures word not yet declared: not loaded (no declaring note)
        if isdefined(procs) then valof(procs) else false endif -> procs
    elseif isident(procs) then idval(procs) -> procs
    endif;
    unless isvector(procs) then
        'SUBSYSTEM COMPILER NOT LOADED' -> msg;
        if err_p then err_p(ss_name >< '\s' >< msg) else mishap(ss_name, 1, msg) endif
    endunless;
    procs, field >> 8
enddefine;

;;; the optional err_p above ss_name on the stack
define args() -> (field, ss_name, err_p);
    lvars field, ss_name, err_p = false;
    if isprocedure(dup()) then () -> err_p endif;
    () -> (field, ss_name)
enddefine;

define global subscr_subsystem() with_nargs 2;
    lvars (field, ss_name, err_p) = args(), (where, i) = field_place(field, ss_name, err_p);
    if i > length(where) then pop_undef else where(i) endif
enddefine;

define updaterof subscr_subsystem() with_nargs 3;
    lvars (field, ss_name, err_p) = args(), (where, i) = field_place(field, ss_name, err_p);
    () -> where(i)
enddefine;

endsection;
