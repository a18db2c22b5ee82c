;;; class_print of built-in keys changes how syspr prints their members
define prword(w); pr('W:'); sys_syspr(w) enddefine;
prword -> class_print(word_key);
[a b 1] =>
"x" =>
sys_syspr -> class_print(word_key);
[a b 1] =>
define prvec(v); pr('<vector of '); pr(length(v)); pr('>') enddefine;
prvec -> class_print(vector_key);
{1 2 3} =>
[{1} {}] =>
