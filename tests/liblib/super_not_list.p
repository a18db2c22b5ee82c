;;; LIB SUPER: every item and goal must be a list starting with a word
uses super;
add("likes");
