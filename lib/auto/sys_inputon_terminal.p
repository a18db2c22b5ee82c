;;; sys_inputon_terminal(device) -> n or false: the old name of
;;; sys_input_waiting: how many bytes can be read from the device without
;;; waiting (false for none on a terminal or pipe) (REF SYSIO).

section;

define global sys_inputon_terminal(device);
    lvars device;
    sys_input_waiting(device)
enddefine;

endsection;
