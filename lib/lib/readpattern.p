;;; readpattern.p -- LIB READPATTERN (HELP READPATTERN): patterns whose
;;; variables are identifiers, so that the matcher works with lvars.
;;;
;;; In pop11 the ! construct (![ ... ?x ... ??y ... ] and !{ ... }) and
;;; the variables pop_pattern_lvars and pop_lvars_warning are built into
;;; the compiler (vm/library/match.c), so this file has nothing left to define: it
;;; is here so that programs and TEACH files that start with
;;; "uses readpattern" load it as they do in Poplog.  Not provided: the
;;; "where" clause (for LIB DOESMATCH, which Poplog does not have either)
;;; and a redefinable pr_patt_var_warning (the built-in prints the
;;; warning itself).
