last([1 2 3]) =>
allbutfirst(1, [1 2 3]) =>
allbutlast(1, [1 2 3]) =>
delete(2, [1 2 3 2]) =>
lmember(2, [1 2 3]) =>
null([]) =>
null([1]) =>
listlength([a b c]) =>
