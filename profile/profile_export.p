;;; profile_export.p -- views of a run's stack samples (HELP PROFILE):
;;; profile_export writes profile_last_run as collapsed stacks (.folded),
;;; speedscope's file format (.speedscope.json) or a flame graph drawn here
;;; (.svg); profile_callgraph prints each row's callers and callees with the
;;; ticks along each edge, as gprof's call-graph section does.
;;;
;;; All of them start from profile_named_stacks: the samples of the run
;;; ("stacks", kept by profile/stacks.c) with each frame named as the
;;; report names it (profile_include), the frames it passes on left out and
;;; the samples profile_ignore drops left out, so every view adds up to the
;;; report's number of interrupts.  With profile_stack_lines (the default)
;;; a frame also has the source line of the call it was making, where the
;;; compiler knew it (the last frame too, when the frames above it pass
;;; their ticks on to it): a frame is then "name:LINE" in .folded files and
;;; flame graphs, a frame with a "line" (and "file") in speedscope's
;;; format, and the call graph's edges name the lines of their calls.
;;; With it false every view names frames by procedure only, as before
;;; (flamegraph.pl then merges a procedure's samples from all its call
;;; sites).

compile_mode :pop11 +strict;

section;

vars
    profile_stack_lines      = true,  ;;; frames show the line of their call
    profile_svg_width        = 1200,  ;;; pixels across a flame graph
    profile_svg_frame_height = 16,    ;;; pixels per frame
    ;;; beyond this depth a flame graph folds direct recursion (a frame
    ;;; the same as the one it was called from, line and all) into one
    ;;; frame; false: never
    profile_svg_fold_depth   = 200,
;

;;; ---- names as text ----------------------------------------------------

lconstant HEX = '0123456789abcdef';

;;; The length of the valid UTF-8 sequence that starts at s(i) (n is the
;;; length of s), or 0 if none does.  (Also the HTML report's.)
define profile_utf8_length(s, i, n) -> k;
    lvars c = s(i), lo = 16:80, hi = 16:BF, j, m;
    if c < 16:80 then return(1 -> k) endif;
    0 -> k;
    if c < 16:C2 or c > 16:F4 then return
    elseif c < 16:E0 then 2 -> m
    elseif c < 16:F0 then
        3 -> m;
        if c == 16:E0 then 16:A0 -> lo elseif c == 16:ED then 16:9F -> hi endif
    else
        4 -> m;
        if c == 16:F0 then 16:90 -> lo elseif c == 16:F4 then 16:8F -> hi endif
    endif;
    returnif(i + m - 1 > n);
    for j from i + 1 to i + m - 1 do
        s(j) -> c;
        returnunless(c >= lo and c <= hi);
        16:80 -> lo; 16:BF -> hi
    endfor;
    m -> k
enddefine;

;;; An item as text.
define lconstant item_string(item);
    if isstring(item) then item
    elseif isprocedure(item) then item_string(profile_proc_name(item))
    else item sys_>< ''
    endif
enddefine;

;;; The text of a name (a string) in collapsed stacks, flame graphs and
;;; the call graph: its characters, but \ is written \\ and these as \xHH
;;; (two hex digits): a semicolon (it separates frames), a colon before a
;;; digit (":LINE" ends a frame that has a line), the control characters
;;; (newline, tab ...) and DEL, and a byte that is not part of valid
;;; UTF-8.  So the text of a name is one line of UTF-8 that no other
;;; name has.  Spaces stay: flamegraph.pl, inferno and speedscope take
;;; the count after a stack's last space (as they do for the spaces in
;;; C++ names that stackcollapse-perf.pl writes).  (Only a colon that the
;;; digits after it end the name with is escaped: <procedure f.p:12>, an
;;; anonymous procedure's name by place, is written as it is.)
define lconstant name_text(s) -> t;
    lvars i = 1, n = datalength(s), k, c;
    ;;; whether the characters after s(i) are digits to the end of s
    define lconstant digits_to_end(i);
        lvars j;
        returnunless(i < n)(false);
        for j from i + 1 to n do
            returnunless(isnumbercode(s(j)))(false)
        endfor;
        true
    enddefine;
    define lconstant hex(c);
        `\\`, `x`, subscrs(c div 16 + 1, HEX), subscrs(c mod 16 + 1, HEX)
    enddefine;
    consstring(#|
        while i <= n do
            s(i) -> c;
            if c == `\\` then
                `\\`, `\\`
            elseif c == `;` or c < 32 or c == 127
            or (c == `:` and digits_to_end(i)) then
                hex(c)
            elseif c < 128 then
                c
            elseif (profile_utf8_length(s, i, n) ->> k) == 0 then
                hex(c)
            else
                repeat k - 1 times s(i); i + 1 -> i endrepeat;
                s(i)
            endif;
            i + 1 -> i
        endwhile |#) -> t
enddefine;

;;; The text of an item's name, kept in the property texts.
define lconstant item_text(item, texts) -> t;
    unless texts(item) ->> t then
        name_text(item_string(item)) ->> t -> texts(item)
    endunless
enddefine;

;;; A new property for item_text.
define lconstant new_texts();
    newproperty([], 64, false, "perm")
enddefine;

;;; ---- the samples as shown ---------------------------------------------

;;; The item a frame is shown as: a procedure's item (profile_include),
;;; false if it passes its ticks on; the word <gc> or <compile> as it is,
;;; or false when it is in profile_exclude_list: the report then charges
;;; its ticks to the procedure that was running, and so does every view.
define profile_frame_item(f);
    if isprocedure(f) then profile_include(f)
    elseif fast_member(f, profile_exclude_list) then false
    else f
    endif
enddefine;

;;; A frame's name as the exports write it: the text of the item's name
;;; (special characters escaped, as above) and, with a line, ":LINE".
define profile_frame_name(item, line);
    lvars t = name_text(item_string(item));
    if line and line > 0 then t sys_>< ':' sys_>< line else t endif
enddefine;

;;; The child of a trie node (a vector whose element k is its list of
;;; children, each a vector with its text in element 1 and its line in
;;; element 2) for text and line, or false.
define lconstant trie_child(node, text, line, k) -> c;
    for c in node(k) do
        returnif(c(2) == line and (c(1) == text or c(1) = text))
    endfor;
    false -> c
enddefine;

;;; The samples of run as shown: a list of vectors {ITEMS LINES N}, ITEMS
;;; a vector of items outermost first, LINES beside it the line of the
;;; call each frame was making (0 where not known, and always when
;;; profile_stack_lines is false), N the ticks; in the order first seen.
;;; Samples that become the same once the passed-on frames are gone (the
;;; same names and lines) are added.  A stack of any depth is walked in a
;;; loop: a trie of the stacks, one node {TEXT LINE CHILDREN SAMPLE} per
;;; frame, finds the samples already met.
define profile_named_stacks(run) -> list;
    lvars s, i, f, k, frames, node, child, line,
          texts = new_texts(), root = {0 0 [] false};
    unless run then mishap(0, 'NO PROFILE RUN') endunless;
    unless run("stacks") then mishap(0, 'PROFILE RUN HAS NO STACK SAMPLES') endunless;
    dlocal profile_exclude_list = profile_run_exclude_list(run);
    [% for s in run("stacks") do
           s(1) -> frames;
           root -> node; 0 -> k;
           for i from 1 to datalength(frames) do
               nextunless(profile_frame_item(frames(i)) ->> f);
               k + 1 -> k;
               if profile_stack_lines then s(2)(i) else 0 endif -> line;
               unless trie_child(node, item_text(f, texts), line, 3) ->> child then
                   {% item_text(f, texts), line, [], false %} -> child;
                   child :: node(3) -> node(3)
               endunless;
               child -> node
           endfor;
           ;;; (ticks profile_ignore dropped are not in the samples: it
           ;;; decided with the chain as it was at the tick)
           nextif(k == 0);
           if node(4) then
               node(4)(3) + s(3) -> node(4)(3)
           else
               {% {% for i from 1 to datalength(frames) do
                         if profile_frame_item(frames(i)) ->> f then f endif
                     endfor %},
                  {% for i from 1 to datalength(frames) do
                         if profile_frame_item(frames(i)) then
                             if profile_stack_lines then s(2)(i) else 0 endif
                         endif
                     endfor %},
                  s(3) %} ->> node(4)
           endif
       endfor %] -> list
enddefine;

;;; ---- writing a file ---------------------------------------------------

;;; Write a number with two decimal places (x a rational or decimal).
define lconstant pr_2dp(x);
    lvars k = round(x * 100);
    if k < 0 then cucharout(`-`); -k -> k endif;
    pr(k div 100); cucharout(`.`);
    if k mod 100 < 10 then cucharout(`0`) endif;
    pr(k mod 100)
enddefine;

define lconstant pr_hex2(c);
    cucharout(subscrs(c div 16 + 1, HEX));
    cucharout(subscrs(c mod 16 + 1, HEX))
enddefine;

;;; s with the characters XML gives a meaning escaped (s is the text of a
;;; name: one line of UTF-8 with no control characters).
define lconstant pr_xml(s);
    lvars c;
    for c in_string s do
        if c == `&` then appdata('&amp;', cucharout)
        elseif c == `<` then appdata('&lt;', cucharout)
        elseif c == `>` then appdata('&gt;', cucharout)
        elseif c == `"` then appdata('&quot;', cucharout)
        else cucharout(c)
        endif
    endfor
enddefine;

;;; s (a string, or a word) as a JSON string: " and \ escaped, control
;;; characters as \u00HH, valid UTF-8 as it is, and a byte that is not
;;; part of valid UTF-8 as the character of that code (\u00HH); with
;;; html true, < > and & too (\u00HH), so that the string can stand in a
;;; script element of a web page (the HTML report).
define profile_pr_json(s, html);
    lvars i = 1, n, c, k;
    unless isstring(s) then s sys_>< '' -> s endunless;
    datalength(s) -> n;
    cucharout(`"`);
    while i <= n do
        s(i) -> c;
        if c == `"` or c == `\\` then
            cucharout(`\\`); cucharout(c)
        elseif c < 32 or c >= 128 and (profile_utf8_length(s, i, n) ->> k) == 0
        or html and (c == `<` or c == `>` or c == `&`) then
            appdata('\\u00', cucharout); pr_hex2(c)
        elseif c < 128 then
            cucharout(c)
        else
            repeat k - 1 times cucharout(s(i)); i + 1 -> i endrepeat;
            cucharout(s(i))
        endif;
        i + 1 -> i
    endwhile;
    cucharout(`"`)
enddefine;
define lconstant pr_json(s); profile_pr_json(s, false) enddefine;

;;; ---- .folded ----------------------------------------------------------

;;; Collapsed stacks: one line "a;b;c N" per stack, as flamegraph.pl,
;;; inferno and speedscope read them.
define lconstant write_folded(stacks);
    lvars s, i, n, items, texts = new_texts();
    for s in stacks do
        s(1) -> items; datalength(items) -> n;
        for i from 1 to n do
            appdata(item_text(items(i), texts), cucharout);
            if s(2)(i) > 0 then cucharout(`:`); pr(s(2)(i)) endif;
            cucharout(if i < n then `;` else `\s` endif)
        endfor;
        pr(s(3));
        cucharout(`\n`)
    endfor
enddefine;

;;; ---- .speedscope.json -------------------------------------------------

;;; The file a frame's procedure came from (a string), or false.
define profile_item_file(item, run);
    lvars f = run("files") and run("files")(item);
    if f then return(f) endif;
    if isprocedure(item) and (sys_procedure_file(item) ->> f) then f sys_>< ''
    elseif isword(item) and isdefined(item)
    and isprocedure(sys_current_val(item) ->> f) and pdprops(f) == item
    and (sys_procedure_file(f) ->> f) then
        f sys_>< ''
    else
        false
    endif
enddefine;

;;; speedscope's own format: one sampled profile, frames shared by index.
;;; Weights are microseconds of CPU time, or ticks (unit "none") in a
;;; deterministic run.  A frame with a line is the procedure at that line
;;; (speedscope's "line" and "file"), so each call site is a frame.  A
;;; frame's "name" is the name itself (JSON has its own escapes).
define lconstant write_speedscope(stacks, run);
    lvars s, i, items, nframes = 0, total = 0, texts = new_texts(),
          ;;; the text of a name -> its line -> the frame's index
          index = newmapping([], 64, false, true),
          tick_every = run("tick_every"),
          per_tick = if isintegral(tick_every) then 1 else run("interval") endif;
    ;;; the index of a frame, or false if it has none yet
    define lconstant frame_index(item, line);
        lvars m = index(item_text(item, texts));
        m and m(line)
    enddefine;
    define updaterof lconstant frame_index(k, item, line);
        lvars t = item_text(item, texts), m = index(t);
        unless m then newproperty([], 4, false, "perm") ->> m -> index(t) endunless;
        k -> m(line)
    enddefine;
    for s in stacks do total + s(3) -> total endfor;
    appdata('{"$schema":"https://www.speedscope.app/file-format-schema.json",\n', cucharout);
    appdata('"exporter":"pop11","name":"pop11 profile","activeProfileIndex":0,\n', cucharout);
    appdata('"shared":{"frames":[', cucharout);
    for s in stacks do
        s(1) -> items;
        for i from 1 to datalength(items) do
            lvars line = s(2)(i);
            unless frame_index(items(i), line) then
                nframes -> frame_index(items(i), line);
                if nframes > 0 then cucharout(`,`) endif;
                appdata('{"name":', cucharout); pr_json(item_string(items(i)));
                if line > 0 then
                    lvars file = profile_item_file(items(i), run);
                    if file then appdata(',"file":', cucharout); pr_json(file) endif;
                    appdata(',"line":', cucharout); pr(line)
                endif;
                cucharout(`}`);
                nframes + 1 -> nframes
            endunless
        endfor
    endfor;
    appdata(']},\n"profiles":[{"type":"sampled","name":"pop11 profile","unit":', cucharout);
    pr_json(if isintegral(tick_every) then 'none' else 'microseconds' endif);
    appdata(',"startValue":0,"endValue":', cucharout);
    pr(total * per_tick);
    appdata(',\n"samples":[', cucharout);
    for s in stacks do
        unless s == hd(stacks) then appdata(',\n', cucharout) endunless;
        s(1) -> items;
        cucharout(`[`);
        for i from 1 to datalength(items) do
            if i > 1 then cucharout(`,`) endif;
            pr(frame_index(items(i), s(2)(i)))
        endfor;
        cucharout(`]`)
    endfor;
    appdata('],\n"weights":[', cucharout);
    for s in stacks do
        unless s == hd(stacks) then cucharout(`,`) endunless;
        pr(s(3) * per_tick)
    endfor;
    appdata(']}]}\n', cucharout)
enddefine;

;;; ---- the tree of stacks -----------------------------------------------

;;; The tree of the stacks, a trie: a node is {TEXT LINE CHILDREN TOTAL
;;; LABEL}, TOTAL the ticks of every sample through it, LABEL the frame's
;;; name as shown (the text of the item's name, and :LINE), CHILDREN its
;;; callees, a list of nodes.  Built in a loop, whatever the depth.
define lconstant stack_tree(stacks, fold) -> (root, depth);
    lvars s, i, node, child, text, line, texts = new_texts(), d;
    {'all' 0 [] 0 'all'} -> root;
    0 -> depth;
    for s in stacks do
        root -> node;
        node(4) + s(3) -> node(4);
        0 -> d;
        for i from 1 to datalength(s(1)) do
            item_text(s(1)(i), texts) -> text;
            s(2)(i) -> line;
            ;;; (a recursive call folded into the frame that made it: its
            ;;; samples, and those of what it called, are that frame's)
            nextif(fold and d >= fold and node /== root and text = node(1)
                   and line == node(2));
            d + 1 -> d;
            max(depth, d) -> depth;
            unless trie_child(node, text, line, 3) ->> child then
                {% text, line, [], 0,
                   if line > 0 then text sys_>< ':' sys_>< line else text endif %}
                    -> child;
                child :: node(3) -> node(3)
            endunless;
            child(4) + s(3) -> child(4);
            child -> node
        endfor
    endfor
enddefine;

;;; ---- .svg -------------------------------------------------------------

;;; A colour from the flame palette, the same for the same name.
define lconstant flame_colour(name);
    lvars c, h = 0;
    for c in_string name do (h * 31 + c) mod 1000003 -> h endfor;
    if name = '<gc>' or name = '<compile>' then
        appdata('rgb(160,160,160)', cucharout)
    else
        appdata('rgb(', cucharout);
        pr(205 + h mod 50); cucharout(`,`);
        pr(h div 50 mod 200); cucharout(`,`);
        pr(h div 10000 mod 55); cucharout(`)`)
    endif
enddefine;

;;; A flame graph: one rectangle per frame of the tree, callers below
;;; their callees, widths proportional to ticks; the name and its share in
;;; a <title> (the browser's tooltip) and as text, clipped to the frame by
;;; the nested <svg> element, so that the browser's find finds every frame.
;;; The frames are drawn from a list of those to do (callers before their
;;; callees, callees in the order of their names), not by recursion, so a
;;; stack of any depth is drawn: every frame of it, one above the other.
define lconstant write_svg(stacks);
    unless profile_svg_fold_depth == false
    or isinteger(profile_svg_fold_depth) and profile_svg_fold_depth >= 0 then
        mishap(profile_svg_fold_depth, 1,
               'INTEGER >= 0 OR false NEEDED FOR profile_svg_fold_depth')
    endunless;
    lvars (root, depth) = stack_tree(stacks, profile_svg_fold_depth), total = root(4),
          w = profile_svg_width, fh = profile_svg_frame_height,
          pad = 10, top = 40, s, todo, e, node, x, c,
          height, scale = if total = 0 then 0 else (w - 2 * pad) / total endif;
    top + (depth + 1) * fh + pad -> height;

    define lconstant draw(node, x, depth);
        lvars ticks = node(4), width = ticks * scale;
        appdata('<g><title>', cucharout);
        pr_xml(node(5));
        appdata(' (', cucharout); pr(ticks);
        appdata(if ticks == 1 then ' sample, ' else ' samples, ' endif, cucharout);
        pr_2dp(ticks * 100 / total);
        appdata('%)</title><svg x="', cucharout); pr_2dp(pad + x * scale);
        appdata('" y="', cucharout); pr(height - pad - (depth + 1) * fh);
        appdata('" width="', cucharout); pr_2dp(width);
        appdata('" height="', cucharout); pr(fh - 1);
        appdata('"><rect width="100%" height="100%" rx="2" fill="', cucharout);
        flame_colour(node(5));
        appdata('"/><text x="3" y="', cucharout); pr(fh - 5);
        appdata('">', cucharout); pr_xml(node(5));
        appdata('</text></svg></g>\n', cucharout);
    enddefine;

    appdata('<?xml version="1.0" encoding="UTF-8"?>\n', cucharout);
    appdata('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="', cucharout);
    pr(w); appdata('" height="', cucharout); pr(height);
    appdata('" viewBox="0 0 ', cucharout); pr(w); cucharout(`\s`); pr(height);
    appdata('" font-family="Verdana, sans-serif" font-size="12">\n', cucharout);
    appdata('<rect width="100%" height="100%" fill="rgb(250,250,238)"/>\n', cucharout);
    appdata('<text x="', cucharout); pr(w div 2);
    appdata('" y="24" text-anchor="middle" font-size="17">Flame graph: ', cucharout);
    pr(total); appdata(' samples</text>\n', cucharout);
    ;;; the frames to draw: {NODE X DEPTH}, the next one first
    [{^root 0 0}] -> todo;
    until todo == [] do
        dest(todo) -> (e, todo);
        explode(e) -> (node, x, depth);
        ;;; a frame narrower than a tenth of a pixel, and its callees, are
        ;;; not drawn
        nextif(node(4) * scale < 0.1);
        draw(node, x, depth);
        [% for c in syssort(node(3), false,
                            procedure(a, b); alphabefore(a(5), b(5)) endprocedure) do
               {% c, x, depth + 1 %};
               x + c(4) -> x
           endfor %] <> todo -> todo
    enduntil;
    appdata('</svg>\n', cucharout)
enddefine;

;;; ---- the call graph ---------------------------------------------------

;;; For each row (item), its callers and callees with the ticks that flowed
;;; along each edge, as gprof's call-graph section: self is the ticks the
;;; row ran itself, total the ticks of the samples it was in (once each,
;;; however deep it recurred), and an edge A -> B carries the ticks of the
;;; samples in which A called B (once each).  Rows are sorted by total.
;;; Names are written as in collapsed stacks (special characters escaped).
define profile_callgraph();
    lvars s, i, j, items, n, item, row, rows = [], all = 0,
          texts = new_texts(),
          self = newproperty([], 64, 0, "perm"),
          total = newproperty([], 64, 0, "perm"),
          callees = newproperty([], 64, false, "perm"),
          callers = newproperty([], 64, false, "perm"),
          ;;; a -> b -> the lines of a's calls of b
          calllines = newproperty([], 64, false, "perm"),
          index = newproperty([], 64, false, "perm"),
          seen = newproperty([], 16, false, "perm"),
          ;;; with call counts, a -> b -> a's calls of b, exactly
          arcs = newproperty([], 64, false, "perm");

    ;;; add n to prop(a)(b), making prop(a) when needed
    define lconstant edge_add(prop, a, b, n);
        lvars p = prop(a);
        unless p then newproperty([], 8, 0, "perm") ->> p -> prop(a) endunless;
        p(b) + n -> p(b)
    enddefine;

    ;;; an item's text, with the mark of a stale row (as in the report)
    define lconstant shown(item);
        lvars mark = profile_row_mark(item);
        if mark then item_text(item, texts) sys_>< ' (' sys_>< mark sys_>< ')'
        else item_text(item, texts)
        endif
    enddefine;

    unless profile_last_run then mishap(0, 'NO PROFILE RUN TO REPORT') endunless;
    ;;; (the last run's arcs: a loaded run's too)
    dlocal profile_call_arcs = profile_last_run("call_arcs");
    if profile_call_arcs then
        lvars arc_from, arc_tos, arc_to, arc_n, ca, ce;
        for arc_from, arc_tos in_property profile_call_arcs do
            for arc_to, arc_n in_property arc_tos do
                if (profile_frame_item(arc_from) ->> ca) and (profile_frame_item(arc_to) ->> ce) then
                    edge_add(arcs, ca, ce, arc_n)
                endif
            endfor
        endfor
    endif;
    for s in profile_named_stacks(profile_last_run) do
        s(1) -> items; s(3) -> n;
        all + n -> all;
        lvars k = datalength(items);
        self(items(k)) + n -> self(items(k));
        ;;; each item, and each edge, once per sample
        clearproperty(seen);
        for i from 1 to k do
            items(i) -> item;
            unless seen(item) then
                true -> seen(item);
                total(item) + n -> total(item);
                item :: rows -> rows
            endunless
        endfor;
        clearproperty(seen);
        for i from 2 to k do
            lvars a = items(i - 1), b = items(i), line = s(2)(i - 1);
            if line > 0 then
                lvars ls = calllines(a);
                unless ls then newproperty([], 8, [], "perm") ->> ls -> calllines(a) endunless;
                unless fast_member(line, ls(b)) then line :: ls(b) -> ls(b) endunless
            endif;
            ;;; edges already counted in this sample, in a list of pairs
            lvars done = seen(a) or [], e, found = false;
            for e in done do if e == b then true -> found; quitloop endif endfor;
            unless found then
                b :: done -> seen(a);
                edge_add(callees, a, b, n);
                edge_add(callers, b, a, n)
            endunless
        endfor
    endfor;

    ;;; one row per item, numbered in the order of the report
    [% for item in rows do unless index(item) then true -> index(item); item endunless endfor %]
        -> rows;
    syssort(rows, false,
        procedure(a, b);
            total(a) > total(b)
            or total(a) = total(b)
               and (self(a) > self(b)
                    or self(a) = self(b)
                       and alphabefore(shown(a), shown(b)))
        endprocedure) -> rows;
    for item, i in rows, [% for i from 1 to length(rows) do i endfor %] do
        i -> index(item)
    endfor;

    ;;; the lines of a's calls of b, as text after an edge
    define lconstant pr_call_lines(a, b);
        lvars ls = calllines(a) and calllines(a)(b), l;
        returnif(not(ls) or ls == []);
        appdata(if tl(ls) == [] then '  line ' else '  lines ' endif, cucharout);
        syssort(ls, nonop <) -> ls;
        pr(hd(ls));
        for l in tl(ls) do appdata(', ', cucharout); pr(l) endfor
    enddefine;

    ;;; the lines of an edge list, largest first; item calls (callees) or
    ;;; is called by (callers) the items of the list
    define lconstant edge_lines(p, item, callees);
        returnunless(p);
        lvars e, it, m, es = [% for it, m in_property p do conspair(it, m) endfor %];
        for e in syssort(es, false,
                         procedure(a, b);
                             back(a) > back(b)
                             or back(a) = back(b) and index(front(a)) < index(front(b))
                         endprocedure) do
            pr_field(back(e), 30, `\s`, false);
            appdata('      ', cucharout);
            appdata(shown(front(e)), cucharout);
            appdata(' [', cucharout); pr(index(front(e))); cucharout(`]`);
            if callees then pr_call_lines(item, front(e))
            else pr_call_lines(front(e), item)
            endif;
            ;;; with call counts: the arc's calls, exactly
            lvars a = if callees then item else front(e) endif,
                  b = if callees then front(e) else item endif, c;
            if (arcs(a) ->> c) and c(b) > 0 then
                appdata('  calls ', cucharout); pr(c(b))
            endif;
            cucharout(`\n`)
        endfor
    enddefine;

    dlocal pr = sys_syspr, pop_pr_quotes = false,
           poplinewidth = false, poplinemax = false;
    printf('\nCall graph (%p ticks)\n\n', [^all]);
    appdata('index   %total      self     total  name\n', cucharout);
    for item in rows do
        appdata(consstring(#| repeat 50 times `-` endrepeat |#), cucharout);
        cucharout(`\n`);
        edge_lines(callers(item), item, false);
        lvars label = '[' >< index(item) >< ']';
        pr_field(label, 6, false, `\s`);
        pr_field(if all = 0 then 0 else total(item) * 100 / all endif,
                 8, `\s`, false, pr_2dp);
        pr_field(self(item), 10, `\s`, false);
        pr_field(total(item), 10, `\s`, false);
        appdata('  ', cucharout);
        appdata(shown(item), cucharout);
        appdata(' ', cucharout); appdata(label, cucharout); cucharout(`\n`);
        edge_lines(callees(item), item, true)
    endfor;
    appdata(consstring(#| repeat 50 times `-` endrepeat |#), cucharout);
    appdata('\n\n', cucharout)
enddefine;

;;; ---- profile_export ---------------------------------------------------

define lconstant ends_with(s, tail);
    lvars n = datalength(s), k = datalength(tail);
    n >= k and substring(n - k + 1, k, s) = tail
enddefine;

;;; Write the last run to file, in the format its name ends with (.html:
;;; the HTML report of profile_html.p).  The
;;; file is written whole or not at all (profile_write_file).
define profile_export(file);
    lvars stacks;
    unless isstring(file) or isword(file) then
        mishap(file, 1, 'STRING NEEDED')
    endunless;
    file sys_>< '' -> file;
    unless profile_last_run then mishap(0, 'NO PROFILE RUN TO EXPORT') endunless;
    profile_named_stacks(profile_last_run) -> stacks;
    if ends_with(file, '.folded') then
        profile_write_file(file, write_folded(% stacks %))
    elseif ends_with(file, '.speedscope.json') then
        profile_write_file(file, write_speedscope(% stacks, profile_last_run %))
    elseif ends_with(file, '.svg') then
        profile_write_file(file, write_svg(% stacks %))
    elseif ends_with(file, '.pb.gz') then
        ;;; (profile_pprof.p)
        profile_write_file(file, profile_write_pprof(% stacks, profile_last_run %))
    elseif ends_with(file, '.html') then
        ;;; (profile_html.p)
        profile_write_file(file, profile_write_html(% stacks, profile_last_run %))
    else
        mishap(file, 1, 'UNKNOWN PROFILE EXPORT FORMAT')
    endif
enddefine;

;;; ---- whole programs: pop11 %profile FILE.p ---------------------------

;;; Run file under the profiler (counting every active procedure if
;;; count_all), print the report when it ends, also when it stops at a
;;; mishap (reported as usual), then write the run to out unless out is
;;; false (out: a file name, or a list of them, each written): with
;;; profile_export when its name ends with .folded,
;;; .speedscope.json, .svg, .pb.gz or .html, with profile_save when it ends
;;; with .run.
;;; ok is false if the file stopped at a mishap.  A profile expression
;;; inside the file runs its expression as part of the whole run
;;; (profile_in_program).  A file that cannot be read is a mishap before
;;; the run; one that stops at a mishap before any sample of its own code
;;; (a syntax error at its start) gets no report and no files.  Ctrl-C (keyboard_interrupt)
;;; abandons the program, and the run ends with its report and files.
define profile_file(file, count_all, out) -> ok;
    lvars ok = true, running = false, interrupted = false, reported = false,
          dev, report = profile_report, o,
          outs = if islist(out) then out elseif out then [^out] else [] endif;
    unless isstring(file) or isword(file) then
        mishap(file, 1, 'FILE NAME NEEDED')
    endunless;
    for o in outs do
        unless (isstring(o) or isword(o))
           and (ends_with(o sys_>< '', '.folded')
                or ends_with(o sys_>< '', '.speedscope.json')
                or ends_with(o sys_>< '', '.svg') or ends_with(o sys_>< '', '.run')
                or ends_with(o sys_>< '', '.pb.gz') or ends_with(o sys_>< '', '.html'))
        then
            mishap(o, 1, 'UNKNOWN PROFILE OUTPUT FORMAT')
        endunless
    endfor;
    if readable(file) ->> dev then sysclose(dev) else mishap(file, 1, 'FILE NOT FOUND') endif;

    define lconstant stop();
        if running then true -> interrupted; sys_compile_abandon() endif
    enddefine;
    ;;; the report of a run: none for a file that did not run at all (its
    ;;; only samples, if any, fell while it was being compiled, or in a
    ;;; garbage collection, which may be the compiler's)
    define lconstant report_run(cpu, gc, counts, active);
        lvars item, n, total = 0;
        for item, n in_property counts do
            unless item == profile_compile_item or item == profile_gc_item then
                total + n -> total
            endunless
        endfor;
        unless total == 0 and not(ok) and not(interrupted) then
            true -> reported;
            report(cpu, gc, counts, active)
        endunless
    enddefine;

    dlocal profile_count_all = count_all, profile_in_program = true,
           profile_exclude_list = [sys_compile_caught pop11_compile
                                   ^^profile_exclude_list],
           keyboard_interrupt = stop, profile_report = report_run;
    profile_apply(procedure;
                      true -> running;
                      sys_compile_caught(file) -> ok;
                      false -> running
                  endprocedure);
    if reported then
        for o in outs do
            if ends_with(o sys_>< '', '.run') then profile_save(o) else profile_export(o) endif
        endfor
    endif
enddefine;

endsection;
