;;; pop_after_gc runs after every garbage collection: the automatic ones
;;; and sysgarbage's, as in Poplog (there a counter in pop_after_gc is 1
;;; after one sysgarbage).  The hook notes the collection it follows
;;; (sys_gc_count), so that the test holds in the GC-stress build too,
;;; where automatic collections come between.
vars seen = false;
define pop_after_gc(); sys_gc_count() -> seen enddefine;
sysgarbage();
seen == sys_gc_count() =>
lvars before = sys_gc_count();
sysgarbage();
seen == sys_gc_count() and seen > before =>
identfn -> pop_after_gc;
false -> seen;
sysgarbage();
seen =>
