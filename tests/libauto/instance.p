;;; lib/auto: instance, readin_shell_output, read_lists_in_file
vars x = "steve", y = "home", z = [a b];
instance([?x is at ?y]) =>
instance([??z and ?x [nested ?y] ?x:isword end]) =>
readin_shell_output('echo one; echo two', '/bin/sh') =>
sysobey('printf "[ the cat sat ]\\n[ on every mat]\\n[ 1 2 3 4 ]\\n[ \'fifty five\' mice]\\n[ ]\\n" > /tmp/pop11_lists.txt');
true -> pop_pr_quotes;
read_lists_in_file('/tmp/pop11_lists.txt') =>
