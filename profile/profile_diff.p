;;; profile_diff.p -- pop11 profile on the command line: saved runs
;;; reported and exported (--out=FILE), and differential profiles of two
;;; sets of saved runs (--diff A.run... -- B.run...): HELP PROFILE_DIFF.
;;;
;;; A differential profile compares, row by row, the share of the samples
;;; each procedure ran itself in side A and in side B, and says which
;;; changes are beyond sampling noise.  The change's standard error is the
;;; binomial one of each side's pooled share (Agresti and Caffo's: a
;;; sample more in and one more out of the row on each side, so a row
;;; with few samples is not overconfident); where a side has several
;;; runs, times the side's overdispersion if the spread of its runs says
;;; they vary more than that (Pearson's chi-square over all its rows, a
;;; quasi-binomial estimate, with its degrees of freedom: Welch's t).  Rows are flagged by Holm's step-down procedure at level
;;; profile_diff_alpha over all the rows compared, and each row's
;;; interval is Bonferroni's at that level, so the intervals hold for all
;;; rows at once.

compile_mode :pop11 +strict;

section;

uses profile;

vars
    profile_diff_alpha    = 0.01,  ;;; family-wise error rate of the flags
    profile_diff_show_max = 20,    ;;; rows shown (flagged rows always); false: all
;

;;; ---- distributions ------------------------------------------------------

;;; the complementary error function (Numerical Recipes' erfcc: relative
;;; error below 1.2e-7)
define lconstant erfc(x) -> r;
    lvars z = abs(x), t = 1.0 / (1.0 + 0.5 * z);
    t * exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196
        + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807
        + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223
        + t * 0.17087277))))))))) -> r;
    if x < 0 then 2.0 - r -> r endif
enddefine;

;;; log(gamma(x)) for x > 0 (Lanczos, g = 7)
lconstant LANCZOS = {0.99999999999980993 676.5203681218851 -1259.1392167224028
                     771.32342877765313 -176.61502916214059 12.507343278686905
                     -0.13857109526572012 9.9843695780195716e-6
                     1.5056327351493116e-7};
define lconstant lgamma(x);
    lvars a = LANCZOS(1), i, t;
    x - 1.0 -> x;
    for i from 1 to 8 do a + LANCZOS(i + 1) / (x + i) -> a endfor;
    x + 7.5 -> t;
    0.91893853320467274 + (x + 0.5) * log(t) - t + log(a)
enddefine;

;;; the continued fraction of the incomplete beta function (Numerical
;;; Recipes' betacf)
define lconstant betacf(a, b, x);
    lvars m, m2, aa, c = 1.0, d, h, del, qab = a + b, qap = a + 1.0,
          qam = a - 1.0, tiny = 1.0e-300;
    1.0 - qab * x / qap -> d;
    if abs(d) < tiny then tiny -> d endif;
    1.0 / d -> d; d -> h;
    for m from 1 to 300 do
        2 * m -> m2;
        m * (b - m) * x / ((qam + m2) * (a + m2)) -> aa;
        1.0 + aa * d -> d; if abs(d) < tiny then tiny -> d endif;
        1.0 + aa / c -> c; if abs(c) < tiny then tiny -> c endif;
        1.0 / d -> d; h * d * c -> h;
        -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)) -> aa;
        1.0 + aa * d -> d; if abs(d) < tiny then tiny -> d endif;
        1.0 + aa / c -> c; if abs(c) < tiny then tiny -> c endif;
        1.0 / d -> d; d * c -> del; h * del -> h;
        quitif(abs(del - 1.0) < 1.0e-12)
    endfor;
    h
enddefine;

;;; the regularized incomplete beta function I_x(a, b)
define lconstant betai(a, b, x);
    if x <= 0 then return(0.0) elseif x >= 1 then return(1.0) endif;
    lvars bt = exp(lgamma(a + b) - lgamma(a) - lgamma(b)
                   + a * log(x) + b * log(1.0 - x));
    if x < (a + 1.0) / (a + b + 2.0) then bt * betacf(a, b, x) / a
    else 1.0 - bt * betacf(b, a, 1.0 - x) / b
    endif
enddefine;

;;; the two-sided p-value of t: Student's t with nu degrees of freedom,
;;; the normal distribution when nu is false
define lconstant p_value(t, nu);
    if nu then betai(nu / 2.0, 0.5, nu / (nu + t * t))
    else erfc(abs(t) / 1.4142135623730951)
    endif
enddefine;

;;; the t (or z) whose two-sided p-value is p
define lconstant quantile(p, nu) -> t;
    lvars lo = 0.0, hi = 1.0, i;
    while p_value(hi, nu) > p and hi < 1.0e12 do hi * 2.0 -> hi endwhile;
    repeat 100 times
        (lo + hi) / 2.0 -> t;
        if p_value(t, nu) > p then t -> lo else t -> hi endif
    endrepeat;
    (lo + hi) / 2.0 -> t
enddefine;

;;; ---- the sides --------------------------------------------------------

;;; A name as text (a word or string as it is, anything else printed).
define lconstant name_string(name);
    if isstring(name) then name else name sys_>< '' endif
enddefine;

;;; The rows of one saved run: {TOTAL COUNTS LINES SUMS} -- its samples,
;;; a property from row keys (the names' texts, as consword so == finds
;;; them) to own samples, another from NAME:LINE keys to the samples whose
;;; leaf frame had that line (false if no leaf had a line), and one from
;;; keys to the set (a list) of the checksums of the code counted under
;;; the name.
define lconstant run_rows(file) -> r;
    lvars t, names, counts, i, name, k, total = 0, s, n, any_line = false,
          rows = newproperty([], 64, 0, "perm"),
          lines = newproperty([], 64, 0, "perm"),
          sums = newproperty([], 64, [], "perm");
    profile_load(file);
    profile_last_run("table") -> t;
    t("names") -> names; t("counts") -> counts;
    for i from 1 to datalength(names) do
        names(i) -> name;
        counts(i) or 0 -> n;
        total + n -> total;
        nextunless(name);
        consword(name_string(name)) -> k;
        rows(k) + n -> rows(k);
        lvars c = t("checksums")(i);
        if c and c /== "mixed" and not(fast_member(c, sums(k))) then
            c :: sums(k) -> sums(k)
        elseif c == "mixed" then
            ;;; (the code changed during the run: a checksum of its own)
            "mixed" :: sums(k) -> sums(k)
        endif
    endfor;
    if t("stacks") then
        for s in t("stacks") do
            lvars rws = s(1), ls = s(2), leaf = datalength(rws);
            nextunless(names(rws(leaf)) and ls(leaf) > 0);
            true -> any_line;
            consword(name_string(names(rws(leaf))) sys_>< ':' sys_>< ls(leaf)) -> k;
            lines(k) + s(3) -> lines(k)
        endfor
    endif;
    {% total, rows, any_line and lines, sums %} -> r
enddefine;

;;; ---- comparing --------------------------------------------------------

;;; The overdispersion of a side of several runs (a list of the vectors
;;; of run_rows), from property number k of each run (2: procedures, 3:
;;; lines): how much more the runs' counts vary than sampling alone would
;;; make them, as Pearson's chi-square of the runs' counts against the
;;; side's pooled shares over its degrees of freedom, (runs - 1) * (rows
;;; - 1), for all rows together (quasi-binomial: the rows of one run share
;;; what else the machine did).  (PHI, DF); PHI is 1 and DF false for a
;;; side of one run, or one row.
define lconstant dispersion(runs, k) -> (phi, df);
    lvars r, key, v, c, total = 0, nrows = 0, x2 = 0.0, p, e,
          pooled = newproperty([], 64, 0, "perm");
    1 -> phi; false -> df;
    returnif(length(runs) < 2);
    for r in runs do
        total + r(1) -> total;
        for key, v in_property r(k) do pooled(key) + v -> pooled(key) endfor
    endfor;
    returnif(total = 0);
    for key, c in_property pooled do
        nextunless(c > 0);
        nrows + 1 -> nrows;
        c / total -> p;
        nextif(p >= 1);
        for r in runs do
            r(1) * p -> e;
            nextif(e = 0);
            x2 + (r(k)(key) - e) ** 2 / (e * (1 - p)) -> x2
        endfor
    endfor;
    returnif(nrows < 2);
    (length(runs) - 1) * (nrows - 1) -> df;
    x2 / df -> phi
enddefine;

;;; Share, variance and degrees of freedom of a key in one side, from
;;; property number k of its runs, given the side's dispersion:
;;; (SHARE, VAR, NU, SAMPLES, TOTAL).  The variance is the binomial one
;;; of the pooled share, Agresti and Caffo's (a sample more in and one
;;; more out of the row), times the dispersion where that is above 1
;;; (then with its degrees of freedom; false: the normal distribution).
define lconstant side_figures(runs, key, k, phi, df) -> (share, var, nu, c, total);
    lvars r, p;
    0 -> c; 0 -> total;
    for r in runs do
        c + r(k)(key) -> c; total + r(1) -> total
    endfor;
    if total = 0 then 0.0 else c / total endif -> share;
    (c + 1.0) / (total + 2.0) -> p;
    p * (1.0 - p) / (total + 2.0) -> var;
    false -> nu;
    if df and phi > 1 then var * phi -> var; df -> nu endif
enddefine;

;;; The rows compared: a list of vectors
;;; {KEY SHARE_A SHARE_B CHANGE SE NU P FLAG LOW HIGH}
;;; for the keys of property k (2 or 3) of either side.
define lconstant compare_rows(a, b, k) -> rows;
    lvars r, key, v, keys = newproperty([], 64, false, "perm"),
          sa, va, na, ca, ta, sb, vb, nb, cb, tb, d, se, nu,
          (phia, dfa) = dispersion(a, k), (phib, dfb) = dispersion(b, k);
    for r in a <> b do
        for key, v in_property r(k) do
            if v > 0 then true -> keys(key) endif
        endfor
    endfor;
    [% for key, v in_property keys do
           side_figures(a, key, k, phia, dfa) -> (sa, va, na, ca, ta);
           side_figures(b, key, k, phib, dfb) -> (sb, vb, nb, cb, tb);
           sb - sa -> d; sqrt(va + vb) -> se;
           ;;; Welch-Satterthwaite, where a side's spread counted
           if na or nb then
               (va + vb) ** 2
               / ((if na then va * va / na else 0.0 endif)
                  + (if nb then vb * vb / nb else 0.0 endif)) -> nu
           else
               false -> nu
           endif;
           {% key, sa, sb, d, se, nu, p_value(d / se, nu), false, 0, 0 %}
       endfor %] -> rows
enddefine;

;;; Holm's step-down flags and Bonferroni's intervals, over all rows.
define lconstant flag_rows(rows, alpha);
    lvars r, i = 0, m = length(rows), going = true, q;
    for r in syssort(copylist(rows), false, procedure(x, y); x(7) < y(7) endprocedure) do
        i + 1 -> i;
        if going and r(7) <= alpha / (m - i + 1) then true -> r(8)
        else false -> going
        endif;
        quantile(alpha / m, r(6)) -> q;
        ;;; (a change of share is between -1 and 1)
        max(-1, r(4) - q * r(5)) -> r(9);
        min(1, r(4) + q * r(5)) -> r(10)
    endfor
enddefine;

;;; ---- printing ---------------------------------------------------------

;;; x (a number) with dp decimal places, and a sign if signed
define lconstant pr_fixed(x, dp, signed);
    lvars scale = 10 ** dp, k = round(abs(x) * scale), neg = x < 0 and k /== 0;
    if neg then cucharout(`-`) elseif signed then cucharout(`+`) endif;
    pr(k div scale);
    if dp > 0 then
        cucharout(`.`);
        lvars f = k mod scale sys_>< '';
        repeat dp - datalength(f) times cucharout(`0`) endrepeat;
        appdata(f, cucharout)
    endif
enddefine;
define lconstant fixed(x, dp, signed);
    consstring(#| procedure; dlocal cucharout = identfn; pr_fixed(x, dp, signed) endprocedure() |#)
enddefine;

define lconstant print_rows(rows, what, redefined, m, alpha);
    lvars r, shown = 0, flagged = 0, n = 0;
    for r in rows do if r(8) then flagged + 1 -> flagged endif endfor;
    pr_field('A %', 5, `\s`, false);
    pr_field('B %', 8, `\s`, false);
    pr_field('change', 9, `\s`, false);
    appdata('  ', cucharout);
    pr_field('interval', 16, `\s`, `\s`);
    appdata('     ', cucharout);
    appdata(what, cucharout);
    cucharout(`\n`);
    for r in syssort(copylist(rows), false,
                     procedure(x, y);
                         abs(x(4)) > abs(y(4))
                         or abs(x(4)) = abs(y(4)) and alphabefore(x(1), y(1))
                     endprocedure) do
        n + 1 -> n;
        if profile_diff_show_max and n > profile_diff_show_max and not(r(8)) then
            nextloop
        endif;
        shown + 1 -> shown;
        pr_field(fixed(r(2) * 100, 1, false), 5, `\s`, false);
        pr_field(fixed(r(3) * 100, 1, false), 8, `\s`, false);
        pr_field(fixed(r(4) * 100, 1, true), 9, `\s`, false);
        appdata('  [', cucharout);
        pr_field(fixed(r(9) * 100, 1, true), 6, `\s`, false);
        appdata(', ', cucharout);
        pr_field(fixed(r(10) * 100, 1, true), 6, `\s`, false);
        appdata(']  ', cucharout);
        cucharout(if r(8) then `*` else `\s` endif);
        appdata('  ', cucharout);
        appdata(r(1), cucharout);
        if redefined and redefined(r(1)) then appdata(' (redefined)', cucharout) endif;
        cucharout(`\n`)
    endfor;
    if shown < length(rows) then
        printf(';;; (%p more rows within noise, not shown: profile_diff_show_max)\n',
               [% length(rows) - shown %])
    endif
enddefine;

;;; ---- the differential flame graph --------------------------------------

;;; The tree of the stacks of a run: a node is {TICKS CHILDREN}, CHILDREN
;;; a property from frame texts (words) to nodes; built in a loop.
define lconstant stack_tree(stacks) -> root;
    lvars s, i, node, child, key;
    {0 ^false} -> root;
    for s in stacks do
        root -> node;
        node(1) + s(3) -> node(1);
        for i from 1 to datalength(s(1)) do
            unless node(2) then newproperty([], 8, false, "perm") -> node(2) endunless;
            consword(profile_frame_name(s(1)(i), s(2)(i))) -> key;
            unless node(2)(key) ->> child then
                {0 ^false} ->> child -> node(2)(key)
            endunless;
            child(1) + s(3) -> child(1);
            child -> node
        endfor
    endfor
enddefine;

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

;;; A flame graph of B (widths: B's samples through each frame), each
;;; frame coloured by the change of its share since A: red grew, blue
;;; shrank, white the same; the deepest red or blue is the largest
;;; change.  Frames only A had are not drawn (no width in B); the title
;;; of each frame (the pointer over it) gives both sides.
define lconstant write_diff_svg(sa, sb);
    lvars ra = stack_tree(sa), rb = stack_tree(sb), ta = ra(1), tb = rb(1),
          w = profile_svg_width, fh = profile_svg_frame_height, pad = 10,
          top = 40, depth = 0, s, todo, e, node, anode, x, d, key, child,
          maxd = 0.0, height, scale = if tb = 0 then 0 else (w - 2 * pad) / tb endif;
    define lconstant share(node, total);
        if node and total > 0 then node(1) / total else 0.0 endif
    enddefine;
    ;;; the largest change, and the depth, in one walk
    [{^rb ^ra 0}] -> todo;
    until todo == [] do
        dest(todo) -> (e, todo);
        explode(e) -> (node, anode, d);
        max(depth, d) -> depth;
        max(maxd, abs(share(node, tb) - share(anode, ta))) -> maxd;
        if node(2) then
            for key, child in_property node(2) do
                {% child, anode and anode(2) and anode(2)(key), d + 1 %} :: todo -> todo
            endfor
        endif
    enduntil;
    top + (depth + 1) * fh + pad -> height;
    define lconstant colour(change);
        lvars k = if maxd > 0 then round(200 * min(1, abs(change) / maxd)) else 0 endif;
        appdata('rgb(', cucharout);
        if change > 0 then pr(255); cucharout(`,`); pr(245 - k); cucharout(`,`); pr(245 - k)
        elseif change < 0 then pr(245 - k); cucharout(`,`); pr(245 - k); cucharout(`,`); pr(255)
        else appdata('245,245,245', cucharout)
        endif;
        cucharout(`)`)
    enddefine;
    define lconstant draw(name, node, anode, x, depth);
        lvars b = node(1), a = if anode then anode(1) else 0 endif,
              change = share(node, tb) - share(anode, ta);
        appdata('<g><title>', cucharout);
        pr_xml(name);
        appdata(' (B: ', cucharout); pr(b);
        appdata(' samples, ', cucharout); pr_fixed(share(node, tb) * 100, 2, false);
        appdata('%; A: ', cucharout); pr(a);
        appdata(' samples, ', cucharout); pr_fixed(share(anode, ta) * 100, 2, false);
        appdata('%; change ', cucharout); pr_fixed(change * 100, 2, true);
        appdata(' points)</title><svg x="', cucharout); pr_fixed(pad + x * scale, 2, false);
        appdata('" y="', cucharout); pr(height - pad - (depth + 1) * fh);
        appdata('" width="', cucharout); pr_fixed(b * scale, 2, false);
        appdata('" height="', cucharout); pr(fh - 1);
        appdata('"><rect width="100%" height="100%" rx="2" stroke="rgb(200,200,200)" fill="', cucharout);
        colour(change);
        appdata('"/><text x="3" y="', cucharout); pr(fh - 5);
        appdata('">', cucharout); pr_xml(name);
        appdata('</text></svg></g>\n', cucharout)
    enddefine;
    appdata('<?xml version="1.0" encoding="UTF-8"?>\n', cucharout);
    appdata('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="', cucharout);
    pr(w); appdata('" height="', cucharout); pr(height);
    appdata('" viewBox="0 0 ', cucharout); pr(w); cucharout(`\s`); pr(height);
    appdata('" font-family="Verdana, sans-serif" font-size="12">\n', cucharout);
    appdata('<rect width="100%" height="100%" fill="rgb(250,250,250)"/>\n', cucharout);
    appdata('<text x="', cucharout); pr(w div 2);
    appdata('" y="24" text-anchor="middle" font-size="15">Differential flame graph: widths B (',
            cucharout);
    pr(tb); appdata(' samples), colour the change of share since A (', cucharout);
    pr(ta); appdata(' samples): red grew, blue shrank</text>\n', cucharout);
    ;;; {NAME NODE ANODE X DEPTH}, callers before callees, callees by name
    [{'all' ^rb ^ra 0 0}] -> todo;
    until todo == [] do
        dest(todo) -> (e, todo);
        lvars name;
        explode(e) -> (name, node, anode, x, d);
        nextif(node(1) * scale < 0.1);
        draw(name, node, anode, x, d);
        if node(2) then
            [% for key in syssort([% for key, child in_property node(2) do key endfor %],
                                  alphabefore) do
                   node(2)(key) -> child;
                   {% key sys_>< '', child, anode and anode(2) and anode(2)(key), x, d + 1 %};
                   x + child(1) -> x
               endfor %] <> todo -> todo
        endif
    enduntil;
    appdata('</svg>\n', cucharout)
enddefine;

;;; ---- the differential profile ------------------------------------------

define lconstant ends_with(s, tail);
    lvars n = datalength(s), k = datalength(tail);
    n > k and substring(n - k + 1, k, s) = tail
enddefine;

;;; what p() prints, as a string
define lconstant printed(p);
    consstring(#| procedure; dlocal cucharout = identfn; p() endprocedure() |#)
enddefine;

;;; Compare the saved runs in the list of files a with those in b: print
;;; each side's runs and samples, then the rows (procedures, then lines
;;; where both sides have them) with their shares, change, interval and
;;; flag, and the procedures whose code differs between the sides; write
;;; the differential flame graph to svg unless it is false (a file name
;;; ending .svg, or .html: the differential view of profile_html.p).
define profile_diff(a, b, svg);
    lvars ra, rb, f, key, rows, lrows, m, redefined = newproperty([], 16, false, "perm"),
          names = [], ta = 0, tb = 0, r;
    unless islist(a) and islist(b) and a /== [] and b /== [] then
        mishap(a, b, 2, 'SAVED RUNS NEEDED ON BOTH SIDES OF A DIFFERENTIAL PROFILE')
    endunless;
    maplist(a, run_rows) -> ra;
    maplist(b, run_rows) -> rb;
    for r in ra do ta + r(1) -> ta endfor;
    for r in rb do tb + r(1) -> tb endfor;
    if ta = 0 or tb = 0 then
        mishap(0, 'NO SAMPLES IN ' sys_>< (if ta = 0 then 'A' else 'B' endif)
                  sys_>< ' (DIFFERENTIAL PROFILE)')
    endif;
    ;;; the names whose code differs between the sides (known checksums)
    define lconstant sums(runs, key);
        lvars r, c, l = [];
        for r in runs do
            for c in r(4)(key) do unless fast_member(c, l) then c :: l -> l endunless endfor
        endfor;
        l
    enddefine;
    for r in ra <> rb do
        for key, f in_property r(4) do true -> redefined(key) endfor
    endfor;
    for key, f in_property redefined do
        lvars sa = sums(ra, key), sb = sums(rb, key), c, same = true;
        for c in sa do unless fast_member(c, sb) then false -> same endunless endfor;
        for c in sb do unless fast_member(c, sa) then false -> same endunless endfor;
        if sa == [] or sb == [] or same then false -> redefined(key)
        else key :: names -> names
        endif
    endfor;
    compare_rows(ra, rb, 2) -> rows;
    lvars any_a = false, any_b = false;
    for r in ra do if r(3) then true -> any_a endif endfor;
    for r in rb do if r(3) then true -> any_b endif endfor;
    if any_a and any_b then
        ;;; (a run without lines counts as no samples at any line)
        for r in ra <> rb do
            unless r(3) then newproperty([], 1, 0, "perm") -> r(3) endunless
        endfor;
        compare_rows(ra, rb, 3) -> lrows
    else
        [] -> lrows
    endif;
    length(rows) + length(lrows) -> m;
    flag_rows(rows <> lrows, profile_diff_alpha);

    dlocal pr = sys_syspr, pop_pr_quotes = false, poplinewidth = false,
           poplinemax = false, popdprecision = true;
    define lconstant heading();
        printf('Differential profile: A %p run%p, %p samples; B %p run%p, %p samples\n',
               [% length(a), if length(a) == 1 then '' else 's' endif, ta,
                  length(b), if length(b) == 1 then '' else 's' endif, tb %])
    enddefine;
    lvars level = 100 - profile_diff_alpha * 100;
    ;;; the notes after the tables
    define lconstant notes();
        printf(';;; A %%, B %%: the share of each side\'s samples the procedure ran itself;\n');
        printf(';;; change: B - A, in points, with intervals that hold for all %p rows\n', [^m]);
        printf(';;; at once at %p%% (Bonferroni); * beyond noise (Holm, %p rows, alpha %p)\n',
               [% fixed(level, if isintegral(level) or round(level) = level then 0 else 1 endif, false),
                  m, profile_diff_alpha %]);
        ;;; each side of several runs: how much more its runs vary than
        ;;; sampling alone would make them (the procedures' rows)
        lvars side, runs, phi, df;
        for side, runs in ['A' 'B'], [^ra ^rb] do
            dispersion(runs, 2) -> (phi, df);
            nextunless(df);
            printf(';;; %p\'s %p runs vary %p times as much as sampling would (%p df)%p\n',
                   [% side, length(runs), fixed(phi, 2, false), df,
                      if phi > 1 then ': errors widened' else '' endif %])
        endfor;
        unless names == [] then
            printf(';;; redefined between A and B (the code differs): ');
            syssort(names, false, alphabefore) -> names;
            pr(hd(names));
            for key in tl(names) do pr(', '); pr(key) endfor;
            pr(newline)
        endunless;
    enddefine;
    pr(newline); heading(); pr(newline);
    print_rows(rows, 'procedure', redefined, m, profile_diff_alpha);
    if lrows /== [] then
        pr(newline);
        print_rows(lrows, 'line', false, m, profile_diff_alpha)
    endif;
    pr(newline);
    notes();
    if svg then
        lvars stacks_a, stacks_b;
        profile_load(a);
        unless profile_last_run("stacks") then mishap(a, 1, 'PROFILE RUN HAS NO STACK SAMPLES') endunless;
        profile_named_stacks(profile_last_run) -> stacks_a;
        profile_load(b);
        unless profile_last_run("stacks") then mishap(b, 1, 'PROFILE RUN HAS NO STACK SAMPLES') endunless;
        profile_named_stacks(profile_last_run) -> stacks_b;
        if ends_with(svg, '.html') then
            profile_write_file(svg, profile_write_html_diff(% printed(heading), rows, lrows,
                                    redefined, printed(notes), stacks_a, stacks_b %))
        else
            profile_write_file(svg, write_diff_svg(% stacks_a, stacks_b %))
        endif
    endif
enddefine;

;;; ---- pop11 profile ----------------------------------------------------

;;; pop11 profile [--out=FILE]... RUN...: the report of the saved runs,
;;; merged, and each FILE written from them (its format by its name's
;;; ending: .svg, .folded, .speedscope.json, .pb.gz, .html, or .run for
;;; the merged run saved);
;;; pop11 profile --diff [--out=FILE.svg|FILE.html] A.run... -- B.run...:
;;; the differential profile of the runs A and B (profile_diff).
define profile_command(args);
    lvars arg, outs = [], diff = false, sep = false, a = [], b = [], out;
    for arg in args do
        if isstartstring('--out=', arg) then
            allbutfirst(6, arg) -> out;
            unless ends_with(out, '.svg') or ends_with(out, '.folded')
            or ends_with(out, '.speedscope.json') or ends_with(out, '.pb.gz')
            or ends_with(out, '.html') or ends_with(out, '.run') then
                mishap(arg, 1, 'UNKNOWN PROFILE OUTPUT FORMAT')
            endunless;
            outs <> [^out] -> outs
        elseif arg = '--diff' then
            true -> diff
        elseif arg = '--' and diff and not(sep) then
            true -> sep
        elseif datalength(arg) > 1 and arg(1) == `-` then
            mishap(arg, 1, 'UNKNOWN OPTION (pop11 profile)')
        elseif sep then
            b <> [^arg] -> b
        else
            a <> [^arg] -> a
        endif
    endfor;
    if diff then
        if not(sep) or a == [] or b == [] then
            mishap(0, 'SAVED RUNS NEEDED ON BOTH SIDES OF --diff A.run... -- B.run...')
        endif;
        for out in outs do
            unless ends_with(out, '.svg') or ends_with(out, '.html') then
                mishap(out, 1, 'A DIFFERENTIAL PROFILE IS WRITTEN AS .svg OR .html ONLY')
            endunless
        endfor;
        if length(outs) > 1 then mishap(0, 'ONE --out FILE FOR A DIFFERENTIAL PROFILE') endif;
        profile_diff(a, b, outs /== [] and hd(outs))
    else
        if a == [] then mishap(0, 'NO SAVED PROFILE RUN GIVEN') endif;
        profile_load(a);
        profile_report_last();
        for out in outs do
            if ends_with(out, '.run') then profile_save(out) else profile_export(out) endif
        endfor
    endif
enddefine;

endsection;
