;;; An old-style profile_display(cpu_time, counts) is used when defined.
uses profile;
1000 -> profile_tick_every;
false -> profile_show_ledger;
define busy(); repeat 20000 times endrepeat enddefine;
define profile_display(cpu, counts);
    'profile_display called' =>
    counts("busy") =>
enddefine;
profile busy();
