;;; external_load: an item of the symbol list that is not an entry
external_load("bad1", [], [strlen 5]);
