;;; dlocal forms: of a file-level lvars, conditional, define dlocal,
;;; restored on normal exit, on exitfrom and after chain
lvars level = 0;
define show(); [level ^level] => enddefine;
define deeper(n);
    dlocal level = level + 1;
    show();
    if n > 0 then deeper(n - 1) endif
enddefine;
deeper(2);
show();
vars flag = 'outer';
define maybe(c);
    unless c then dlocal flag = 'changed'; endunless;
    flag =>
enddefine;
maybe(true); flag =>
maybe(false); flag =>
vars procedure hook = procedure; 'default hook' => endprocedure;
define with_hook();
    define dlocal hook(); 'temporary hook' => enddefine;
    hook();
enddefine;
with_hook();
hook();
define leave(); dlocal flag = 'inside leave'; exitfrom(outer_proc) enddefine;
define outer_proc(); leave(); 'not reached' => enddefine;
outer_proc();
flag =>
define target(); flag => enddefine;
define chainer(); dlocal flag = 'inside chainer'; chain(target) enddefine;
chainer();
iconstant ICONST = 42;
ICONST =>
#_IF DEFV pop_internal_version >= 150000
'new enough' =>
#_ELSE
'too old' =>
#_ENDIF
#_IF DEFV pop_internal_version > 999000
'impossible' =>
#_ELSE
'as expected' =>
#_ENDIF
#| 1, 2, 3 |# =>
