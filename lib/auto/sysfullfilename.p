;;; sysfullfilename(file) -> string: the name part of the file name file
;;; (a string), with its extension: what follows the last /, so '' for a
;;; directory name ending in /.

section;

define global sysfullfilename(file);
    lvars file, i = datalength(file);
    while i > 0 and fast_subscrs(i, file) /== `/` do i - 1 -> i endwhile;
    allbutfirst(i, file)
enddefine;

endsection;
