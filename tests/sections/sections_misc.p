;;; nested sections, exports to the parent, global, compile_mode +global,
;;; re-entering, current_section assignment
section outer => shared;
global vars gv = 'global in outer';
vars hidden = 'outer only';
define shared(); 'shared from outer' enddefine;
section inner;
gv =>
hidden =>
current_section =>
endsection;
endsection;
shared() =>
compile_mode :pop11 +global;
vars made_global = 42;
compile_mode :pop11 -global;
section s3;
made_global =>
define lvars_user(n); lvars k = n * 2; k enddefine;
lvars_user(4) =>
endsection;
section_subsect("outer", pop_section, false) -> current_section;
hidden =>
pop_section -> current_section;
current_section =>
$-outer$-hidden =>
