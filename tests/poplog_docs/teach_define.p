;;; TEACH DEFINE: procedures with output locals; `vars NAME = EXPR` in a
;;; procedure whose output local is NAME makes NAME a dynamic local whose
;;; value at the exit is the result; the caller's NAME is untouched.
define perim(side1, side2) -> total;
    (side1 + side2) * 2 -> total
enddefine;
perim(3, 5) =>
perim(10, 10) =>
vars total = "outside";
define room_sum(rooms) -> total;
    vars rooms, room, a, b, total = 0;
    for room in rooms do
        room --> [?a ?b];
        total + perim(a, b) -> total
    endfor;
enddefine;
room_sum([[10 8] [9 7] [20 15]]) =>
total =>
;;; the dynamic local is seen by procedures it calls
define show_total(); [total ^total] => enddefine;
define count_up(n) -> total;
    vars total = 0;
    repeat n times total + 1 -> total; show_total() endrepeat
enddefine;
count_up(3) =>
;;; a return in the middle gives the dynamic local's value too
define first_over(list, limit) -> total;
    lvars item;
    vars total = 0;
    for item in list do
        total + item -> total;
        if total > limit then return endif
    endfor;
    false -> total
enddefine;
first_over([1 2 3 4 5], 5) =>
first_over([1 2], 5) =>
total =>
perim(99) =>
