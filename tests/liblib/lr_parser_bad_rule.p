;;; LIB LR_PARSER: a rule must begin with a nonterminal
uses lr_parser;
uses lr_build;
lr_parser(lr_build("G", [a b], [s], "s", [[s a s b] [s]])) =>
0 -> pop_mishap_doing_lim;
lr_build("G", [a b], [s], "s", [[a s b]]);
