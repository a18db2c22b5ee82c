;;; valof of a word that is not declared yet declares it (with a note)
3 -> valof("newvar1");
newvar1 =>
valof("newvar2") =>
isdefined("newvar2") =>
identprops("newvar2") =>
valof("newvar1") =>
;;; an autoloadable word is loaded, not declared
isprocedure(valof("sprintf")) =>
