;;; include sysdefs (lib/include/sysdefs.ph): UNIX, LINUX ... for #_IF DEF
include sysdefs;
DEF UNIX, DEF LINUX, DEF BERKELEY, DEF SYSTEM_V, DEF UNIX_ELF, DEF PC =>
UNIX, BERKELEY, UNIX_ELF, PC =>
#_IF DEF LINUX
npr('linux');
#_ENDIF
include sysdefs;
DEF SYSDEFS_INCLUDED =>
