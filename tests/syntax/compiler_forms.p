;;; forms Poplog's own library files use: -> -> x, a file's own operator,
;;; character constants with ` and \, cons_with, a section path compiled
;;; from a list, #_IF inside an expression
vars x;
define two(); 1, 2, 3 -> -> x; x enddefine;
two() =>
x =>
define lconstant 4 a plus_ b; a + b enddefine;
3 plus_ 4 * 2 =>
define uses_it(n);
    define inner(); n plus_ 1 enddefine;
    inner()
enddefine;
uses_it(5) =>
[``` `\`` `\` `a `b` `\n`] =>
cons_with consstring {`A` `B` `C`} =>
lvars l = [x y z];
cons_with consword {% applist(l, dest_characters) %} =>
define cons_it(p); cons_with p {1 2 %3 + 4%} enddefine;
cons_it(consvector) =>
section lib;
vars bar = 5;
endsection;
pop11_compile([ "ident $-lib$-bar" ]) =>
lconstant cmnd = #_IF DEF NO_SUCH 'yes' #_ELSE 'no' #_ENDIF;
cmnd =>
define sep(x); [% x, #_IF DEF NO_SUCH `/` #_ELSE `-` #_ENDIF %] enddefine;
sep(3) =>
lvars n = 2;
#_IF n == 2
'multi-line' =>
#_ELSEIF n == 3
'three' =>
#_ENDIF
