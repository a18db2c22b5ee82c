;;; external_load: a symbol name that is not a word or string
external_load("bad2", [], [[5 foo]]);
