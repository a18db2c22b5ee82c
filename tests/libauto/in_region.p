;;; lib/auto: in_region, from_repeater (for-forms, HELP FOR_FORM)
;;; (the reference Poplog build lacks isarray_by_column, which its
;;; in_array and in_region call: defined here so that the expectation
;;; can be made; it is not used by pop11's)
define global isarray_by_column(a); false enddefine;
vars i, x;
for i in_region [0 1 0 1 0 1] do i => endfor;
for i in_region [1 0] do i => endfor;
for i in_region [1 3] of_dimension 1 do i => endfor;
lvars rep = incharitem(stringin('a b 3'));
for x from_repeater rep do x => endfor;
define count(s);
    lvars c, n = 0;
    for c from_repeater stringin(s) do
        if c == `.` then quitloop endif;
        n + 1 -> n
    endfor;
    n
enddefine;
count('abc.de') =>
