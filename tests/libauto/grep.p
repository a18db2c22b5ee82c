;;; lib/auto: grep (a macro over the shell's grep) and the built-in
;;; readstringline it reads its arguments with
sysobey('printf "needle one\\nhay\\nneedle two\\n" > /tmp/pop11_grep.txt');
grep -n needle /tmp/pop11_grep.txt > /tmp/pop11_grep.out
lvars rep = line_repeater('/tmp/pop11_grep.out', 80);
rep(), rep(), rep() =>
define macro rsl; readstringline() => enddefine;
rsl   hello   world  
rsl
npr('end');
