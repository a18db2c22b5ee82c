;;; HELP DEFINE_FORM: define NAME = EXPR with a precedence, and user define
;;; forms made with define :define_form, one of whose bodies plants a
;;; closure and one that declares its name with a declarator read from
;;; the input.
define global constant 1 isprimary =
    member(%[red green blue]%)
enddefine;
identprops("isprimary") =>
isprimary "red" =>
isprimary 42 =>

define must_be_closure(item) -> item;
    lvars item;
    unless isclosure(item) then mishap(item, 1, 'CLOSURE NEEDED') endunless
enddefine;

define :define_form closure_def;
    lvars name;
    itemread() -> name;
    sysSYNTAX(name, "procedure", false);
    sysneed(";") ->;
    pop11_comp_stmnt_seq_to("enddefine") ->;
    sysCALLQ(must_be_closure);
    sysPOP(name);
    sysPUSHQ(name);
    sysPUSH(name);
    sysUCALLQ(pdprops);
enddefine;

define :closure_def halves;
    maplist(% procedure(x); x / 2 endprocedure %)
enddefine;
halves =>
halves([2 4 10]) =>
define :closure_def roots;
    maplist(% sqrt <> round %)
enddefine;
roots([4 9 16 25]) =>
pdprops(roots) =>
isclosure(roots) =>

define :define_form global value_def;
    lvars name, props;
    readitem() -> name;
    if pop11_try_nextitem("AS") then readitem() else 0 endif -> props;
    sysSYNTAX(name, props, false);
    sysneed(";") ->;
    pop11_comp_stmnt_seq_to("enddefine") ->;
    sysPOP(name);
enddefine;

section sub;
define :value_def digits;
    [0 1 2 3]
enddefine;
identprops("digits") =>
digits =>
define :value_def quad AS 1;
    sqrt <> sqrt
enddefine;
identprops("quad") =>
quad 81 =>
define :value_def twice AS procedure;
    procedure(x); x * 2 endprocedure
enddefine;
identprops("twice") =>
twice(4) =>
endsection;
digits =>
define :closure_def notclosure;
    hd
enddefine;
