;;; compilehere: compile the files named on the following lines, found
;;; beside this file; rdstringto: the printed items up to an end item
define write_file(name, text);
    lvars dev = syscreate(name, 1, false);
    syswrite(dev, text, datalength(text));
    sysclose(dev)
enddefine;
write_file('compilehere_1.tmp', '\'first compiled\' =>\nvars from_first = 1;\n');
write_file('compilehere_2.tmp', '\'second compiled\' =>\nfrom_first + 1 =>\n');
sys_fname_name(popfilename) =>
compilehere   ;;; the rest of this line is ignored
    compilehere_1.tmp
    compilehere_2.tmp
    ;
'after' =>
sysdelete('compilehere_1.tmp') =>
sysdelete('compilehere_2.tmp') =>
rdstringto("end") =>
a b.c 3 'str' end
rdstringto([x y]) => 1 2 y
