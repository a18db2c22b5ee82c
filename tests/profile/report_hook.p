;;; A user's profile_report replaces the standard report.
uses profile;
1000 -> profile_tick_every;
false -> profile_show_ledger;
define busy(); repeat 30000 times endrepeat enddefine;
define profile_report(cpu, gc, counts, active);
    lvars name, n;
    for name, n in_property counts do
        printf(n, name, '%p: %p ticks\n')
    endfor;
    active =>
enddefine;
profile busy();
