consword('abc') =>
datalength("hello") =>
"ab" <> "cd" =>
"abc" == "abc" =>
