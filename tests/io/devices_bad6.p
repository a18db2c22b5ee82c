;;; sysopen's error character must be one of A D F N
sysopen('devices_bad6.p', 0, false, `X`) =>
