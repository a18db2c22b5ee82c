undeclared_thing =>
