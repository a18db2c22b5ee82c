;;; subsystem_add_new(ss_name, procedures, extn, prompt, search_lists, title)
;;; add a subsystem to the end of sys_subsystem_table (REF SUBSYSTEM):
;;; procedures is its vector of procedures, a compiler procedure alone
;;; (put in a vector of one), or a word whose value will be the vector
;;; (its procedures need not be loaded yet); extn, prompt and title are
;;; strings, search_lists a list.  A subsystem of that name already there
;;; is replaced while pop_debugging is true, else it is a mishap.

section;

define global subsystem_add_new(ss_name, procs, extn, prompt, lists, title);
    lvars ss_name, procs, extn, prompt, lists, title, ss;
    check_word(ss_name);
    if is_subsystem_loaded(ss_name, true) then
        unless pop_debugging then
            mishap(ss_name, 1, 'SUBSYSTEM ALREADY EXISTS')
        endunless;
        [% for ss in sys_subsystem_table do
               unless hd(ss) == ss_name then ss endunless
           endfor %] -> sys_subsystem_table
    endif;
    check_string(extn);
    check_string(prompt);
    check_string(title);
    unless islist(lists) then mishap(lists, 1, 'LIST NEEDED') endunless;
    if isprocedure(procs) then
        {^procs} -> procs
    elseunless isvector(procs) or isword(procs) then
        mishap(procs, 1, 'PROCEDURE, VECTOR, OR WORD NEEDED')
    endif;
    sys_subsystem_table <> [[^ss_name ^procs ^extn ^prompt ^lists ^title]]
        -> sys_subsystem_table
enddefine;

endsection;
