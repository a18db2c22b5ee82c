constant limit = 100;
limit =>
lconstant small = 5;
small + limit =>
