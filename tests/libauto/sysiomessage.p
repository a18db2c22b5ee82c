;;; %M in printf and sprintf: the message of the last system error (it
;;; takes no item); sysiomessage: the same in parentheses
vars x;
sprintf('%p', [0]) ->, sysiomessage() ->;     ;;; load them first
sysopen('/no_such_file_here', 0, false) -> x; sprintf('a %M b %p', [5]) =>
sysopen('/no_such_file_here', 0, false) -> x; sysiomessage() =>
sysopen('/no_such_file_here', 0, false) -> x; printf('%p: %M\n', ['it']);
