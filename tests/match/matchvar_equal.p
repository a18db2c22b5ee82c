;;; Matchvars in = (HELP EQUAL section 6): =*, =?x, =**, =??x in lists and
;;; vectors, restrictions :N, :proc, :%expr%, #proc, repeated variables.
vars x, y, list = [a b c d e], vector = {1 2 3 4 5};
99 = =* =>
99 = =?x =>
x =>
list = [a b =* d e] =>
list = [a =** e] =>
vector = {1 =* 3 =* 5} =>
list = [a =* d =* e] =>
list = =??x =>
vector = {1 =** 5} =>
vector = {=?x 2 3 4 5} =>
x =>
list = [=?x d e] =>
list = [=??x d e] =>
x =>
list = [=??x c =??y] =>
x, y =>
list = [=??x =??y] =>
x, y =>
list = [=??x:3 =??y] =>
x, y =>
list = [=?x:isinteger =??y] =>
list = [=?x:isword =??y] =>
x, y =>
[a 3] = [a =?x: %nonop>(%0%)%] =>
x =>
list = [=??x#length d e] =>
x =>
define value(item);
    if item == "a" then 10 elseif item == "b" then 20 else false endif
enddefine;
list = [=?x#value =** ] =>
x =>
list = [=** =?x:value] =>
list = [=??x:value d e] =>
[a b c a b c] = [=??x =??x] =>
x =>
[a b c c b a] = [=??x =??x] =>
{1 2 3 4 5} = {=?x 2 =?x 4 5} =>
[[1 2][2 1]]  =  [[=??x =??y][=??y =??x]] =>
[1 2 2 1]  =  [=??x =??y =??y =??x] =>
x, y =>
;;; /= and =->, and a restriction held in a variable
list /= [=** c =**] =>
list =-> [=?x =?y =**];
x, y =>
vars n = 2;
list = [=??x:n =??y] =>
x, y =>
3 -> n;
list = [=??x:n =??y] =>
x, y =>
;;; a quoted word: the valof of the word
list = [=?"x" =**] =>
x =>
;;; the segment of an improper list, and the empty list
[] = [=??x] =>
x =>
[1|2] = [=??x|2] =>
x =>
