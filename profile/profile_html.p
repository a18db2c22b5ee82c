;;; profile_html.p -- the HTML report (HELP PROFILE, section 12):
;;; profile_export('F.html') writes one web page, complete in itself (it
;;; loads nothing), with the run's flame graph (click a frame to zoom to
;;; it, a search box that highlights the frames whose names contain what
;;; is typed and counts them, tooltips with samples, share, calls and
;;; bytes), the report's table, sortable by any column, and with
;;; profile_lines the hottest lines and the annotated source;
;;; profile_write_html_diff writes the differential view of pop11 profile
;;; --diff --out=F.html (profile_diff.p).
;;;
;;; The tables and the heading are HTML written here, with every name
;;; escaped; the flame graph is drawn in the browser by profile_html.js
;;; (the file beside this one, copied into each page) from a JSON block
;;; of the page: the frames (a name, the text of its name as in the other
;;; exports, its line and file), the stack samples of profile_named_stacks
;;; as lists of frame indexes with their ticks, and the exact figures per
;;; row for the tooltips.  So the page adds up to the report as every
;;; export does (profile_check reads it back).

compile_mode :pop11 +strict;

section;

;;; the directory of this file, where profile_html.js is
lconstant html_dir = popfilename and sys_fname_path(popfilename sys_>< '');

;;; ---- text --------------------------------------------------------------

;;; s (a string or word) as HTML text or an attribute's value: & < > " '
;;; as entities, valid UTF-8 as it is, a control character other than a
;;; tab or a newline as its control picture (U+2400 + its code), DEL and
;;; a byte that is not part of valid UTF-8 as the character of its code
;;; (&#NNN;).
define lconstant pr_html(s);
    lvars i = 1, n, c, k;
    unless isstring(s) then s sys_>< '' -> s endunless;
    datalength(s) -> n;
    while i <= n do
        s(i) -> c;
        if c == `&` then appdata('&amp;', cucharout)
        elseif c == `<` then appdata('&lt;', cucharout)
        elseif c == `>` then appdata('&gt;', cucharout)
        elseif c == `"` then appdata('&quot;', cucharout)
        elseif c == `'` then appdata('&#39;', cucharout)
        elseif c < 32 and c /== `\t` and c /== `\n` or c == 127
        or c >= 128 and (profile_utf8_length(s, i, n) ->> k) == 0 then
            if c < 32 then
                appdata('&#', cucharout); pr(16:2400 + c); cucharout(`;`)
            else
                appdata('&#', cucharout); pr(c); cucharout(`;`)
            endif
        elseif c < 128 then
            cucharout(c)
        else
            repeat k - 1 times cucharout(s(i)); i + 1 -> i endrepeat;
            cucharout(s(i))
        endif;
        i + 1 -> i
    endwhile
enddefine;

;;; x (a number) as a string with dp decimal places
define lconstant fixed(x, dp);
    lvars scale = 10 ** dp, k = round(abs(x) * scale), f;
    consstring(#| if x < 0 and k /== 0 then `-` endif;
                  explode(k div scale sys_>< '');
                  if dp > 0 then
                      `.`;
                      k mod scale sys_>< '' -> f;
                      repeat dp - datalength(f) times `0` endrepeat;
                      explode(f)
                  endif |#)
enddefine;

;;; what p() prints, as a string
define lconstant printed(p);
    consstring(#| procedure; dlocal cucharout = identfn; p() endprocedure() |#)
enddefine;

;;; the text of a file, or false
define lconstant file_contents(file) -> s;
    lvars dev = sysopen(file, 0, false, `A`), n = 0, k;
    false -> s;
    returnunless(dev);
    inits(sys_file_stat(file, {0})(1)) -> s;
    while n < datalength(s) and (sysread(dev, n + 1, s, datalength(s) - n) ->> k) > 0 do
        n + k -> n
    endwhile;
    sysclose(dev);
    unless n == datalength(s) then substring(1, n, s) -> s endunless
enddefine;

;;; The script of every page: profile_html.js, beside this file, else
;;; in a directory of popuseslist (read once).
define lconstant find_script() -> s;
    lvars dir;
    if html_dir and (file_contents(html_dir <> 'profile_html.js') ->> s) then return endif;
    for dir in popuseslist do
        if isident(dir) then idval(dir) -> dir endif;
        if isstring(dir) and (file_contents(dir <> 'profile_html.js') ->> s) then return endif;
        if islist(dir) then
            lvars d;
            for d in dir do
                if isstring(d) and (file_contents(d <> 'profile_html.js') ->> s) then return endif
            endfor
        endif
    endfor;
    mishap(0, 'CAN\'T FIND profile_html.js (THE HTML REPORT\'S SCRIPT)')
enddefine;

lvars script = false;
define lconstant the_script() -> s;
    returnif(script ->> s);
    find_script() ->> s -> script
enddefine;

;;; ---- the page ----------------------------------------------------------

lconstant STYLE = '\
body { font-family: Verdana, sans-serif; font-size: 13px; margin: 1em 2em; color: #222; }\
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 1.5em; }\
pre { background: #f6f6f6; padding: 6px; }\
#controls { margin: 6px 0; } #controls input { width: 20em; }\
#matches, #zoom { margin-left: 1em; color: #555; }\
#flame { display: block; font-size: 12px; font-family: Verdana, sans-serif; }\
#flame g.frame { cursor: pointer; } #flame g.ancestor rect { opacity: 0.5; }\
#flame g.frame:hover rect { stroke: #000; stroke-width: 0.5; }\
#flame text { pointer-events: none; }\
#tip { display: none; position: absolute; background: #ffffe0; border: 1px solid #888;\
  padding: 4px 6px; white-space: pre; font-size: 12px; pointer-events: none; }\
table { border-collapse: collapse; } td, th { padding: 1px 8px; }\
table.sortable th { cursor: pointer; background: #eee; user-select: none; }\
th[aria-sort=descending]::after { content: " \\25BC"; }\
th[aria-sort=ascending]::after { content: " \\25B2"; }\
td.num { text-align: right; font-family: monospace; }\
td.name, td.src { font-family: monospace; white-space: pre; }\
table.source td { padding: 0 6px; }\
';

;;; The page around body(): the heading, the flame graph's controls, what
;;; body writes (tables), then the data block (json() writes the object's
;;; fields) and the script.
define lconstant write_page(title, heading, body, json);
    appdata('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n', cucharout);
    appdata('<meta name="generator" content="pop11 profile_export">\n<title>', cucharout);
    pr_html(title);
    appdata('</title>\n<style>', cucharout);
    appdata(STYLE, cucharout);
    appdata('</style>\n</head>\n<body>\n<h1>', cucharout);
    pr_html(title);
    appdata('</h1>\n<pre id="heading">', cucharout);
    pr_html(heading);
    appdata('</pre>\n<h2>Flame graph</h2>\n', cucharout);
    appdata('<p>Callers below their callees; a frame\'s width is its share of the samples. ', cucharout);
    appdata('Click a frame to zoom to it (again: the whole graph), type in the box to highlight ', cucharout);
    appdata('frames by name.</p>\n', cucharout);
    appdata('<noscript><p>The flame graph needs JavaScript; the tables below do not.</p></noscript>\n',
            cucharout);
    appdata('<div id="controls"><input id="search" type="search" placeholder="Search frames"', cucharout);
    appdata(' aria-label="Search frames"><span id="matches"></span>', cucharout);
    appdata(' <button id="reset" type="button">Reset zoom</button><span id="zoom"></span></div>\n',
            cucharout);
    appdata('<svg id="flame" xmlns="http://www.w3.org/2000/svg"></svg>\n', cucharout);
    appdata('<div id="tip" role="tooltip"></div>\n', cucharout);
    body();
    appdata('<script type="application/json" id="profile-data">\n{', cucharout);
    json();
    appdata('}\n</script>\n<script>\n', cucharout);
    appdata(the_script(), cucharout);
    appdata('</script>\n</body>\n</html>\n', cucharout)
enddefine;

;;; a table cell: its value for sorting (v) and its text
define lconstant cell(cls, v, text);
    appdata('<td class="', cucharout); appdata(cls, cucharout);
    appdata('" data-v="', cucharout); pr_html(v);
    appdata('">', cucharout); pr_html(text);
    appdata('</td>', cucharout)
enddefine;
define lconstant num_cell(n); cell('num', n, n) enddefine;

;;; the heading cells of a table, each "num" or "str" and its text
define lconstant head(cols);
    lvars c;
    appdata('<thead><tr>', cucharout);
    for c in cols do
        appdata('<th data-type="', cucharout); appdata(hd(c), cucharout);
        appdata('">', cucharout); pr_html(hd(tl(c))); appdata('</th>', cucharout)
    endfor;
    appdata('</tr></thead>\n<tbody>\n', cucharout)
enddefine;

;;; ---- the frames and the samples ----------------------------------------

;;; The frames of some lists of samples (of profile_named_stacks): a list
;;; of {TEXT LINE FILE}, and a procedure giving a frame's index (from 0)
;;; for an item and a line.
define lconstant frame_table(sets, run) -> (frames, index_of);
    lvars stacks, s, i, n = 0, texts = newproperty([], 64, false, "perm"),
          index = newmapping([], 64, false, true), item;
    define lconstant text(item) -> t;
        unless texts(item) ->> t then
            profile_frame_name(item, false) ->> t -> texts(item)
        endunless
    enddefine;
    define lconstant key(item, line); text(item) sys_>< ':' sys_>< line enddefine;
    procedure(item, line); index(key(item, line)) endprocedure -> index_of;
    [% for stacks in sets do
           for s in stacks do
               for i from 1 to datalength(s(1)) do
                   s(1)(i) -> item;
                   unless index(key(item, s(2)(i))) then
                       n -> index(key(item, s(2)(i)));
                       n + 1 -> n;
                       {% text(item), s(2)(i), run and profile_item_file(item, run) %}
                   endunless
               endfor
           endfor
       endfor %] -> frames
enddefine;

define lconstant json_frames(frames);
    lvars f;
    appdata('"frames":[', cucharout);
    for f in frames do
        unless f == hd(frames) then appdata(',\n', cucharout) endunless;
        appdata('{"name":', cucharout); profile_pr_json(f(1), true);
        appdata(',"line":', cucharout); pr(f(2));
        if f(3) then appdata(',"file":', cucharout); profile_pr_json(f(3), true) endif;
        cucharout(`}`)
    endfor;
    appdata('],\n', cucharout)
enddefine;

;;; "NAME":[[frame indexes]...], "WEIGHTS":[ticks...]
define lconstant json_samples(name, weights, stacks, index_of);
    lvars s, i;
    cucharout(`"`); appdata(name, cucharout); appdata('":[', cucharout);
    for s in stacks do
        unless s == hd(stacks) then appdata(',\n', cucharout) endunless;
        cucharout(`[`);
        for i from 1 to datalength(s(1)) do
            if i > 1 then cucharout(`,`) endif;
            pr(index_of(s(1)(i), s(2)(i)))
        endfor;
        cucharout(`]`)
    endfor;
    appdata('],\n"', cucharout); appdata(weights, cucharout); appdata('":[', cucharout);
    for s in stacks do
        unless s == hd(stacks) then cucharout(`,`) endunless;
        pr(s(3))
    endfor;
    appdata('],\n', cucharout)
enddefine;

;;; the flame graph's settings
define lconstant json_settings();
    unless profile_svg_fold_depth == false
    or isinteger(profile_svg_fold_depth) and profile_svg_fold_depth >= 0 then
        mishap(profile_svg_fold_depth, 1,
               'INTEGER >= 0 OR false NEEDED FOR profile_svg_fold_depth')
    endunless;
    appdata('"fold":', cucharout);
    if profile_svg_fold_depth then pr(profile_svg_fold_depth) else appdata('null', cucharout) endif;
    appdata(',"width":', cucharout); pr(profile_svg_width);
    appdata(',"frame_height":', cucharout); pr(profile_svg_frame_height);
enddefine;

;;; ---- the report --------------------------------------------------------

;;; The report's rows of run, all of them: {NAME OWN OTHER CALLS BYTES
;;; INCL} as profile_print shows them (OTHER the active count, or in a
;;; flat run the cumulative one; absent figures false), and the total.
define lconstant report_rows(run) -> (rows, total);
    lvars row, sum = 0, active = run("active_counts"),
          calls = profile_by_name(profile_calls), bytes = profile_by_name(profile_bytes),
          incl = profile_by_name(profile_bytes_inclusive);
    dlocal profile_show_max = false;
    profile_report_rows(run("counts"), active) -> (rows, total);
    [% for row in rows do
           unless active then sum + row(2) -> sum endunless;
           {% row(1), row(2), if active then row(3) else sum endif,
              calls and calls(row(1)), bytes and bytes(row(1)), incl and incl(row(1)) %}
       endfor %] -> rows
enddefine;

;;; the text of a row's name, with its mark (a stale row's)
define lconstant row_label(name);
    lvars m = profile_row_mark(name), t = profile_frame_name(name, false);
    if m then t sys_>< ' (' sys_>< m sys_>< ')' else t endif
enddefine;

define lconstant write_report_table(run, rows, total);
    lvars row, active = run("active_counts"), any_calls = profile_calls and true,
          any_bytes = profile_bytes and true, any_incl = profile_bytes_inclusive and true,
          det = isintegral(profile_tick_every),
          us_per_tick = if det then 1 elseif total = 0 then 0
                        else run("cpu_time") * 10000 / total endif,
          key = if active then 3 else 2 endif;
    define lconstant pct(n);
        lvars p = if total = 0 then 0 else n * 100 / total endif;
        cell('num', fixed(p, 3), fixed(p, 1))
    enddefine;
    appdata('<h2>Report</h2>\n<p>Click a heading to sort by its column.</p>\n', cucharout);
    appdata('<table id="report" class="sortable">\n', cucharout);
    head([% ['num' 'Count'], ['num' '%Time'],
            ['num' ^(if active then 'Active' else 'Cumulative' endif)], ['num' '%Time'],
            if any_calls then ['num' 'Calls'],
                ['num' ^(if det then 'ticks/call' else 'us/call' endif)] endif,
            if any_bytes then ['num' 'Bytes'] endif,
            if any_incl then ['num' 'Active bytes'] endif,
            ['str' 'Name'] %]);
    for row in rows do
        appdata('<tr data-name="', cucharout); pr_html(profile_frame_name(row(1), false));
        appdata('">', cucharout);
        num_cell(row(2)); pct(row(2)); num_cell(row(3)); pct(row(3));
        if any_calls then
            num_cell(row(4) or 0);
            if row(4) and row(4) > 0 then
                lvars per = row(key) * us_per_tick / row(4);
                cell('num', fixed(per, 6), fixed(per, if det then 4 else 2 endif))
            else
                cell('num', -1, '-')
            endif
        endif;
        if any_bytes then num_cell(row(5) or 0) endif;
        if any_incl then num_cell(row(6) or 0) endif;
        lvars label = row_label(row(1));
        cell('name', label, label);
        appdata('</tr>\n', cucharout)
    endfor;
    appdata('</tbody></table>\n', cucharout)
enddefine;

;;; the rows' figures for the tooltips, by the text of their names
define lconstant json_rows(rows);
    lvars row, first = true;
    appdata('"rows":{', cucharout);
    for row in rows do
        unless first then appdata(',\n', cucharout) endunless;
        false -> first;
        profile_pr_json(profile_frame_name(row(1), false), true);
        appdata(':{"own":', cucharout); pr(row(2));
        appdata(',"other":', cucharout); pr(row(3));
        if row(4) then appdata(',"calls":', cucharout); pr(row(4)) endif;
        if row(5) then appdata(',"bytes":', cucharout); pr(row(5)) endif;
        if row(6) then appdata(',"incl":', cucharout); pr(row(6)) endif;
        cucharout(`}`)
    endfor;
    appdata('},\n', cucharout)
enddefine;

;;; ---- lines -------------------------------------------------------------

;;; The hottest lines and the annotated source of each file in them.
define lconstant write_lines(run);
    lvars (rows, total) = profile_line_table(run), r, i, v, file, f,
          texts = newproperty([], 8, false, "perm"), incl = run("active_counts"),
          files = [];
    define lconstant pct(n);
        lvars p = if total = 0 then 0 else n * 100 / total endif;
        cell('num', fixed(p, 3), if n = 0 then '' else fixed(p, 1) endif)
    enddefine;
    define lconstant source(file, line);
        lvars v = profile_file_text(file, texts);
        if v and line >= 1 and line <= datalength(v) then v(line) else '' endif
    enddefine;
    appdata('<h2>Hottest lines</h2>\n<table id="lines" class="sortable">\n', cucharout);
    head([% ['num' '%Self'], if incl then ['num' '%Incl'] endif,
            ['str' 'Line'], ['str' 'Source'] %]);
    for r in rows do
        nextif(r(3) == 0 and not(incl));
        lvars name = if r(1) == "'<list>'" then '<list>'
                     else (if r(1) then r(1) sys_>< '' else '<no file>' endif)
                          sys_>< ':' sys_>< r(2)
                     endif;
        appdata('<tr>', cucharout);
        pct(r(3)); if incl then pct(r(4)) endif;
        cell('name', name, name);
        lvars src = if r(1) then source(r(1), r(2)) else '' endif;
        cell('src', src, src);
        appdata('</tr>\n', cucharout);
        if r(1) and r(1) /== "'<list>'" and not(fast_member(r(1), files)) then
            r(1) :: files -> files
        endif
    endfor;
    appdata('</tbody></table>\n', cucharout);
    ;;; each file, annotated
    for file in syssort(files, alphabefore) do
        nextunless(profile_file_text(file, texts) ->> v);
        lvars self = newproperty([], 64, 0, "perm"), inc = newproperty([], 64, 0, "perm"),
              top = 1;
        for r in rows do
            if r(1) == file then r(3) -> self(r(2)); r(4) -> inc(r(2)); max(top, r(3)) -> top endif
        endfor;
        appdata('<h2 class="file">', cucharout); pr_html(file);
        appdata(' (', cucharout); pr(total); appdata(' samples)</h2>\n', cucharout);
        appdata('<table class="source">\n', cucharout);
        head([['num' '%Self'] ['num' '%Incl'] ['num' 'Line'] ['str' 'Source']]);
        for i from 1 to datalength(v) do
            appdata('<tr', cucharout);
            if self(i) > 0 then
                appdata(' style="background: rgba(255,0,0,', cucharout);
                appdata(fixed(0.08 + 0.4 * self(i) / top, 2), cucharout);
                appdata(')"', cucharout)
            endif;
            appdata('>', cucharout);
            pct(self(i)); pct(inc(i)); num_cell(i);
            cell('src', v(i), v(i));
            appdata('</tr>\n', cucharout)
        endfor;
        appdata('</tbody></table>\n', cucharout)
    endfor
enddefine;

;;; ---- profile_export('F.html') ------------------------------------------

;;; The page of run, its samples as shown (profile_named_stacks).
define profile_write_html(stacks, run);
    lvars rows, total, frames, index_of;
    profile_with_run(run,
        procedure;
            report_rows(run) -> (rows, total);
            frame_table([^stacks], run) -> (frames, index_of);
            lvars heading = printed(procedure;
                                        profile_print_heading(run("cpu_time"), run("gc_time"),
                                                              total)
                                    endprocedure),
                  ledger = run("ledger")
                           and printed(profile_print_ledger(% run("ledger") %));
            ;;; (the heading starts with a blank line and ends with one)
            allbutfirst(1, heading) -> heading;
            if ledger then heading <> ledger -> heading endif;
            write_page('pop11 profile', heading,
                procedure;
                    write_report_table(run, rows, total);
                    if profile_lines then write_lines(run) endif
                endprocedure,
                procedure;
                    appdata('"total":', cucharout); pr(total); appdata(',\n', cucharout);
                    json_frames(frames);
                    json_samples('samples', 'weights', stacks, index_of);
                    json_rows(rows);
                    json_settings()
                endprocedure)
        endprocedure)
enddefine;

;;; ---- the differential view ---------------------------------------------

;;; The page of a differential profile (profile_diff.p): title its heading,
;;; the rows compared (procedures, then lines) as {KEY SHARE_A SHARE_B
;;; CHANGE SE NU P FLAG LOW HIGH} and redefined (a property: true for a
;;; redefined name), notes the lines after the table, and the stacks of
;;; the two sides (profile_named_stacks).
define profile_write_html_diff(title, rows, lrows, redefined, notes, stacks_a, stacks_b);
    lvars (frames, index_of) = frame_table([^stacks_a ^stacks_b], false), r, s,
          ta = 0, tb = 0;
    for s in stacks_a do ta + s(3) -> ta endfor;
    for s in stacks_b do tb + s(3) -> tb endfor;
    define lconstant table(id, rows, what);
        define lconstant pct(x, signed);
            cell('num', fixed(x * 100, 4),
                 (if signed and x >= 0 then '+' else '' endif) sys_>< fixed(x * 100, 1))
        enddefine;
        appdata('<table id="', cucharout); appdata(id, cucharout);
        appdata('" class="sortable">\n', cucharout);
        head([['num' 'A %'] ['num' 'B %'] ['num' 'change'] ['num' 'low'] ['num' 'high']
              ['str' 'beyond noise'] ['str' ^what]]);
        for r in syssort(copylist(rows), false,
                         procedure(x, y);
                             abs(x(4)) > abs(y(4))
                             or abs(x(4)) = abs(y(4)) and alphabefore(x(1), y(1))
                         endprocedure) do
            appdata('<tr data-name="', cucharout); pr_html(r(1)); appdata('">', cucharout);
            pct(r(2), false); pct(r(3), false); pct(r(4), true);
            pct(r(9), true); pct(r(10), true);
            cell('name', if r(8) then '*' else '' endif, if r(8) then '*' else '' endif);
            lvars name = r(1) sys_>< (if redefined and redefined(r(1)) then ' (redefined)'
                                      else '' endif);
            cell('name', name, name);
            appdata('</tr>\n', cucharout)
        endfor;
        appdata('</tbody></table>\n', cucharout)
    enddefine;
    write_page('pop11 differential profile', title,
        procedure;
            appdata('<p>The flame graph is side B\'s; a frame is red where its share grew ', cucharout);
            appdata('since A, blue where it shrank.</p>\n', cucharout);
            appdata('<h2>Procedures</h2>\n', cucharout);
            table('diff', rows, 'procedure');
            if lrows /== [] then
                appdata('<h2>Lines</h2>\n', cucharout);
                table('difflines', lrows, 'line')
            endif;
            appdata('<pre id="notes">', cucharout); pr_html(notes); appdata('</pre>\n', cucharout)
        endprocedure,
        procedure;
            appdata('"total":', cucharout); pr(tb);
            appdata(',"total_a":', cucharout); pr(ta); appdata(',\n', cucharout);
            json_frames(frames);
            json_samples('samples', 'weights', stacks_b, index_of);
            json_samples('samples_a', 'weights_a', stacks_a, index_of);
            appdata('"rows":{},\n', cucharout);
            json_settings()
        endprocedure)
enddefine;

endsection;
