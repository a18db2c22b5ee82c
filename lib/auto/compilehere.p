;;; compilehere  FILE1  FILE2 ... ;
;;; a macro that compiles other files found beside the file it is in
;;; (HELP COMPILEHERE): the rest of the line after it is ignored, then
;;; each following line holds one file name, relative to the directory of
;;; popfilename (a sub-directory path is allowed), and a line holding ;
;;; ends the list.  Each file is compiled with pop11_compile where
;;; compilehere stands, so a program of several files can be loaded from
;;; one wherever its directory is:
;;;     compilehere
;;;         first.p
;;;         sub/second.p
;;;         ;

section;

define global macro compilehere;
    lvars file, dir = sys_fname_path(popfilename or nullstring);
    dlocal popnewline = true;
    rdstringto([; ^newline]) ->;            ;;; the rest of this line
    repeat
        rdstringto([; ^newline]) -> file;
        quitif(file = nullstring);
        "pop11_compile", "(", dir dir_>< file, ")", ";"
    endrepeat
enddefine;

endsection;
