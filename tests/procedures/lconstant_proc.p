define lconstant helper(x); x + 100 enddefine;
helper(1) =>
