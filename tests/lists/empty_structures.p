[] =>
{} =>
'' =>
length([]) =>
datalength({}) =>
