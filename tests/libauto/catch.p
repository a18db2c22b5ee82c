;;; lib/auto: catch and throw (HELP CATCH's example, nested catches)
define checklist(tree, Lo, Hi);
    vars x;
    if islist(tree) then
        for x in tree do checklist(x, Lo, Hi) endfor;
    elseif tree > Hi then
        throw([nogood ^tree toobig])
    elseif tree < Lo then
        throw([nogood ^tree toolow])
    else
        tree =>
    endif
enddefine;
define test(tree, Lo, Hi);
    vars culprit reason;
    define catcher();
        [rejected ^culprit because ^reason] =>
    enddefine;
    tree, Lo, Hi;
    catch(checklist, catcher, [nogood ?culprit ?reason])
enddefine;
test([1 2 [2.5] 3], 0, 6);
test([3 [3.3 3.4 [3.45 2.6 [9]] [2 4.6]]], 1, 3.4);
;;; nested catches: an outer spec is reached through an inner one
define inner();
    catch(procedure; throw("outer"); npr('not here') endprocedure,
          procedure; npr('inner caught') endprocedure, "inner");
    npr('not here either');
enddefine;
catch(inner, procedure; npr('outer caught') endprocedure, "outer");
catch(procedure; throw("x") endprocedure, "value", "x") =>
catch(procedure; 1, 2 endprocedure, "value", "x") =>
stacklength() =>
