;;; loadinclude NAME: a macro like include, but the file is compiled as a
;;; stream of its own (as compile does), not spliced into the current one
;;; (REF PROGLIST).  NAME.ph is looked for on popincludelist.

section;

uses flatten_searchlist;

define global macro loadinclude;
    lvars name = readitem(), dir, file;
    if isstring(name) then name else name sys_>< '' endif -> name;
    unless isendstring('.ph', name) then name <> '.ph' -> name endunless;
    for dir in flatten_searchlist(popincludelist) do
        dir dir_>< name -> file;
        if sys_file_exists(file) then compile(file); return endif
    endfor;
    mishap(name, 1, 'INCLUDE FILE NOT FOUND')
enddefine;

endsection;
