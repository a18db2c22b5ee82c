;;; The condition of #_IF is one expression ended by the end of its line:
;;; the items after it on the same line belong to the branch, and the
;;; expression does not run on into the next line.
#_IF false 35
#_ELSE 11
#_ENDIF =>
#_IF true 36
#_ELSE 11 #_ENDIF =>
#_IF DEF no_such_name_x or DEF no_such_name_y 37 #_ELSE 12
#_ENDIF =>
[% 1, #_IF not(DEF no_such_name_x) "a", "b"
      #_ELSE "c"
      #_ENDIF, 2 %] =>
;;; a condition alone on its line, and the next line starts with an operator
vars x = 5;
#_IF true
-1 -> x;
#_ENDIF
x =>
