;;; readline, nextreaditem and listread read the compiler's input
readline() =>
a b 'c' 3.5 [x]
readline() =>

nextreaditem() =>
"foo" =>
readitem(), nextreaditem(), readitem() =>
bar baz
listread() =>
[a [b c] {d e [f]} g]
listread() =>
abc
listread() =>
{1 2 {3}}
listread() =>
[a % b ^c ^^d]
listread() =>
[a b
c]
listread() =>
]
readline =>
listread =>
nextreaditem =>
;;; readline is a procedure variable
define readline(); [mine] enddefine;
readline() =>
