;;; LIB SHOWTREE: the user-definable procedures and variables
uses showtree;
;;; trees as records, after HELP SHOWTREE
defclass bintree {value, left, right};
vars tree = consbintree("top", consbintree("alpha", 1, 2), 3);
isbintree <> not -> showtree_isleaf;
value -> showtree_root;
define showtree_daughters(tree);
    [% left(tree), right(tree) %]
enddefine;
showtree(tree);
atom -> showtree_isleaf; hd -> showtree_root; tl -> showtree_daughters;
;;; more space between the levels
showtree_printable();
showtree_vgap =>
showtree([a [b c] d]);
showtree_graphical();
showtree_vgap =>
showtree([a [b c] d]);
1 -> showtree_vgap;
;;; a node name and daughters from a vector tree
isword -> showtree_isleaf;
define showtree_name_&_subtrees(tree) -> name -> subtrees;
    tree(1) -> name;
    [% explode(allbutfirst(1, tree)) %] -> subtrees
enddefine;
showtree({top {x y z} w});
atom -> showtree_isleaf;
;;; wider nodes, a box drawn with the list form of drawline
define showtree_width(node, name);
    if showtree_node_daughters()(node) then 9 else 5 endif
enddefine;
define showtree_box(c1, r1, c2, r2);
    drawline([^c1 ^r1], [^c2 ^r1]);
    drawline([^c1 ^r2], [^c2 ^r2]);
enddefine;
showtree([wide [x y] z]);
