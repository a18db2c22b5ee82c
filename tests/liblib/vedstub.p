;;; vedstub.p -- used only to generate the expected output of the
;;; showtree tests with real Poplog, whose corepop has no Ved:
;;;     REFPOP_PRELOAD=tests/liblib/vedstub.p tests/mkexpect.sh tests/liblib/showtree*.p
;;; (not a test: it has no .out).  It stands in for the
;;; few Ved buffer procedures LIB SHOWTREE calls: a buffer of strings
;;; with a cursor, and a vededit that runs the queued vedinput procedure
;;; and then prints the buffer, each graphics character as its default
;;; printing character (REF VEDPROCS), trailing spaces dropped.  Poplog's
;;; own lib/ved files (newvedfileprop, veddrawline ...) are autoloaded.
;;; LIB FLAVOURS needs only the lists vedopeners and vedclosers, LIB
;;; LR_PARSER's lr_trace only the names of the Ved variables it uses.
;;; Written for pop11; not part of the library.

compile_mode :pop11 +global;
[% systranslate('usepop') dir_>< 'pop/lib/ved/', dl(popautolist) %] -> popautolist;
[% systranslate('usepop') dir_>< 'pop/lib/ved/', dl(popuseslist) %] -> popuseslist;

vars vedstartwindow = 12, vedscreenlength = 24, vedediting = false,
    vedautowrite = false, vedstatic = false, vedchanged = false,
    vedmessage = '', vedinvedprocess = false, vedbufferlist = [],
    stub_file = false, vedline = 1, vedcolumn = 1,
    stub_buffer = {}, stub_pending = [], vedopeners = [], vedclosers = [],
    vedselect, vedbreak, vedendfile, vedcharinsert, vedwriteable,
    vedscreenwidth = 80;

define active ved_current_file; stub_file enddefine;
define updaterof active ved_current_file(f); f -> stub_file enddefine;

define vedhelpdefaults(); enddefine;
define vedsetup(); enddefine;
define vedrefresh(); enddefine;
define vedcheck(); enddefine;
define vedputmessage(m); enddefine;
define vedinput(p); [^^stub_pending ^p] -> stub_pending enddefine;

;;; make line n exist
define stub_line(n);
    lvars n;
    if n > datalength(stub_buffer) then
        {% explode(stub_buffer), repeat n - datalength(stub_buffer) times
            '' endrepeat %} -> stub_buffer
    endif;
    stub_buffer(n)
enddefine;

define vedjumpto(l, c); l -> vedline; c -> vedcolumn enddefine;

define vedcurrentchar();
    lvars s = stub_line(vedline);
    if vedcolumn > datalength(s) then `\s` else s(vedcolumn) endif
enddefine;

define updaterof vedcurrentchar(ch);
    lvars s = stub_line(vedline), t;
    if vedcolumn > datalength(s) then
        s <> consstring(repeat vedcolumn - datalength(s) times `\s` endrepeat,
            vedcolumn - datalength(s)) -> t
    else
        copy(s) -> t
    endif;
    ch -> t(vedcolumn);
    t -> stub_buffer(vedline)
enddefine;

define vedinsertstring(str);
    lvars str, i;
    for i from 1 to datalength(str) do
        if vedstatic then
            str(i) -> vedcurrentchar()
        else
            lvars s = stub_line(vedline);
            while datalength(s) < vedcolumn - 1 do s <> ' ' -> s endwhile;
            substring(1, vedcolumn - 1, s) <> consstring(str(i), 1)
                <> allbutfirst(vedcolumn - 1, s) -> stub_buffer(vedline)
        endif;
        vedcolumn + 1 -> vedcolumn
    endfor
enddefine;

define vedlineabove();
    stub_line(vedline) ->;
    {% explode(allbutlast(datalength(stub_buffer) - vedline + 1, stub_buffer)),
        '', explode(allbutfirst(vedline - 1, stub_buffer)) %} -> stub_buffer;
    1 -> vedcolumn
enddefine;

define vedlinebelow();
    vedline + 1 -> vedline;
    vedlineabove()
enddefine;

define stub_default(c);
    lvars c;
    if c >= 16:81 and c <= 16:92 then
        '---|---|---|||+o#.'(c - 16:80)
    else
        c
    endif
enddefine;

define vededit(name, defaults);
    lvars name, defaults, s, p, i, n;
    dlocal poplinewidth = false, poplinemax = false;
    {} -> stub_buffer; 1 ->> vedline -> vedcolumn;
    consvector(name, 1) -> ved_current_file;
    defaults();
    stub_pending, [] -> stub_pending -> p;
    applist(p, apply);
    for s in_vector stub_buffer do
        datalength(s) -> n;
        while n > 0 and s(n) == `\s` do n - 1 -> n endwhile;
        for i from 1 to n do cucharout(stub_default(s(i))) endfor;
        cucharout(`\n`)
    endfor
enddefine;
