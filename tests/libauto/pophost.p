;;; pophost and sys_host_name: facts about the machine (the values
;;; differ between machines; their kinds do not).  Poplog's library
;;; prints a note for its administrator when it loads: not shown here.
procedure; dlocal cucharout = erase; sys_autoload("pophost") -> endprocedure();
pophost("os") =>
isstring(pophost("osversion")), isstartstring('linux ', pophost("osversion")) =>
pophost("machinetype") =>
isstring(sys_host_name()), datalength(sys_host_name()) > 0 =>
pophost("systemname") = sys_host_name() =>
isinteger(pophost("memory")) =>
pophost("no_such_fact") =>
isproperty(pophost) =>
