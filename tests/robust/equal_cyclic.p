;;; issue 20: `=` on cyclic vectors
vars v = {1 2}, w = {1 2}; v -> v(1); w -> w(1); v = w =>
