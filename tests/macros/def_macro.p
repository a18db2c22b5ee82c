;;; DEF and DEFV are macros (library ones in Poplog), usable anywhere
vars zero = 0, two = 2.5;
isprocedure(nonmac DEF) =>
DEF zero, DEF no_such_name, DEF two =>
DEFV two > 2, DEFV two = 2.5, DEFV two < 1, DEFV no_such_name >= 0 =>
#_IF DEF two and DEFV two >= 2.4
'yes' =>
#_ENDIF
identprops("DEF"), identprops("DEFV") =>
