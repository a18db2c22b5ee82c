;;; throw(arg): unwinds to the innermost active catch whose spec arg
;;; matches (HELP CATCH), which then runs its catcher; a mishap if none
;;; does.

section $-catch => throw;

uses catch;

define global throw(arg);
    lvars arg, spec, k = 0;
    for spec in catch_specs do
        if islist(spec) and arg matches spec or not(islist(spec)) and arg = spec then
            k -> catch_hops;
            catch_exit();
        endif;
        k + 1 -> k
    endfor;
    mishap(arg, 1, 'THROW: NO MATCHING CATCH')
enddefine;

endsection;
