;;; LIB SHOWTREE: showtree_daughters must give a list
uses showtree;
showtree([a b]);
define showtree_daughters(tree); 3 enddefine;
0 -> pop_mishap_doing_lim;
showtree([a b]);
