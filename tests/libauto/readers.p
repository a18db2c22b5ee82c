;;; proglist_read_by, readimp, impread, impseqread, exprread: the items of
;;; code read (and checked) but not compiled; declare_updater; doprint;
;;; syscompile
define macro grab;
    impread() =>
enddefine;
grab f(x), 3 + 4 ;
define macro grabseq;
    impseqread() =>
    pop11_need_nextitem(")") ->
enddefine;
grabseq a -> b; c => d, e ) ;
define macro grabexpr;
    exprread() =>
enddefine;
grabexpr [1 2] <> tl(x) , 5;
=>
define macro grabimp;
    readimp(false) =>
enddefine;
grabimp if p then q else r endif, [% s %];
define macro byreader;
    proglist_read_by(pop11_comp_expr) =>
enddefine;
byreader hd(list) :: tl(list);
;;; nothing above was declared or run
isdefined("x"), isdefined("list") =>
define f(x); x enddefine;
define updaterof f(v, x); enddefine;
declare_updater f, hd;
'declared' =>
;;; syscompile compiles the rest of proglist
define macro rest_now;
    'compiling the rest' =>
    syscompile();
    'rest compiled' =>
enddefine;
define syscompile_test();
    pop11_compile([rest_now 'one' => vars xx = 3; xx + 1 =>]);
enddefine;
syscompile_test();
;;; doprint compiles the rest of the file, then prints what it left
doprint 1 + 2, 'x';
