[[a b c d e f g h i j k l] {a b c d e f g h i j k l}
 [a b c d e f g h i j k l] {a b c d e f g h i j k l}] ==>
[1 2 3] ==>
1, 2 ==>
=>
