;;; sys_input_waiting, sys_clear_input and their old names
;;; sys_inputon_terminal, sys_purge_terminal, on a pipe and a file
vars pout, pin, buf = inits(2);
syspipe(false) -> (pout, pin);
syswrite(pout, 'abcdef', 6); sysflush(pout);
sysread(pin, buf, 2) =>
buf =>
sys_input_waiting(pin) =>
sys_inputon_terminal(pin) =>
sys_clear_input(pin);
sys_input_waiting(pin) =>
syswrite(pout, 'z', 1); sysflush(pout);
sys_input_waiting([^pin]) = [^pin] =>
sysread(pin, buf, 1) =>
sys_purge_terminal(pin);
sys_inputon_terminal(pin) =>
vars f = syscreate('input_waiting.tmp', 1, false);
syswrite(f, 'hello\n', 6);
sysclose(f);
sysopen('input_waiting.tmp', 0, false) -> f;
sys_input_waiting(f) =>
sysread(f, buf, 1) =>
sys_input_waiting(f) =>
sys_clear_input(f);
sys_input_waiting(f) =>
sysclose(f);
sysdelete('input_waiting.tmp') =>
