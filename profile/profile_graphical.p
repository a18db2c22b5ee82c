;;; profile_graphical.p -- LIB PROFILE_GRAPHICAL: the profile report as a
;;; horizontal bar chart in the terminal (HELP PROFILE_GRAPHICAL).
;;;
;;; Poplog's library drew the chart in a Ved window; this one draws it in
;;; the terminal, one bar per row, as wide as the terminal, with Unicode
;;; block characters (eighth blocks for the end of a bar) and colour when
;;; the output is a terminal that has colour; on output that is not a
;;; terminal it draws the same chart in plain ASCII.  The terminal is
;;; asked through the C library (isatty, ioctl TIOCGWINSZ) with exload.

compile_mode :pop11 +strict;

section;

uses profile;

vars
    profile_graphical    = true,   ;;; false: the standard table again
    profile_graph_width  = false,  ;;; columns (false: the terminal's)
    profile_graph_style  = "auto", ;;; "unicode", "ascii" or "auto"
    profile_graph_colour = "auto", ;;; true, false or "auto"
;

exload 'profile_graphical' []
    pg_isatty(fd) :int <- isatty,
    pg_ioctl(fd, request, buf) :int <- ioctl
endexload;

lconstant
    TIOCGWINSZ = 16:5413,          ;;; Linux
    ;;; U+2588 full block, U+2589..U+258F seven eighths down to one
    ;;; eighth, U+2591 light shade, in UTF-8
    FULL    = consstring(16:E2, 16:96, 16:88, 3),
    EIGHTHS = {% lvars k;
                 for k from 16:8F by -1 to 16:89 do consstring(16:E2, 16:96, k, 3) endfor %},
    SHADE   = consstring(16:E2, 16:96, 16:91, 3),
    ESC     = consstring(27, `[`, 2),
;

;;; True if what is printed goes to the standard output and that is a
;;; terminal.
define lconstant on_terminal();
    cucharout == charout and exacc pg_isatty(1) == 1
enddefine;

;;; The width of the chart: profile_graph_width, else the terminal's
;;; columns, else $COLUMNS, else 80.
define lconstant chart_width() -> w;
    if isintegral(profile_graph_width) then
        return(max(profile_graph_width, 30) -> w)
    endif;
    lvars buf = inits(8);
    if on_terminal() and exacc pg_ioctl(1, TIOCGWINSZ, buf) == 0
    and (buf(3) + buf(4) * 256 ->> w) > 0 then
        max(w, 30) -> w
    elseif isintegral(strnumber(systranslate('COLUMNS') or '') ->> w) and w > 0 then
        max(w, 30) -> w
    else
        80 -> w
    endif
enddefine;

define lconstant unicode();
    if profile_graph_style == "auto" then on_terminal()
    else profile_graph_style == "unicode"
    endif
enddefine;

;;; Colour: asked for, or on a terminal whose TERM has colour (not dumb),
;;; unless $NO_COLOR is set.
define lconstant colour();
    if profile_graph_colour == "auto" then
        lvars term = systranslate('TERM');
        on_terminal() and term and term /= '' and term /= 'dumb'
        and not(systranslate('NO_COLOR'))
    else
        profile_graph_colour == true
    endif
enddefine;

;;; Print a bar of `own` and `rest` eighths of a cell (rest: the part of
;;; an active bar beyond the own ticks), padded with spaces to `cells`.
define lconstant draw_bar(own, rest, cells, uni, col);
    lvars used, upto, k;
    if col then pr(ESC <> '36m') endif;
    if uni then
        ;;; whole cells, then the eighths left over
        repeat own div 8 times pr(FULL) endrepeat;
        if own mod 8 /== 0 then pr(EIGHTHS(own mod 8)) endif;
        (own + 7) div 8 -> used;
        (own + rest + 7) div 8 -> upto
    else
        ;;; whole cells only: to the nearest
        (own + 4) div 8 -> used;
        repeat used times cucharout(`#`) endrepeat;
        (own + rest + 4) div 8 -> upto
    endif;
    ;;; the rest of an active bar
    min(max(upto, used), cells) -> upto;
    if col then pr(ESC <> '0m' <> ESC <> '2m') endif;
    for k from used + 1 to upto do
        if uni then pr(SHADE) else cucharout(`-`) endif
    endfor;
    if col then pr(ESC <> '0m') endif;
    sp(cells - max(used, upto))
enddefine;

;;; The report as a bar chart: one row per item, as profile_print would
;;; list them (the same rows, order and profile_show_max), each with a
;;; bar proportional to its count (count-all: its active count, the own
;;; part solid and the rest shaded), then the counts and percentages, and
;;; the exact counts the run has, as the standard report's columns: Calls
;;; (profile_call_counts), Bytes and Active bytes (profile_alloc).  A row
;;; with no tick is there for its exact counts, as in the standard report.
define profile_graph(cpu_time, gc_time, counts, active_counts);
    dlocal pr = sys_syspr, pop_pr_quotes = false,
           poplinewidth = false, poplinemax = false;
    lvars (rows, total) = profile_report_rows(counts, active_counts),
          row, key = if active_counts then 3 else 2 endif,
          ;;; the exact counts by row name (false: not counted)
          calls = profile_by_name(profile_calls),
          bytes = profile_by_name(profile_bytes),
          incl = profile_by_name(profile_bytes_inclusive),
          ;;; the labels: the name and its mark, if any
          labels = [% for row in rows do
                          row(1) sys_>< '';
                          if profile_row_mark(row(1)) then
                              () <> ' (' <> profile_row_mark(row(1)) <> ')'
                          endif
                      endfor %];
    profile_print_heading(cpu_time, gc_time, total);

    dlocal pop_pr_places = (`0` << 16) || 1;
    ;;; the width of an exact count's column: its largest figure or its
    ;;; heading, and two spaces (0: not counted)
    define lconstant column(prop, heading);
        lvars item, n, cw = length(heading);
        returnunless(prop)(0);
        for item, n in_property prop do max(cw, length(n sys_>< '')) -> cw endfor;
        cw + 2
    enddefine;
    lvars width = chart_width(), uni = unicode(), col = colour(),
          w = max(length(total sys_>< ''), 5),
          cw = column(calls, 'Calls'), bw = column(bytes, 'Bytes'),
          iw = column(incl, 'Active bytes'),
          ;;; the numbers at the right: Count %Time, and Active %Time, and
          ;;; the exact counts
          numbers = (if active_counts then 2 * (w + 8) else w + 8 endif)
                    + cw + bw + iw,
          namew = 4, cells, biggest = 1;
    ;;; the exact counts of a row, and their headings
    define lconstant exact(row);
        if calls then pr_field(if row then calls(row(1)) else 'Calls' endif, cw, `\s`, false) endif;
        if bytes then pr_field(if row then bytes(row(1)) else 'Bytes' endif, bw, `\s`, false) endif;
        if incl then
            pr_field(if row then incl(row(1)) else 'Active bytes' endif, iw, `\s`, false)
        endif
    enddefine;
    lvars label;
    for label in labels do max(namew, datalength(label)) -> namew endfor;
    for row in rows do
        max(biggest, row(key)) -> biggest
    endfor;
    min(namew, width div 3) -> namew;
    max(width - namew - 2 - numbers - 1, 10) -> cells;

    ;;; the heading over the numbers, and the key to the bars
    if active_counts then
        if uni then pr(FULL) else cucharout(`#`) endif;
        pr(' own  ');
        if uni then pr(SHADE) else cucharout(`-`) endif;
        pr(' active');
        sp(namew + 2 + cells - 14);
        pr_field('Count  %Time', w + 7, `\s`, false);
        pr_field('Active  %Time', w + 9, `\s`, false)
    else
        sp(namew + 2 + cells);
        pr_field('Count  %Time', w + 7, `\s`, false)
    endif;
    exact(false);
    pr(newline);

    define lconstant eighths(n);
        ;;; n as eighths of a cell, at least one if n is not 0
        lvars e = round(n * cells * 8 / biggest);
        if e == 0 and n > 0 then 1 else e endif
    enddefine;
    for row in rows do
        dest(labels) -> (label, labels);
        if datalength(label) > namew then
            substring(1, namew - 1, label) <> '~' -> label
        endif;
        pr_field(label, namew, false, `\s`);
        sp(2);
        lvars own = eighths(row(2));
        draw_bar(own,
                 if active_counts then max(eighths(row(3)) - own, 0) else 0 endif,
                 cells, uni, col);
        pr_field(row(2), w, `\s`, false);
        pr_field(if total = 0 then 0.0 else row(2) * 100.0 / total endif, 7, `\s`, false);
        if active_counts then
            pr_field(row(3), w + 2, `\s`, false);
            pr_field(if total = 0 then 0.0 else row(3) * 100.0 / total endif, 7, `\s`, false)
        endif;
        exact(row);
        pr(newline)
    endfor;
    pr(newline);
    profile_print_notes(rows);
    if profile_show_ledger and profile_report_ledger then
        profile_print_ledger(profile_report_ledger)
    endif
enddefine;

;;; The report procedure: the chart while profile_graphical is true.
define vars profile_report(cpu_time, gc_time, counts, active_counts);
    if not(isundef(profile_display)) then
        profile_display(cpu_time, counts)
    elseif profile_graphical then
        profile_graph(cpu_time, gc_time, counts, active_counts)
    else
        profile_print(cpu_time, gc_time, counts, active_counts)
    endif
enddefine;

endsection;
