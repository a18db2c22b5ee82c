;;; external_load: a recipient that is not a word or identifier
external_load("bad3", [], [[strlen 5]]);
