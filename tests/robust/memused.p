;;; popmemused: the words in use after the last collection, in the units
;;; of popmemlim.  20000 list pairs take about 3 words each (Poplog)
;;; and 4 (pop11): neither bytes nor 16-byte units.  Dropped, they are
;;; freed by the next collection.
vars before, used, l = [], i;
sysgarbage();
popmemused -> before;
for i from 1 to 20000 do i :: l -> l endfor;
sysgarbage();
popmemused - before -> used;
used >= 50000, used <= 81000 =>
[] -> l;
sysgarbage();
popmemused - before < 2000 =>
