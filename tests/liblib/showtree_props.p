;;; LIB SHOWTREE: the layout left in the showtree_node_... properties
uses showtree;
vars init_calls = 0;
define showtree_init(); init_calls + 1 -> init_calls enddefine;
showtree([s [np n] [vp v]]);
init_calls =>
showtree_node_location()("node1") =>
showtree_node_daughters()("node1") =>
showtree_node_draw_data()("node1") =>
showtree_node_location()("node2") =>
showtree_node_daughters()("node3") =>
showtree_node_draw_data()("node3") =>
showtree_node_location()("node4") =>
showtree_node_daughters()("node4") =>
showtree_node_draw_data()("node4") =>
showtree_mid(1, 10) =>
