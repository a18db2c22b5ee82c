;;; syntax words cannot be traced
trace if;
