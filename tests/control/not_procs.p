not(false) => not([]) => not(0) =>
