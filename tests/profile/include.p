;;; A redefined profile_include decides what a procedure's ticks are
;;; counted under: here procedures whose names start with db_ are grouped
;;; under one item, and helper is excluded (its ticks go to its caller).
uses profile;
1000 -> profile_tick_every;
false -> profile_show_ledger;
define db_read(); repeat 30000 times endrepeat enddefine;
define db_write(); repeat 20000 times endrepeat enddefine;
define helper(); repeat 10000 times endrepeat enddefine;
define compute(); repeat 40000 times endrepeat; helper() enddefine;
define main(); db_read(); db_write(); compute() enddefine;
define profile_include(p) -> item;
    lvars name = pdprops(p);
    if not(name) or name == "helper" then
        false -> item
    elseif isstartstring('db_', name) then
        "database" -> item
    else
        name -> item
    endif
enddefine;
profile main();
