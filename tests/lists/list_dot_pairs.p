conspair(1, 2) =>
front(conspair(1, 2)) =>
back(conspair(1, 2)) =>
ispair([1]) =>
islist([]) =>
