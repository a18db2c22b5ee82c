;;; define :with_index_hook NAME(varlist, isfast, index); ... enddefine
;;; (HELP FOR_FORM): what `for VARS with_index IVAR NAME EXPRS do` runs to
;;; compile the rest of the loop, IVAR counting the iterations.  The
;;; procedures are kept in the property pop_with_index_hooks, by NAME.

section;

global vars pop_with_index_hooks;
if isundef(pop_with_index_hooks) then
    newproperty([], 16, false, "perm") -> pop_with_index_hooks
endif;

define :define_form global with_index_hook;
    lvars name = readitem(), hook = consword('with_index_hook_' >< name);
    while name == "global" do
        readitem() -> name; consword('with_index_hook_' >< name) -> hook
    endwhile;
    ;;; compile the rest as a file-local procedure, then file it
    [define lconstant ^hook] <> proglist -> proglist;
    pop11_comp_expr();
    sysPUSH(hook); sysPUSHQ(name); sysPUSH("pop_with_index_hooks"); sysUCALLS(undef);
enddefine;

endsection;
