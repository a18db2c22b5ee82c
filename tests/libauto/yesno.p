;;; lib/auto: yesno and numberread (they read their input from proglist)
vars procedure readline;
;;; answers as readline would give them
lvars answers = [[maybe] [y] [no]];
define readline(); dest(answers) -> answers enddefine;
yesno('proceed?') =>
yesno('again?') =>
numberread() + 1 =>
41
