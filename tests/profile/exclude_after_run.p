;;; The views of a run are drawn with the exclusion list in place when it
;;; ended (as its counts were made): HELP PROFILE's idiom, setting the
;;; list around a run, then exporting it, gives stacks that add up to the
;;; report (inner's ticks stay with outer), whatever the list is now.
uses profile;
1000 -> profile_tick_every;
false -> profile_show_ledger;
define inner(); repeat 20000 times endrepeat enddefine;
define outer(); repeat 20000 times endrepeat; inner() enddefine;
[inner] -> profile_exclude_list;
profile outer();
[null] -> profile_exclude_list;
profile_export('exclude_after_run.folded');
lvars rep = discin('exclude_after_run.folded'), c;
until (rep() ->> c) == termin do cucharout(c) enduntil;
profile_report_last();
