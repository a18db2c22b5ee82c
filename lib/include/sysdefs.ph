;;; sysdefs.ph -- constants that describe the system pop11 runs on, for
;;; #_IF DEF NAME tests (as Poplog's INCLUDE SYSDEFS): `include sysdefs;`.
;;;   UNIX          true on Unix (sys_os_type starts with unix)
;;;   LINUX         on Linux: the system's version from sys_os_type
;;;   BERKELEY      4.3 on Linux (the BSD interfaces it has)
;;;   UNIX_ELF      true where object files are ELF
;;;   PC            true on a PC (sys_machine_type [pc])
;;;   SYSDEFS_INCLUDED  true once this file has been included

#_TERMIN_IF DEF SYSDEFS_INCLUDED

#_IF hd(sys_os_type) == "unix"
iconstant UNIX = true;
#_ENDIF

#_IF hd(sys_os_type) == "unix" and hd(tl(sys_os_type)) == "linux"
iconstant LINUX = hd(tl(tl(sys_os_type))), BERKELEY = 4.3;
#_ENDIF

#_IF lmember("elf", sys_os_type)
iconstant UNIX_ELF = true;
#_ENDIF

#_IF hd(sys_machine_type) == "pc"
iconstant PC = true;
#_ENDIF

iconstant SYSDEFS_INCLUDED = true;
