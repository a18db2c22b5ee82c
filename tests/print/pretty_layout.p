;;; ==> (pretty): how structures too long for a line are laid out
[[member [member x [x|y]] [ifneeded [member x [y|z]] [member x z]]]
    [round [round moon]] [big [big john] [big fred]]] ==>
[member [member x [x y]] [ifneeded [member x [y z]] [member x z]
    [member x z] [member x z]]] ==>
[[a [b c d e f g h i j k l m n o p q r s t u v w x y z aa bb cc dd ee ff
    gg hh ii jj kk]]] ==>
;;; a long first element: the others line up under it
[abcdefghijklmnop [b c d e f g h i j k l m n o p q r s t u v w x y z]
    [c d e f g h i j k l m n o p q r s t u v w x y z] d] ==>
;;; vectors, refs and records that do not fit
{vec [aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii] {jjjj kkkk llll mmmm
    nnnn oooo pppp qqqq}} ==>
[% consref([aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll
    mmmm nnnn oooo pppp qqqq rrrr]) %] ==>
defclass point {px, py};
[% conspoint([aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk],
    [llll mmmm nnnn oooo pppp qqqq rrrr ssss tttt]) %] ==>
;;; a tail that is not a list
conspair("a", conspair([bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk
    llll mmmm], [nnnn oooo pppp qqqq rrrr ssss tttt uuuu vvvv wwww xxxx
    yyyy zzzz])) ==>
conspair([aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll
    mmmm nnnn oooo pppp], "z") ==>
;;; strings and words, a shorter line
['a string with spaces in it' 'and another string with spaces'
    'and a third one' "word"] ==>
50 -> poplinemax;
[aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm] ==>
78 -> poplinemax;
'==> ' -> pop_=>_flag;
[aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn
    oooo pppp qqqq rrrr] ==>
