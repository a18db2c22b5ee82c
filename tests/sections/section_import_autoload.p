;;; An undeclared word imported into a section is autoloaded first: a
;;; library macro then expands inside the section.
section import_test echoload shuffle => ;
identprops("echoload") =>
identprops("shuffle") =>
isprocedure(shuffle) =>
endsection;
