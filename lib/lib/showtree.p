;;; showtree.p -- LIB SHOWTREE (HELP SHOWTREE): draw a tree, given as
;;; lists within lists, as a picture in text.  Written for pop11 from the
;;; behaviour Poplog's HELP SHOWTREE documents and its showtree shows.
;;;
;;; Poplog draws the tree into a Ved buffer; pop11 has no Ved, so the
;;; picture is built in a grid of character lines and printed through
;;; cucharout.  Lines are drawn with Ved's line-graphics codes (one bit
;;; for each half line, so that lines drawn over each other combine) and
;;; printed as the plain characters Ved uses on a screen without graphics:
;;; - for a line with a horizontal part, | for a vertical one, + where
;;; both cross.
;;;
;;; Layout: every node takes the rows R1 .. R2 (showtree_height lines,
;;; starting showtree_vgap lines below its parent's R1 + height) and the
;;; columns C1 .. C2, where C2 is C1 + width + 1.  Daughters are placed
;;; first, left to right; a node with daughters is centred over them; a
;;; node (with its subtree) that would overlap a node already placed on
;;; the same rows is moved right until it does not.

section;

vars
    showtree_name = 'tree.t',       ;;; kept for Poplog programs; unused
    showtree_vgap = 1,
    procedure (
        showtree_isleaf = atom,
        showtree_root = hd,
        showtree_daughters = tl,
        showtree_defaults = identfn,    ;;; unused (no Ved)
        showtree_init = identfn,
    );

;;; The four tables of the layout.  In Poplog each is a Ved file property,
;;; a procedure of no arguments that gives (or with -> replaces) the
;;; property of the current file; here they are just procedures with
;;; updaters.
lvars
    node_location = newproperty([], 8, false, true),
    node_daughters = newproperty([], 8, false, true),
    node_draw_data = newproperty([], 8, false, true),
    rootnode_name = newproperty([], 8, false, true);

define showtree_node_location(); node_location enddefine;
define updaterof showtree_node_location(p); p -> node_location enddefine;
define showtree_node_daughters(); node_daughters enddefine;
define updaterof showtree_node_daughters(p); p -> node_daughters enddefine;
define showtree_node_draw_data(); node_draw_data enddefine;
define updaterof showtree_node_draw_data(p); p -> node_draw_data enddefine;
define showtree_subtree_rootnode_name(); rootnode_name enddefine;
define updaterof showtree_subtree_rootnode_name(p); p -> rootnode_name enddefine;

define lconstant as_string(item);
    dlocal cucharout = identfn;
    consstring(#| pr(item) |#)
enddefine;


;;; -- The picture -------------------------------------------------------

;;; The rows of the picture being drawn, as strings (grown as needed).
lvars picture = {};

;;; Graphics codes: 16:80 + bits, 1 left end, 2 right end, 4 bottom end,
;;; 8 top end of a line through the middle of the cell.
lconstant LEFT = 1, RIGHT = 2, BOTTOM = 4, TOP = 8;

define lconstant isgraphic(c);
    c > 16:80 and c < 16:90
enddefine;

define lconstant picture_row(r) -> s;
    lvars n = datalength(picture);
    if r > n then
        {% explode(picture), repeat r - n times nullstring endrepeat %}
            -> picture
    endif;
    picture(r) -> s
enddefine;

define lconstant picture_char(r, c);
    lvars s = picture_row(r);
    if c <= datalength(s) then s(c) else `\s` endif
enddefine;

define updaterof lconstant picture_char(ch, r, c);
    lvars s = picture_row(r), t;
    if c > datalength(s) then
        s <> consstring(repeat c - datalength(s) times `\s` endrepeat,
                        c - datalength(s)) ->> t -> picture(r)
    else
        s -> t
    endif;
    ch -> t(c)
enddefine;

;;; Put the half-line bits on cell (r, c): added to a line already there,
;;; replacing anything else.
define lconstant put_line(bits, c, r);
    returnif(r < 1 or c < 1);
    lvars old = picture_char(r, c);
    if isgraphic(old) then old || bits else 16:80 + bits endif
        -> picture_char(r, c)
enddefine;

;;; Write ITEM as text from row R, column C (over whatever is there).
define showtree_insert(r, c, item);
    lvars ch;
    unless isstring(item) then as_string(item) -> item endunless;
    for ch in_string item do
        if r >= 1 and c >= 1 then ch -> picture_char(r, c) endif;
        c + 1 -> c
    endfor
enddefine;

;;; drawline(C1, R1, C2, R2) or drawline([C1 R1], [C2 R2]): a horizontal
;;; or vertical line between the centres of two cells of the picture.
define vars drawline(c2, r2);
    lvars c1, r1, c2, r2, x, i;
    if islist(c2) and islist(r2) and listlength(c2) == 2
    and listlength(r2) == 2 then
        dl(c2) -> (c1, r1); dl(r2) -> (c2, r2)
    else
        () -> (c1, r1)
    endif;
    for x in [^c1 ^r1 ^c2 ^r2] do
        unless isinteger(x) and x >= 0 then
            mishap(x, 1, 'veddrawline: INVALID ARGUMENT')
        endunless
    endfor;
    if c1 == c2 then
        returnif(r1 == r2);
        if r1 > r2 then (r1, r2) -> (r2, r1) endif;
        put_line(TOP, c1, r1);
        for i from r1 + 1 to r2 - 1 do put_line(TOP || BOTTOM, c1, i) endfor;
        put_line(BOTTOM, c1, r2)
    elseif r1 == r2 then
        if c1 > c2 then (c1, c2) -> (c2, c1) endif;
        put_line(LEFT, c1, r1);
        for i from c1 + 1 to c2 - 1 do put_line(LEFT || RIGHT, i, r1) endfor;
        put_line(RIGHT, c2, r1)
    else
        mishap(c1, c2, r1, r2, 4,
            'veddrawline: HORIZONTAL OR VERTICAL LINE REQUIRED')
    endif
enddefine;

;;; How a cell prints: a line code as - | or +, anything else as itself.
define lconstant plain_char(c);
    lvars bits;
    unless isgraphic(c) then return(c) endunless;
    c - 16:80 -> bits;
    if bits && (TOP || BOTTOM) == (TOP || BOTTOM) then
        if bits && (LEFT || RIGHT) == (LEFT || RIGHT) then `+` else `|` endif
    elseif bits && (LEFT || RIGHT) /== 0 then
        `-`
    else
        `|`
    endif
enddefine;

define lconstant print_picture();
    lvars s, n, i;
    dlocal poplinewidth = false, poplinemax = false;
    for s in_vector picture do
        datalength(s) -> n;
        while n > 0 and s(n) == `\s` do n - 1 -> n endwhile;
        for i from 1 to n do cucharout(plain_char(s(i))) endfor;
        cucharout(`\n`)
    endfor
enddefine;


;;; -- User-definable parts ----------------------------------------------

;;; The name of a tree that is not a leaf, and its subtrees.
define vars showtree_name_&_subtrees(tree) -> name -> subtrees;
    showtree_root(tree) -> name;
    if isword(name) or isstring(name) then
        showtree_daughters(tree) -> subtrees
    elseif showtree_isleaf(name) then
        showtree_daughters(tree) -> subtrees;
        as_string(name) -> name
    else
        ;;; the head is itself a tree: an unnamed node over all items
        datalist(tree) -> subtrees;
        space -> name
    endif
enddefine;

define vars showtree_width(node, name);
    unless isword(name) or (isstring(name) and not(pop_pr_quotes)) then
        as_string(name) -> name
    endunless;
    if node_daughters(node) then length(name) + 2 else length(name) endif
enddefine;

define vars showtree_height(node, name);
    3
enddefine;

define vars showtree_box(c1, r1, c2, r2);
    drawline(c1, r1, c1, r2);
    drawline(c1, r1, c2, r1);
    drawline(c2, r1, c2, r2);
    drawline(c1, r2, c2, r2)
enddefine;

define vars showtree_draw_node(node, location);
    lvars (r1, r2, c1, c2) = dl(location),
        name = as_string(hd(node_draw_data(node)));
    if node_daughters(node) then
        showtree_box(c1, r1, c2 - 2, r2);
        c1 + 1 -> c1
    endif;
    showtree_insert(r1 + 1, c1, name)
enddefine;

define vars showtree_mid(c1, c2);
    intof((c1 + c2 - 2) / 2)
enddefine;

define vars showtree_printable();
    5 -> showtree_vgap
enddefine;

define vars showtree_graphical();
    4 -> showtree_vgap
enddefine;

define vars showtree_quit();
enddefine;


;;; -- Layout --------------------------------------------------------------

lvars node_count = 0;

;;; Make the nodes of TREE, its root at row DEPTH; return the root node.
define vars transformtree(tree, depth) -> node;
    lvars name, subtrees, below;
    consword('node' sys_>< (node_count + 1 ->> node_count)) -> node;
    if showtree_isleaf(tree) then
        [^tree ^depth] -> node_draw_data(node)
    else
        node -> rootnode_name(tree);
        showtree_name_&_subtrees(tree) -> name -> subtrees;
        [^name ^depth] -> node_draw_data(node);
        depth + showtree_vgap + showtree_height(node, name) -> below;
        maplist(subtrees, transformtree(% below %)) -> node_daughters(node)
    endif
enddefine;

define lconstant shift_subtree(node, amount);
    lvars (r1, r2, c1, c2) = dl(node_location(node)), d;
    for d in node_daughters(node) or [] do shift_subtree(d, amount) endfor;
    [^r1 ^r2 ^(c1 + amount) ^(c2 + amount)] -> node_location(node)
enddefine;

;;; The first free column right of every node placed on rows R1 .. R2.
define lconstant first_free_column(r1, r2) -> col;
    1 -> col;
    appproperty(node_location,
        procedure(node, loc);
            lvars (s1, s2) = (loc(1), loc(2)), c2 = loc(4);
            if r2 >= s1 and r1 <= s2 and c2 >= col then c2 + 1 -> col endif
        endprocedure)
enddefine;

define vars shapetree(node);
    lvars (name, r1) = dl(node_draw_data(node)), daughters, w, c1, free,
        r2 = r1 + showtree_height(node, name) - 1,
        half_gap = round(showtree_vgap / 2);
    showtree_width(node, name) -> w;
    node_daughters(node) -> daughters;
    if daughters and daughters /== [] then
        applist(daughters, shapetree);
        showtree_mid(node_location(last(daughters))(4),
                     node_location(hd(daughters))(3)) - intof((w - 1) / 2)
    else
        1
    endif -> c1;
    first_free_column(r1 - half_gap, r2 + half_gap) -> free;
    [^r1 ^r2 ^c1 ^(c1 + w + 1)] -> node_location(node);
    if free > c1 then shift_subtree(node, free - c1) endif
enddefine;


;;; -- Drawing the connections ---------------------------------------------

;;; From NODE's bottom down to the top of its only daughter D.
define lconstant join_straight(node, d);
    lvars loc = node_location(node), col = showtree_mid(loc(3), loc(4));
    drawline(col, loc(2), col, hd(node_location(d)))
enddefine;

;;; From half-way between NODE and its daughter D across to above D and
;;; down to it; for the first daughter also from NODE down to there.
define lconstant join_side(node, d, first);
    lvars loc = node_location(node), r2 = loc(2),
        top = showtree_mid(loc(3), loc(4)), dloc = node_location(d),
        s1 = dloc(1), col = showtree_mid(dloc(3), dloc(4)),
        mid = round((s1 + r2) / 2);
    if first then drawline(top, r2, top, mid) endif;
    drawline(top, mid, col, mid);
    drawline(col, mid, col, s1)
enddefine;

;;; From the daughters between the first and the last up to the cross line.
define lconstant join_middle(node, ds);
    lvars r2 = node_location(node)(2), d, loc, col;
    for d in ds do
        node_location(d) -> loc;
        showtree_mid(loc(3), loc(4)) -> col;
        drawline(col, loc(1), col, round((loc(1) + r2) / 2))
    endfor
enddefine;

define vars connectup();
    appproperty(node_daughters,
        procedure(node, ds);
            returnif(ds == []);
            if tl(ds) == [] then
                join_straight(node, hd(ds))
            else
                join_side(node, hd(ds), true);
                join_side(node, last(ds), false);
                join_middle(node, allbutlast(1, tl(ds)))
            endif
        endprocedure)
enddefine;


;;; -- The main procedures ---------------------------------------------------

define vars showtree(tree);
    lvars i, node;
    dlocal picture = {}, node_count = 0;
    showtree_init();
    newproperty([], 59, false, true) -> node_location;
    newproperty([], 59, false, true) -> node_daughters;
    newproperty([], 59, false, true) -> node_draw_data;
    newproperty([], 59, false, true) -> rootnode_name;
    shapetree(transformtree(tree, 1));
    ;;; draw the nodes in the order they were made
    for i from 1 to node_count do
        consword('node' sys_>< i) -> node;
        showtree_draw_node(node, node_location(node))
    endfor;
    connectup();
    print_picture()
enddefine;

;;; In Poplog this adds two lines on how to move around the tree in Ved.
define vars showtree_mess(tree);
    showtree(tree)
enddefine;

endsection;
