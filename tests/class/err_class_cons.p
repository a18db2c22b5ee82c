class_cons(3) =>
