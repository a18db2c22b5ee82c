;;; shuffle(list1) -> list2: a copy of list1 with its elements in a
;;; random order (REF LISTS); uses random.

section;

define global shuffle(list) -> list;
    lvars list, v = {% explode(list) %}, n = datalength(v), i, j, t;
    for i from n by -1 to 2 do
        random(i) -> j;
        v(i) -> t; v(j) -> v(i); t -> v(j);
    endfor;
    [% explode(v) %] -> list
enddefine;

endsection;
