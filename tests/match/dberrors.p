;;; database mishaps
add([a b]);
lookup([a ?x]);
x =>
remove([a b]);
remove([a b]);
