;;; a plain top-level variable is hidden inside a section; global ones,
;;; imports and system identifiers are visible; runtime lookups use the
;;; current section
vars x = 1;
define tf(); 'tf' enddefine;
section foo x => ;
x =>
2 -> x;
endsection;
x =>
section foo2;
x =>
hd([a]) =>
isdefined("tf") =>
endsection;
x =>
section foo2;
x =>
endsection;
section_cancel(section_subsect("foo2", pop_section, false)) ;
$-foo2$-x =>
section_pathname(section_subsect("foo", pop_section, false)) =>
section_name(pop_section), issection(pop_section), issection(1) =>
section_supersect(section_subsect("foo", pop_section, false)) =>
