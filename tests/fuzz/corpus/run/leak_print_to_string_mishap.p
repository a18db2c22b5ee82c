defclass foo {foo_x}; procedure(r); pr('<foo'); mishap(0, 'BAD PRINT') endprocedure -> class_print(foo_key); consfoo(1) >< 'x' =>
