syssort([3 1 2], nonop <) =>
syssort([c a b], alphabefore) =>
sort([5 3 9 1]) =>
