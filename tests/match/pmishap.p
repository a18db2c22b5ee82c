;;; mishaps from inside the matcher are reported as Poplog's
vars x;
[a b] matches [?x ??x] =>
