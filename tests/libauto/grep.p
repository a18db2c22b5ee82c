;;; lib/auto: grep (a macro over the shell's grep) and the built-in
;;; readstringline it reads its arguments with
sysobey('printf "needle one\\nhay\\nneedle two\\n" > grep_test.tmp');
grep -n needle grep_test.tmp > grep_out.tmp
lvars rep = line_repeater('grep_out.tmp', 80);
rep(), rep(), rep() =>
define macro rsl; readstringline() => enddefine;
rsl   hello   world  
rsl
npr('end');
sysobey('rm -f grep_test.tmp grep_out.tmp');
