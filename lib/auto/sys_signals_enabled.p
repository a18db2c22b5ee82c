;;; sys_signals_enabled -> bool: whether signals are handled as they come
;;; (true), or queued (REF SIGNALS); pop11 handles them at its interrupt
;;; checks, so it is true.

section;

global vars sys_signals_enabled;
if isundef(sys_signals_enabled) then true -> sys_signals_enabled endif;

endsection;
