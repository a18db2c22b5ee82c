;;; catch(p, catcher, spec): runs p(); if, while it runs, throw(arg) is
;;; called with an arg that matches spec (with matches; with = when spec
;;; is not a list), control comes back here and catcher() runs (catcher
;;; is left on the stack if it is not a procedure).  A throw whose arg
;;; does not match goes on out to the enclosing catches (HELP CATCH).

section $-catch => catch catch_specs catch_hops catch_exit;

;;; the specs of the active catches, innermost first, and how many more
;;; catches a throw still has to leave (false: none)
vars catch_specs = [], catch_hops = false;

define lconstant catch_run(p);
    lvars p;
    p()
enddefine;

;;; leave the innermost catch_run active
define global catch_exit();
    exitfrom(catch_run)
enddefine;

define global catch(p, catcher, spec);
    lvars p, catcher, spec;
    dlocal catch_specs = spec :: catch_specs;
    catch_run(p);
    if catch_hops == 0 then
        false -> catch_hops;
        if isprocedure(catcher) then catcher() else catcher endif
    elseif catch_hops then
        ;;; on out to the next catch, leaving this one's catch_run
        catch_hops - 1 -> catch_hops;
        chain(catch_exit)
    endif
enddefine;

endsection;
