;;; sys_purge_terminal(device): the old name of sys_clear_input: throw away
;;; the input waiting on a terminal or pipe, after writing out the
;;; device's buffered output (REF SYSIO).

section;

define global sys_purge_terminal(device);
    lvars device;
    sys_clear_input(device)
enddefine;

endsection;
