'abc' >< 'def' =>
'abc'(2) =>
datalength('hello') =>
consword('foo') =>
"foo" == consword('foo') =>
'a\tb' =>
`a` =>
