;;; sys_init_subsystem(ss_name): initialise the subsystem ss_name by
;;; running its set-up procedure (SS_SETUP), its init-file procedure
;;; (SS_INITCOMP) unless pop_noinit is true, and its Ved procedure
;;; (SS_VEDSETUP); pop11 has no X window system, so popunderx is never
;;; true and SS_XSETUP is not run (REF SUBSYSTEM).  A procedure the
;;; subsystem's vector does not have is skipped.

include subsystem.ph;

section;

define global sys_init_subsystem(ss_name);
    lvars ss_name, field, p;
    for field in [% SS_SETUP, unless pop_noinit then SS_INITCOMP endunless,
                    SS_VEDSETUP %] do
        subscr_subsystem(field, ss_name) -> p;
        if isprocedure(p) then p() endif
    endfor
enddefine;

endsection;
