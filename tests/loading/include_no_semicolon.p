;;; include NAME needs no ; before the next line: the items after the
;;; name are compiled after the file's
include sysdefs
lvars a = 3;
a =>
include sysdefs;
a + 1 =>
