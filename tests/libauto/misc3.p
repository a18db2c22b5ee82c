;;; lib/auto: linearfit, appgensymproperty, cleargensymproperty, varread,
;;; sysobeylist, sys_runtime_apply, match_wordswith, popconstruct, useslib,
;;; loadcompiler, echoload, pause, newprwarning
lvars (m, c) = linearfit([% conspair(0, 1), conspair(1, 3), conspair(2, 5) %]);
m, c =>
linearfit([% conspair(0, 0), conspair(2, 1) %]) =>
cleargensymproperty();
gensym("foo") =>
appgensymproperty(procedure(w, n); [^w ^n] => endprocedure);
cleargensymproperty();
gensym("foo") =>
define syntax myvar; varread() => enddefine;
myvar hello;
sysobeylist(['echo one > /tmp/pop11_sol.txt' 'echo two >> /tmp/pop11_sol.txt']);
lvars sol = line_repeater('/tmp/pop11_sol.txt', 80); sol(), sol() =>
sys_runtime_apply(procedure; npr('applied') endprocedure);
length(pop_runtime_actions) =>
vars azzqb, zzqc;
match_wordswith("zzq", procedure(s, w); issubstring(s, w) endprocedure) =>
popconstruct =>
useslib("shuffle");
isprocedure(shuffle) =>
isprocedure(loadcompiler) =>
sysobey('printf "npr(\'echoed\');\\n" > /tmp/pop11_echoload.p');
echoload /tmp/pop11_echoload.p
pause(); npr('after pause');
newprwarning("someword");
