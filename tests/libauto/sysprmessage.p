;;; sys_pr_message and its old form sysprmessage: messages in the mishap
;;; format, with culprits, a header and leading newlines (detail level 5:
;;; all the lines)
sys_pr_message(33, 44, 2, {'plain message' 'ERROR -'}, nullstring, `E`);
'--' =>
sys_pr_message("foo", 1, {'%MY MESSAGE ABOUT %p' 'NOTE -' 5}, nullstring, `I`);
'--' =>
define f(); sysprmessage(1, 2, 2, 'SOMETHING ODD', 'ODD -', 5) enddefine;
f();
'--' =>
sys_pr_message(0, {'no culprits' 'HDR:' 16:25}, nullstring, `W`);
sys_pr_message("c", 1, {'recoverable' 'R -'}, nullstring, `R`);
sys_pr_message("x", `y`, "extra", 3, {'%100%% of %p: %c' 'N -' 5}, nullstring, `W`);
'end' =>
